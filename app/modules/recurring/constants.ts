// Recurring transactions and reminders, free of zod and of the server (ADR 0027): the kinds a
// schedule can hold, its frequencies and modes, the lists' views, and the words the screens, the
// API and the CLI say. The spec's words (Recurring Transactions List, Reminders List, §2.12) are kept.

/** The documents a schedule can hold, by the name their save service knows them. */
export const RECURRING_KINDS = [
  "journal_entry",
  "bill",
  "invoice",
  "cash_expense",
  "cash_purchase",
  "credit_card_charge",
  "transfer",
] as const;
export type RecurringKind = (typeof RECURRING_KINDS)[number];

/** "Transaction Type" as the lists show it. */
export const RECURRING_KIND_LABELS: Record<RecurringKind, string> = {
  journal_entry: "Journal Entry",
  bill: "Bill",
  invoice: "Invoice",
  cash_expense: "Cash Expense",
  cash_purchase: "Purchase",
  credit_card_charge: "Credit Card Expense",
  transfer: "Transfer",
};

export const FREQUENCIES = ["daily", "weekly", "monthly", "yearly"] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const FREQUENCY_LABELS: Record<Frequency, string> = { daily: "Daily", weekly: "Weekly", monthly: "Monthly", yearly: "Yearly" };
const UNIT_WORDS: Record<Frequency, string> = { daily: "day", weekly: "week", monthly: "month", yearly: "year" };

/** "Monthly", "Every 2 weeks" */
export function frequencyText(frequency: Frequency, every: number): string {
  return every === 1 ? FREQUENCY_LABELS[frequency] : `Every ${every} ${UNIT_WORDS[frequency]}s`;
}

export const MODES = ["automatic", "reminder"] as const;
export type Mode = (typeof MODES)[number];
export const MODE_LABELS: Record<Mode, string> = { automatic: "Automatic", reminder: "Remind me" };

/** The lists' Current View (spec: All/Active/Inactive). */
export const RECURRING_VIEWS = ["all", "active", "inactive"] as const;
export type RecurringView = (typeof RECURRING_VIEWS)[number];
export const RECURRING_VIEW_LABELS: Record<RecurringView, string> = { all: "All", active: "Active", inactive: "Inactive" };

/** The Recurring Transactions List's date filter (spec: All/Prev. Schedule/Next Schedule). */
export const DATE_FILTERS = ["all", "prev", "next"] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];
export const DATE_FILTER_LABELS: Record<DateFilter, string> = { all: "All", prev: "Prev. Schedule", next: "Next Schedule" };

/** A schedule's state as the lists show it. */
export type ScheduleStatus = "Active" | "Paused" | "Finished";

export const RECURRING_MESSAGES = {
  nameRequired: "Name is required",
  nameTaken: "A recurring transaction with this name already exists",
  notFound: "Recurring transaction not found",
  nextDateRequired: "Next date is required",
  endBeforeNext: "End date cannot be before the next date",
  documentNotFound: "The document to memorize was not found",
  documentNotPosted: "Only a saved (posted) document can be memorized",
  created: "Recurring transaction saved successfully!",
  updated: "Recurring transaction updated successfully!",
  deleted: "Recurring transaction deleted",
  paused: "Recurring transaction paused",
  resumed: "Recurring transaction resumed",
  noneSelected: "Select at least one reminder",
  pausedSchedule: (name: string) => `"${name}" is paused: resume it first`,
  finishedSchedule: (name: string) => `"${name}" has no occurrence left`,
  occurrenceRefused: (name: string, date: string, message: string) => `${name} (${date}): ${message}`,
  createdSome: (n: number) => (n === 1 ? "1 transaction created" : `${n} transactions created`),
  skippedSome: (n: number) => (n === 1 ? "1 reminder skipped" : `${n} reminders skipped`),
  alreadyDone: "Nothing was due: another run created it first",
} as const;

/** A schedule as the Recurring Transactions List, the API and the CLI show it. */
export interface ScheduleRow {
  id: number;
  name: string;
  kind: RecurringKind;
  /** "Bill" */
  type: string;
  partyName: string;
  /** "1234.50" */
  amount: string;
  frequency: Frequency;
  every: number;
  /** "Monthly", "Every 2 weeks" */
  frequencyText: string;
  /** YYYY-MM-DD, or null when finished */
  nextDate: string | null;
  lastDate: string | null;
  endDate: string | null;
  occurrenceLimit: number | null;
  occurrencesDone: number;
  mode: Mode;
  remindDaysBefore: number;
  active: boolean;
  status: ScheduleStatus;
  version: number;
}

/** A schedule with its template and what it made: the Edit screen and the API's read. */
export interface ScheduleView extends ScheduleRow {
  template: Record<string, unknown>;
  occurrences: OccurrenceRow[];
}

export interface OccurrenceRow {
  /** YYYY-MM-DD */
  date: string;
  status: "created" | "skipped";
  documentId: number | null;
  documentNumber: string;
  /** The saved document's screen under the company's dashboard, or null (skipped) */
  href: string | null;
  amount: string;
}

/** A line of the Reminders List (spec: Name, Transaction Date, Transaction Type, Amount). */
export interface ReminderRow {
  scheduleId: number;
  name: string;
  /** YYYY-MM-DD: the occurrence's date */
  date: string;
  type: string;
  partyName: string;
  amount: string;
  mode: Mode;
  active: boolean;
  /** The date has come (not only its reminder) */
  overdue: boolean;
}

/** What Create Selected, Skip Selected and a run did. */
export interface OccurrenceResult {
  scheduleId: number;
  name: string;
  date: string;
  status: "created" | "skipped" | "already done" | "failed";
  documentId: number | null;
  documentNumber: string;
  href: string | null;
  amount: string;
  /** Why a run's occurrence failed */
  error?: string;
}
