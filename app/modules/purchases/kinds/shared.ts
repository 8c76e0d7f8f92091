import type { SampleRefs } from "~/modules/documents/kind";
import { ITEM_TYPE_LABELS, ITEM_TYPES } from "~/modules/items/constants";
import { PAYMENT_METHODS } from "~/modules/vendors/constants";

// What the purchase kinds share, without zod (the screens load it): the item types their rows buy,
// the payment methods, the accounts their rows may post to, and the shape of their form (the field
// sets a kind's header shows, read by the form frame in app/components/purchases/). Their rows'
// and header's schemas are in shared.schema.ts. Each kind's own file (bill.ts, …) adds its labels
// and form, its .schema.ts its fields and rules; index.ts and info.ts list them.

/**
 * The kinds of item a purchase row can buy: the vendor items (service, product) and the inventory
 * kinds, which are received into stock (inventory/stock.server.ts) and debit their asset account.
 */
export const PURCHASE_ITEM_TYPES = [...ITEM_TYPES, "inventory", "assembly"] as const;
export type PurchaseItemType = (typeof PURCHASE_ITEM_TYPES)[number];
export const PURCHASE_ITEM_TYPE_LABELS: Record<PurchaseItemType, string> = {
  ...ITEM_TYPE_LABELS,
  inventory: "Inventory",
  assembly: "Assembly",
};

/** Payment methods of purchases and bill payments (cash purchases default to Cash). */
export const PURCHASE_PAYMENT_METHODS = [...PAYMENT_METHODS, "Paypal"] as const;
export type PurchasePaymentMethod = (typeof PURCHASE_PAYMENT_METHODS)[number];
/** The method whose payments go out as printed checks. */
export const CHEQUE = "Cheque";

/** The accounts the rows of a bill or a card charge may post to. */
export const BILL_ROW_TYPES = ["Expense", "Other Expense", "Cost of Goods Sold", "Fixed Asset", "Other current Asset", "Inventory Asset"];
/** The accounts the rows of a cash expense or purchase may post to. */
export const CASH_ROW_TYPES = ["Expense", "Other Expense", "Cost of Goods Sold", "Inventory Asset"];

/** A field set of a purchase form's header: one component of app/components/purchases/field-sets.tsx each. */
export type PurchaseFieldSet =
  | "vendor"
  | "contact"
  | "payFrom"
  | "date"
  | "number"
  | "billTo"
  | "paymentMethod"
  | "deliveryDate"
  | "paymentTerm"
  | "dueDate"
  | "vendorReference";
/** A cell of the header's grid: one field set, or several stacked in one cell. */
export type PurchaseHeaderCell = PurchaseFieldSet | readonly PurchaseFieldSet[];

/** A purchase kind's screen, as the form frame (PurchaseDocumentForm) renders it. */
export interface PurchaseForm {
  /** Its URL under vendors/ */
  slug: string;
  title: string;
  numberLabel: string;
  commentsLabel: string;
  /** The header: grids of cells, in order */
  header: readonly (readonly PurchaseHeaderCell[])[];
  vendor: { label: string; /** the Vendor Search button beside the select */ search: boolean };
  /** The account it is paid from (or a refund went into): its field, label and hint; null: none */
  payFrom: { field: "payFromAccountId" | "bankAccountId"; label: string; hint?: string } | null;
  date: { label: string; /** the date picker's message for a date it cannot read (its own default: none) */ invalidMessage?: string };
  /** A "Save as Draft" button beside the saves (a draft posts nothing) */
  saveAsDraft: boolean;
  /**
   * The vendor's own number for the document (its invoice, receipt or credit note number), kept
   * beside the automatic one in `vendorReference`: its label on the form, the document, the lists
   * and the journal entry's comments.
   */
  reference: { label: string };
}

/** What every purchase kind shares in its descriptor (a kind may override any of it). */
export const PURCHASE_KIND_BASE = {
  module: "purchases",
  table: "purchase_documents",
  view: { source: "purchase_document", path: "vendors/documents" },
  rowKinds: ["account", "item"],
  /** Saved posted at once; no list or CSV of its own yet */
  statuses: ["posted", "void"],
  listColumns: [],
  csvColumns: [],
} as const;

/** The vendor's own number of a bill, a charge, an expense or a purchase (its invoice or receipt number). */
export const VENDOR_REFERENCE = { label: "Vendor's Reference" };

/** The date field of every kind but the bill. */
export const DATE_FIELD = { label: "Date", invalidMessage: "Date must be a valid date (MM/DD/YYYY)" };

/** The form of an expense paid at once (a card charge, a cash expense): Pay From first. */
export const expenseForm = (slug: string, title: string): PurchaseForm => ({
  slug,
  title,
  numberLabel: "No.",
  commentsLabel: "Comments",
  header: [["payFrom", "vendor", "contact", "date", "number", "vendorReference"]],
  vendor: { label: "Vendor Name", search: false },
  payFrom: { field: "payFromAccountId", label: "Pay From" },
  date: DATE_FIELD,
  saveAsDraft: false,
  reference: VENDOR_REFERENCE,
});

/** The body every purchase kind's sample starts from (the bad-input sweep's seed). */
export const purchaseSample = (refs: SampleRefs) => ({
  companyId: refs.companyId,
  vendorId: refs.party("vendor"),
  contactName: "Pat",
  phone: "555 0100",
  date: "2025-03-01",
  comments: "Sweep",
  vendorReference: "V-1",
  accountRecords: [{ accountId: refs.rowAccountId, description: "Rent", amount: "10.00" }],
  itemRecords: [{ itemId: refs.itemId, itemType: "product", description: "Paper", quantity: "2", unitPrice: "1.00" }],
});
