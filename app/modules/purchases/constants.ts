import { DOCUMENT_ACCOUNT_MESSAGES } from "~/modules/documents/account-rule";
import type { AccountType } from "~/modules/ledger/account-types";
import { QUANTITY_SCALE, rowAmount } from "~/modules/documents/amounts";
import { PURCHASE_KIND_INFOS, type PurchaseKindInfo, type PurchaseKindName } from "./kinds/info";
import type { PurchaseItemType } from "./kinds/shared";

// What the purchase screens need besides the forms' schemas, without zod (ADR 0027; schema.ts
// re-exports it): the kinds' names, statuses and labels, which accounts each kind takes, the
// spec's messages word for word, and an item row's amount.

export { QUANTITY_SCALE };
export {
  CHEQUE,
  PURCHASE_ITEM_TYPE_LABELS,
  PURCHASE_ITEM_TYPES,
  PURCHASE_PAYMENT_METHODS,
  type PurchaseItemType,
  type PurchasePaymentMethod,
} from "./kinds/shared";

const byKind = <T>(pick: (kind: PurchaseKindInfo) => T) =>
  Object.fromEntries(PURCHASE_KIND_INFOS.map((k) => [k.name, pick(k)])) as Record<DocumentKind, T>;

export type DocumentKind = PurchaseKindName;
export const DOCUMENT_STATUSES = ["draft", "open", "paid", "posted", "void"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export type LineType = "account" | "item";
export const PAYMENT_STATUSES = ["Not issued", "Issued", "Void"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The purchase item kinds that hold stock (the same as inventory's STOCKED_ITEM_TYPES). */
export const STOCKED_PURCHASE_ITEM_TYPES: readonly PurchaseItemType[] = ["inventory", "assembly"];
export const isStockedItemType = (type: string) => (STOCKED_PURCHASE_ITEM_TYPES as readonly string[]).includes(type);

/** What each kind is called, and its success message. */
export const DOCUMENT_LABELS: Record<DocumentKind, { title: string; created: string }> = byKind((k) => ({
  title: k.labels.title,
  created: k.labels.created,
}));

export const PURCHASE_MESSAGES = {
  insufficientBalance: "Insufficient balance in the selected account.",
  balanceUnknown: "Unable to check account balance.",
  saveFailed: "Failed to save",
  billDraftSaved: "Bill saved as draft.",
  vendorRequired: "Vendor is required.",
  payFromRequired: "Pay From account is required.",
  noRows: "Add at least one account row or item row with an amount.",
  itemTwice: "An item can be chosen in one row only.",
  vendorNotFound: "Vendor not found.",
  inactiveVendor: "The selected vendor is inactive.",
  itemNotFound: (id: number) => `Item ${id} was not found in this company.`,
  itemNotBought: (name: string) => `"${name}" has no expense account: choose one on the item before buying it.`,
  ...DOCUMENT_ACCOUNT_MESSAGES,
  totalZero: "The total must be more than zero.",
  itemNoAssetAccount: (name: string) => `"${name}" has no assets account: choose one on the item before buying it.`,
  itemNoCogsAccount: (name: string) =>
    `"${name}" has no Cost of Goods Sold account for the difference between the credit and its average cost: choose one on the item.`,
  notFound: (title: string) => `${title} not found.`,
} as const;

/**
 * Which accounts each kind may pay from and put on its rows (a select offers these; the server
 * refuses others).
 */
export const ACCOUNT_RULES: Record<
  DocumentKind,
  { payFrom: readonly AccountType[] | null; refund: readonly AccountType[] | null; rows: readonly AccountType[] }
> = byKind(
  (k) => k.accounts as { payFrom: readonly AccountType[] | null; refund: readonly AccountType[] | null; rows: readonly AccountType[] },
);

/** Accounts whose balance must cover what is spent from them; a Credit Card is held to its limit. */
export const CASH_LIKE_TYPES: readonly AccountType[] = ["Cash", "Bank", "Paypal", "Other current Asset"];

/** An item row's amount: quantity (in ten-thousandths) × unit price, rounded half up to the cent. */
export const itemRowAmount = rowAmount;

// Pay Bill: money from one account to one vendor, over one or more of its open bills, with open
// vendor credits applied.

export const PAY_BILL_MESSAGES = {
  created: "Bill payment saved successfully!",
  vendorRequired: "Vendor is required.",
  payFromRequired: "Pay From account is required.",
  noBills: "Select at least one bill to pay.",
  overpaid: (number: string, due: string) => `The amount for bill ${number} is more than its amount due (${due}).`,
  otherVendor: (number: string) => `Bill ${number} belongs to another vendor.`,
  draftBill: (number: string) => `Bill ${number} is a draft: save it open before paying it.`,
  notOpen: (number: string) => `Bill ${number} is not open.`,
  billNotFound: (id: number) => `Bill ${id} was not found in this company.`,
  billTwice: "A bill can be paid once in one payment.",
  creditNotFound: (id: number) => `Vendor credit ${id} was not found for this vendor.`,
  creditOverused: (number: string, open: string) => `Vendor credit ${number} has only ${open} left to apply.`,
  creditsMismatch: "The credits applied to bills must add up to the vendor credits used.",
  nothingPaid: "Enter an amount to pay or a credit to apply.",
} as const;
