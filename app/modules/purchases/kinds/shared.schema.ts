import * as z from "zod";
import { optionalText } from "~/lib/zod-helpers";
import { documentDate, isBlank, money, optionalId, quantity, QUANTITY_REQUIRED, rowList } from "~/modules/documents/fields";
import { PURCHASE_ITEM_TYPES } from "./shared";

// The schema half of what the purchase kinds share: their rows (account rows and item rows) and
// their header fields (vendor, contact, date, comments), as the screens and the API send them.
// Server-side and in the checks a form loads after it appears; the screens read ./shared.ts.

export const accountRowSchema = z.object({
  accountId: optionalId,
  description: optionalText(500),
  amount: money("Amount"),
});
export type AccountRowInput = z.infer<typeof accountRowSchema>;

export const itemRowSchema = z.object({
  itemId: optionalId,
  itemType: z.preprocess((v) => (isBlank(v) ? null : v), z.union([z.null(), z.enum(PURCHASE_ITEM_TYPES, { error: "Unknown item type" })])),
  description: optionalText(500),
  quantity,
  unitPrice: money("Unit price"),
});
export type ItemRowInput = z.infer<typeof itemRowSchema>;

/** An item row as kept: its quantity was typed. */
export type KeptItemRow = ItemRowInput & { quantity: number };

/**
 * Only account rows with both an account and an amount, and item rows with both an item and a type,
 * count; an item row that counts must have its quantity.
 */
const rowFields = {
  accountRecords: rowList(accountRowSchema, (r) => r.accountId !== null && r.amount !== null),
  itemRecords: rowList<typeof itemRowSchema, KeptItemRow>(
    itemRowSchema,
    (r) => r.itemId !== null && r.itemType !== null,
    (r): Record<string, string> => (r.quantity === null ? { quantity: QUANTITY_REQUIRED } : {}),
  ),
};

/** The header every purchase kind has, and its rows. */
export const purchaseHeaderFields = {
  vendorId: optionalId,
  contactName: optionalText(200),
  phone: optionalText(50),
  /** YYYY-MM-DD; blank: today */
  date: documentDate("Date"),
  comments: optionalText(2000, { multiline: true }),
  /** The vendor's own number (its invoice, receipt or credit note number); the document's own number is automatic */
  vendorReference: optionalText(100),
  ...rowFields,
};

/** The header of a kind paid from an account at once. */
export const paidFromHeaderFields = { ...purchaseHeaderFields, payFromAccountId: optionalId };
