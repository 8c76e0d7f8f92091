import * as z from "zod";
import { optionalText } from "~/lib/zod-helpers";
import { documentDate, isBlank, money, optionalId, quantity, QUANTITY_REQUIRED, rowList } from "~/modules/documents/fields";
import { SALES_ITEM_TYPES } from "./shared";

// The schema half of what the sales kinds share: their rows (account rows and item rows, each with
// its taxable flag) and their header (customer, addresses, date, sales person, discount, tax rate,
// memo and message), as the screens (form fields, all text) and the API (JSON) send them.

/** A row's taxable flag: a ticked box or a JSON boolean; left out, the item's own flag (account rows: not taxable). */
const taxableFlag = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? null : v === "on" || v === "true" ? true : v === "false" ? false : v),
  z.union([z.null(), z.boolean({ error: "Taxable must be true or false" })]),
);

export const salesAccountRowSchema = z.object({
  accountId: optionalId,
  description: optionalText(500),
  amount: money("Amount"),
  taxable: taxableFlag,
});

export const salesItemRowSchema = z.object({
  itemId: optionalId,
  itemType: z.preprocess((v) => (isBlank(v) ? null : v), z.union([z.null(), z.enum(SALES_ITEM_TYPES, { error: "Unknown item type" })])),
  description: optionalText(500),
  quantity,
  /** The rate: blank is the item's sales price */
  unitPrice: money("Rate"),
  taxable: taxableFlag,
});
export type SalesItemRowInput = z.infer<typeof salesItemRowSchema>;
export type KeptSalesItemRow = SalesItemRowInput & { quantity: number };

/** A discount: an amount ("25.00") or a percentage of the subtotal ("10%"); blank is none. */
export const discount = z.preprocess(
  (v) => (isBlank(v) ? null : typeof v === "number" ? String(v) : v),
  z.unknown().transform((v, ctx): { percent: string } | { amount: string } | null => {
    if (v === null) return null;
    const text = typeof v === "string" ? v.trim() : "";
    const percent = /^(\d{1,3}(?:\.\d{1,4})?)\s*%$/.exec(text);
    if (percent) {
      if (Number(percent[1]) > 100) {
        ctx.addIssue({ code: "custom", message: "Discount cannot be more than 100%" });
        return z.NEVER;
      }
      return { percent: percent[1] };
    }
    if (/^\d{1,12}(\.\d{1,2})?$/.test(text)) return { amount: text };
    ctx.addIssue({ code: "custom", message: "Discount must be an amount (25.00) or a percentage (10%)" });
    return z.NEVER;
  }),
);

/** The header every sales kind has, and its rows. */
export const salesHeaderFields = {
  customerId: optionalId,
  contactName: optionalText(200),
  billTo: optionalText(1000, { multiline: true }),
  shipTo: optionalText(1000, { multiline: true }),
  /** YYYY-MM-DD or MM/DD/YYYY; blank: today */
  date: documentDate("Date"),
  shipDate: documentDate("Ship date"),
  salesPersonId: optionalId,
  shippingMethodId: optionalId,
  /** The customer's P.O. number */
  customerReference: optionalText(100),
  /** Shown on the document */
  memo: optionalText(2000, { multiline: true }),
  customerMessage: optionalText(2000, { multiline: true }),
  discount,
  /** The income account a discount is debited to (needed when there is a discount) */
  discountAccountId: optionalId,
  /** The sales tax rate of the taxable rows; none: no tax */
  taxRateId: optionalId,
  accountRecords: rowList(salesAccountRowSchema, (r) => r.accountId !== null && r.amount !== null),
  itemRecords: rowList<typeof salesItemRowSchema, KeptSalesItemRow>(
    salesItemRowSchema,
    (r) => r.itemId !== null && r.itemType !== null,
    (r): Record<string, string> => (r.quantity === null ? { quantity: QUANTITY_REQUIRED } : {}),
  ),
};

/** Draft or open: a draft posts nothing until it is saved open. */
export const draftOrOpen = z.preprocess(
  (v) => (isBlank(v) ? "open" : v),
  z.enum(["draft", "open"], { error: "Status must be draft or open" }),
);
