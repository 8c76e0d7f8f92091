// The Company Dashboard's widgets on a busy company's books (tests/support/dashboard-books.ts):
// each widget's figures equal those of the report it links to, read on the same books and date.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cents } from "../../app/lib/money";
import { menuHref } from "../../app/components/shell/menu";
import { shellTargets } from "../../app/components/shell/sidebar-menu";
import { bankAccounts } from "../../app/modules/banking/register.server";
import type { Company, CompanyContext } from "../../app/modules/companies/companies.server";
import { DASHBOARD_WIDGET_KEYS } from "../../app/modules/companies/reference-data";
import { dashboardFigures, TOP_ROWS, TOP_SLICES, type DashboardFigures } from "../../app/modules/dashboard/widgets.server";
import { listJournalEntries } from "../../app/modules/journal/journal-entries.server";
import { ACCOUNT_CLASS, type AccountType } from "../../app/modules/ledger/account-types";
import { accountNets, normalBalance, trialBalance } from "../../app/modules/ledger/ledger.server";
import { apAgingSummary, apDetail } from "../../app/modules/reports/ap-aging.server";
import { arAgingSummary, arDetail } from "../../app/modules/reports/ar-aging.server";
import { generalLedger } from "../../app/modules/reports/general-ledger.server";
import { PURCHASE_SIDE } from "../../app/modules/reports/purchase-reports.server";
import { salesReport } from "../../app/modules/reports/sales-reports.server";
import { tradeReport, type TradeGroup } from "../../app/modules/reports/trade-reports.server";
import * as dashboardRoute from "../../app/routes/company.$companyId.dashboard+/_index/route";
import { WIDGET_REPORTS } from "../../app/routes/company.$companyId.dashboard+/_index/dashboard-widgets";
import { ownerAndCompany, signedInOwner } from "../support/books";
import { giveDashboardBooks } from "../support/dashboard-books";
import { call, sessionCookie, startTestApp, type TestApp } from "../support/app";

const TODAY = "2026-11-28";
const PERIOD = { from: "2026-01-01", to: TODAY };

let app: TestApp;
let company: Company;
let ctx: CompanyContext;
let figures: DashboardFigures;
let cookie: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ company, ctx, cookie } = await signedInOwner(app.db, { today: TODAY }));
  await giveDashboardBooks(app.db, ctx, TODAY);
  figures = await dashboardFigures(app.db, { ...company, fiscalYearStart: "January" }, TODAY, DASHBOARD_WIDGET_KEYS);
}, 240_000);
afterAll(() => app?.cleanup());

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);
const byAmount = (groups: readonly TradeGroup[]) =>
  groups
    .filter((g) => g.key !== null && g.amount > 0)
    .sort((a, b) => b.amount - a.amount || a.label.localeCompare(b.label))
    .slice(0, TOP_ROWS)
    .map((g) => [g.label, g.amount]);

/** Each income or expense account's movement in a period, as the General Ledger reports it (on its normal side). */
async function ledgerMovements(from: string, to: string) {
  const report = await generalLedger(app.db, ctx.companyId, { from, to });
  return report.accounts
    .filter((a) => ["income", "expense", "cogs"].includes(ACCOUNT_CLASS[a.accountType]))
    .map((a) => ({ name: a.accountName, type: a.accountType, amount: normalBalance(a.accountType, (a.debit - a.credit) as Cents) }))
    .filter((a) => a.amount !== 0);
}
const isIncome = (type: AccountType) => ACCOUNT_CLASS[type] === "income";

/** Income and expenses in a period, as the General Ledger's accounts sum them. */
async function incomeAndExpense(from: string, to: string) {
  const ledger = await ledgerMovements(from, to);
  return {
    income: sum(ledger.filter((a) => isIncome(a.type)).map((a) => a.amount)),
    expense: sum(ledger.filter((a) => !isIncome(a.type)).map((a) => a.amount)),
  };
}

describe("the dashboard's widgets equal their reports", () => {
  it("Banking: each bank and card account's balance is the Trial Balance's, and the Bank Accounts screen's", async () => {
    const banking = figures.banking!;
    const tb = await trialBalance(app.db, ctx.companyId, TODAY);
    const screen = await bankAccounts(app.db, ctx.companyId);
    expect(banking.accounts.map((a) => a.name)).toEqual(screen.map((a) => a.accountName));
    for (const account of banking.accounts) {
      const row = tb.rows.find((r) => r.accountId === account.id);
      const expected = row ? normalBalance(row.accountType, (row.debit - row.credit) as Cents) : 0;
      expect(account.amount, account.name).toBe(expected);
    }
    expect(banking.cards).toBeGreaterThan(0);
    expect(banking.cash).toBe(sum(banking.accounts.filter((a) => a.type !== "Credit Card").map((a) => a.amount)));
  });

  it("Bank Account: the cash and bank accounts' balance at each month's end is theirs in the ledger on that date", async () => {
    const months = figures.bankAccount!.months;
    expect(months).toHaveLength(12);
    expect(months[11].monthEnd).toBe(TODAY);
    expect(months[0].monthEnd).toBe("2025-12-31");
    const cashAccounts = (await bankAccounts(app.db, ctx.companyId)).filter((a) => a.accountType !== "Credit Card").map((a) => a.id);
    for (const month of months) {
      const nets = await accountNets(app.db, ctx.companyId, { asOf: month.monthEnd, accountIds: cashAccounts });
      expect(month.balance, month.monthEnd).toBe(sum([...nets.values()]));
    }
  });

  it("Expenses, Incomes, Income and Expense Accounts: each account's movement in the fiscal year is the General Ledger's", async () => {
    const ledger = await ledgerMovements(PERIOD.from, PERIOD.to);
    const expenses = ledger.filter((a) => !isIncome(a.type));
    const income = ledger.filter((a) => isIncome(a.type));
    const { expenses: widget, incomes, incomeExpenseAccount } = figures;
    expect(widget!.total).toBe(sum(expenses.map((a) => a.amount)));
    // The top eight accounts, then Other for the rest.
    expect(widget!.slices).toHaveLength(TOP_SLICES + 1);
    expect(widget!.slices[TOP_SLICES].label).toBe("Other");
    for (const slice of widget!.slices.slice(0, TOP_SLICES)) {
      expect(slice.amount, slice.label).toBe(expenses.find((a) => a.name === slice.label)!.amount);
    }
    expect(sum(widget!.slices.map((s) => s.amount))).toBe(widget!.total);
    expect(incomes!.total).toBe(sum(income.map((a) => a.amount)));
    expect(incomes!.slices.map((s) => [s.label, s.amount]).sort()).toEqual(income.map((a) => [a.name, a.amount]).sort());
    expect(incomeExpenseAccount!.net).toBe(incomes!.total - widget!.total);
    expect(incomeExpenseAccount!.expense.map((a) => [a.name, a.amount]).sort()).toEqual(expenses.map((a) => [a.name, a.amount]).sort());
  });

  it("Year over Year Income and Expense: each month of the period beside the same dates a year earlier, as the General Ledger's", async () => {
    const income = figures.yearOverYearIncome!;
    const expense = figures.yearOverYearExpense!;
    expect([income.currentLabel, income.previousLabel]).toEqual(["2026", "2025"]);
    expect([income.current, income.previous]).toEqual([PERIOD, { from: "2025-01-01", to: "2025-11-28" }]);
    // The fiscal year to date: January to November, the last month to the 28th on both sides.
    expect(income.months.map((m) => m.label)).toEqual(["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov"]);
    for (const [from, to, index, pick] of [
      ["2026-03-01", "2026-03-31", 2, "current"],
      ["2026-11-01", "2026-11-28", 10, "current"],
      ["2025-10-01", "2025-10-31", 9, "previous"],
      ["2025-11-01", "2025-11-28", 10, "previous"],
    ] as const) {
      const { income: wantIncome, expense: wantExpense } = await incomeAndExpense(from, to);
      expect(income.months[index][pick], from).toBe(wantIncome);
      expect(expense.months[index][pick], from).toBe(wantExpense);
    }
    expect(income.currentTotal).toBe((await incomeAndExpense(PERIOD.from, PERIOD.to)).income);
    expect(expense.previousTotal).toBe((await incomeAndExpense("2025-01-01", "2025-11-28")).expense);
  });

  it("Year over Year follows the dashboard's period, cut to its last twelve months, and opens the Profit and Loss on the same dates", async () => {
    const { yearOverYearIncome: short } = await dashboardFigures(
      app.db,
      { ...company, fiscalYearStart: "January" },
      TODAY,
      ["yearOverYearIncome"],
      {
        ...figures.period,
        from: "2025-12-15",
        to: "2026-02-28",
      },
    );
    expect(short!.months.map((m) => m.label)).toEqual(["Dec", "Jan", "Feb"]);
    expect([short!.currentLabel, short!.previousLabel]).toEqual(["2025–26", "2024–25"]);
    expect(short!.months[0].current).toBe((await incomeAndExpense("2025-12-15", "2025-12-31")).income);
    expect(short!.months[2].previous).toBe((await incomeAndExpense("2025-02-01", "2025-02-28")).income);
    expect(short!.currentTotal).toBe((await incomeAndExpense("2025-12-15", "2026-02-28")).income);
    expect(
      short!.months.every((m) => m.current !== 0),
      "the books have sales in every month",
    ).toBe(true);
    expect(new URLSearchParams(short!.reportSearch).toString()).toBe(
      "period=custom&from=2025-12-15&to=2026-02-28&columns=month&compare=previous_year",
    );

    const { yearOverYearExpense: long } = await dashboardFigures(
      app.db,
      { ...company, fiscalYearStart: "January" },
      TODAY,
      ["yearOverYearExpense"],
      {
        ...figures.period,
        from: "2024-06-01",
        to: "2026-11-28",
      },
    );
    expect(long!.current).toEqual({ from: "2025-12-01", to: "2026-11-28" });
    expect(long!.months.map((m) => m.label)).toEqual(["Dec", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov"]);
    expect(long!.previousTotal).toBe((await incomeAndExpense("2024-12-01", "2025-11-28")).expense);
    expect(long!.previousTotal).not.toBe(0);
  });

  it("Who I Owe and Who Owes Me: the buckets are the A/P and A/R Aging Summaries' totals, which are the control accounts'", async () => {
    const ap = await apAgingSummary(app.db, ctx.companyId, TODAY);
    const ar = await arAgingSummary(app.db, ctx.companyId, TODAY);
    expect(figures.whoIOwe!.buckets.map((b) => b.amount)).toEqual([
      ap.totals.current,
      ap.totals["1-30"],
      ap.totals["31-60"],
      ap.totals["61-90"],
      ap.totals["over-90"],
    ]);
    expect(figures.whoIOwe!.total).toBe(ap.totals.total);
    expect(figures.whoOwesMe!.buckets.map((b) => b.amount)).toEqual([
      ar.totals.current,
      ar.totals["1-30"],
      ar.totals["31-60"],
      ar.totals["61-90"],
      ar.totals["over-90"],
    ]);
    expect(figures.whoOwesMe!.total).toBe(ar.totals.total);
    // City Power 240.00 (overdue), Acme 530.00 (due in 3 days), Print Shop 850.00 (due later).
    expect(figures.whoIOwe!.parties.map((p) => [p.name, p.amount])).toEqual([
      ["Print Shop", 85000],
      ["Acme Supplies", 53000],
      ["City Power", 24000],
    ]);
    for (const party of figures.whoOwesMe!.parties) expect(party.amount).toBe(ar.rows.find((r) => r.partyId === party.id)!.total);
    const tb = await trialBalance(app.db, ctx.companyId, TODAY);
    const control = (name: string) => tb.rows.find((r) => r.accountName === name)!;
    expect(figures.whoIOwe!.total).toBe(control("Accounts Payable").credit);
    expect(figures.whoOwesMe!.total).toBe(control("Accounts Receivable").debit);
  });

  it("Money Coming In and Money Going Out: the open invoices of Open Invoices and the open bills of Unpaid Bills Detail", async () => {
    const invoices = (await arDetail(app.db, ctx.companyId, TODAY, "bucket", { invoicesOnly: true, perPage: null })).groups.flatMap(
      (g) => g.items,
    );
    const coming = figures.moneyComingIn!;
    expect(coming.openInvoices).toBe(invoices.length);
    expect(coming.overdue).toBe(sum(invoices.filter((i) => i.daysPastDue > 0).map((i) => i.open)));
    expect(coming.notDueYet).toBe(sum(invoices.filter((i) => i.daysPastDue <= 0).map((i) => i.open)));
    // Bob's 1,200.00 and Carol's 480.00 overdue; Carol's 360.00 not yet due.
    expect([coming.overdue, coming.notDueYet]).toEqual([168000, 36000]);

    const bills = (await apDetail(app.db, ctx.companyId, TODAY, "vendor", { perPage: null })).groups
      .flatMap((g) => g.items)
      .filter((i) => i.kind === "bill");
    const going = figures.moneyGoingOut!;
    expect(going.openBills).toBe(bills.length);
    expect(going.overdue).toBe(sum(bills.filter((b) => b.daysPastDue > 0).map((b) => b.open)));
    expect(going.dueSoon).toBe(sum(bills.filter((b) => b.daysPastDue <= 0 && b.daysPastDue >= -7).map((b) => b.open)));
    expect(going.later).toBe(sum(bills.filter((b) => b.daysPastDue < -7).map((b) => b.open)));
    expect([going.overdue, going.dueSoon, going.later]).toEqual([24000, 53000, 85000]);
  });

  it("Messages And Tasks: the overdue bills and invoices, each leading to its document", async () => {
    const tasks = figures.messagesTasks!;
    expect(tasks.tasks.map((t) => [t.type, t.from, t.to, t.date])).toEqual([
      ["Invoice overdue", company.companyName, "Bob's Garage", "2026-09-28"],
      ["Bill overdue", "City Power", company.companyName, "2026-11-12"],
      ["Invoice overdue", company.companyName, "Carol's Cafe", "2026-11-23"],
    ]);
    expect(tasks.tasks[1].item).toBe(
      `Bill ${(await apDetail(app.db, ctx.companyId, TODAY, "bucket", { overdueBillsOnly: true })).groups[0].items[0].number}, $240.00 open`,
    );
    expect(tasks.tasks[1].href).toMatch(/^vendors\/documents\/\d+$/);
    expect(tasks.more).toBe(0);
  });

  it("Recent Transactions: the Journal Entries list's newest posted entries", async () => {
    const list = await listJournalEntries(app.db, ctx.companyId, { status: "posted" }, { page: 1, perPage: 8 });
    expect(figures.recentTransactions!.entries.map((e) => [e.entryNo, e.date, e.amount])).toEqual(
      list.items.map((e) => [e.entryNo, e.entryDate, Math.round(Number(e.total) * 100)]),
    );
    const dates = figures.recentTransactions!.entries.map((e) => e.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("Account Balances: the Trial Balance's balance sheet accounts, on their normal side", async () => {
    const tb = await trialBalance(app.db, ctx.companyId, TODAY);
    const sheet = tb.rows.filter((r) => !["income", "expense", "cogs"].includes(ACCOUNT_CLASS[r.accountType]));
    expect(figures.accountBalances!.accounts.map((a) => [a.number, a.amount])).toEqual(
      sheet.map((r) => [r.accountNumber, normalBalance(r.accountType, (r.debit - r.credit) as Cents)]),
    );
  });

  it("Top Customers, Top Items by Sales and Top Vendors by Expenses: the Sales and Purchase Summaries' largest rows", async () => {
    expect(figures.topCustomersBySales!.rows.map((r) => [r.name, r.amount])).toEqual(
      byAmount((await salesReport(app.db, ctx.companyId, PERIOD, "customer")).groups),
    );
    expect(figures.topItemsBySales!.rows.map((r) => [r.name, r.amount])).toEqual(
      byAmount((await salesReport(app.db, ctx.companyId, PERIOD, "item")).groups),
    );
    expect(figures.topVendorsByExpenses!.rows.map((r) => [r.name, r.amount])).toEqual(
      byAmount((await tradeReport(app.db, PURCHASE_SIDE, ctx.companyId, PERIOD, "vendor")).groups),
    );
    expect(figures.topItemsBySales!.rows.map((r) => r.name)).toEqual(["Consulting", "Design"]);
    expect(figures.topVendorsByExpenses!.rows[0].name).toBe("Main Street Leasing");
  });
});

describe("the dashboard screen", () => {
  it("loads every widget's figures for its owner, and 404s for a stranger", async () => {
    const response = await call(dashboardRoute.loader, `/company/${company.id}/dashboard`, {
      params: { companyId: String(company.id) },
      headers: { Cookie: cookie },
    });
    const body = await response.json();
    for (const key of DASHBOARD_WIDGET_KEYS.filter((k) => k !== "quickLinks")) expect(body.figures[key], key).toBeDefined();
    const stranger = await ownerAndCompany(app.db);
    const denied = await call(dashboardRoute.loader, `/company/${company.id}/dashboard`, {
      params: { companyId: String(company.id) },
      headers: { Cookie: await sessionCookie(stranger.user) },
    });
    expect(denied.status).toBe(404);
  });

  it("covers the period of its address: two periods' figures are the General Ledger's and the Summaries' for each, in the reports' own period query", async () => {
    const load = async (query: string) => {
      const response = await call(dashboardRoute.loader, `/company/${company.id}/dashboard?${query}`, {
        params: { companyId: String(company.id) },
        headers: { Cookie: cookie },
      });
      expect(response.status).toBe(200);
      return (await response.json()) as { figures: DashboardFigures; periodError: string | null };
    };
    // The form's dates as typed (MM/DD/YYYY), and the reports' own (YYYY-MM-DD).
    const first = await load("period=custom&from=01%2F01%2F2026&to=06%2F30%2F2026");
    const second = await load("period=custom&from=2026-07-01&to=2026-11-28");
    const halves = [
      [first, { from: "2026-01-01", to: "2026-06-30" }],
      [second, { from: "2026-07-01", to: "2026-11-28" }],
    ] as const;
    for (const [{ figures: shown, periodError }, period] of halves) {
      expect(periodError).toBeNull();
      expect(shown.period).toMatchObject({ choice: "custom", label: "Custom", ...period });
      expect(shown.period.search).toBe(`period=custom&from=${period.from}&to=${period.to}`);
      const ledger = await ledgerMovements(period.from, period.to);
      const expenses = ledger.filter((a) => !isIncome(a.type));
      const income = ledger.filter((a) => isIncome(a.type));
      expect(shown.expenses!.total).toBe(sum(expenses.map((a) => a.amount)));
      expect(shown.incomes!.total).toBe(sum(income.map((a) => a.amount)));
      expect(shown.incomeExpenseAccount!.net).toBe(shown.incomes!.total - shown.expenses!.total);
      expect(shown.topCustomersBySales!.rows.map((r) => [r.name, r.amount])).toEqual(
        byAmount((await salesReport(app.db, ctx.companyId, period, "customer")).groups),
      );
      expect(shown.topVendorsByExpenses!.rows.map((r) => [r.name, r.amount])).toEqual(
        byAmount((await tradeReport(app.db, PURCHASE_SIDE, ctx.companyId, period, "vendor")).groups),
      );
      // The as-of widgets do not follow the period.
      expect(shown.accountBalances).toEqual(JSON.parse(JSON.stringify(figures.accountBalances)));
    }
    // The two halves make up the fiscal year to date.
    expect(first.figures.expenses!.total).toBeGreaterThan(0);
    expect(second.figures.expenses!.total).toBeGreaterThan(0);
    expect(first.figures.expenses!.total + second.figures.expenses!.total).toBe(figures.expenses!.total);
    expect(first.figures.incomes!.total + second.figures.incomes!.total).toBe(figures.incomes!.total);
    // Money in and out of the period: what was received and paid in each half adds up to the year's.
    for (const [key, part] of [
      ["moneyComingIn", "received"],
      ["moneyGoingOut", "paid"],
    ] as const) {
      const whole = (figures[key] as Record<string, number>)[part];
      const halves = [first, second].map((h) => (h.figures[key] as Record<string, number>)[part]);
      expect(whole, part).toBeGreaterThan(0);
      expect(halves[0] + halves[1], part).toBe(whole);
      // The open items are as of today, whatever the period.
      expect(first.figures[key]).toMatchObject({ overdue: figures[key]!.overdue });
    }

    // A preset of the fiscal calendar, and a period that is not valid: the fiscal year to date with the message.
    const lastMonth = await load("period=last_month");
    expect(lastMonth.figures.period).toMatchObject({ choice: "last_month", label: "Last Month" });
    expect(lastMonth.figures.period.from.slice(8)).toBe("01");
    const bad = await load("period=custom&from=2026-07-01&to=2026-01-31");
    expect(bad.periodError).toBe("From date must be on or before To date");
    expect(bad.figures.period).toMatchObject({ choice: "financial_year_to_date", label: "Financial Year to Date" });
  });

  it("links each widget to an address of the shell's menus", () => {
    const targets = new Set(shellTargets(company.id));
    for (const [key, report] of Object.entries(WIDGET_REPORTS)) expect(targets.has(menuHref(company.id, report.to)), key).toBe(true);
  });
});
