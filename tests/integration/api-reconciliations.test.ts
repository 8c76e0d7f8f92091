// Reconciliation through the API (bearer token, JSON), as a bookkeeper closes a month: start, tick,
// a Finish refused at a difference, finished at 0.00, the report, the void of a reconciled transfer
// refused by name; the journal export marks the reconciled lines cleared, and hledger's cleared
// balances agree with the books; the Reconciliation Discrepancy report lists a reconciled line voided
// after an undo, and one taken out of its reconciliation by SQL; company isolation.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../app/modules/auth/auth.server";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { exportLedgerJournal } from "../../app/modules/journal/ledger-export.server";
import { bankAccounts } from "../../app/modules/banking/register.server";
import {
  reconciliationDiscrepancy,
  reconciliationDiscrepancyCsv,
  reconciliationsReport,
  reconciliationReportCsv,
  reconciliationReport,
} from "../../app/modules/reports/reconciliation-reports.server";
import { reconciliationReportPdf } from "../../app/modules/reports/reconciliation-pdf.server";
import * as listApi from "../../app/routes/api+/banking.reconciliations._index";
import * as readApi from "../../app/routes/api+/banking.reconciliations.$id._index";
import * as linesApi from "../../app/routes/api+/banking.reconciliations.$id.lines";
import * as ticksApi from "../../app/routes/api+/banking.reconciliations.$id.ticks";
import * as finishApi from "../../app/routes/api+/banking.reconciliations.$id.finish";
import * as undoApi from "../../app/routes/api+/banking.reconciliations.$id.undo";
import * as reportApi from "../../app/routes/api+/banking.reconciliations.$id.report";
import * as transfersApi from "../../app/routes/api+/banking.transfers._index";
import * as transferVoidApi from "../../app/routes/api+/banking.transfers.$id.void";
import * as depositsApi from "../../app/routes/api+/banking.deposits._index";
import { apiCaller } from "../support/api-client";
import { sessionCookie, startTestApp, type TestApp } from "../support/app";
import { callReport, ok } from "../support/report-screens";
import * as discrepancyScreen from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.banking.reconciliation-discrepancy";
import * as discrepancyCsv from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.banking.reconciliation-discrepancy[.]csv";
import * as financeScreen from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.company-finance.reconciliation";
import * as financeCsv from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.company-finance.reconciliation[.]csv";
import { bankingApiBooks, type BankingBooks } from "../support/banking-books";
import { hledgerBalances } from "../support/hledger";
import { readPdf } from "../support/pdf-text";

let app: TestApp;
let ctx: CompanyContext;
let other: CompanyContext;
let books: BankingBooks;
let owner: string;
let cookie: string;
let intruder: string;
let folder: string;
const hit = apiCaller(() => owner);

beforeAll(async () => {
  app = await startTestApp();
  let user: User;
  ({ user, ctx, other, owner, intruder, books } = await bankingApiBooks(app.db, "reconciliation test", "reconcile-intruder@example.com"));
  cookie = await sessionCookie(user);
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "ledgerline-reconcile-"));
});
afterAll(async () => {
  fs.rmSync(folder, { recursive: true, force: true });
  await app?.cleanup();
});

const q = () => `companyId=${ctx.companyId}`;
const post = (handler: unknown, url: string, id: number | null, body: Record<string, unknown>) =>
  hit(handler, url, { method: "POST", params: id === null ? {} : { id }, body: { companyId: ctx.companyId, ...body } });
const rows = async () => {
  const count = async (table: string) => Number((await app.db(table).count({ n: "*" }))[0].n);
  return { reconciliations: await count("reconciliations"), cleared: await count("clearedLines"), entries: await count("journalEntries") };
};

let transferId: number;
let january: number;

describe("reconciling through the API", () => {
  it("starts, ticks, refuses a Finish at a difference, finishes at 0.00 and reports", async () => {
    const transfer = await post(transfersApi.action, "/api/banking/transfers", null, {
      fromAccountId: books.checking,
      toAccountId: books.savings,
      amount: "120.00",
      date: "2026-01-12",
    });
    expect(transfer.status).toBe(201);
    transferId = transfer.body.transfer.id;
    expect(
      (
        await post(depositsApi.action, "/api/banking/deposits", null, {
          depositToAccountId: books.checking,
          date: "2026-01-20",
          rows: [{ accountId: books.sales, amount: "80.00" }],
        })
      ).status,
    ).toBe(201);
    // A card charge (a transfer from the card to checking) and a later deposit left uncleared.
    await post(transfersApi.action, "/api/banking/transfers", null, {
      fromAccountId: books.card,
      toAccountId: books.checking,
      amount: "40.00",
      date: "2026-01-25",
    });
    await post(depositsApi.action, "/api/banking/deposits", null, {
      depositToAccountId: books.checking,
      date: "2026-02-03",
      rows: [{ accountId: books.sales, amount: "5.00" }],
    });

    const started = await post(listApi.action, "/api/banking/reconciliations", null, {
      accountId: books.checking,
      statementDate: "2026-01-31",
      endingBalance: "990.00",
      serviceCharge: "10.00",
      serviceChargeAccountId: books.fees,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    january = started.body.reconciliation.id;
    expect(started.body.summary).toMatchObject({ beginningBalance: "0.00", clearedBalance: "-10.00", difference: "1000.00" });
    const lines = await hit(linesApi.loader, `/api/banking/reconciliations/${january}/lines?${q()}`, { params: { id: january } });
    expect(lines.body.items.map((l: any) => [l.date, l.type, l.debit, l.credit, l.ticked])).toEqual([
      ["2026-01-01", "Opening Balance", "1000.00", "0.00", false],
      ["2026-01-12", "Transfer", "0.00", "120.00", false],
      ["2026-01-20", "Deposit", "80.00", "0.00", false],
      ["2026-01-25", "Transfer", "40.00", "0.00", false],
    ]);
    const ids = lines.body.items.map((l: any) => l.lineId);
    // The statement shows all but the card's transfer: 1000 − 120 + 80 − 10 = 950, not 990.
    const ticked = await post(ticksApi.action, `/api/banking/reconciliations/${january}/ticks`, january, {
      listed: ids,
      ticked: ids.slice(0, 3),
    });
    expect(ticked.body.summary).toMatchObject({ clearedBalance: "950.00", difference: "40.00" });
    const refused = await post(finishApi.action, `/api/banking/reconciliations/${january}/finish`, january, {});
    expect(refused).toMatchObject({ status: 409 });
    expect(refused.body.error).toContain("The difference is $40.00");
    await post(ticksApi.action, `/api/banking/reconciliations/${january}/ticks`, january, { listed: ids, ticked: ids });
    const finished = await post(finishApi.action, `/api/banking/reconciliations/${january}/finish`, january, {});
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    expect(finished.body).toMatchObject({
      message: "Reconciliation finished: the difference is 0.00.",
      reconciliation: { status: "finished" },
    });

    const report = await hit(reportApi.loader, `/api/banking/reconciliations/${january}/report?${q()}`, { params: { id: january } });
    expect(report.body.rows).toEqual([
      { label: "Beginning Balance", amount: "0.00" },
      { label: "Cleared deposits and other credits (3)", amount: "1120.00" },
      { label: "Cleared checks and payments (1)", amount: "-120.00" },
      { label: "Service Charge", amount: "-10.00" },
      { label: "Interest Earned", amount: "0.00" },
      { label: "Adjustment", amount: "0.00" },
      { label: "Cleared Balance", amount: "990.00" },
      { label: "Ending Balance", amount: "990.00" },
      { label: "Difference", amount: "0.00" },
    ]);
    expect(report.body.cleared).toHaveLength(5);
    expect(report.body.uncleared).toEqual([]);
    const csv = reconciliationReportCsv(await reconciliationReport(app.db, ctx.companyId, january));
    expect(csv).toContain("Ending Balance,990.00");
    expect(csv).toContain("Cleared,01/12/2026,Transfer,TRF-0001,,Transfer from Checking to Savings,-120.00");
    const { pdf } = await reconciliationReportPdf(app.db, ctx.companyId, january);
    const text = (await readPdf(pdf)).pages.flatMap((p) => p.texts.map((t) => t.text)).join("\n");
    expect(text).toContain("RECONCILIATION");
    expect(text).toContain("$990.00");
    const list = await hit(listApi.loader, `/api/banking/reconciliations?${q()}&accountId=${books.checking}`);
    expect(list.body.items.map((r: any) => [r.statementDate, r.status, r.undoable])).toEqual([["2026-01-31", "finished", true]]);
  });

  it("refuses to void a reconciled transfer, naming the reconciliation", async () => {
    const before = await rows();
    const voided = await post(transferVoidApi.action, `/api/banking/transfers/${transferId}/void`, transferId, {});
    expect(voided.status).toBe(409);
    expect(voided.body.error).toMatch(
      /^This transaction was reconciled on \d\d\/\d\d\/\d{4} \(statement ending 01\/31\/2026, 1010 Checking\)\. Undo that reconciliation first\.$/,
    );
    expect(await rows()).toEqual(before);
  });

  it("exports the reconciled lines cleared: hledger's cleared balance is each account's reconciled balance", async () => {
    // A line ticked on the next statement, not reconciled yet: pending (!), not cleared.
    const february = await post(listApi.action, "/api/banking/reconciliations", null, {
      accountId: books.checking,
      statementDate: "2026-02-28",
      endingBalance: "995.00",
    });
    const open = await hit(linesApi.loader, `/api/banking/reconciliations/${february.body.reconciliation.id}/lines?${q()}`, {
      params: { id: february.body.reconciliation.id },
    });
    const febIds = open.body.items.map((l: any) => l.lineId);
    await post(ticksApi.action, `/api/banking/reconciliations/${february.body.reconciliation.id}/ticks`, february.body.reconciliation.id, {
      listed: febIds,
      ticked: febIds,
    });

    const file = path.join(folder, "books.journal");
    fs.writeFileSync(file, await exportLedgerJournal(app.db, ctx.companyId));
    const journal = fs.readFileSync(file, "utf8");
    // The service charge's entry is reconciled whole; the transfer's savings side is not, so its lines say their own.
    expect(journal).toMatch(/\n2026-01-31 \* REC-0001 /);
    expect(journal).toContain(
      "2026-01-12 TRF-0001 Transfer from Checking to Savings\n    Assets:Bank:1020 Savings    $120.00\n    * Assets:Bank:1010 Checking    $-120.00\n",
    );
    expect(journal).toMatch(/\n2026-02-03 DEP-0002[^\n]*\n {4}! Assets:Bank:1010 Checking {4}\$5\.00/);
    const cleared = hledgerBalances(file, "2099-01-01", ["--cleared"]);
    const [checking] = await bankAccounts(app.db, ctx.companyId, { accountId: books.checking });
    expect(checking.lastReconciliation?.endingBalance).toBe("990.00");
    expect(cleared.get("1010")).toBe(99000);
    // Cleared or pending: the app's cleared balance (reconciled and ticked).
    expect(checking.clearedBalance).toBe("995.00");
    expect(hledgerBalances(file, "2099-01-01", ["--cleared", "--pending"]).get("1010")).toBe(99500);
    // Every balance, whatever its mark, is the books'.
    expect(hledgerBalances(file, "2099-01-01").get("1010")).toBe(Math.round(Number(checking.bookBalance) * 100));
  });

  it("lists in Reconciliation Discrepancy a line voided after an undo, and one taken out of its reconciliation by SQL", async () => {
    const filters = { from: "2026-01-01", to: "2026-12-31", accountId: null };
    expect((await reconciliationDiscrepancy(app.db, ctx.companyId, filters)).groups).toEqual([]);
    // By SQL: a reconciled line's mark taken away behind the app's back.
    const [held] = await app
      .db("clearedLines")
      .where({ companyId: ctx.companyId, reconciliationId: january })
      .orderBy("journalLineId")
      .select("journalLineId");
    await app.db("clearedLines").where({ companyId: ctx.companyId, journalLineId: held.journalLineId }).update({ reconciliationId: null });
    let report = await reconciliationDiscrepancy(app.db, ctx.companyId, filters);
    expect(report.groups.flatMap((g) => g.rows.map((r) => [r.type, r.changeLabel, r.reconciledAmount, r.currentAmount]))).toEqual([
      ["Opening Balance", "No longer marked reconciled", 100000, 100000],
    ]);
    await app
      .db("clearedLines")
      .where({ companyId: ctx.companyId, journalLineId: held.journalLineId })
      .update({ reconciliationId: january });
    // Undo (January is the last finished one: February is only in progress), then void.
    const undone = await post(undoApi.action, `/api/banking/reconciliations/${january}/undo`, january, {});
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect((await post(transferVoidApi.action, `/api/banking/transfers/${transferId}/void`, transferId, {})).status).toBe(200);
    report = await reconciliationDiscrepancy(app.db, ctx.companyId, filters);
    expect(
      report.groups.flatMap((g) => g.rows.map((r) => [r.statementDate, r.reconciliationStatus, r.number, r.changeLabel, r.effect, r.href])),
    ).toEqual([["2026-01-31", "Undone", "TRF-0001", "Voided", 12000, `banking/transfers/${transferId}`]]);
    expect(reconciliationDiscrepancyCsv(report)).toContain(
      "1010,Checking,01/31/2026,Undone,01/12/2026,Transfer,TRF-0001,Voided,-120.00,0.00,120.00",
    );
    const finance = await reconciliationsReport(app.db, ctx.companyId, filters);
    expect(
      finance.groups.map((g) => [g.account.accountName, g.rows.map((r) => [r.statementDate, r.statusLabel, r.endingBalance, r.href])]),
    ).toEqual([["Checking", [["2026-01-31", "Undone", 99000, `banking/reconciliations/${january}`]]]]);
  });
});

describe("the report screens", () => {
  it("Reconciliation Discrepancy and Reconciliation answer with their rows and CSV over a date preset", async () => {
    const query = `?period=custom&from=2026-01-01&to=2026-12-31&accountId=${books.checking}`;
    const screen = await (
      await ok(await callReport(discrepancyScreen.loader, ctx.companyId, "banking/reconciliation-discrepancy", query, cookie))
    ).json();
    expect(screen.report.groups[0].rows.map((r: any) => [r.number, r.changeLabel])).toEqual([["TRF-0001", "Voided"]]);
    const csv = await (
      await ok(await callReport(discrepancyCsv.loader, ctx.companyId, "banking/reconciliation-discrepancy.csv", query, cookie))
    ).text();
    expect(csv).toContain("TRF-0001,Voided,-120.00,0.00,120.00");
    const finance = await (
      await ok(await callReport(financeScreen.loader, ctx.companyId, "company-finance/reconciliation", "?period=this_year", cookie))
    ).json();
    expect(finance.report.groups.map((g: any) => [g.account.accountName, g.rows.map((r: any) => r.statusLabel)])).toEqual([
      ["Checking", ["Undone"]],
    ]);
    const all = await (
      await ok(await callReport(financeCsv.loader, ctx.companyId, "company-finance/reconciliation.csv", query, cookie))
    ).text();
    expect(all).toContain("1010,Checking,01/31/2026,Undone");
  });
});

describe("company isolation", () => {
  it("another user's company is a 404 for every reconciliation call, and nothing is written", async () => {
    const before = await rows();
    const as = { token: intruder };
    const id = january;
    const body = { companyId: ctx.companyId };
    const answers = [
      await hit(listApi.loader, `/api/banking/reconciliations?${q()}`, as),
      await hit(listApi.action, "/api/banking/reconciliations", {
        ...as,
        method: "POST",
        body: { ...body, accountId: books.checking, statementDate: "2026-03-31", endingBalance: "1" },
      }),
      await hit(readApi.loader, `/api/banking/reconciliations/${id}?${q()}`, { ...as, params: { id } }),
      await hit(linesApi.loader, `/api/banking/reconciliations/${id}/lines?${q()}`, { ...as, params: { id } }),
      await hit(reportApi.loader, `/api/banking/reconciliations/${id}/report?${q()}`, { ...as, params: { id } }),
      await hit(ticksApi.action, `/api/banking/reconciliations/${id}/ticks`, {
        ...as,
        method: "POST",
        params: { id },
        body: { ...body, listed: [], ticked: [] },
      }),
      await hit(finishApi.action, `/api/banking/reconciliations/${id}/finish`, { ...as, method: "POST", params: { id }, body }),
      await hit(undoApi.action, `/api/banking/reconciliations/${id}/undo`, { ...as, method: "POST", params: { id }, body }),
    ];
    expect(answers.map((a) => [a.status, a.body.error])).toEqual(answers.map(() => [404, "Company not found"]));
    expect(await rows()).toEqual(before);
  });

  it("my other company cannot name this company's reconciliation or account", async () => {
    const before = await rows();
    const id = january;
    const oq = `companyId=${other.companyId}`;
    const read = await hit(readApi.loader, `/api/banking/reconciliations/${id}?${oq}`, { params: { id } });
    expect(read).toMatchObject({ status: 404, body: { error: "Reconciliation not found." } });
    const finish = await hit(finishApi.action, `/api/banking/reconciliations/${id}/finish`, {
      method: "POST",
      params: { id },
      body: { companyId: other.companyId },
    });
    expect(finish.status).toBe(404);
    const started = await hit(listApi.action, "/api/banking/reconciliations", {
      method: "POST",
      body: { companyId: other.companyId, accountId: books.checking, statementDate: "2026-03-31", endingBalance: "1" },
    });
    expect(started).toMatchObject({ status: 400, body: { error: `Account ${books.checking} was not found in this company.` } });
    expect(await rows()).toEqual(before);
  });
});
