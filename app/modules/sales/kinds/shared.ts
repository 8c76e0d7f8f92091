import type { SampleRefs } from "~/modules/documents/kind";
import type { AccountType } from "~/modules/ledger/account-types";
import { PURCHASE_ITEM_TYPES, PURCHASE_PAYMENT_METHODS } from "~/modules/purchases/kinds/shared";

// What the sales kinds share, without zod (the screens load it): the item types their rows sell,
// the payment methods, the accounts their rows and deposits take, and the shape of their form.
// Their rows' and header's schemas are in shared.schema.ts; each kind's own file (invoice.ts, …)
// adds its labels and form, its .schema.ts its fields; index.ts and info.ts list them.

/** The kinds of item a sales row can sell: the same as a purchase row buys (service, product, inventory, assembly). */
export const SALES_ITEM_TYPES = PURCHASE_ITEM_TYPES;
/** How a customer pays: the vendor side's methods and Paypal. */
export const SALES_PAYMENT_METHODS = PURCHASE_PAYMENT_METHODS;

/** The accounts a sales document's account rows may post to. */
export const SALES_ROW_TYPES = ["Income", "Other Income"];
/**
 * Where money received goes (a cash sale, Receive Payment, a prepayment): an account of these types,
 * or the company's Undeposited Funds account (an Other current Asset, but not any other).
 */
export const DEPOSIT_TO_TYPES: readonly AccountType[] = ["Bank", "Cash", "Paypal"];

/** A sales kind's screen: its URL under customers/, title and labels. */
export interface SalesForm {
  slug: string;
  title: string;
  numberLabel: string;
  dateLabel: string;
  /** A "Save as Draft" button beside the saves (a draft posts nothing) */
  saveAsDraft: boolean;
  /** The deposit account's field (cash sales) */
  depositTo: { label: string } | null;
  /** Whether the header shows terms and a due date (invoices) */
  terms: boolean;
}

/** What every sales kind shares in its descriptor. */
export const SALES_KIND_BASE = {
  module: "sales",
  table: "sales_documents",
  view: { source: "sales_document", path: "customers/documents" },
  rowKinds: ["account", "item"],
  listColumns: [
    { field: "date", label: "Date" },
    { field: "number", label: "No." },
    { field: "customerName", label: "Customer" },
    { field: "dueDate", label: "Due Date" },
    { field: "status", label: "Status" },
    { field: "total", label: "Total" },
    { field: "amountPaid", label: "Amount Paid" },
    { field: "amountDue", label: "Amount Due" },
  ],
} as const;

/** The columns of the sales documents' CSV (`ledgerline invoices export`/`import`, the Invoices list's export), in order. */
export const SALES_CSV_COLUMNS = [
  "Number",
  "Customer",
  "Date",
  "Due Date",
  "Terms",
  "P.O. No.",
  "Sales Person",
  "Memo",
  "Account",
  "Item",
  "Description",
  "Quantity",
  "Rate",
  "Amount",
  "Taxable",
  "Tax Rate",
  "Discount",
  "Discount Account",
  "Status",
] as const;

/** The body every sales kind's sample starts from (the bad-input sweep's seed). */
export const salesSample = (refs: SampleRefs) => ({
  companyId: refs.companyId,
  customerId: refs.party("customer"),
  date: "2025-03-01",
  memo: "Sweep",
  customerMessage: "Thank you",
  customerReference: "PO-1",
  accountRecords: [{ accountId: refs.accountOfType("Income"), description: "Consulting", amount: "10.00", taxable: false }],
  itemRecords: [{ itemId: refs.soldItemId, itemType: "service", description: "Hour", quantity: "2", unitPrice: "1.00" }],
});
