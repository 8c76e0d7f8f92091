import { rowIdOf } from "~/lib/row-id";
import { isIsoDate, parseUsDate } from "~/lib/dates";
import { DEFAULT_PER_PAGE, parsePagination } from "~/lib/pagination";

// The Bills list and the Vendor Payments list as their URLs hold them (filters and page), shared by
// the screens, their CSV exports and the API. Client-safe: the screens' filter forms offer these
// values. Anything unknown in a URL falls back to its default rather than failing. No zod (the
// screens load it, ADR 0027): the API's stricter query schemas are in purchase-list-api.ts.

/** Bills list › Status: the bill's status as shown (Open and Overdue are both unpaid open bills). */
export const BILL_STATUS_FILTERS = [
  { value: "all", label: "All Bills" },
  { value: "unpaid", label: "Unpaid (Open and Overdue)" },
  { value: "draft", label: "Draft" },
  { value: "open", label: "Open" },
  { value: "overdue", label: "Overdue" },
  { value: "paid", label: "Paid" },
] as const;
export type BillStatusFilter = (typeof BILL_STATUS_FILTERS)[number]["value"];

/** Bills list › Date: which of the bill's dates From and To apply to. */
export const BILL_DATE_TYPES = [
  { value: "all", label: "All" },
  { value: "bill", label: "Bill Date" },
  { value: "due", label: "Due Date" },
] as const;
export type BillDateType = (typeof BILL_DATE_TYPES)[number]["value"];

/** Vendor Payments › Current View (the spec's three, default All). */
export const PAYMENT_VIEWS = [
  { value: "not-issued", label: "Not issued", status: "Not issued" },
  { value: "issued", label: "Issued", status: "Issued" },
  { value: "all", label: "All", status: null },
] as const;
export type PaymentView = (typeof PAYMENT_VIEWS)[number]["value"];

/** Vendor Payments › date type (the spec's three). */
export const PAYMENT_DATE_TYPES = [
  { value: "all", label: "All" },
  { value: "pay", label: "Pay Date" },
  { value: "issue", label: "Issue Date" },
] as const;
export type PaymentDateType = (typeof PAYMENT_DATE_TYPES)[number]["value"];

export interface DateSpan {
  /** YYYY-MM-DD, inclusive; null: open */
  from: string | null;
  to: string | null;
}

export interface BillListQuery extends DateSpan {
  /** A vendor's database id; null: every vendor */
  vendor: number | null;
  status: BillStatusFilter;
  dateType: BillDateType;
  page: number;
  perPage: number;
}

export interface PaymentListQuery extends DateSpan {
  view: PaymentView;
  dateType: PaymentDateType;
  /** A vendor's database id; null: every vendor */
  vendor: number | null;
  page: number;
  perPage: number;
}

/** A date from a URL: YYYY-MM-DD or MM/DD/YYYY (what the filter's date field submits); else none. */
export function readDate(raw: string | null): string | null {
  const text = (raw ?? "").trim();
  if (!text) return null;
  return isIsoDate(text) ? text : parseUsDate(text);
}

function oneOf<T extends string>(options: readonly { value: T }[], raw: string | null, fallback: T): T {
  return options.find((o) => o.value === raw)?.value ?? fallback;
}

export function readBillListQuery(searchParams: URLSearchParams): BillListQuery {
  const dateType = oneOf(BILL_DATE_TYPES, searchParams.get("dateType"), "all");
  const { page, perPage } = parsePagination(searchParams);
  return {
    vendor: rowIdOf(searchParams.get("vendor")),
    status: oneOf(BILL_STATUS_FILTERS, searchParams.get("status"), "all"),
    dateType,
    from: dateType === "all" ? null : readDate(searchParams.get("from")),
    to: dateType === "all" ? null : readDate(searchParams.get("to")),
    page,
    perPage,
  };
}

export function readPaymentListQuery(searchParams: URLSearchParams): PaymentListQuery {
  const dateType = oneOf(PAYMENT_DATE_TYPES, searchParams.get("dateType"), "all");
  const { page, perPage } = parsePagination(searchParams);
  return {
    view: oneOf(PAYMENT_VIEWS, searchParams.get("view"), "all"),
    dateType,
    vendor: rowIdOf(searchParams.get("vendor")),
    from: dateType === "all" ? null : readDate(searchParams.get("from")),
    to: dateType === "all" ? null : readDate(searchParams.get("to")),
    page,
    perPage,
  };
}

/** The filters of a list as URL search, defaults left out, page left out (a new filter starts at page 1). */
export function listFilterSearch(query: object, defaults: object): string {
  const params = new URLSearchParams();
  const fallback = defaults as Record<string, unknown>;
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (key === "page" || value === null || value === undefined || value === "" || value === fallback[key]) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const BILL_LIST_DEFAULTS = { vendor: null, status: "all", dateType: "all", from: null, to: null, perPage: DEFAULT_PER_PAGE };
export const PAYMENT_LIST_DEFAULTS = { view: "all", dateType: "all", vendor: null, from: null, to: null, perPage: DEFAULT_PER_PAGE };

/** One row of the Bills list (money as "1234.50", dates YYYY-MM-DD). */
export interface BillRow {
  id: number;
  /** BILL-0001; "DRAFT" for a draft */
  number: string;
  date: string;
  dueDate: string | null;
  vendorId: number;
  vendorName: string;
  /** The vendor's own invoice number */
  vendorReference: string;
  /** Draft, Open, Overdue, Paid, Void */
  status: string;
  total: string;
  amountPaid: string;
  amountDue: string;
  memo: string;
}

/** One row of the Vendor Payments list. */
export interface PaymentRow {
  id: number;
  /** PAY-0001 */
  number: string;
  payDate: string;
  issueDate: string | null;
  /** Not issued, Issued, Void */
  status: string;
  vendorId: number;
  vendorName: string;
  paymentMethod: string;
  /** "1010 - Checking" */
  payFromAccount: string;
  /** The money paid */
  amountPaid: string;
  /** Vendor credit applied on top of the money */
  creditsApplied: string;
  comments: string;
  journalEntryId: number | null;
}

// Pay Bill's data.

/** A vendor's open bill as Pay Bill lists it. */
export interface OpenBill {
  id: number;
  number: string;
  date: string;
  dueDate: string | null;
  vendorReference: string;
  memo: string;
  total: string;
  amountPaid: string;
  amountDue: string;
  /** Past its due date */
  overdue: boolean;
}

/** A vendor credit with something left to apply. */
export interface OpenCredit {
  id: number;
  number: string;
  date: string;
  memo: string;
  total: string;
  applied: string;
  /** Left to apply */
  amountLeft: string;
}

/** An account a bill may be paid from, with its balance, for Pay Bill's Pay From. */
export interface PayFromOption {
  id: number;
  /** "1010 - Checking" */
  label: string;
  accountType: string;
  /** "1234.50" */
  balance: string;
}
