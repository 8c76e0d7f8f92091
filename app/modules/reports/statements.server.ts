import type { Knex } from "knex";
import { formatUsDate, addDaysIso } from "~/lib/dates";
import { fromDecimal } from "~/lib/money";
import { presetRange, type DateRange } from "~/lib/periods";
import {
  findAccountsPayableAccount,
  findAccountsReceivableAccount,
  findUndepositedFundsAccount,
} from "~/modules/accounts/system-accounts.server";
import { ACCOUNT_CLASS, type AccountType } from "~/modules/ledger/account-types";
import {
  comparisonPeriod,
  percentChange,
  splitPeriod,
  type Statement,
  type StatementBasis,
  type StatementColumn,
  type StatementColumnsBy,
  type StatementComparison,
  type StatementRow,
} from "./statement-types";

// The financial statements — Profit and Loss, Balance Sheet, Statement of Cash Flows, the Expense
// report — read from the same journal lines as the trial balance. One query per statement sums
// every account's lines over each column's range in one pass (sum … FILTER per range); the rest is
// arithmetic on those sums. Retained earnings and the year's net income are computed from the
// income and expense accounts, never posted. Amounts are on each section's normal side (income,
// liabilities and equity positive when credit), in cents.

interface Account {
  id: number;
  accountNumber: string;
  accountName: string;
  accountType: AccountType;
}

type Range = { from: string | null; to: string };

/** Every account's debits − credits over each range (accounts without lines in any range left out). */
async function rangeNets(
  db: Knex,
  companyId: number,
  ranges: readonly Range[],
  basis: StatementBasis = "accrual",
): Promise<Map<number, number[]>> {
  const lowest = ranges.some((r) => r.from === null) ? null : ranges.map((r) => r.from as string).sort()[0];
  const highest = ranges.map((r) => r.to).sort()[ranges.length - 1];
  const bindings: Knex.RawBinding[] = [];
  const sums = ranges.map((r, i) => {
    if (r.from === null) {
      bindings.push(r.to);
      return `coalesce(sum(net) FILTER (WHERE entry_date <= ?), 0) AS c${i}`;
    }
    bindings.push(r.from, r.to);
    return `coalesce(sum(net) FILTER (WHERE entry_date >= ? AND entry_date <= ?), 0) AS c${i}`;
  });
  const source = await ledgerLines(db, companyId, basis);
  const lines = `(${source.sql}) lines`;
  bindings.push(...source.bindings);
  let where = "WHERE entry_date <= ?";
  bindings.push(highest);
  if (lowest !== null) {
    where += " AND entry_date >= ?";
    bindings.push(lowest);
  }
  const sql = `SELECT account_id AS "accountId", ${sums.join(", ")} FROM ${lines} ${where} GROUP BY account_id`;
  const { rows } = (await db.raw(sql, bindings)) as { rows: Record<string, string | number>[] };
  return new Map(rows.map((row) => [Number(row.accountId), ranges.map((_, i) => fromDecimal(row[`c${i}`] as string) as number)]));
}

/**
 * The lines a cash-basis statement reads (ADR 0062; the balance sheet's rule added here): the
 * lines of an invoice, bill or credit posted through A/R or A/P count in proportion to what was
 * paid or applied of it, on each payment's date — every line, A/R or A/P too, so each share is a
 * balanced entry (its rounding cent put on its largest line other than A/R or A/P, so
 * these settle to the cent); every other entry counts whole when
 * posted (cash sales, expenses, checks, deposits, the payments themselves, journal entries — those
 * through A/R or A/P too). A void payment pays nothing; a cancelled entry through A/R or A/P and
 * its reversal both count nothing. Every entry read is balanced, so a cash-basis balance sheet
 * balances; what A/R and A/P still hold is what no document accounts for (unapplied payments and
 * credits, receivables posted by journal entry), which an all-applied company shows as nothing.
 */
/** What settles a sales document (through a Receive Payment) or a purchase document (through a Pay Bill), and by how much. */
const receipt = (table: string, document: string) =>
  ({
    table,
    payments: "customer_payments",
    live: "p.status = 'posted'",
    documents: "sales_documents",
    document,
    amount: "a.amount",
  }) as const;
const payout = (table: string, document: string, amount = "a.amount") =>
  ({ table, payments: "bill_payments", live: "p.status <> 'Void'", documents: "purchase_documents", document, amount }) as const;

const SETTLEMENTS = [
  // Receive Payment: money applied to an invoice; credits applied to an invoice (from a credit memo
  // or an earlier payment); a credit memo's amount applied.
  receipt("customer_payment_applications", "invoice_id"),
  receipt("customer_credit_applications", "invoice_id"),
  receipt("customer_credit_applications", "credit_memo_id"),
  // Pay Bill: money paid and credit applied to a bill; a vendor credit applied.
  payout("bill_payment_records", "bill_id", "(a.amount_paid + a.credit_applied)"),
  payout("vendor_credit_applications", "credit_id"),
];

const ACCRUAL_LINES = "SELECT account_id, customer_id, entry_date, debit - credit AS net FROM journal_lines WHERE company_id = ?";

/**
 * The journal lines a statement reads on a basis, as a subquery of (account_id, customer_id,
 * entry_date, net = debit − credit): every line on accrual basis; on cash basis the lines below.
 */
export async function ledgerLines(
  db: Knex,
  companyId: number,
  basis: StatementBasis,
): Promise<{ sql: string; bindings: Knex.RawBinding[] }> {
  return basis === "cash" ? cashBasisLines(db, companyId) : { sql: ACCRUAL_LINES, bindings: [companyId] };
}

async function cashBasisLines(db: Knex, companyId: number): Promise<{ sql: string; bindings: Knex.RawBinding[] }> {
  const control = [await findAccountsReceivableAccount(db, companyId), await findAccountsPayableAccount(db, companyId)].filter(
    (id): id is number => typeof id === "number",
  );
  if (!control.length) return { sql: ACCRUAL_LINES, bindings: [companyId] };
  const marks = control.map(() => "?").join(", ");
  const settled = SETTLEMENTS.map(
    (s) => `
      SELECT d.journal_entry_id AS entry_id, p.pay_date AS paid_on, ${s.amount} / d.total AS share
        FROM ${s.table} a
        JOIN ${s.payments} p ON p.company_id = a.company_id AND p.id = a.payment_id AND ${s.live}
        JOIN ${s.documents} d ON d.company_id = a.company_id AND d.id = a.${s.document}
       WHERE a.company_id = ? AND d.total <> 0 AND d.journal_entry_id IS NOT NULL`,
  ).join("\n      UNION ALL");
  const sql = `
    WITH settled AS (
      SELECT row_number() OVER () AS sid, u.* FROM (${settled}) u
    ),
    through_control AS (
      SELECT DISTINCT journal_entry_id FROM journal_lines WHERE company_id = ? AND account_id IN (${marks})
    ),
    document_entries AS (
      SELECT journal_entry_id FROM sales_documents WHERE company_id = ? AND journal_entry_id IS NOT NULL
      UNION SELECT journal_entry_id FROM purchase_documents WHERE company_id = ? AND journal_entry_id IS NOT NULL
    ),
    shares AS (
      SELECT l.account_id, l.customer_id, s.paid_on AS entry_date, s.sid, round((l.debit - l.credit) * s.share, 2) AS net,
             row_number() OVER (PARTITION BY s.sid ORDER BY l.account_id IN (${marks}), abs(l.debit - l.credit) DESC, l.id) AS rank
        FROM journal_lines l
        JOIN settled s ON s.entry_id = l.journal_entry_id
       WHERE l.company_id = ?
    )
    SELECT l.account_id, l.customer_id, l.entry_date, l.debit - l.credit AS net
      FROM journal_lines l
     WHERE l.company_id = ? AND l.journal_entry_id NOT IN (SELECT journal_entry_id FROM through_control)
    UNION ALL
    SELECT l.account_id, l.customer_id, l.entry_date, l.debit - l.credit
      FROM journal_lines l
      JOIN journal_entries e ON e.company_id = l.company_id AND e.id = l.journal_entry_id
     WHERE l.company_id = ? AND e.status = 'posted' AND e.reverses_entry_id IS NULL
       AND l.journal_entry_id IN (SELECT journal_entry_id FROM through_control)
       AND l.journal_entry_id NOT IN (SELECT journal_entry_id FROM document_entries)
    UNION ALL
    SELECT account_id, customer_id, entry_date, net - CASE WHEN rank = 1 THEN sum(net) OVER (PARTITION BY sid) ELSE 0 END
      FROM shares`;
  return {
    sql,
    bindings: [
      ...SETTLEMENTS.map(() => companyId),
      companyId,
      ...control,
      companyId,
      companyId,
      ...control,
      companyId,
      companyId,
      companyId,
    ],
  };
}

async function companyAccounts(db: Knex, companyId: number): Promise<Account[]> {
  return db("companyAccounts")
    .where({ companyId })
    .orderBy("accountNumber")
    .orderBy("id")
    .select("id", "accountNumber", "accountName", "accountType");
}

const isProfitAndLoss = (type: AccountType) => ["income", "expense", "cogs"].includes(ACCOUNT_CLASS[type]);

/** One statement being written: its rows, and the accounts' figures of each money column. */
class Builder {
  rows: StatementRow[] = [];
  constructor(
    private accounts: Account[],
    private nets: Map<number, number[]>,
    private width: number,
  ) {}

  heading(label: string, depth = 0) {
    this.rows.push({ kind: "heading", label, depth, cells: [] });
  }

  /**
   * The rows of the accounts of `types` (left out: all zero), each figure on the section's normal
   * side (`debitSide`: positive when debit); returns the section's totals.
   */
  section(types: readonly AccountType[], debitSide: boolean, depth = 1, include: (a: Account) => boolean = () => true): number[] {
    const totals = new Array<number>(this.width).fill(0);
    for (const account of this.accounts) {
      if (!types.includes(account.accountType) || !include(account)) continue;
      const net = this.nets.get(account.id);
      if (!net || net.every((n) => n === 0)) continue;
      const cells = net.map((n) => (debitSide ? n : 0 - n)); // 0 - n: never -0
      cells.forEach((c, i) => (totals[i] += c));
      this.rows.push({ kind: "account", label: `${account.accountNumber} · ${account.accountName}`, depth, cells, accountId: account.id });
    }
    return totals;
  }

  line(label: string, cells: number[], kind: StatementRow["kind"] = "total", depth = 0) {
    this.rows.push({ kind, label, depth, cells: [...cells] });
  }
}

const add = (a: number[], b: number[]) => a.map((x, i) => x + b[i]);
const sub = (a: number[], b: number[]) => a.map((x, i) => x - b[i]);

export interface ProfitAndLossQuery extends DateRange {
  columns: StatementColumnsBy;
  compare: StatementComparison;
  basis: StatementBasis;
}

/** The money columns of a period statement: its split of the period (and its total), then the comparison's. */
function periodColumns(query: ProfitAndLossQuery, fiscalYearStart: string | number) {
  const split = splitPeriod(query, query.columns, fiscalYearStart);
  const money: (Range & { label: string })[] = split.length > 1 ? [...split, { ...query, label: "Total" }] : split;
  const comparing = query.compare !== "none";
  if (comparing) {
    const before = comparisonPeriod(query, query.compare as Exclude<StatementComparison, "none">);
    if (split.length === 1) money[0].label = `${formatUsDate(query.from)} – ${formatUsDate(query.to)}`;
    money.push({ ...before, label: `${formatUsDate(before.from)} – ${formatUsDate(before.to)}` });
  }
  const columns: StatementColumn[] = money.map((m) => ({ label: m.label, kind: "money", range: { from: m.from, to: m.to } }));
  if (comparing) columns.push({ label: "Change", kind: "money", range: null }, { label: "% Change", kind: "percent", range: null });
  return { money, columns, comparing };
}

/** With a comparison: each row's change and % change after its money cells (the last two money columns compared). */
function withComparison(rows: StatementRow[], comparing: boolean): StatementRow[] {
  if (!comparing) return rows;
  return rows.map((row) => {
    if (row.kind === "heading") return row;
    const now = row.cells[row.cells.length - 2] as number;
    const before = row.cells[row.cells.length - 1] as number;
    return { ...row, cells: [...row.cells, now - before, percentChange(now, before)] };
  });
}

const periodText = (range: DateRange) => `${formatUsDate(range.from)} to ${formatUsDate(range.to)}`;
const basisText = (basis: StatementBasis) => (basis === "cash" ? " · Cash basis" : " · Accrual basis");
/** The balance sheet's and cash flow's: named only when cash (accrual is what they always showed). */
const cashNote = (basis: StatementBasis) => (basis === "cash" ? basisText(basis) : "");

/**
 * Profit and Loss for a period: Income, Cost of Goods Sold, Gross Profit, Expenses, Net Operating
 * Income, Other Income and Other Expenses, Net Income — in columns (total, months, fiscal quarters
 * or years) and with the previous period or year beside it; accrual or cash basis.
 */
export async function profitAndLoss(db: Knex, companyId: number, query: ProfitAndLossQuery, fiscalYearStart: string | number) {
  const { money, columns, comparing } = periodColumns(query, fiscalYearStart);
  const [accounts, nets] = await Promise.all([companyAccounts(db, companyId), rangeNets(db, companyId, money, query.basis)]);
  const b = new Builder(accounts, nets, money.length);
  b.heading("Income");
  const income = b.section(["Income"], false);
  b.line("Total Income", income);
  b.heading("Cost of Goods Sold");
  const cogs = b.section(["Cost of Goods Sold"], true);
  b.line("Total Cost of Goods Sold", cogs);
  const gross = sub(income, cogs);
  b.line("Gross Profit", gross, "grand");
  b.heading("Expenses");
  const expenses = b.section(["Expense"], true);
  b.line("Total Expenses", expenses);
  const operating = sub(gross, expenses);
  b.line("Net Operating Income", operating, "grand");
  b.heading("Other Income");
  const otherIncome = b.section(["Other Income"], false);
  b.line("Total Other Income", otherIncome);
  b.heading("Other Expenses");
  const otherExpenses = b.section(["Other Expense"], true);
  b.line("Total Other Expenses", otherExpenses);
  const other = sub(otherIncome, otherExpenses);
  b.line("Net Other Income", other, "grand");
  const net = add(operating, other);
  b.line("Net Income", net, "grand");
  const statement: Statement = {
    title: "Profit and Loss",
    period: `${periodText(query)}${basisText(query.basis)}`,
    columns,
    rows: withComparison(b.rows, comparing),
  };
  return { statement, netIncome: net[money.length - (comparing ? 2 : 1)] };
}

/** The Expense report: the expense and cost accounts of a period (columns and comparison as the P&L). */
export async function expenseReport(db: Knex, companyId: number, query: ProfitAndLossQuery, fiscalYearStart: string | number) {
  const { money, columns, comparing } = periodColumns(query, fiscalYearStart);
  const [accounts, nets] = await Promise.all([companyAccounts(db, companyId), rangeNets(db, companyId, money, query.basis)]);
  const b = new Builder(accounts, nets, money.length);
  b.heading("Cost of Goods Sold");
  const cogs = b.section(["Cost of Goods Sold"], true);
  b.heading("Expenses");
  const expenses = b.section(["Expense"], true);
  b.heading("Other Expenses");
  const other = b.section(["Other Expense"], true);
  b.line("Total Expenses", add(add(cogs, expenses), other), "grand");
  const statement: Statement = {
    title: "Expense Report",
    period: `${periodText(query)}${basisText(query.basis)}`,
    columns,
    rows: withComparison(b.rows, comparing),
  };
  return { statement };
}

/** The first day of the fiscal year holding `date`. */
export function fiscalYearOf(date: string, fiscalYearStart: string | number): string {
  return presetRange("this_financial_year", date, fiscalYearStart)!.from;
}

const CURRENT_ASSETS: readonly AccountType[] = ["Bank", "Cash", "Paypal", "Other current Asset", "Inventory Asset"];
const CURRENT_LIABILITIES: readonly AccountType[] = ["Credit Card", "Current Liability", "Payroll Liability"];

/**
 * The Balance Sheet as of a date: assets, liabilities and equity, with Retained Earnings (the
 * income and expenses of the fiscal years before the date's) and Net Income (of the date's fiscal
 * year to the date) computed, never posted; assets = liabilities + equity.
 */
export async function balanceSheet(
  db: Knex,
  companyId: number,
  asOf: string,
  fiscalYearStart: string | number,
  basis: StatementBasis = "accrual",
) {
  const yearStart = fiscalYearOf(asOf, fiscalYearStart);
  const ranges: Range[] = [
    { from: null, to: asOf },
    { from: null, to: addDaysIso(yearStart, -1) },
  ];
  const [accounts, nets] = await Promise.all([companyAccounts(db, companyId), rangeNets(db, companyId, ranges, basis)]);
  let before = 0;
  let all = 0;
  for (const account of accounts) {
    if (!isProfitAndLoss(account.accountType)) continue;
    const n = nets.get(account.id);
    if (n) {
      all += n[0];
      before += n[1];
    }
  }
  const retained = 0 - before;
  const netIncome = 0 - (all - before);
  const balances = new Map([...nets].map(([id, n]) => [id, [n[0]]]));
  const b = new Builder(accounts, balances, 1);
  b.heading("Assets");
  b.heading("Current Assets", 1);
  const current = b.section(CURRENT_ASSETS, true, 2);
  b.line("Total Current Assets", current, "total", 1);
  b.heading("Fixed Assets", 1);
  const fixed = b.section(["Fixed Asset"], true, 2);
  b.line("Total Fixed Assets", fixed, "total", 1);
  b.heading("Other Assets", 1);
  const otherAssets = b.section(["Other Assets"], true, 2);
  b.line("Total Other Assets", otherAssets, "total", 1);
  const assets = add(add(current, fixed), otherAssets);
  b.line("Total Assets", assets, "grand");
  b.heading("Liabilities");
  b.heading("Current Liabilities", 1);
  const currentLiabilities = b.section(CURRENT_LIABILITIES, false, 2);
  b.line("Total Current Liabilities", currentLiabilities, "total", 1);
  b.heading("Long Term Liabilities", 1);
  const longTerm = b.section(["Long Term Liability"], false, 2);
  b.line("Total Long Term Liabilities", longTerm, "total", 1);
  const liabilities = add(currentLiabilities, longTerm);
  b.line("Total Liabilities", liabilities, "grand");
  b.heading("Equity");
  const equityAccounts = b.section(["Equity"], false, 1);
  b.line("Retained Earnings", [retained], "account", 1);
  b.line("Net Income", [netIncome], "account", 1);
  const equity = [equityAccounts[0] + retained + netIncome];
  b.line("Total Equity", equity, "total");
  b.line("Total Liabilities and Equity", add(liabilities, equity), "grand");
  const statement: Statement = {
    title: "Balance Sheet",
    period: `As of ${formatUsDate(asOf)}${cashNote(basis)}`,
    columns: [{ label: "Balance", kind: "money", range: { from: yearStart, to: asOf } }],
    rows: b.rows,
  };
  return {
    statement,
    totals: { assets: assets[0], liabilities: liabilities[0], equity: equity[0], retainedEarnings: retained, netIncome },
  };
}

/** The cash accounts: Bank, Cash and Paypal accounts, and Undeposited Funds. */
async function cashAccountIds(db: Knex, companyId: number, accounts: Account[]): Promise<Set<number>> {
  const undeposited = await findUndepositedFundsAccount(db, companyId);
  const ids = new Set(accounts.filter((a) => ["Bank", "Cash", "Paypal"].includes(a.accountType)).map((a) => a.id));
  if (typeof undeposited === "number") ids.add(undeposited);
  return ids;
}

/**
 * The Statement of Cash Flows for a period, by the indirect method: net income, then the changes
 * of the working-capital accounts (operating), of fixed and other assets (investing), of long-term
 * liabilities and equity (financing); the net change added to the cash accounts' balance the day
 * before the period gives their balance at its end.
 */
export async function cashFlow(db: Knex, companyId: number, period: DateRange, basis: StatementBasis = "accrual") {
  const ranges: Range[] = [
    { from: period.from, to: period.to },
    { from: null, to: addDaysIso(period.from, -1) },
    { from: null, to: period.to },
  ];
  const [accounts, nets] = await Promise.all([companyAccounts(db, companyId), rangeNets(db, companyId, ranges, basis)]);
  const cash = await cashAccountIds(db, companyId, accounts);
  let netIncome = 0;
  let beginning = 0;
  let ending = 0;
  for (const account of accounts) {
    const n = nets.get(account.id);
    if (!n) continue;
    if (isProfitAndLoss(account.accountType)) netIncome -= n[0];
    if (cash.has(account.id)) {
      beginning += n[1];
      ending += n[2];
    }
  }
  const changes = new Map([...nets].map(([id, n]) => [id, [n[0]]]));
  const nonCash = (a: Account) => !cash.has(a.id);
  const b = new Builder(accounts, changes, 1);
  b.heading("Operating Activities");
  b.line("Net Income", [netIncome], "account", 1);
  b.heading("Adjustments to reconcile Net Income to net cash provided by operations", 1);
  // A rise in an asset uses cash, a rise in a liability provides it: both read as −(debits − credits).
  const workingCapital = b.section([...CURRENT_ASSETS, ...CURRENT_LIABILITIES], false, 2, nonCash);
  b.line("Total Adjustments", workingCapital, "total", 1);
  const operating = [netIncome + workingCapital[0]];
  b.line("Net cash provided by operating activities", operating, "total");
  b.heading("Investing Activities");
  const investing = b.section(["Fixed Asset", "Other Assets"], false, 1, nonCash);
  b.line("Net cash provided by investing activities", investing, "total");
  b.heading("Financing Activities");
  const financing = b.section(["Long Term Liability", "Equity"], false, 1, nonCash);
  b.line("Net cash provided by financing activities", financing, "total");
  const change = operating[0] + investing[0] + financing[0];
  b.line("Net change in cash for period", [change], "grand");
  b.line("Cash at beginning of period", [beginning], "total");
  b.line("Cash at end of period", [ending], "grand");
  const statement: Statement = {
    title: "Statement of Cash Flows",
    period: `${periodText(period)}${cashNote(basis)}`,
    columns: [{ label: "Total", kind: "money", range: { from: period.from, to: period.to } }],
    rows: b.rows,
  };
  return {
    statement,
    totals: { netIncome, operating: operating[0], investing: investing[0], financing: financing[0], change, beginning, ending },
  };
}

export type ProfitAndLossReport = Awaited<ReturnType<typeof profitAndLoss>>;
export type BalanceSheetReport = Awaited<ReturnType<typeof balanceSheet>>;
export type CashFlowReport = Awaited<ReturnType<typeof cashFlow>>;
