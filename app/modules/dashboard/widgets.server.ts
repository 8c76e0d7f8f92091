import type { Knex } from "knex";
import { addMonthsIso, MONTH_NAMES } from "~/lib/dates";
import { formatMoney, fromDecimal, type Cents } from "~/lib/money";
import { DATE_PRESET_LABELS, type DatePreset } from "~/lib/periods";
import { bankAccounts, entryTypeLabel } from "~/modules/banking/register.server";
import { listJournalEntries } from "~/modules/journal/journal-entries.server";
import { dueReminders } from "~/modules/recurring/recurring.server";
import { ACCOUNT_CLASS, type AccountType } from "~/modules/ledger/account-types";
import { accountNets, normalBalance, trialBalance } from "~/modules/ledger/ledger.server";
import { AGING_BUCKET_LABELS, AGING_BUCKETS } from "~/modules/reports/aging";
import { parsePeriodReportQuery, periodSearch } from "~/modules/reports/schema";
import type { AgingSummary } from "~/modules/reports/aging.server";
import { apAgingSummary, apDetail, apOpenBillTotals } from "~/modules/reports/ap-aging.server";
import { arAgingSummary, arDetail, arOpenInvoiceTotals } from "~/modules/reports/ar-aging.server";
import { PURCHASE_SIDE } from "~/modules/reports/purchase-reports.server";
import { SALES_SIDE } from "~/modules/reports/sales-reports.server";
import { tradeReport, type TradeSide } from "~/modules/reports/trade-reports.server";
import type { TradeGrouping } from "~/modules/reports/trade-report-types";
import {
  TOP_ROWS,
  TOP_SLICES,
  type AccountFigure,
  type AgingWidget,
  type DashboardFigures,
  type DashboardPeriod,
  type RankedRow,
  type Slice,
  type Task,
  type YearOverYear,
} from "./widgets";

export * from "./widgets";

// The Company Dashboard's figures, read through the engines of the reports each widget links to, so
// that a widget and its report agree on the same books (tests/integration/dashboard-widgets.test.ts
// holds each pair equal):
//   Banking, Bank Account            the Bank Accounts screen's balances (banking's bankAccounts), and
//                                    the bank and cash accounts' balance at each month's end
//   Expenses, Incomes, Income and    each account's movement in the period (the ledger's accountNets,
//   Expense Accounts                 as the General Ledger's period columns)
//   Year over Year Income / Expense  the same per month, this fiscal year beside the last
//   Who I Owe, Who Owes Me           the A/P and A/R Aging Summaries
//   Money Coming In, Money Going Out the aging engine's open invoices (Open Invoices) and open bills
//                                    (Unpaid Bills Detail), summed; and what was received from
//                                    customers or paid for bills in the period
//   Messages And Tasks               the recurring transactions due (the Reminders List's), then the
//                                    overdue bills and invoices, from the same detail reports
//   Recent Transactions              the Journal Entries list (every type), newest first
//   Account Balances                 the Trial Balance's balance sheet accounts
//   Top Customers / Items by Sales,  the trade reports (Sales by Customer / Item Summary, Purchases by
//   Top Vendors by Expenses          Vendor Summary), largest first
// The period widgets read the period chosen in the address (dashboardPeriod: the report screens' own
// period parameters, default this fiscal year to today), and their links carry it to their reports.
// Each query runs only when its widget is shown.

const cents = (value: string | number | null | undefined) => fromDecimal(value ?? "0");
const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0) as Cents;

const INCOME_TYPES: readonly AccountType[] = ["Income", "Other Income"];
const EXPENSE_TYPES: readonly AccountType[] = ["Expense", "Other Expense", "Cost of Goods Sold"];
const isIncome = (type: AccountType) => ACCOUNT_CLASS[type] === "income";
const isExpense = (type: AccountType) => ACCOUNT_CLASS[type] === "expense" || ACCOUNT_CLASS[type] === "cogs";
const isBalanceSheet = (type: AccountType) => !isIncome(type) && !isExpense(type);

export interface DashboardCompany {
  id: number;
  companyName: string;
  fiscalYearStart: string;
}

/**
 * The dashboard's period from its address — `period` (a preset of the company's fiscal calendar) or
 * `custom` with `from` and `to` — read as the period reports read theirs, so a widget and the report
 * its link opens cover the same dates. Not valid: the fiscal year to date, with the message.
 */
export function dashboardPeriod(
  params: URLSearchParams,
  today: string,
  fiscalYearStart: string,
): { period: DashboardPeriod; error: string | null } {
  const picked = new URLSearchParams();
  for (const name of ["period", "from", "to"]) if (params.has(name)) picked.set(name, params.get(name)!);
  const { query, errors } = parsePeriodReportQuery(picked, today, fiscalYearStart);
  const label = query.period === "custom" ? "Custom" : DATE_PRESET_LABELS[query.period as DatePreset];
  return {
    period: { choice: query.period, label, from: query.from, to: query.to, search: periodSearch(query).toString() },
    error: errors ? Object.values(errors).flat().join(" ") : null,
  };
}

/** The figures of the widgets shown, as of `today` (the company's date), the period widgets' over `period` (default: the fiscal year to date). */
export async function dashboardFigures(
  db: Knex,
  company: DashboardCompany,
  today: string,
  shown: readonly string[],
  period: DashboardPeriod = dashboardPeriod(new URLSearchParams(), today, company.fiscalYearStart).period,
): Promise<DashboardFigures> {
  const companyId = company.id;
  const figures: DashboardFigures = { period };
  const wants = (key: keyof DashboardFigures) => shown.includes(key);

  if (wants("banking")) figures.banking = await bankingWidget(db, companyId);
  if (wants("bankAccount")) figures.bankAccount = await bankBalanceByMonth(db, companyId, today);
  if (wants("expenses") || wants("incomes") || wants("incomeExpenseAccount")) {
    const accounts = await periodAccounts(db, companyId, period);
    const income = accounts.filter((a) => isIncome(a.type as AccountType));
    const expense = accounts.filter((a) => isExpense(a.type as AccountType));
    if (wants("expenses")) figures.expenses = { slices: topSlices(expense), total: sum(expense.map((a) => a.amount)) };
    if (wants("incomes")) figures.incomes = { slices: topSlices(income), total: sum(income.map((a) => a.amount)) };
    if (wants("incomeExpenseAccount")) {
      const totalIncome = sum(income.map((a) => a.amount));
      const totalExpense = sum(expense.map((a) => a.amount));
      figures.incomeExpenseAccount = { income, expense, totalIncome, totalExpense, net: (totalIncome - totalExpense) as Cents };
    }
  }
  if (wants("yearOverYearIncome") || wants("yearOverYearExpense")) {
    const years = await yearOverYear(db, companyId, period);
    if (wants("yearOverYearIncome")) figures.yearOverYearIncome = years.income;
    if (wants("yearOverYearExpense")) figures.yearOverYearExpense = years.expense;
  }
  if (wants("whoIOwe")) figures.whoIOwe = agingWidget(await apAgingSummary(db, companyId, today));
  if (wants("whoOwesMe")) figures.whoOwesMe = agingWidget(await arAgingSummary(db, companyId, today));
  if (wants("moneyComingIn")) {
    const open = await arOpenInvoiceTotals(db, companyId, today);
    figures.moneyComingIn = {
      overdue: (open.total - open.buckets.current) as Cents,
      notDueYet: open.buckets.current,
      openInvoices: open.count,
      received: await receivedSince(db, companyId, period.from, period.to),
    };
  }
  if (wants("moneyGoingOut")) {
    const open = await apOpenBillTotals(db, companyId, today, 7);
    figures.moneyGoingOut = {
      overdue: (open.total - open.buckets.current) as Cents,
      dueSoon: open.dueSoon,
      later: (open.buckets.current - open.dueSoon) as Cents,
      openBills: open.count,
      paid: await paidSince(db, companyId, period.from, period.to),
    };
  }
  if (wants("recentTransactions")) {
    const page = await listJournalEntries(db, companyId, { status: "posted" }, { page: 1, perPage: 8 });
    figures.recentTransactions = {
      entries: page.items.map((e) => ({
        id: e.id,
        entryNo: e.entryNo,
        entryType: entryTypeLabel(e.entryType),
        date: e.entryDate,
        memo: e.comments ?? "",
        amount: fromDecimal(e.total),
      })),
    };
  }
  if (wants("accountBalances")) {
    const { rows } = await trialBalance(db, companyId, today);
    figures.accountBalances = {
      accounts: rows
        .filter((r) => isBalanceSheet(r.accountType))
        .map((r) => ({
          id: r.accountId,
          number: r.accountNumber,
          name: r.accountName,
          type: r.accountType,
          amount: normalBalance(r.accountType, (r.debit - r.credit) as Cents),
        })),
    };
  }
  if (wants("topCustomersBySales")) figures.topCustomersBySales = { rows: await topGroups(db, SALES_SIDE, companyId, period, "customer") };
  if (wants("topItemsBySales")) figures.topItemsBySales = { rows: await topGroups(db, SALES_SIDE, companyId, period, "item") };
  if (wants("topVendorsByExpenses"))
    figures.topVendorsByExpenses = { rows: await topGroups(db, PURCHASE_SIDE, companyId, period, "vendor") };
  if (wants("messagesTasks")) figures.messagesTasks = await overdueTasks(db, company, today);
  return figures;
}

async function bankingWidget(db: Knex, companyId: number): Promise<NonNullable<DashboardFigures["banking"]>> {
  const accounts: AccountFigure[] = (await bankAccounts(db, companyId)).map((a) => ({
    id: a.id,
    number: a.accountNumber,
    name: a.accountName,
    type: a.accountType,
    amount: fromDecimal(a.bookBalance),
  }));
  const cards = accounts.filter((a) => a.type === "Credit Card");
  const cash = accounts.filter((a) => a.type !== "Credit Card");
  return { accounts, cash: sum(cash.map((a) => a.amount)), cards: sum(cards.map((a) => a.amount)) };
}

const CASH_TYPES: readonly AccountType[] = ["Bank", "Cash", "Paypal"];

/**
 * The bank, cash and PayPal accounts' balance at the end of each of the last 12 months (the last
 * one: today): the lines summed per month once, then added up month by month.
 */
async function bankBalanceByMonth(db: Knex, companyId: number, today: string): Promise<NonNullable<DashboardFigures["bankAccount"]>> {
  const rows: { month: string; net: string }[] = await db("journalLines as l")
    .join("companyAccounts as a", (j) => j.on("a.companyId", "l.companyId").andOn("a.id", "l.accountId"))
    .where("l.companyId", companyId)
    .whereIn("a.accountType", CASH_TYPES)
    .where("l.entryDate", "<=", today)
    .groupByRaw("1")
    .select(db.raw("to_char(l.entry_date, 'YYYY-MM') AS month"), db.raw("sum(l.debit - l.credit) AS net"));
  const ends = monthEnds(today, 12);
  const byMonth = new Map(rows.map((r) => [r.month, cents(r.net)]));
  let running = sum(rows.filter((r) => r.month < ends[0].slice(0, 7)).map((r) => cents(r.net)));
  return {
    months: ends.map((end) => {
      running = (running + (byMonth.get(end.slice(0, 7)) ?? 0)) as Cents;
      const short = MONTH_NAMES[Number(end.slice(5, 7)) - 1].slice(0, 3);
      return { label: `${short} ${end.slice(0, 4)}`, short, monthEnd: end, balance: running };
    }),
  };
}

/** The last day of each of the `count` months up to today's (today itself for its month), oldest first. */
function monthEnds(today: string, count: number): string[] {
  const [y, m] = today.split("-").map(Number);
  const ends: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const first = new Date(Date.UTC(y, m - 1 - back, 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
    ends.push(back === 0 ? today : last.toISOString().slice(0, 10));
  }
  return ends;
}

/** Every income and expense account with a movement in the period, on its normal side, largest first. */
async function periodAccounts(db: Knex, companyId: number, period: { from: string; to: string }): Promise<AccountFigure[]> {
  const nets = await accountNets(db, companyId, { from: period.from, asOf: period.to });
  const accounts: { id: number; accountNumber: string; accountName: string; accountType: AccountType }[] = await db("companyAccounts")
    .where({ companyId })
    .whereIn("accountType", [...INCOME_TYPES, ...EXPENSE_TYPES])
    .select("id", "accountNumber", "accountName", "accountType");
  return accounts
    .filter((a) => (nets.get(a.id) ?? 0) !== 0)
    .map((a) => ({
      id: a.id,
      number: a.accountNumber,
      name: a.accountName,
      type: a.accountType,
      amount: normalBalance(a.accountType, nets.get(a.id)!),
    }))
    .sort((a, b) => b.amount - a.amount || a.number.localeCompare(b.number));
}

/** The largest accounts, then "Other" for the rest (and any account below zero). */
function topSlices(accounts: readonly AccountFigure[]): Slice[] {
  const positive = accounts.filter((a) => a.amount > 0);
  const top = positive.slice(0, TOP_SLICES);
  const rest = accounts.filter((a) => !top.includes(a));
  const slices: Slice[] = top.map((a) => ({ label: a.name, amount: a.amount }));
  const other = sum(rest.map((a) => a.amount));
  if (rest.length && other !== 0) slices.push({ label: "Other", amount: other });
  return slices;
}

/**
 * Income and expenses per month of the period beside the same dates a year earlier (at most the
 * period's last twelve months: a longer custom period is cut to them, its dates shown as the widget's).
 * Both sides cover the same days of each month, so a period to today compares like with like.
 */
async function yearOverYear(
  db: Knex,
  companyId: number,
  period: { from: string; to: string },
): Promise<{ income: YearOverYear; expense: YearOverYear }> {
  const current = yearOverYearRange(period);
  const previous = { from: addMonthsIso(current.from, -12), to: addMonthsIso(current.to, -12) };
  const rows: { month: string; income: string; expense: string }[] = await db("journalLines as l")
    .join("companyAccounts as a", (j) => j.on("a.companyId", "l.companyId").andOn("a.id", "l.accountId"))
    .where("l.companyId", companyId)
    .whereIn("a.accountType", [...INCOME_TYPES, ...EXPENSE_TYPES])
    .where((range) =>
      range.whereBetween("l.entryDate", [previous.from, previous.to]).orWhereBetween("l.entryDate", [current.from, current.to]),
    )
    .groupByRaw("1")
    .select(
      db.raw("to_char(l.entry_date, 'YYYY-MM') AS month"),
      db.raw(
        `coalesce(sum(l.credit - l.debit) FILTER (WHERE a.account_type IN (${INCOME_TYPES.map(() => "?").join(", ")})), 0) AS income`,
        [...INCOME_TYPES],
      ),
      db.raw(
        `coalesce(sum(l.debit - l.credit) FILTER (WHERE a.account_type IN (${EXPENSE_TYPES.map(() => "?").join(", ")})), 0) AS expense`,
        [...EXPENSE_TYPES],
      ),
    );
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  const months = monthsOf(current);
  const label = (range: { from: string; to: string }) =>
    range.from.slice(0, 4) === range.to.slice(0, 4) ? range.from.slice(0, 4) : `${range.from.slice(0, 4)}–${range.to.slice(2, 4)}`;
  const build = (pick: "income" | "expense"): YearOverYear => {
    const pairs = months.map((month) => ({
      label: MONTH_NAMES[Number(month.slice(5, 7)) - 1].slice(0, 3),
      current: cents(byMonth.get(month)?.[pick]),
      previous: cents(byMonth.get(addMonthsIso(`${month}-01`, -12).slice(0, 7))?.[pick]),
    }));
    return {
      currentLabel: label(current),
      previousLabel: label(previous),
      current,
      previous,
      reportSearch: profitLossSearch(current),
      months: pairs,
      currentTotal: sum(pairs.map((p) => p.current)),
      previousTotal: sum(pairs.map((p) => p.previous)),
    };
  };
  return { income: build("income"), expense: build("expense") };
}

/** The Profit and Loss over `range`, a column a month, beside the same months of the year before. */
function profitLossSearch(range: { from: string; to: string }): string {
  const search = periodSearch(range);
  search.set("columns", "month");
  search.set("compare", "previous_year");
  return search.toString();
}

/** The dates Year over Year compares: the period, or its last twelve months when it is longer. */
export function yearOverYearRange(period: { from: string; to: string }): { from: string; to: string } {
  const earliest = addMonthsIso(`${period.to.slice(0, 7)}-01`, -11);
  return { from: period.from > earliest ? period.from : earliest, to: period.to };
}

/** The calendar months ("YYYY-MM") a range touches, in order. */
function monthsOf(range: { from: string; to: string }): string[] {
  const months: string[] = [];
  for (let month = `${range.from.slice(0, 7)}-01`; month <= range.to; month = addMonthsIso(month, 1)) months.push(month.slice(0, 7));
  return months;
}

/** An aging summary as a widget: its buckets' totals and the parties owing or owed the most. */
function agingWidget(summary: AgingSummary): AgingWidget {
  return {
    buckets: AGING_BUCKETS.map((bucket) => ({ bucket, label: AGING_BUCKET_LABELS[bucket], amount: summary.totals[bucket] })),
    total: summary.totals.total,
    parties: summary.rows
      .filter((r) => r.partyId !== null && r.total > 0)
      .sort((a, b) => b.total - a.total || a.partyName.localeCompare(b.partyName))
      .slice(0, TOP_ROWS)
      .map((r) => ({ id: r.partyId!, name: r.partyName, amount: r.total })),
  };
}

/** What customers paid in the period: payments and prepayments received, and cash sales. */
async function receivedSince(db: Knex, companyId: number, from: string, to: string): Promise<Cents> {
  const payments: { total: string | null } = await db("customerPayments")
    .where({ companyId, status: "posted" })
    .whereBetween("payDate", [from, to])
    .first(db.raw("sum(total) AS total"));
  const cashSales: { total: string | null } = await db("salesDocuments")
    .where({ companyId, kind: "cash_sale", status: "posted" })
    .whereBetween("docDate", [from, to])
    .first(db.raw("sum(total) AS total"));
  return (cents(payments.total) + cents(cashSales.total)) as Cents;
}

/** What was paid to vendors for bills in the period (Pay Bills: cheques and other payments, void ones aside). */
async function paidSince(db: Knex, companyId: number, from: string, to: string): Promise<Cents> {
  const paid: { total: string | null } = await db("billPayments")
    .where({ companyId })
    .whereNot("status", "Void")
    .whereBetween("payDate", [from, to])
    .first(db.raw("sum(total) AS total"));
  return cents(paid.total);
}

/** A trade report's groups (a summary, no rows), the largest first, those with a name and above zero. */
async function topGroups<G extends TradeGrouping>(
  db: Knex,
  side: TradeSide<G>,
  companyId: number,
  period: { from: string; to: string },
  grouping: G,
): Promise<RankedRow[]> {
  const report = await tradeReport(db, side, companyId, period, grouping, { lines: false });
  return report.groups
    .filter((g) => g.key !== null && g.amount > 0)
    .sort((a, b) => b.amount - a.amount || a.label.localeCompare(b.label))
    .slice(0, TOP_ROWS)
    .map((g) => ({
      id: Number(g.key),
      name: g.label,
      amount: g.amount,
      ...(g.quantity === null ? {} : { quantity: String(g.quantity) }),
    }));
}

const TASKS_EACH = 5;

/**
 * The overdue bills (to pay) and invoices (to chase), from the aging detail reports' first page of
 * each (their order: the most recently overdue first), by due date; `more`: the overdue items not shown.
 */
async function overdueTasks(db: Knex, company: DashboardCompany, today: string): Promise<NonNullable<DashboardFigures["messagesTasks"]>> {
  const bills = await apDetail(db, company.id, today, "bucket", { perPage: TASKS_EACH, overdueBillsOnly: true });
  const invoices = await arDetail(db, company.id, today, "bucket", { perPage: TASKS_EACH, invoicesOnly: true, overdueOnly: true });
  // A bill is from its vendor to the company; an invoice from the company to its customer.
  const asTasks = (report: typeof bills | typeof invoices, word: string, documents: string, fromParty: boolean): Task[] =>
    report.groups.flatMap((g) =>
      g.items.map((i) => ({
        type: `${word} overdue`,
        from: fromParty ? i.partyName : company.companyName,
        to: fromParty ? company.companyName : i.partyName,
        item: `${word} ${i.number}, ${formatMoney(i.open)} open`,
        date: i.dueDate,
        href: `${documents}/${i.id}`,
      })),
    );
  const overdue: Task[] = [
    ...asTasks(bills, "Bill", "vendors/documents", true),
    ...asTasks(invoices, "Invoice", "customers/documents", false),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.item.localeCompare(b.item));
  // What the Reminders List shows today: a recurring transaction to create (Create Selected there).
  const reminders = await dueReminders(db, company.id, today);
  const due: Task[] = reminders.slice(0, TASKS_EACH).map((r) => ({
    type: "Reminder",
    from: r.partyName || company.companyName,
    to: company.companyName,
    item: `${r.type} ${r.name}, ${formatMoney(fromDecimal(r.amount))}`,
    date: r.date,
    href: `reminders#schedule-${r.scheduleId}`,
  }));
  const tasks = [...due, ...overdue];
  return { tasks, more: bills.total + invoices.total + reminders.length - tasks.length };
}
