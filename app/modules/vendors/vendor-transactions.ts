import type { DatePreset } from "~/lib/periods";
import {
  centerSearch,
  kindOfEntry,
  PANEL_MAX,
  PANEL_STEP,
  readCenterQuery,
  type CenterKinds,
  type CenterTransaction,
  type PartyDetails,
} from "~/modules/parties/center";

// The Vendor Center's transactions, shared by the screen, its CSV and the posting code of the
// purchase documents. A transaction is a posted journal entry with a line tagged with the vendor;
// its kind comes from the entry's type code. The purchase documents post with these codes (the
// ledger numbers each series BILL-0001, PAY-0001, …), so each one shows up here as soon as it
// posts, with no change to the Vendor Center; the document behind an entry adds what the ledger
// does not know (a bill's due date and status, a payment's method and status), and the two
// documents that post nothing — a draft bill, a payment of vendor credits only — join in as rows
// of their own (vendor-transactions.server.ts). The Center's URL state is the party module's
// (~/modules/parties/center.ts), read with the vendor's kinds (VENDOR_CENTER_KINDS).

/** Journal entry type codes of the purchase documents: the one list of them. */
export const PURCHASE_ENTRY_TYPES = {
  bill: "BILL",
  payBill: "PAY",
  cheque: "CHQ",
  vendorCredit: "VCN",
  cashPurchase: "CP",
  cashExpense: "EXP",
  creditCardCharge: "CCE",
} as const;

/** The vendor's opening balance (posted by createVendor). */
export const VENDOR_OPENING_BALANCE_TYPE = "VOB";

export const TRANSACTION_KINDS = [
  "Bill",
  "Pay Bill",
  "Cheque",
  "Vendor Credit Note",
  "Cash Purchase",
  "Expense",
  "Opening Balance",
  "Journal Entry",
] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** Entry type code → the kind the Vendor Center shows. Any other code that touches the vendor shows as a journal entry. */
export const KIND_BY_ENTRY_TYPE: Record<string, TransactionKind> = {
  [PURCHASE_ENTRY_TYPES.bill]: "Bill",
  [PURCHASE_ENTRY_TYPES.payBill]: "Pay Bill",
  [PURCHASE_ENTRY_TYPES.cheque]: "Cheque",
  [PURCHASE_ENTRY_TYPES.vendorCredit]: "Vendor Credit Note",
  [PURCHASE_ENTRY_TYPES.cashPurchase]: "Cash Purchase",
  [PURCHASE_ENTRY_TYPES.cashExpense]: "Expense",
  [PURCHASE_ENTRY_TYPES.creditCardCharge]: "Expense",
  [VENDOR_OPENING_BALANCE_TYPE]: "Opening Balance",
};

export function kindOf(entryType: string): TransactionKind {
  return kindOfEntry(VENDOR_CENTER_KINDS, entryType);
}

/** The view filter: value, label, and the entry types it shows (null: every transaction of the vendor). */
export const TRANSACTION_VIEWS = [
  { value: "all", label: "All Transactions", entryTypes: null },
  { value: "bills", label: "Bills", entryTypes: [PURCHASE_ENTRY_TYPES.bill] },
  { value: "pay-bills", label: "Pay Bills", entryTypes: [PURCHASE_ENTRY_TYPES.payBill] },
  { value: "cash-purchases", label: "Cash Purchases", entryTypes: [PURCHASE_ENTRY_TYPES.cashPurchase] },
  { value: "cheques", label: "Cheques", entryTypes: [PURCHASE_ENTRY_TYPES.cheque] },
  { value: "vendor-credit-notes", label: "Vendor Credit Notes", entryTypes: [PURCHASE_ENTRY_TYPES.vendorCredit] },
  { value: "expenses", label: "Expenses", entryTypes: [PURCHASE_ENTRY_TYPES.cashExpense, PURCHASE_ENTRY_TYPES.creditCardCharge] },
] as const satisfies readonly { value: string; label: string; entryTypes: readonly string[] | null }[];
export type TransactionView = (typeof TRANSACTION_VIEWS)[number]["value"];

/** Type filter of the Bills view: matched on the status. */
export const BILL_TYPE_FILTERS = [
  { value: "all", label: "All Bills", status: null },
  { value: "draft", label: "Draft Bills", status: "Draft" },
  { value: "open", label: "Open Bills", status: "Open" },
  { value: "overdue", label: "Overdue Bills", status: "Overdue" },
] as const;

/** Type filter of the Pay Bills view: matched on the payment method. */
export const PAY_BILL_TYPE_FILTERS = [
  { value: "all", label: "All", paymentMethod: null },
  { value: "cheque", label: "Cheque", paymentMethod: "Cheque" },
  { value: "cash", label: "Cash", paymentMethod: "Cash" },
  { value: "credit-card", label: "Credit Card", paymentMethod: "Credit Card" },
  { value: "bank-transfer", label: "Bank Transfer", paymentMethod: "Bank Transfer" },
] as const;

/** The type filters of a view (none for the other views). */
export function typeFiltersOf(view: TransactionView): readonly { value: string; label: string }[] {
  if (view === "bills") return BILL_TYPE_FILTERS;
  if (view === "pay-bills") return PAY_BILL_TYPE_FILTERS;
  return [];
}

/** What the Vendor Center lists, as the party module's Center reads it. */
export const VENDOR_CENTER_KINDS: CenterKinds<TransactionKind> = {
  byEntryType: KIND_BY_ENTRY_TYPE,
  otherwise: "Journal Entry",
  views: TRANSACTION_VIEWS,
  typeFilters: (view) => typeFiltersOf(view as TransactionView),
};

/** One transaction row of the Vendor Center. */
export interface VendorTransaction extends CenterTransaction<TransactionKind> {
  /** The vendor's id (database id) */
  vendorId: number;
}

/**
 * Where a row's number leads, relative to the company's dashboard: a purchase document to its own
 * view, any other posting to its journal entry; a row with neither (a payment of credits only) has
 * no page of its own.
 */
export function transactionHref(t: Pick<VendorTransaction, "id" | "documentId">): string | null {
  if (t.documentId !== null) return `vendors/documents/${t.documentId}`;
  return t.id !== null ? `journal-entries/${t.id}` : null;
}

export interface TransactionFilters {
  view: TransactionView;
  /** A value of typeFiltersOf(view); "all" otherwise */
  type: string;
  date: DatePreset;
}

export const VENDOR_PANEL_STEP = PANEL_STEP;
export const VENDOR_PANEL_MAX = PANEL_MAX;

export interface VendorCenterQuery extends TransactionFilters {
  status: "active" | "inactive";
  q: string;
  /** The selected vendor's database id; null: the first vendor of the list */
  vendor: number | null;
  /** How many vendors the left panel shows (Show more adds VENDOR_PANEL_STEP) */
  show: number;
  page: number;
  perPage: number;
}

/** The Vendor Center's state from the URL; anything unknown falls back to its default. */
export function readVendorCenterQuery(searchParams: URLSearchParams): VendorCenterQuery {
  const { party, ...query } = readCenterQuery<TransactionView>(VENDOR_CENTER_KINDS, "vendor", searchParams);
  return { ...query, vendor: party };
}

/** The URL search of a Vendor Center state, leaving defaults out. */
export function vendorCenterSearch(query: Partial<VendorCenterQuery>): string {
  const { vendor, ...rest } = query;
  return centerSearch("vendor", { ...rest, party: vendor });
}

/** What the Vendor Details card shows: the party's details under the vendor's names. */
export type VendorDetails = Omit<PartyDetails, "code" | "name"> & { vendorId: string; vendorName: string };
