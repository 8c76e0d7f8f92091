import {
  kindOfEntry,
  readCenterQuery,
  type CenterKinds,
  type CenterTransaction,
  type CenterQuery,
  type PartyDetails,
} from "~/modules/parties/center";
import { CUSTOMER_OPENING_BALANCE_TYPE } from "./constants";

// The Customer Center's transactions, shared by the screen and its CSV: a transaction is a posted
// journal entry with a line tagged with the customer (journal_lines.customer_id); its kind comes from
// the entry's type code. Today the customer's books hold its opening balance (COB) and any journal
// entry naming it; the sales documents (invoices, cash sales, credit memos, payments) add their
// entry types and views here as they come, and their rows join customerTransactions
// (./customer-transactions.server.ts). The Center's URL state is the party module's
// (~/modules/parties/center.ts), read with the customer's kinds. Client-safe.

/**
 * The entry types of the customer's documents (the sales kinds' and the customer payments'; the
 * sales module declares them, above this one: document-catalog/catalog.test.ts holds the two equal).
 */
export const SALES_ENTRY_TYPES = {
  invoice: "INV",
  cashSale: "CS",
  creditMemo: "CM",
  receivePayment: "RP",
  prepayment: "PP",
  refund: "RF",
} as const;

export const CUSTOMER_TRANSACTION_KINDS = [
  "Invoice",
  "Cash Sale",
  "Credit Memo",
  "Payment",
  "Prepayment",
  "Refund",
  "Opening Balance",
  "Journal Entry",
] as const;
export type CustomerTransactionKind = (typeof CUSTOMER_TRANSACTION_KINDS)[number];

/** The view filter: value, label, and the entry types it shows (null: every transaction of the customer). */
export const CUSTOMER_TRANSACTION_VIEWS = [
  { value: "all", label: "All Transactions", entryTypes: null },
  { value: "invoices", label: "Invoices", entryTypes: [SALES_ENTRY_TYPES.invoice] },
  { value: "cash-sales", label: "Cash Sales", entryTypes: [SALES_ENTRY_TYPES.cashSale] },
  { value: "credit-memos", label: "Credit Memos", entryTypes: [SALES_ENTRY_TYPES.creditMemo] },
  {
    value: "payments",
    label: "Payments and Refunds",
    entryTypes: [SALES_ENTRY_TYPES.receivePayment, SALES_ENTRY_TYPES.prepayment, SALES_ENTRY_TYPES.refund],
  },
  { value: "opening-balances", label: "Opening Balances", entryTypes: [CUSTOMER_OPENING_BALANCE_TYPE] },
] as const satisfies readonly { value: string; label: string; entryTypes: readonly string[] | null }[];
export type CustomerTransactionView = (typeof CUSTOMER_TRANSACTION_VIEWS)[number]["value"];

/** What the Customer Center lists, as the party module's Center reads it. */
export const CUSTOMER_CENTER_KINDS: CenterKinds<CustomerTransactionKind> = {
  byEntryType: {
    [SALES_ENTRY_TYPES.invoice]: "Invoice",
    [SALES_ENTRY_TYPES.cashSale]: "Cash Sale",
    [SALES_ENTRY_TYPES.creditMemo]: "Credit Memo",
    [SALES_ENTRY_TYPES.receivePayment]: "Payment",
    [SALES_ENTRY_TYPES.prepayment]: "Prepayment",
    [SALES_ENTRY_TYPES.refund]: "Refund",
    [CUSTOMER_OPENING_BALANCE_TYPE]: "Opening Balance",
  },
  otherwise: "Journal Entry",
  views: CUSTOMER_TRANSACTION_VIEWS,
  typeFilters: () => [],
};

export const customerKindOf = (entryType: string): CustomerTransactionKind => kindOfEntry(CUSTOMER_CENTER_KINDS, entryType);

/** One transaction row of the Customer Center. */
export interface CustomerTransaction extends CenterTransaction<CustomerTransactionKind> {
  /** The customer's id (database id) */
  customerId: number;
}

/** Where a row's number leads, relative to the company's dashboard: its journal entry (a sales document will lead to its own view). */
export function customerTransactionHref(t: Pick<CustomerTransaction, "id" | "documentId">): string | null {
  return t.id !== null ? `journal-entries/${t.id}` : null;
}

/** The Customer Center's URL state (the selected customer is `party`, ?customer= in the URL). */
export type CustomerCenterQuery = CenterQuery<CustomerTransactionView>;

/** The Customer Center's state from the URL; anything unknown falls back to its default. */
export const readCustomerCenterQuery = (searchParams: URLSearchParams): CustomerCenterQuery =>
  readCenterQuery<CustomerTransactionView>(CUSTOMER_CENTER_KINDS, "customer", searchParams);

/** What the Customer Details card shows: the party's details under the customer's names, with its open and overdue amounts. */
export type CustomerDetails = Omit<PartyDetails, "code" | "name"> & {
  customerId: string;
  customerName: string;
  companyName: string;
  /** What the customer owes, "1234.50" */
  open: string;
  /** What of it is past due, "1234.50" */
  overdue: string;
};
