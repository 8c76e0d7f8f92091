// Statements through the API (bearer token, JSON): an OFX statement imported (then again: nothing
// new), a bad file refused by line, the lines with their candidates and the rule that applies, a
// match confirmed and undone, a line recorded through a rule, the rules kept; and company isolation
// — another user's company is a 404 for every call, another company's account, line or rule is not
// found, and nothing is written.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import * as importsApi from "../../app/routes/api+/banking.accounts.$accountId.statement-imports";
import * as linesApi from "../../app/routes/api+/banking.accounts.$accountId.statement-lines";
import * as matchApi from "../../app/routes/api+/banking.statement-lines.$id.match";
import * as unmatchApi from "../../app/routes/api+/banking.statement-lines.$id.unmatch";
import * as recordApi from "../../app/routes/api+/banking.statement-lines.$id.record";
import * as rulesApi from "../../app/routes/api+/banking.rules._index";
import * as ruleApi from "../../app/routes/api+/banking.rules.$id";
import { apiCaller } from "../support/api-client";
import { startTestApp, type TestApp } from "../support/app";
import { bankingApiBooks, type BankingBooks } from "../support/banking-books";

let app: TestApp;
let ctx: CompanyContext;
let other: CompanyContext;
let books: BankingBooks;
let theirs: BankingBooks;
let owner: string;
let intruder: string;
const hit = apiCaller(() => owner);
const fixture = (name: string) => fs.readFileSync(new URL(`../fixtures/statements/${name}`, import.meta.url), "utf8");

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx, other, owner, intruder, books, theirs } = await bankingApiBooks(app.db, "statements test", "statements-intruder@example.com"));
});
afterAll(() => app?.cleanup());

const rows = async () => {
  const count = async (table: string) => Number((await app.db(table).count({ n: "*" }))[0].n);
  return {
    lines: await count("statementLines"),
    matched: Number((await app.db("statementLines").whereNotNull("matchedLineId").count({ n: "*" }))[0].n),
    rules: await count("bankRules"),
    entries: await count("journalEntries"),
  };
};

const importInto = (accountId: number, body: Record<string, unknown>) =>
  hit(importsApi.action, `/api/banking/accounts/${accountId}/statement-imports`, { method: "POST", params: { accountId }, body });
const linesOf = (accountId: number, query = "") =>
  hit(linesApi.loader, `/api/banking/accounts/${accountId}/statement-lines?companyId=${ctx.companyId}${query}`, { params: { accountId } });

describe("the statement API", () => {
  it("imports an OFX statement once, and refuses a cut-short one by line", async () => {
    const first = await importInto(books.checking, { companyId: ctx.companyId, content: fixture("checking-2026-11.ofx") });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      format: "ofx",
      added: 6,
      skipped: 0,
      message: "6 new statement lines imported; 0 already imported skipped.",
    });
    const again = await importInto(books.checking, { companyId: ctx.companyId, content: fixture("checking-2026-11.ofx") });
    expect(again.body).toMatchObject({ added: 0, skipped: 6 });
    const before = await rows();
    const bad = await importInto(books.checking, { companyId: ctx.companyId, content: fixture("checking-truncated.ofx") });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.lines).toEqual([
      "line 81: the file ends before <STMTTRN> of line 76 is closed: it is cut short (download it again)",
    ]);
    expect(await rows()).toEqual(before);
  });

  it("keeps rules, lists lines with the rule that applies, matches, unmatches and records a line", async () => {
    const rule = await hit(rulesApi.action, "/api/banking/rules", {
      method: "POST",
      body: {
        companyId: ctx.companyId,
        name: "Fees",
        payeeContains: "service fee",
        direction: "out",
        accountId: books.fees,
        memo: "Bank fee",
      },
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(201);
    const id = rule.body.rule.id;
    const edited = await hit(ruleApi.action, `/api/banking/rules/${id}`, {
      method: "PUT",
      params: { id },
      body: { ...rule.body.rule, companyId: ctx.companyId, amountMax: "20.00" },
    });
    expect(edited.body.rule).toMatchObject({ amountMax: "20.00", version: 2 });
    const stale = await hit(ruleApi.action, `/api/banking/rules/${id}`, {
      method: "PUT",
      params: { id },
      body: { ...rule.body.rule, companyId: ctx.companyId },
    });
    expect(stale.status).toBe(409);
    const listed = await hit(rulesApi.loader, `/api/banking/rules?companyId=${ctx.companyId}`);
    expect(listed.body.rules.map((r: { name: string }) => r.name)).toEqual(["Fees"]);

    const { body } = await linesOf(books.checking);
    expect(body).toMatchObject({ total: 6, unmatched: 6 });
    const fee = body.items.find((l: { description: string }) => l.description === "MONTHLY SERVICE FEE");
    expect(fee.rule).toMatchObject({ as: "expense", accountId: books.fees, memo: "Bank fee", ruleName: "Fees" });
    const recorded = await hit(recordApi.action, `/api/banking/statement-lines/${fee.id}/record`, {
      method: "POST",
      params: { id: fee.id },
      body: { companyId: ctx.companyId, ...fee.rule },
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    expect(recorded.body.message).toMatch(/^Expense EXP-0001 recorded and matched\.$/);
    const matchedList = await linesOf(books.checking, "&status=matched");
    expect(matchedList.body.items.map((l: { description: string }) => l.description)).toEqual(["MONTHLY SERVICE FEE"]);

    const unmatched = await hit(unmatchApi.action, `/api/banking/statement-lines/${fee.id}/unmatch`, {
      method: "POST",
      params: { id: fee.id },
      body: { companyId: ctx.companyId },
    });
    expect(unmatched.body.message).toBe("Unmatched: the ledger line is no longer cleared.");
    const again = await hit(matchApi.action, `/api/banking/statement-lines/${fee.id}/match`, {
      method: "POST",
      params: { id: fee.id },
      body: { companyId: ctx.companyId, journalLineId: recorded.body.journalLineId },
    });
    expect(again.body.message).toBe("Matched: the ledger line is marked cleared.");
    const confirmAll = await hit(linesApi.action, `/api/banking/accounts/${books.checking}/statement-lines`, {
      method: "POST",
      params: { accountId: books.checking },
      body: { companyId: ctx.companyId },
    });
    expect(confirmAll.body).toMatchObject({ matched: 0 });
  });
});

describe("company isolation", () => {
  it("another user's company is a 404 for every statement call, and nothing is written", async () => {
    const before = await rows();
    const as = { token: intruder };
    const [line] = await app.db("statementLines").where({ companyId: ctx.companyId }).select("id");
    const [rule] = await app.db("bankRules").where({ companyId: ctx.companyId }).select("id");
    const q = `companyId=${ctx.companyId}`;
    const body = { companyId: ctx.companyId };
    const answers = [
      await hit(importsApi.action, `/api/banking/accounts/${books.checking}/statement-imports`, {
        ...as,
        method: "POST",
        params: { accountId: books.checking },
        body: { ...body, content: fixture("checking-2026-11-late.qfx") },
      }),
      await hit(linesApi.loader, `/api/banking/accounts/${books.checking}/statement-lines?${q}`, {
        ...as,
        params: { accountId: books.checking },
      }),
      await hit(linesApi.action, `/api/banking/accounts/${books.checking}/statement-lines`, {
        ...as,
        method: "POST",
        params: { accountId: books.checking },
        body,
      }),
      await hit(matchApi.action, `/api/banking/statement-lines/${line.id}/match`, {
        ...as,
        method: "POST",
        params: { id: line.id },
        body: { ...body, journalLineId: 1 },
      }),
      await hit(unmatchApi.action, `/api/banking/statement-lines/${line.id}/unmatch`, {
        ...as,
        method: "POST",
        params: { id: line.id },
        body,
      }),
      await hit(recordApi.action, `/api/banking/statement-lines/${line.id}/record`, {
        ...as,
        method: "POST",
        params: { id: line.id },
        body: { ...body, as: "expense", accountId: books.rent },
      }),
      await hit(rulesApi.loader, `/api/banking/rules?${q}`, as),
      await hit(rulesApi.action, "/api/banking/rules", {
        ...as,
        method: "POST",
        body: { ...body, name: "X", payeeContains: "x", direction: "in", accountId: books.sales },
      }),
      await hit(ruleApi.loader, `/api/banking/rules/${rule.id}?${q}`, { ...as, params: { id: rule.id } }),
      await hit(ruleApi.action, `/api/banking/rules/${rule.id}`, { ...as, method: "DELETE", params: { id: rule.id }, body }),
    ];
    expect(answers.map((a) => [a.status, a.body.error])).toEqual(answers.map(() => [404, "Company not found"]));
    expect(await rows()).toEqual(before);
  });

  it("my other company cannot name this company's account, statement lines or rules", async () => {
    const before = await rows();
    const [line] = await app.db("statementLines").where({ companyId: ctx.companyId }).whereNull("matchedLineId").select("id");
    const [rule] = await app.db("bankRules").where({ companyId: ctx.companyId }).select("id");
    const body = { companyId: other.companyId };
    const imported = await hit(importsApi.action, `/api/banking/accounts/${books.checking}/statement-imports`, {
      method: "POST",
      params: { accountId: books.checking },
      body: { ...body, content: fixture("checking-2026-11-late.qfx") },
    });
    expect(imported).toMatchObject({ status: 404, body: { error: "Account not found" } });
    const recorded = await hit(recordApi.action, `/api/banking/statement-lines/${line.id}/record`, {
      method: "POST",
      params: { id: line.id },
      body: { ...body, as: "expense", accountId: theirs.rent },
    });
    expect(recorded).toMatchObject({ status: 404, body: { error: "Statement line not found." } });
    const read = await hit(ruleApi.loader, `/api/banking/rules/${rule.id}?companyId=${other.companyId}`, { params: { id: rule.id } });
    expect(read).toMatchObject({ status: 404, body: { error: "Bank rule not found." } });
    const deleted = await hit(ruleApi.action, `/api/banking/rules/${rule.id}`, { method: "DELETE", params: { id: rule.id }, body });
    expect(deleted.status).toBe(404);
    expect(await rows()).toEqual(before);
  });
});
