// The Users Activity Log's words and filters (client-safe: the screen, the API and the service
// share them). ADR 0068.

/** What was done, as stored, with the words the log shows. */
export const ACTIVITY_LABELS = {
  created: "Created",
  updated: "Updated",
  deleted: "Deleted",
  posted: "Posted",
  voided: "Voided",
  imported: "Imported",
  merged: "Merged",
  unmerged: "Merge Undone",
  reconciled: "Reconciled",
  unreconciled: "Reconciliation Undone",
  member_added: "Member Added",
  member_changed: "Role Changed",
  member_removed: "Member Removed",
  invited: "Invited",
  signed_in: "Signed In",
} as const;

export type Activity = keyof typeof ACTIVITY_LABELS;
export const ACTIVITIES = Object.keys(ACTIVITY_LABELS) as Activity[];

/** The kinds of record the log names, with their words. */
export const RECORD_TYPE_LABELS = {
  bill: "Bill",
  cash_purchase: "Cash Purchase",
  cash_expense: "Cash Expense",
  credit_card_charge: "Credit Card Charge",
  vendor_credit: "Vendor Credit",
  bill_payment: "Bill Payment",
  check: "Check",
  invoice: "Invoice",
  cash_sale: "Cash Sale",
  credit_memo: "Credit Memo",
  customer_payment: "Customer Payment",
  vendor: "Vendor",
  customer: "Customer",
  account: "Account",
  item: "Item",
  journal_entry: "Journal Entry",
  transfer: "Transfer",
  deposit: "Deposit",
  bank_statement: "Bank Statement",
  reconciliation: "Reconciliation",
  member: "Member",
  invitation: "Invitation",
  session: "Session",
  list_entry: "List Entry",
  sales_person: "Sales Person",
  budget: "Budget",
  company: "Company Settings",
  api_key: "API Key",
  depreciation: "Depreciation",
  warehouse: "Warehouse",
  stock_adjustment: "Stock Adjustment",
  assembly_build: "Assembly Build",
  recurring_schedule: "Recurring Schedule",
  fixed_asset: "Fixed Asset",
  bank_rule: "Bank Rule",
  email_setup: "Email Setup",
  document_branding: "Document Branding",
  document_translation: "Translation",
  currency: "Currency",
  exchange_rate: "Exchange Rate",
  check_print_settings: "Check Print Settings",
  consultant: "Consultant",
  placement: "Placement",
  timesheet: "Timesheet",
} as const;

export type RecordType = keyof typeof RECORD_TYPE_LABELS;
export const RECORD_TYPES = Object.keys(RECORD_TYPE_LABELS) as RecordType[];

/** The user name shown for a change made from the command line (no signed-in user). */
export const CLI_USER = "CLI";
/** The User filter's value for the command line's changes. */
export const CLI_FILTER = "cli";

export const ACTIVITY_MESSAGES = {
  listFailed: "The activity log could not be loaded.",
  badDate: "Enter dates as YYYY-MM-DD.",
  badRange: "The End Date must be on or after the From Date.",
} as const;

export const ACTIVITY_CSV_COLUMNS = ["Modified Time", "User Name", "Activity", "Record Type", "Name", "Date", "Amount", "Detail"] as const;

/** One row of the log as the screen, the CSV and the API show it. */
export interface ActivityRow {
  id: number;
  /** "2026-11-30 14:05", in the company's time zone */
  modifiedTime: string;
  occurredAt: string;
  userId: number | null;
  userName: string;
  activity: Activity;
  activityLabel: string;
  recordType: string;
  recordTypeLabel: string;
  recordId: number | null;
  name: string;
  date: string | null;
  /** "1234.50", or null when the change has no amount */
  amount: string | null;
  /** The record's screen, under the company's dashboard ("vendors/documents/12"), or null. */
  link: string | null;
  detail: string;
}

export interface ActivityFilter {
  from: string;
  to: string;
  /** A user's id, "cli" for the command line's changes, or null for everyone */
  userId: number | typeof CLI_FILTER | null;
  activity: Activity | null;
  recordType: RecordType | null;
  q: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (text: string) => DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

/**
 * The filters from a URL's query (the screen, its CSV and the API read the same names): From Date
 * and End Date default to today (spec §2.12); a malformed one is an error to show, not a 500.
 */
export function readActivityFilter(params: URLSearchParams, today: string): { filter: ActivityFilter; error: string | null } {
  let error: string | null = null;
  const date = (name: string) => {
    const raw = (params.get(name) ?? "").trim();
    if (!raw) return today;
    if (validDate(raw)) return raw;
    error = ACTIVITY_MESSAGES.badDate;
    return today;
  };
  let from = date("from");
  let to = date("to");
  if (!error && to < from) {
    error = ACTIVITY_MESSAGES.badRange;
    [from, to] = [to, from];
  }
  const user = (params.get("user") ?? "").trim();
  const activity = (params.get("activity") ?? "").trim();
  const recordType = (params.get("recordType") ?? "").trim();
  return {
    filter: {
      from,
      to,
      userId: user === CLI_FILTER ? CLI_FILTER : /^\d{1,9}$/.test(user) ? Number(user) : null,
      activity: (ACTIVITIES as string[]).includes(activity) ? (activity as Activity) : null,
      recordType: (RECORD_TYPES as string[]).includes(recordType) ? (recordType as RecordType) : null,
      q: (params.get("q") ?? "").trim().slice(0, 200),
    },
    error,
  };
}

/** The filter as query parameters (today's dates left out), for the CSV link and the pages. */
export function activityFilterParams(filter: ActivityFilter): URLSearchParams {
  const params = new URLSearchParams();
  params.set("from", filter.from);
  params.set("to", filter.to);
  if (filter.userId !== null) params.set("user", String(filter.userId));
  if (filter.activity) params.set("activity", filter.activity);
  if (filter.recordType) params.set("recordType", filter.recordType);
  if (filter.q) params.set("q", filter.q);
  return params;
}
