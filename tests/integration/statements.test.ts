// The financial statements computed by hand for small books: Profit and Loss (total, by month, with
// the previous year, cash basis), the Balance Sheet with its computed Retained Earnings and Net
// Income, the Statement of Cash Flows, the Expense report; then the screens, CSV and PDF exports and
// the API as a user sees them, and the same books read by hledger (incomestatement, balancesheet,
// cashflow) on the exported journal, equal to the cent.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import { accountsReceivableAccount, undepositedFundsAccount } from "../../app/modules/accounts/system-accounts.server";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { exportLedgerJournal } from "../../app/modules/journal/ledger-export.server";
import type { Statement } from "../../app/modules/reports/statement-types";
import { balanceSheet, cashFlow, expenseReport, profitAndLoss, type ProfitAndLossQuery } from "../../app/modules/reports/statements.server";
import { CHECKING } from "../support/accounts";
import { screenOf } from "../../app/utils/route-manifest.server";
import { call, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { makeAccounts, ownerAndCompany, postTwoLineEntry, PROFIT_AND_LOSS_ACCOUNTS } from "../support/books";
import { hledgerStatement } from "../support/hledger";
import { callReport, ok, pdfTextOf } from "../support/report-screens";

let app: TestApp;
let ctx: CompanyContext;
let ids: Record<string, number>;
let cookie: string;
let journal: string;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "ledgerline-statements-"));

const Q1: ProfitAndLossQuery = { from: "2026-01-01", to: "2026-03-31", columns: "total", compare: "none", basis: "accrual" };

beforeAll(async () => {
  app = await startTestApp();
  const owner = await ownerAndCompany(app.db);
  ctx = owner.ctx;
  cookie = await sessionCookie(owner.user);
  ids = await makeAccounts(app.db, ctx, {
    equipment: ["Fixed Asset", "1500", "Equipment"],
    card: ["Credit Card", "2100", "Visa"],
    loan: ["Long Term Liability", "2500", "Bank Loan"],
    capital: ["Equity", "3100", "Owner Capital"],
    ...PROFIT_AND_LOSS_ACCOUNTS,
  });
  ids.checking = (await createAccount(app.db, ctx, accountCreateSchema.parse(CHECKING))).id;
  await app.db.transaction(async (trx) => {
    ids.ar = await accountsReceivableAccount(trx, ctx.companyId);
    ids.undeposited = await undepositedFundsAccount(trx, ctx.companyId);
  });
  const je = (entryDate: string, debit: string, credit: string, dollars: number) =>
    postTwoLineEntry(app.db, ctx, entryDate, ids[debit], ids[credit], dollars * 100, `${debit} from ${credit}`);
  await je("2025-01-20", "checking", "sales", 1000);
  await je("2025-06-01", "checking", "capital", 10000);
  await je("2025-07-01", "checking", "sales", 3000);
  await je("2025-08-01", "rent", "checking", 1000);
  await je("2026-01-15", "ar", "sales", 2500); // an invoice not yet paid in full
  await je("2026-02-10", "undeposited", "ar", 2000); // its payment, not yet deposited
  await je("2026-02-20", "equipment", "loan", 4000);
  await je("2026-03-05", "rent", "card", 500);
  await je("2026-03-10", "loan", "checking", 1000);
  await je("2026-03-15", "checking", "interest", 50);
  await je("2026-03-20", "cogs", "checking", 300);
  await je("2026-03-20", "fees", "checking", 20);
  journal = path.join(folder, "books.journal");
  fs.writeFileSync(journal, await exportLedgerJournal(app.db, ctx.companyId));
});
afterAll(async () => {
  fs.rmSync(folder, { recursive: true, force: true });
  await app.cleanup();
});

/** The statement's rows as [label, ...cells] (headings without cells). */
const table = (s: Statement) => s.rows.map((r) => [r.label, ...r.cells]);
const row = (s: Statement, label: string) => s.rows.find((r) => r.label === label)?.cells;

describe("Profit and Loss", () => {
  it("is income less cost of goods sold, expenses and other items over the period", async () => {
    const { statement, netIncome } = await profitAndLoss(app.db, ctx.companyId, Q1, "January");
    expect(statement.columns.map((c) => c.label)).toEqual(["Total"]);
    expect(table(statement)).toEqual([
      ["Income"],
      ["4000 · Sales", 250000],
      ["Total Income", 250000],
      ["Cost of Goods Sold"],
      ["5000 · Cost of Goods Sold", 30000],
      ["Total Cost of Goods Sold", 30000],
      ["Gross Profit", 220000],
      ["Expenses"],
      ["6000 · Rent", 50000],
      ["Total Expenses", 50000],
      ["Net Operating Income", 170000],
      ["Other Income"],
      ["4500 · Interest Income", 5000],
      ["Total Other Income", 5000],
      ["Other Expenses"],
      ["7000 · Bank Fees", 2000],
      ["Total Other Expenses", 2000],
      ["Net Other Income", 3000],
      ["Net Income", 173000],
    ]);
    expect(netIncome).toBe(173000);
  });

  it("splits the period by month (and fiscal quarter) with a total column", async () => {
    const { statement } = await profitAndLoss(app.db, ctx.companyId, { ...Q1, columns: "month" }, "January");
    expect(statement.columns.map((c) => c.label)).toEqual(["Jan 2026", "Feb 2026", "Mar 2026", "Total"]);
    expect(row(statement, "Net Income")).toEqual([250000, 0, -77000, 173000]);
    expect(row(statement, "6000 · Rent")).toEqual([0, 0, 50000, 50000]);
    expect(statement.columns[2].range).toEqual({ from: "2026-03-01", to: "2026-03-31" });
    // A fiscal year starting in February: January is the last month of the year before's last quarter.
    const quarters = await profitAndLoss(app.db, ctx.companyId, { ...Q1, columns: "quarter" }, "February");
    expect(quarters.statement.columns.map((c) => [c.label, c.range])).toEqual([
      ["Nov–Jan 2026", { from: "2026-01-01", to: "2026-01-31" }],
      ["Feb–Apr 2026", { from: "2026-02-01", to: "2026-03-31" }],
      ["Total", { from: "2026-01-01", to: "2026-03-31" }],
    ]);
    expect(row(quarters.statement, "Net Income")).toEqual([250000, -77000, 173000]);
  });

  it("sets the previous year beside the period with the change and its percent", async () => {
    const { statement } = await profitAndLoss(app.db, ctx.companyId, { ...Q1, compare: "previous_year" }, "January");
    expect(statement.columns.map((c) => c.label)).toEqual(["01/01/2026 – 03/31/2026", "01/01/2025 – 03/31/2025", "Change", "% Change"]);
    expect(row(statement, "4000 · Sales")).toEqual([250000, 100000, 150000, 15000]);
    expect(row(statement, "Net Income")).toEqual([173000, 100000, 73000, 7300]);
    expect(row(statement, "6000 · Rent")).toEqual([50000, 0, 50000, null]);
    const previous = await profitAndLoss(app.db, ctx.companyId, { ...Q1, compare: "previous_period" }, "January");
    expect(previous.statement.columns[1].range).toEqual({ from: "2025-10-01", to: "2025-12-31" });
  });

  it("on cash basis counts a journal entry through Accounts Receivable when posted (only documents wait for their payments)", async () => {
    const { statement } = await profitAndLoss(app.db, ctx.companyId, { ...Q1, basis: "cash" }, "January");
    expect(row(statement, "Total Income")).toEqual([250000]);
    expect(row(statement, "Net Income")).toEqual([173000]);
    const sheet = await balanceSheet(app.db, ctx.companyId, "2026-03-31", "January", "cash");
    expect(sheet.totals.assets).toBe(sheet.totals.liabilities + sheet.totals.equity);
    expect(statement.period).toBe("01/01/2026 to 03/31/2026 · Cash basis");
  });

  it("the Expense report lists the period's costs and expenses", async () => {
    const { statement } = await expenseReport(app.db, ctx.companyId, Q1, "January");
    expect(table(statement)).toEqual([
      ["Cost of Goods Sold"],
      ["5000 · Cost of Goods Sold", 30000],
      ["Expenses"],
      ["6000 · Rent", 50000],
      ["Other Expenses"],
      ["7000 · Bank Fees", 2000],
      ["Total Expenses", 82000],
    ]);
  });
});

describe("Balance Sheet", () => {
  it("computes Retained Earnings and Net Income, and assets = liabilities + equity", async () => {
    const { statement, totals } = await balanceSheet(app.db, ctx.companyId, "2026-03-31", "January");
    expect(table(statement)).toEqual([
      ["Assets"],
      ["Current Assets"],
      ["1010 · Checking", 1173000],
      ["1100 · Accounts Receivable", 50000],
      ["1110 · Undeposited Funds", 200000],
      ["Total Current Assets", 1423000],
      ["Fixed Assets"],
      ["1500 · Equipment", 400000],
      ["Total Fixed Assets", 400000],
      ["Other Assets"],
      ["Total Other Assets", 0],
      ["Total Assets", 1823000],
      ["Liabilities"],
      ["Current Liabilities"],
      ["2100 · Visa", 50000],
      ["Total Current Liabilities", 50000],
      ["Long Term Liabilities"],
      ["2500 · Bank Loan", 300000],
      ["Total Long Term Liabilities", 300000],
      ["Total Liabilities", 350000],
      ["Equity"],
      ["3100 · Owner Capital", 1000000],
      ["Retained Earnings", 300000],
      ["Net Income", 173000],
      ["Total Equity", 1473000],
      ["Total Liabilities and Equity", 1823000],
    ]);
    expect(totals.assets).toBe(totals.liabilities + totals.equity);
    // Nothing was posted to compute them: no account named Retained Earnings, no closing entry.
    const { rows } = await app.db.raw("SELECT count(*) AS n FROM journal_entries WHERE company_id = ?", [ctx.companyId]);
    expect(Number(rows[0].n)).toBe(12);
  });

  it("moves last year's income into Retained Earnings when the fiscal year turns", async () => {
    const { totals } = await balanceSheet(app.db, ctx.companyId, "2025-12-31", "January");
    expect([totals.retainedEarnings, totals.netIncome]).toEqual([0, 300000]);
    // With a fiscal year starting in July, 2025-07-01 on is the year of 03/31/2026.
    const july = await balanceSheet(app.db, ctx.companyId, "2026-03-31", "July");
    expect([july.totals.retainedEarnings, july.totals.netIncome]).toEqual([100000, 373000]);
  });
});

describe("Statement of Cash Flows", () => {
  it("reconciles net income to the change in the cash accounts (Bank and Undeposited Funds)", async () => {
    const { statement, totals } = await cashFlow(app.db, ctx.companyId, { from: "2026-01-01", to: "2026-03-31" });
    expect(table(statement)).toEqual([
      ["Operating Activities"],
      ["Net Income", 173000],
      ["Adjustments to reconcile Net Income to net cash provided by operations"],
      ["1100 · Accounts Receivable", -50000],
      ["2100 · Visa", 50000],
      ["Total Adjustments", 0],
      ["Net cash provided by operating activities", 173000],
      ["Investing Activities"],
      ["1500 · Equipment", -400000],
      ["Net cash provided by investing activities", -400000],
      ["Financing Activities"],
      ["2500 · Bank Loan", 300000],
      ["Net cash provided by financing activities", 300000],
      ["Net change in cash for period", 73000],
      ["Cash at beginning of period", 1300000],
      ["Cash at end of period", 1373000],
    ]);
    expect(totals.beginning + totals.change).toBe(totals.ending);
  });
});

describe("the statements read by hledger from the exported journal", () => {
  it("agree with hledger incomestatement, balancesheet and cashflow to the cent", () => {
    const is = hledgerStatement(journal, "incomestatement", { begin: "2026-01-01", end: "2026-04-01" });
    expect(is.net).toBe(173000);
    expect(is.accounts.get("4000")).toBe(250000);
    expect(is.accounts.get("6000")).toBe(50000);
    const bs = hledgerStatement(journal, "balancesheet", { end: "2026-04-01" });
    expect(bs.sections.get("Assets")).toBe(1823000);
    expect(bs.sections.get("Liabilities")).toBe(350000);
    const cf = hledgerStatement(journal, "cashflow", { begin: "2026-01-01", end: "2026-04-01", cash: ["1010", "1110"] });
    expect(cf.net).toBe(73000);
  });
});

describe("the screens, exports and API", () => {
  const Q = "?period=custom&from=2026-01-01&to=2026-03-31";

  it("show the P&L with each figure drilling to its lines, and export it as CSV and PDF", async () => {
    const { loader } = await import("../../app/routes/company.$companyId.dashboard+/_reports+/reports.company-finance.profit-loss");
    const data = await (
      await ok(await callReport(loader, ctx.companyId, "company-finance/profit-loss", `${Q}&columns=month`, cookie))
    ).json();
    expect(data.statement.rows.find((r: { label: string }) => r.label === "Net Income").cells).toEqual([250000, 0, -77000, 173000]);
    const csv = await import("../../app/routes/company.$companyId.dashboard+/_reports+/reports.company-finance.profit-loss[.]csv");
    const text = await (await ok(await callReport(csv.loader, ctx.companyId, "company-finance/profit-loss.csv", Q, cookie))).text();
    expect(text).toContain("Account,Total\n");
    expect(text).toContain("Net Income,1730.00");
    const pdf = await import("../../app/routes/company.$companyId.dashboard+/_reports+/reports.company-finance.profit-loss[.]pdf");
    const printed = await pdfTextOf(await ok(await callReport(pdf.loader, ctx.companyId, "company-finance/profit-loss.pdf", Q, cookie)));
    expect(printed).toContain("Profit and Loss");
    expect(printed).toMatch(/Net Income\s+\$1,730\.00/);
    const bad = await callReport(csv.loader, ctx.companyId, "company-finance/profit-loss.csv", `${Q}&columns=weekly`, cookie);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe("Choose columns from the list (total, month, quarter or year)");
  });

  it("export the Balance Sheet as PDF and the Cash Flows as CSV, as the screens show them", async () => {
    const bsPdf = await import("../../app/routes/company.$companyId.dashboard+/_reports+/reports.company-finance.balance-sheet[.]pdf");
    const bs = await ok(await callReport(bsPdf.loader, ctx.companyId, "company-finance/balance-sheet.pdf", "?asOf=2026-03-31", cookie));
    expect(bs.headers.get("Content-Disposition")).toBe('attachment; filename="balance-sheet-2026-03-31.pdf"');
    const printed = await pdfTextOf(bs);
    expect(printed).toContain("As of 03/31/2026");
    expect(printed).toMatch(/Retained Earnings\s+\$3,000\.00/);
    expect(printed).toMatch(/Total Liabilities and Equity\s+\$18,230\.00/);
    const cfCsv = await import("../../app/routes/company.$companyId.dashboard+/_reports+/reports.company-finance.cash-flow[.]csv");
    const cf = await (await ok(await callReport(cfCsv.loader, ctx.companyId, "company-finance/cash-flow.csv", Q, cookie))).text();
    expect(cf).toContain("Cash at beginning of period,13000.00\nCash at end of period,13730.00\n");
    expect(cf).toContain("  2500 · Bank Loan,3000.00\n");
  });

  it("Transaction Detail by Account shows the lines behind a figure, each opening its entry", async () => {
    const { loader } = await import("../../app/routes/company.$companyId.dashboard+/_reports+/reports.company-finance.transaction-detail");
    const query = `?period=custom&from=2026-01-01&to=2026-03-31&accountId=${ids.rent}`;
    const data = await (await ok(await callReport(loader, ctx.companyId, "company-finance/transaction-detail", query, cookie))).json();
    expect(data.report.accounts.map((a: { accountName: string; debit: number }) => [a.accountName, a.debit])).toEqual([["Rent", 50000]]);
    expect(data.report.accounts[0].lines.map((l: { entryDate: string; debit: number }) => [l.entryDate, l.debit])).toEqual([
      ["2026-03-05", 50000],
    ]);
    const csv = await import("../../app/routes/company.$companyId.dashboard+/_reports+/reports.company-finance.transaction-detail[.]csv");
    const all = await ok(
      await callReport(csv.loader, ctx.companyId, "company-finance/transaction-detail.csv", "?from=2026-03-01&to=2026-03-31", cookie),
    );
    const text = await all.text();
    expect(text).toContain("6000,Rent,03/05/2026,JE,");
    expect(text).not.toContain("Equipment"); // no line in March: not listed, though it has a balance
  });

  it("the Reports menu's statements are screens, no longer coming soon", () => {
    for (const report of ["profit-loss", "balance-sheet", "cash-flow", "transaction-detail", "expense", "income-by-customer"]) {
      expect(screenOf(`/company/${ctx.companyId}/dashboard/reports/company-finance/${report}`), report).toBeDefined();
    }
  });

  it("the API answers the three statements, 400 for a bad query and 404 for another's company", async () => {
    const get = async (name: string, companyId: number, query: string) => {
      const route = await import(`../../app/routes/api+/reports.${name}.$companyId.ts`);
      return call(route.loader, `/api/reports/${name}/${companyId}${query}`, {
        params: { companyId: String(companyId) },
        headers: { Cookie: cookie },
      });
    };
    const pl = await (await ok(await get("profit-loss", ctx.companyId, "?from=2026-01-01&to=2026-03-31"))).json();
    expect(pl.netIncome).toBe("1730.00");
    const bs = await (await ok(await get("balance-sheet", ctx.companyId, "?asOf=2026-03-31"))).json();
    expect(bs.totals).toMatchObject({ assets: "18230.00", liabilities: "3500.00", equity: "14730.00", retainedEarnings: "3000.00" });
    const cf = await (await ok(await get("cash-flow", ctx.companyId, "?from=2026-01-01&to=2026-03-31"))).json();
    expect(cf.totals).toMatchObject({ beginning: "13000.00", change: "730.00", ending: "13730.00" });
    const bad = await get("profit-loss", ctx.companyId, "?from=2026-13-45");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/From date must be a valid date/);
    const stranger = await ownerAndCompany(app.db);
    expect((await get("balance-sheet", stranger.company.id, "")).status).toBe(404);
  });
});
