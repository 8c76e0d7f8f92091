import { rowIdOf } from "~/lib/row-id";
import { DEFAULT_PER_PAGE, parsePagination } from "~/lib/pagination";
import { DATE_PRESETS, DATE_PRESET_LABELS, type DatePreset } from "~/lib/periods";
import type { Cents } from "~/lib/money";

// The Tracker (top menu › Tracker): QuickBooks Desktop's Income Tracker and Bill Tracker on one
// screen, a tab each. What its URL holds (tab, tile/status, party, type, date preset, sort, page),
// shared by the screen, its CSV export and the server queries (tracker.server.ts). Client-safe and
// zod-free: anything unknown in the URL falls back to its default.
//
// The tiles and the list read the aging engine's open items (aging.server.ts) as of the company's
// today, so Open + Overdue is the A/R (Income) or A/P (Bills) Aging Summary's total — the control
// account's balance. An item is Overdue when it is owed (positive) and past its due date; credits,
// unapplied payments and other negative items are never overdue: they count as Open. "Paid" lists
// the money that came in (payments and prepayments received) or went out (bill payments) in the
// last 30 days, today included.

export const TRACKER_TABS = [
  { value: "income", label: "Income" },
  { value: "bills", label: "Bills" },
] as const;
export type TrackerTab = (typeof TRACKER_TABS)[number]["value"];

/** The list's Status filter; the tiles link to open, overdue and paid. */
export const TRACKER_STATUSES = [
  { value: "unpaid", label: "All Unpaid" },
  { value: "open", label: "Open" },
  { value: "overdue", label: "Overdue" },
  { value: "paid", label: "Paid" },
  { value: "all", label: "All" },
] as const;
export type TrackerStatus = (typeof TRACKER_STATUSES)[number]["value"];

/** The Type filter per tab (values are the items' kinds, payments both open and paid). */
export const TRACKER_TYPES: Record<TrackerTab, readonly { value: string; label: string }[]> = {
  income: [
    { value: "all", label: "All Types" },
    { value: "invoice", label: "Invoices" },
    { value: "credit-memo", label: "Credit Memos" },
    { value: "payment", label: "Payments" },
    { value: "refund", label: "Refunds" },
    { value: "entry", label: "Other postings" },
  ],
  bills: [
    { value: "all", label: "All Types" },
    { value: "bill", label: "Bills" },
    { value: "credit", label: "Vendor Credits" },
    { value: "payment", label: "Bill Payments" },
    { value: "entry", label: "Other postings" },
  ],
};

/** Sortable columns (an allow-list: the URL's `sort`) and their headings. */
export const TRACKER_SORTS = ["party", "type", "number", "date", "due", "amount", "open"] as const;
export type TrackerSort = (typeof TRACKER_SORTS)[number];

/** How many days "Paid last 30 days" reaches back, today included. */
export const PAID_DAYS = 30;

export interface TrackerQuery {
  tab: TrackerTab;
  status: TrackerStatus;
  /** A customer's (Income) or vendor's (Bills) id; null: all */
  party: number | null;
  type: string;
  /** On the document's date */
  date: DatePreset;
  sort: TrackerSort;
  dir: "asc" | "desc";
  page: number;
  perPage: number;
}

export const TRACKER_DEFAULTS = {
  status: "unpaid",
  party: null,
  type: "all",
  date: "all",
  sort: "due",
  dir: "asc",
  perPage: DEFAULT_PER_PAGE,
} as const;

const oneOf = <T extends string>(values: readonly T[], raw: string | null, fallback: T): T =>
  values.includes(raw as T) ? (raw as T) : fallback;

export function readTrackerQuery(searchParams: URLSearchParams): TrackerQuery {
  const tab = oneOf(
    TRACKER_TABS.map((t) => t.value),
    searchParams.get("tab"),
    "income",
  );
  const party = rowIdOf(searchParams.get("party"));
  const { page, perPage } = parsePagination(searchParams);
  return {
    tab,
    status: oneOf(
      TRACKER_STATUSES.map((s) => s.value),
      searchParams.get("status"),
      TRACKER_DEFAULTS.status,
    ),
    party,
    type: oneOf(
      TRACKER_TYPES[tab].map((t) => t.value),
      searchParams.get("type"),
      "all",
    ),
    date: oneOf(DATE_PRESETS, searchParams.get("date"), "all"),
    sort: oneOf(TRACKER_SORTS, searchParams.get("sort"), TRACKER_DEFAULTS.sort),
    dir: searchParams.get("dir") === "desc" ? "desc" : "asc",
    page,
    perPage,
  };
}

/** The list's URL search for a query, defaults left out (`page` only past page 1). */
export function trackerSearch(query: TrackerQuery, change: Partial<TrackerQuery> = {}): string {
  const next = { ...query, page: 1, ...change };
  const params = new URLSearchParams({ tab: next.tab });
  const defaults = TRACKER_DEFAULTS as Record<string, unknown>;
  for (const key of ["status", "party", "type", "date", "sort", "dir", "perPage"] as const) {
    const value = next[key];
    if (value !== null && value !== defaults[key]) params.set(key, String(value));
  }
  if (next.page > 1) params.set("page", String(next.page));
  return `?${params}`;
}

export const TRACKER_DATE_OPTIONS = DATE_PRESETS.map((value) => ({ value, label: DATE_PRESET_LABELS[value] }));

/** A tile: how many items and what they come to. */
export interface TrackerTile {
  count: number;
  amount: Cents;
}

export interface TrackerTiles {
  open: TrackerTile;
  overdue: TrackerTile;
  paid: TrackerTile;
}

/** One row of the list. */
export interface TrackerRow {
  /** The item's kind (invoice, credit-memo, payment, refund, entry; bill, credit, early-credit, early-payment) */
  kind: string;
  id: number;
  partyId: number | null;
  partyName: string;
  /** Invoice, Credit Memo, Payment, Bill, Vendor Credit, Pay Bill, Opening Balance, … */
  type: string;
  number: string;
  date: string;
  /** null for a payment */
  dueDate: string | null;
  amount: Cents;
  /** What is still open (0 for a payment listed as Paid) */
  open: Cents;
  status: "Open" | "Overdue" | "Credit" | "Paid";
  /** The journal entry a row that is not a document drills down to (a payment's, an opening balance's), or null */
  entryId: number | null;
}
