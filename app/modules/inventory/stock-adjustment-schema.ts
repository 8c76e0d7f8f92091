import { MAX_ROW_ID } from "~/lib/row-id";
import * as z from "zod";
import { INVALID_DATE_MESSAGE, isoDate } from "~/lib/dates";
import { readQuantity } from "~/lib/quantity";
import { decimalInput, optionalText } from "~/lib/zod-helpers";
import { ADJUSTMENT_DATE_PRESETS, STOCK_ADJUSTMENT_MESSAGES } from "./stock-adjustment-constants";

export * from "./stock-adjustment-constants";

// Stock adjustments' form (the screen, the API): the spec's messages, once, and the rules a form
// can check by itself. What needs the books (on hand, reorder points) is checked by the service.

const text = (v: unknown) => (v === undefined || v === null ? "" : typeof v === "number" ? String(v) : v);

/** An optional id: "" / null / absent are undefined. */
const optionalId = (message: string) =>
  z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? undefined : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).positive(message).max(MAX_ROW_ID, message).optional(),
  );

const rowSchema = z.object({
  itemId: optionalId(STOCK_ADJUSTMENT_MESSAGES.itemRequired),
  comment: optionalText(500),
  adjustedQty: z.preprocess(text, z.string()).optional().default(""),
  rate: z.preprocess(text, z.string()).optional().default(""),
});

export interface AdjustmentRowInput {
  itemId: number;
  comment: string;
  /** Signed change, ten-thousandths of a unit; never 0 */
  quantity: number;
  /** Cost per unit of an increase in ten-thousandths of a dollar; null: the item's average (or standard) cost */
  rate: number | null;
}

/** A stock adjustment as the form and the API send it. Rows without an item and a quantity are dropped. */
export const stockAdjustmentSchema = z
  .object({
    date: z
      .preprocess(text, z.string())
      .optional()
      .transform((v, ctx) => {
        if (!v?.trim()) return null;
        const iso = isoDate(v);
        if (!iso) ctx.addIssue({ code: "custom", message: INVALID_DATE_MESSAGE });
        return iso;
      }),
    warehouseId: z.preprocess(
      (v) => (v === "" || v === null ? undefined : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
      z
        .number({ error: STOCK_ADJUSTMENT_MESSAGES.warehouseRequired })
        .int(STOCK_ADJUSTMENT_MESSAGES.warehouseRequired)
        .positive(STOCK_ADJUSTMENT_MESSAGES.warehouseRequired)
        .max(MAX_ROW_ID, STOCK_ADJUSTMENT_MESSAGES.warehouseRequired),
    ),
    adjustmentAccountId: z.preprocess(
      (v) => (v === "" || v === null ? undefined : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
      z
        .number({ error: STOCK_ADJUSTMENT_MESSAGES.accountRequired })
        .int(STOCK_ADJUSTMENT_MESSAGES.accountRequired)
        .positive(STOCK_ADJUSTMENT_MESSAGES.accountRequired)
        .max(MAX_ROW_ID, STOCK_ADJUSTMENT_MESSAGES.accountRequired),
    ),
    rows: z.array(rowSchema).max(500, "At most 500 rows.").optional().default([]),
  })
  .transform((input, ctx) => {
    const rows: AdjustmentRowInput[] = [];
    let problems = 0;
    const problem = (path: (string | number)[], message: string) => {
      problems += 1;
      ctx.addIssue({ code: "custom", path, message });
    };
    const seen = new Set<number>();
    input.rows.forEach((row, i) => {
      const quantityText = row.adjustedQty.trim();
      const quantity = quantityText ? readQuantity(quantityText) : 0;
      if (quantity === null) problem(["rows", i, "adjustedQty"], STOCK_ADJUSTMENT_MESSAGES.quantityFormat);
      const rateText = row.rate.trim();
      const rate = rateText ? readQuantity(rateText) : null;
      if (rateText && (rate === null || rate < 0)) problem(["rows", i, "rate"], STOCK_ADJUSTMENT_MESSAGES.rateFormat);
      if (row.itemId === undefined) {
        if (quantity) problem(["rows", i, "itemId"], STOCK_ADJUSTMENT_MESSAGES.itemRequired);
        return;
      }
      if (seen.has(row.itemId)) {
        problem(["rows", i, "itemId"], STOCK_ADJUSTMENT_MESSAGES.itemTwice);
        return;
      }
      seen.add(row.itemId);
      if (quantity) rows.push({ itemId: row.itemId, comment: row.comment, quantity, rate: rate !== null && rate >= 0 ? rate : null });
    });
    if (!rows.length && !problems) problem(["rows"], STOCK_ADJUSTMENT_MESSAGES.rowsRequired);
    return { date: input.date, warehouseId: input.warehouseId, adjustmentAccountId: input.adjustmentAccountId, rows };
  });
export type StockAdjustmentInput = z.output<typeof stockAdjustmentSchema>;

/** A quantity or amount as decimal text or a JSON number (as every amount of the API), up to 4 decimals. */
const decimalText = decimalInput(
  z
    .string()
    .max(30, "Must be a number with at most 4 decimals.")
    .refine((v) => readQuantity(v) !== null, "Must be a number with at most 4 decimals."),
);
const id = z.number().int().positive().max(MAX_ROW_ID);

/** The API's body (the spec's payload): rows are `items` with `inventoryItemId`; currentQty and currentValue are read from the books, not taken. */
export const stockAdjustmentApiSchema = z.object({
  date: z
    .string()
    .max(10, INVALID_DATE_MESSAGE)
    .optional()
    .describe("YYYY-MM-DD or MM/DD/YYYY; default today (a new adjustment) or its date (an edit)"),
  warehouseId: id.optional(),
  adjustmentAccount: id.optional().describe("The adjustment account's id"),
  adjustmentAccountId: id.optional().describe("Same as adjustmentAccount"),
  items: z
    .array(
      z.object({
        inventoryItemId: id.optional(),
        comment: z.string().max(500, "Must be at most 500 characters").optional(),
        currentQty: decimalText.optional().describe("Ignored: the quantity on hand is read from the books"),
        adjustedQty: decimalText.optional().describe(`Signed change, up to 4 decimals. ${STOCK_ADJUSTMENT_MESSAGES.adjustedQtyMeaning}`),
        currentValue: decimalText.optional().describe("Ignored: read from the books"),
        rate: decimalText
          .optional()
          .describe("Cost per unit of an increase; default the average cost in the warehouse, else the standard cost"),
      }),
    )
    .optional(),
  version: id.optional().describe("Required by PUT: the version read (ADR 0014)"),
});
export type StockAdjustmentApiBody = z.output<typeof stockAdjustmentApiSchema>;

/** The API's body in the form's shape (rows with itemId), for stockAdjustmentSchema. */
export function fromApiBody(body: StockAdjustmentApiBody) {
  return {
    date: body.date,
    warehouseId: body.warehouseId,
    adjustmentAccountId: body.adjustmentAccountId ?? body.adjustmentAccount,
    rows: (body.items ?? []).map((item) => ({
      itemId: item.inventoryItemId,
      comment: item.comment,
      adjustedQty: item.adjustedQty,
      rate: item.rate,
    })),
  };
}

/** The list's URL filters (the screen, the CSV, the API). */
export const adjustmentListQuerySchema = z.object({
  warehouseId: z.preprocess(
    (v) => (v === "" || v === "all" ? undefined : v),
    z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
  ),
  preset: z.preprocess((v) => (v === "" ? undefined : v), z.enum(ADJUSTMENT_DATE_PRESETS).optional()),
  from: z.preprocess(
    (v) => (typeof v === "string" && v.trim() ? (isoDate(v) ?? v) : undefined),
    z.iso.date(INVALID_DATE_MESSAGE).optional(),
  ),
  to: z.preprocess((v) => (typeof v === "string" && v.trim() ? (isoDate(v) ?? v) : undefined), z.iso.date(INVALID_DATE_MESSAGE).optional()),
});
