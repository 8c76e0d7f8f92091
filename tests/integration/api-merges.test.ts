// Merges through the API (bearer token, JSON): the candidates, a preview (nothing changes), a merge of
// two customers confirmed on the preview's token (their balances added), a stale token and bad input
// refused with a message; and company isolation — another user's company is a 404 for every call,
// my other company's records are not found, and nothing is written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { CUSTOMER_PARTY } from "../../app/modules/customers/party-config.server";
import { trialBalance } from "../../app/modules/ledger/ledger.server";
import { MERGE_MESSAGES as M } from "../../app/modules/merges/constants";
import { createSalesDocument, type SalesDocumentInput } from "../../app/modules/sales/documents.server";
import { SALES_KIND } from "../../app/modules/sales/kinds";
import { partyBalance } from "../../app/modules/parties/party.server";
import * as mergesApi from "../../app/routes/api+/company.$companyId.merges._index";
import * as previewApi from "../../app/routes/api+/company.$companyId.merges.preview";
import { apiCaller } from "../support/api-client";
import { startTestApp, type TestApp } from "../support/app";
import { bankingApiBooks, paymentIntoUndeposited, type BankingBooks } from "../support/banking-books";

let app: TestApp;
let ctx: CompanyContext;
let books: BankingBooks;
let theirs: BankingBooks;
let owner: string;
let intruder: string;
const hit = apiCaller(() => owner);

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx, owner, intruder, books, theirs } = await bankingApiBooks(app.db, "merges test", "merges-intruder@example.com"));
  await paymentIntoUndeposited(app.db, ctx, books, { customerId: books.ann, amount: "70.00", date: "2026-03-01" });
  await paymentIntoUndeposited(app.db, ctx, books, { customerId: books.bob, amount: "30.00", date: "2026-03-02" });
  const invoice = (customerId: number, amount: string) =>
    createSalesDocument(
      app.db,
      ctx,
      "invoice",
      SALES_KIND.invoice.schema.parse({
        customerId,
        date: "2026-04-01",
        accountRecords: [{ accountId: books.sales, amount }],
      }) as SalesDocumentInput,
    );
  await invoice(books.ann, "12.50");
  await invoice(books.bob, "25.00");
});
afterAll(() => app?.cleanup());

const rows = async () => {
  const count = async (table: string) => Number((await app.db(table).count({ n: "*" }))[0].n);
  const active = Number((await app.db("customers").where({ active: true }).count({ n: "*" }))[0].n);
  return { merges: await count("merges"), entries: await count("journalEntries"), active };
};
const mergesPath = (companyId = ctx.companyId) => `/api/company/${companyId}/merges`;
const previewPath = (q: string, companyId = ctx.companyId) => `/api/company/${companyId}/merges/preview?${q}`;

describe("the merges API", () => {
  it("lists the candidates with their details and balances", async () => {
    const { status, body } = await hit(mergesApi.loader, `${mergesPath()}?kind=customers`, { params: { companyId: ctx.companyId } });
    expect(status).toBe(200);
    expect(body.candidates.map((c: any) => [c.label, c.details.map((d: any) => d.value)])).toEqual([
      ["Ann's Bakery", ["ANN", "Yes", "$12.50"]],
      ["Bob's Garage", ["BOB", "Yes", "$25.00"]],
    ]);
    expect(body.recent).toEqual([]);
  });

  it("previews, then merges on the preview's token; a stale token and bad input are refused with a message", async () => {
    const before = await rows();
    const q = `kind=customers&sourceId=${books.bob}&targetId=${books.ann}`;
    const { status, body } = await hit(previewApi.loader, previewPath(q), { params: { companyId: ctx.companyId } });
    expect(status).toBe(200);
    expect(body.preview.refusal).toBeNull();
    expect(body.preview.balanceAfter).toBe("37.50");
    expect(body.preview.moves.map((m: any) => m.label)).toEqual(
      expect.arrayContaining(["Journal lines", "Sales documents", "Customer payments"]),
    );
    expect(await rows()).toEqual(before);

    const bad = [
      await hit(mergesApi.action, mergesPath(), {
        method: "POST",
        params: { companyId: ctx.companyId },
        body: { kind: "customers", sourceId: books.ann, targetId: books.ann },
      }),
      await hit(mergesApi.action, mergesPath(), {
        method: "POST",
        params: { companyId: ctx.companyId },
        body: { kind: "people", sourceId: books.ann, targetId: books.bob },
      }),
      await hit(mergesApi.action, mergesPath(), {
        method: "POST",
        params: { companyId: ctx.companyId },
        body: { kind: "customers", targetId: books.bob },
      }),
      await hit(mergesApi.action, mergesPath(), {
        method: "POST",
        params: { companyId: ctx.companyId },
        body: { kind: "customers", sourceId: books.bob, targetId: books.ann, token: "stale" },
      }),
    ];
    expect(bad.map((a) => [a.status, a.body.error])).toEqual([
      [400, M.same],
      [400, "kind must be one of customers, vendors, accounts, items"],
      [400, M.sourceRequired],
      [409, M.changed],
    ]);
    expect(await rows()).toEqual(before);

    const tb = await trialBalance(app.db, ctx.companyId, "2026-12-31");
    const done = await hit(mergesApi.action, mergesPath(), {
      method: "POST",
      params: { companyId: ctx.companyId },
      body: { kind: "customers", sourceId: books.bob, targetId: books.ann, token: body.preview.token },
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe("Customer Bob's Garage was merged into Ann's Bakery; Bob's Garage is archived.");
    expect(await rows()).toEqual({ ...before, merges: before.merges + 1, active: before.active - 1 });
    expect(await trialBalance(app.db, ctx.companyId, "2026-12-31")).toEqual(tb);
    expect(await partyBalance(CUSTOMER_PARTY, app.db, ctx.companyId, books.ann)).toBe(3750);
    const invoices = await app.db("salesDocuments").where({ companyId: ctx.companyId, customerId: books.ann }).count({ n: "*" });
    expect(Number(invoices[0].n)).toBe(4);
    const recent = await hit(mergesApi.loader, `${mergesPath()}?kind=customers`, { params: { companyId: ctx.companyId } });
    expect(recent.body.recent.map((r: any) => [r.sourceName, r.targetName])).toEqual([["Bob's Garage", "Ann's Bakery"]]);
  });
});

describe("company isolation", () => {
  it("another user's company is a 404 for every merges call, and nothing is written", async () => {
    const before = await rows();
    const as = { token: intruder, params: { companyId: ctx.companyId } };
    const answers = [
      await hit(mergesApi.loader, `${mergesPath()}?kind=vendors`, as),
      await hit(previewApi.loader, previewPath(`kind=accounts&sourceId=${books.rent}&targetId=${books.fees}`), as),
      await hit(mergesApi.action, mergesPath(), {
        ...as,
        method: "POST",
        body: { kind: "accounts", sourceId: books.rent, targetId: books.fees },
      }),
    ];
    expect(answers.map((a) => [a.status, a.body.error])).toEqual(answers.map(() => [404, "Company not found"]));
    expect(await rows()).toEqual(before);
  });

  it("my other company's records are not found from this company", async () => {
    const before = await rows();
    const params = { companyId: ctx.companyId };
    const answers = [
      await hit(previewApi.loader, previewPath(`kind=accounts&sourceId=${theirs.rent}&targetId=${books.fees}`), { params }),
      await hit(mergesApi.action, mergesPath(), {
        method: "POST",
        params,
        body: { kind: "accounts", sourceId: books.rent, targetId: theirs.fees },
      }),
      await hit(mergesApi.action, mergesPath(), {
        method: "POST",
        params,
        body: { kind: "vendors", sourceId: theirs.acme, targetId: books.acme },
      }),
    ];
    expect(answers.map((a) => [a.status, a.body.error])).toEqual([
      [404, "Account not found"],
      [404, "Account not found"],
      [404, "Vendor not found"],
    ]);
    expect(await rows()).toEqual(before);
  });
});
