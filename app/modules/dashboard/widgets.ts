import type { Cents } from "~/lib/money";
import { DATE_PRESET_LABELS, type DatePreset } from "~/lib/periods";

// What the Company Dashboard's widgets show (read by widgets.server.ts), free of the server: the
// route's component and the charts read these shapes. Every figure comes from a report's engine,
// so a widget and the report it links to say the same thing on the same books.

/** A named amount: a customer, vendor, item or account (a link to its report row where it has one). */
export interface RankedRow {
  id: number;
  name: string;
  amount: Cents;
  /** Items: the quantity sold, as decimal text */
  quantity?: string;
}

/** A slice of a whole: the top accounts, then "Other" for the rest. */
export interface Slice {
  label: string;
  amount: Cents;
}

/** One account's balance or movement. */
export interface AccountFigure {
  id: number;
  number: string;
  name: string;
  type: string;
  amount: Cents;
}

export interface BucketFigure {
  bucket: string;
  label: string;
  amount: Cents;
}

export interface MonthPair {
  /** "Jan" */
  label: string;
  current: Cents;
  previous: Cents;
}

/** Income or expenses per month of the dashboard's period (`current`) beside the same dates a year earlier. */
export interface YearOverYear {
  currentLabel: string;
  previousLabel: string;
  current: { from: string; to: string };
  previous: { from: string; to: string };
  /** The Profit and Loss's address query for the same dates, by month, compared with the previous year */
  reportSearch: string;
  months: MonthPair[];
  currentTotal: Cents;
  previousTotal: Cents;
}

export interface AgingWidget {
  buckets: BucketFigure[];
  total: Cents;
  parties: RankedRow[];
}

export interface Task {
  type: string;
  from: string;
  to: string;
  item: string;
  /** YYYY-MM-DD */
  date: string;
  /** Under the dashboard */
  href: string;
}

/**
 * The periods the dashboard's period selector offers (issue 28): the company's fiscal calendar's
 * presets, then Custom (From and To). The report screens accept any of them in their address.
 */
export const DASHBOARD_PERIODS = [
  "this_month",
  "this_financial_quarter",
  "financial_year_to_date",
  "last_month",
  "last_financial_quarter",
  "last_financial_year",
  "custom",
] as const satisfies readonly (DatePreset | "custom")[];
export type DashboardPeriodChoice = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriodChoice = "financial_year_to_date";
export const DASHBOARD_PERIOD_LABELS: Record<DashboardPeriodChoice, string> = {
  ...(DATE_PRESET_LABELS as Record<Exclude<DashboardPeriodChoice, "custom">, string>),
  custom: "Custom",
};

/** The period of the period widgets, as chosen in the address (default: the fiscal year to date). */
export interface DashboardPeriod {
  /** A preset of the report screens (the selector's, or another one typed in the address), or custom */
  choice: string;
  label: string;
  from: string;
  to: string;
  /** The reports' address query for these dates ("period=custom&from=…&to=…"): the widgets' links carry it */
  search: string;
}

export interface DashboardFigures {
  /** The period of the period widgets (Expenses, Incomes, Income and Expense Accounts, the Top widgets) */
  period: DashboardPeriod;
  banking?: { accounts: AccountFigure[]; cash: Cents; cards: Cents };
  /** label "Dec 2025", short "Dec" */
  bankAccount?: { months: { label: string; short: string; monthEnd: string; balance: Cents }[] };
  expenses?: { slices: Slice[]; total: Cents };
  incomes?: { slices: Slice[]; total: Cents };
  incomeExpenseAccount?: { income: AccountFigure[]; expense: AccountFigure[]; totalIncome: Cents; totalExpense: Cents; net: Cents };
  yearOverYearIncome?: YearOverYear;
  yearOverYearExpense?: YearOverYear;
  whoIOwe?: AgingWidget;
  whoOwesMe?: AgingWidget;
  /** Open invoices as of today; `received`: what customers paid in the period */
  moneyComingIn?: { overdue: Cents; notDueYet: Cents; openInvoices: number; received: Cents };
  /** Open bills as of today; `paid`: what was paid to vendors for bills in the period (void payments aside) */
  moneyGoingOut?: { overdue: Cents; dueSoon: Cents; later: Cents; openBills: number; paid: Cents };
  recentTransactions?: { entries: { id: number; entryNo: string; entryType: string; date: string; memo: string; amount: Cents }[] };
  accountBalances?: { accounts: AccountFigure[] };
  topCustomersBySales?: { rows: RankedRow[] };
  topItemsBySales?: { rows: RankedRow[] };
  topVendorsByExpenses?: { rows: RankedRow[] };
  messagesTasks?: { tasks: Task[]; more: number };
}

/**
 * The widgets over the chosen period: their links open their report on the same dates. (Money Coming
 * In and Going Out show the open invoices and bills as of today beside what was received or paid in
 * the period; their reports are as of a date.)
 */
export const PERIOD_WIDGETS: readonly (keyof DashboardFigures)[] = [
  "expenses",
  "incomes",
  "incomeExpenseAccount",
  "topCustomersBySales",
  "topItemsBySales",
  "topVendorsByExpenses",
];

/** How many rows a ranked widget shows, and how many slices before "Other". */
export const TOP_ROWS = 5;
export const TOP_SLICES = 8;
