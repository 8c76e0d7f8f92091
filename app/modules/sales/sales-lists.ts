import { rowIdOf } from "~/lib/row-id";
import { DEFAULT_PER_PAGE, parsePagination } from "~/lib/pagination";
import { readDate } from "~/modules/purchases/purchase-lists";

// The Invoices list as its URL holds it (status, customer, invoice date range, page), shared by the
// screen and its CSV export. Client-safe and zod-free: anything unknown falls back to its default.

/** Invoices › Status: the invoice's status as shown (Overdue and Partially Paid are open invoices). */
export const INVOICE_STATUS_FILTERS = [
  { value: "all", label: "All Invoices" },
  { value: "draft", label: "Draft" },
  { value: "open", label: "Open" },
  { value: "overdue", label: "Overdue" },
  { value: "partially-paid", label: "Partially Paid" },
  { value: "paid", label: "Paid" },
  { value: "void", label: "Void" },
] as const;
export type InvoiceStatusFilter = (typeof INVOICE_STATUS_FILTERS)[number]["value"];

export interface InvoiceListQuery {
  /** A customer's database id; null: every customer */
  customer: number | null;
  status: InvoiceStatusFilter;
  /** Invoice date range, YYYY-MM-DD inclusive; null: open */
  from: string | null;
  to: string | null;
  page: number;
  perPage: number;
}

export const INVOICE_LIST_DEFAULTS = { customer: null, status: "all", from: null, to: null, perPage: DEFAULT_PER_PAGE };

export function readInvoiceListQuery(searchParams: URLSearchParams): InvoiceListQuery {
  const customer = rowIdOf(searchParams.get("customer"));
  const status = INVOICE_STATUS_FILTERS.find((s) => s.value === searchParams.get("status"))?.value ?? "all";
  const { page, perPage } = parsePagination(searchParams);
  return { customer, status, from: readDate(searchParams.get("from")), to: readDate(searchParams.get("to")), page, perPage };
}

/** One row of the Invoices list (money as "1234.50", dates YYYY-MM-DD). */
export interface InvoiceRow {
  id: number;
  number: string;
  date: string;
  dueDate: string | null;
  customerId: number;
  customerName: string;
  customerReference: string;
  /** Draft, Open, Overdue, Partially Paid, Paid, Void */
  status: string;
  total: string;
  amountPaid: string;
  amountDue: string;
  memo: string;
}

export interface InvoiceTotals {
  total: string;
  amountPaid: string;
  amountDue: string;
}
