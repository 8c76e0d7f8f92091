// Undo merge (issue 30 item 4, ADR 0075), read as the books: a vendor merge and an account merge
// undone give back exactly what each moved — every row names the source again, the balances, the
// trial balance and the rows naming either record are as before the merge — with the source active
// again and a "Merge Undone" row in the activity log; one transaction, once only. Refused with a
// message, nothing changed, once something names the target since, after a later merge of either
// record, and for items; through the Merge screen (no JavaScript) and the API too, where another
// user's company is a 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiToken } from "../../app/modules/auth/auth.server";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { trialBalance } from "../../app/modules/ledger/ledger.server";
import { MERGE_MESSAGES as M, type MergeKind } from "../../app/modules/merges/constants";
import { mergeRecords, mergeReferences, recentMerges, undoMerge } from "../../app/modules/merges/merges.server";
import { mergeConfirmSchema } from "../../app/modules/merges/schema";
import { partyBalance } from "../../app/modules/parties/party.server";
import { VENDOR_PARTY } from "../../app/modules/vendors/party-config.server";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor } from "../../app/modules/vendors/vendors.server";
import { budgetCreateBody } from "../../app/modules/budgets/schema";
import { createBudget } from "../../app/modules/budgets/budgets.server";
import * as undoApi from "../../app/routes/api+/company.$companyId.merges.$mergeId.undo";
import * as mergeScreen from "../../app/routes/company.$companyId.dashboard+/_merges+/company.merge-accounts.$kind/route";
import { apiCaller, signUp } from "../support/api-client";
import { call, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { billPaidByCheque, giveBankingBooks, officeAccounts, type BankingBooks } from "../support/banking-books";
import { ownerWithTwoCompanies, saveBill } from "../support/books";

let app: TestApp;
let ctx: CompanyContext;
let books: BankingBooks;
let owner: string;
let intruder: string;
let cookie: string;
const AS_OF = "2026-12-31";
const hit = apiCaller(() => owner);

beforeAll(async () => {
  app = await startTestApp();
  const two = await ownerWithTwoCompanies(app.db, "2026-06-30");
  ctx = two.ctx;
  books = await giveBankingBooks(app.db, ctx);
  owner = (await createApiToken(app.db, two.user.id, "merge undo test")).token;
  intruder = (await signUp("undo-intruder@example.com")).token;
  cookie = await sessionCookie(two.user);
});
afterAll(() => app?.cleanup());

const merge = (kind: MergeKind, sourceId: number, targetId: number) =>
  mergeRecords(app.db, ctx, mergeConfirmSchema.parse({ kind, sourceId, targetId }));

/** For each reference a merge of `kind` moves, the ids of the rows naming `id` (the row's key when it has no id). */
async function rowsNaming(kind: MergeKind, id: number): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const ref of await mergeReferences(app.db, kind)) {
    if (ref.action !== "move") continue;
    const { rows } = await app.db.raw(`SELECT to_jsonb(t) AS r FROM ?? t WHERE company_id = ? AND ?? = ?`, [
      ref.table,
      ctx.companyId,
      ref.column,
      id,
    ]);
    const keys = rows.map((row: { r: Record<string, unknown> }) => JSON.stringify(ref.key.map((k) => row.r[k]))).sort();
    if (keys.length) out[`${ref.table}.${ref.column}`] = keys;
  }
  return out;
}

const activity = async () =>
  app.db("activityLog").where({ companyId: ctx.companyId }).orderBy("id").select("activity", "recordName", "detail");
const counts = async () => {
  const n = async (table: string) => Number((await app.db(table).where({ companyId: ctx.companyId }).count({ n: "*" }))[0].n);
  return { merges: await n("merges"), lines: await n("journalLines"), log: await n("activityLog") };
};

describe("undoing a vendor merge", () => {
  let beta: number;
  let mergeId: number;
  it("gives back exactly what the merge moved: balances, trial balance and rows as before, the source active again", async () => {
    beta = (await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "BETA", vendorName: "Beta Supplies" }))).id;
    await saveBill(app.db, ctx, { vendorId: books.acme, accountId: books.rent, amount: "120.00", date: "2026-03-01" });
    await saveBill(app.db, ctx, { vendorId: beta, accountId: books.rent, amount: "80.00", date: "2026-04-01" });
    await billPaidByCheque(app.db, ctx, books, { amount: "30.00", date: "2026-04-02", checkNumber: "601" });
    const acmeBefore = await partyBalance(VENDOR_PARTY, app.db, ctx.companyId, books.acme);
    const betaBefore = await partyBalance(VENDOR_PARTY, app.db, ctx.companyId, beta);
    const tbBefore = await trialBalance(app.db, ctx.companyId, AS_OF);
    const acmeRows = await rowsNaming("vendors", books.acme);
    const betaRows = await rowsNaming("vendors", beta);
    expect(Object.keys(acmeRows)).toEqual(expect.arrayContaining(["purchase_documents.vendor_id", "journal_lines.vendor_id"]));

    const done = await merge("vendors", books.acme, beta);
    mergeId = done.merge.id;
    expect(await partyBalance(VENDOR_PARTY, app.db, ctx.companyId, beta)).toBe(acmeBefore + betaBefore);

    const { message } = await undoMerge(app.db, ctx, mergeId);
    expect(message).toBe(
      "The merge of Acme Supplies into Beta Supplies was undone: what it moved is back on Acme Supplies, which is active again.",
    );
    expect(await partyBalance(VENDOR_PARTY, app.db, ctx.companyId, books.acme)).toBe(acmeBefore);
    expect(await partyBalance(VENDOR_PARTY, app.db, ctx.companyId, beta)).toBe(betaBefore);
    expect(await trialBalance(app.db, ctx.companyId, AS_OF)).toEqual(tbBefore);
    expect(await rowsNaming("vendors", books.acme)).toEqual(acmeRows);
    expect(await rowsNaming("vendors", beta)).toEqual(betaRows);
    expect((await app.db("vendors").where({ companyId: ctx.companyId, id: books.acme }).first("active")).active).toBe(true);
    expect((await activity()).at(-1)).toEqual({
      activity: "unmerged",
      recordName: "Acme Supplies",
      detail: "Acme Supplies taken back out of Beta Supplies",
    });
    expect((await recentMerges(app.db, ctx.companyId, "vendors")).find((m) => m.id === mergeId)).toMatchObject({ undone: true });
  });

  it("is refused the second time, even two at once, and nothing changes", async () => {
    const again = await merge("vendors", books.acme, beta);
    const before = await counts();
    const tb = await trialBalance(app.db, ctx.companyId, AS_OF);
    const both = await Promise.allSettled([undoMerge(app.db, ctx, again.merge.id), undoMerge(app.db, ctx, again.merge.id)]);
    expect(both.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = both.find((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused?.reason).toMatchObject({ status: 409, message: M.alreadyUndone });
    await expect(undoMerge(app.db, ctx, again.merge.id)).rejects.toMatchObject({ status: 409, message: M.alreadyUndone });
    expect((await counts()).merges).toBe(before.merges + 1); // the one undo
    expect(await trialBalance(app.db, ctx.companyId, AS_OF)).toEqual(tb);
  });

  it("is refused once a document names the target since, or after a later merge of either record; nothing changes", async () => {
    const gamma = (await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "GAMMA", vendorName: "Gamma Tools" }))).id;
    const done = await merge("vendors", books.acme, beta);
    await saveBill(app.db, ctx, { vendorId: beta, accountId: books.rent, amount: "5.00", date: "2026-05-01" });
    const before = await counts();
    const betaRows = await rowsNaming("vendors", beta);
    await expect(undoMerge(app.db, ctx, done.merge.id)).rejects.toMatchObject({
      status: 409,
      message: M.undoTouched("Acme Supplies", "Beta Supplies"),
    });
    expect(await counts()).toEqual(before);
    expect(await rowsNaming("vendors", beta)).toEqual(betaRows);
    expect((await app.db("vendors").where({ companyId: ctx.companyId, id: books.acme }).first("active")).active).toBe(false);

    await merge("vendors", beta, gamma);
    await expect(undoMerge(app.db, ctx, done.merge.id)).rejects.toMatchObject({
      status: 409,
      message: M.undoLaterMerge("Beta Supplies", "Gamma Tools"),
    });
    books.acme = gamma; // the vendor the books' bills now go to
  });
});

describe("undoing an account merge", () => {
  it("moves every line back: the trial balance row by row as before the merge", async () => {
    const { office, supplies } = await officeAccounts(app.db, ctx, books);
    // A budget's amounts on Office Supplies: a table keyed without an id (budget, account, month).
    await createBudget(
      app.db,
      ctx,
      budgetCreateBody.parse({
        budgetName: "Undo plan",
        fiscalYear: 2026,
        rows: [{ accountId: supplies, amounts: new Array(12).fill(10) }],
      }),
    );
    const tbBefore = await trialBalance(app.db, ctx.companyId, AS_OF);
    const suppliesRows = await rowsNaming("accounts", supplies);
    const done = await merge("accounts", supplies, office);
    const row = (tb: typeof tbBefore, id: number) => tb.rows.find((r) => r.accountId === id);
    expect(row(await trialBalance(app.db, ctx.companyId, AS_OF), office)?.debit).toBe(4500 + 1550 + 925);

    // Through the Merge screen, without JavaScript: Undo merge is a plain POST.
    const screen = await call(mergeScreen.action, `/company/${ctx.companyId}/dashboard/company/merge-accounts/accounts`, {
      method: "POST",
      params: { companyId: String(ctx.companyId), kind: "accounts" },
      headers: { Cookie: cookie },
      body: new URLSearchParams({ intent: "undo", mergeId: String(done.merge.id) }),
    });
    expect(screen.status).toBe(302);
    expect(await trialBalance(app.db, ctx.companyId, AS_OF)).toEqual(tbBefore);
    expect(Object.keys(suppliesRows)).toEqual(expect.arrayContaining(["budget_amounts.account_id", "journal_lines.account_id"]));
    expect(await rowsNaming("accounts", supplies)).toEqual(suppliesRows);
    expect(row(await trialBalance(app.db, ctx.companyId, AS_OF), supplies)?.debit).toBe(1550 + 925);
  });

  it("refuses an item merge: its stock on hand was pooled", async () => {
    const [a, b] = await app
      .db("items")
      .insert([
        { companyId: ctx.companyId, itemType: "service", name: "Undo A" },
        { companyId: ctx.companyId, itemType: "service", name: "Undo B" },
      ])
      .returning("id");
    const done = await merge("items", a.id, b.id);
    await expect(undoMerge(app.db, ctx, done.merge.id)).rejects.toMatchObject({ status: 409, message: M.undoItems });
  });
});

describe("through the API", () => {
  it("undoes a merge, refuses it the second time, and another user's company is a 404", async () => {
    const delta = (await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "DELTA", vendorName: "Delta Parts" }))).id;
    await saveBill(app.db, ctx, { vendorId: delta, accountId: books.rent, amount: "12.00", date: "2026-06-01" });
    const tb = await trialBalance(app.db, ctx.companyId, AS_OF);
    const done = await merge("vendors", delta, books.acme);
    const path = `/api/company/${ctx.companyId}/merges/${done.merge.id}/undo`;
    const params = { companyId: ctx.companyId, mergeId: done.merge.id };
    const before = await counts();
    const theirs = await hit(undoApi.action, path, { method: "POST", params, token: intruder });
    expect(theirs).toMatchObject({ status: 404, body: { error: "Company not found" } });
    expect(await counts()).toEqual(before);
    const undone = await hit(undoApi.action, path, { method: "POST", params });
    expect(undone).toEqual({ status: 200, body: { message: M.undone("vendors", "Delta Parts", "Gamma Tools") } });
    expect(await trialBalance(app.db, ctx.companyId, AS_OF)).toEqual(tb);
    expect(await hit(undoApi.action, path, { method: "POST", params })).toMatchObject({ status: 409, body: { error: M.alreadyUndone } });
    const missing = await hit(undoApi.action, `/api/company/${ctx.companyId}/merges/999999/undo`, {
      method: "POST",
      params: { ...params, mergeId: 999999 },
    });
    expect(missing).toMatchObject({ status: 404, body: { error: M.mergeNotFound } });
  });
});
