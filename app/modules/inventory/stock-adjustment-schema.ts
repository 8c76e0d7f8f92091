import * as z from "zod";
import { INVALID_DATE_MESSAGE, isoDate } from "~/lib/dates";
import type { DatePreset } from "~/lib/periods";
import { readQuantity } from "~/lib/quantity";
import { optionalText } from "~/lib/zod-helpers";

// Stock adjustments' form (the screen, the API): the spec's messages, once, and the rules a form
// can check by itself. What needs the books (on hand, reorder points) is checked by the service.

export const STOCK_ADJUSTMENT_MESSAGES = {
  warehouseRequired: "Please select a warehouse.",
  accountRequired: "Please select an adjustment account.",
  rowsRequired: "Please add at least one item with adjusted quantity.",
  rowBelowZero: "Adjusted Qty cannot reduce below zero or exceed current quantity!",
  invalidQuantities: "One or more Adjusted Qty values are invalid.",
  belowReorderPoint: "One or more items would fall below their reorder point. Please adjust quantities.",
  itemRequired: "Please select an item.",
  itemTwice: "An item can be chosen in only one row.",
  quantityFormat: "Adjusted Qty must be a number with at most 4 decimals.",
  rateFormat: "Rate must be a number of at least 0 with at most 4 decimals.",
  notStocked: (name: string) => `${name} is not an inventory item.`,
  notFound: "Stock adjustment not found",
  savedAndClose: "Stock adjustment saved successfully!",
  savedAndNew: "Stock adjustment saved! You can add another.",
  deletedTitle: "Deleted Successfully",
  deleted: "The stock adjustment has been deleted successfully.",
  noRecordsToExport: "No records found matching the selected filters.",
  cannotUndo: (reason: string) => `The stock this adjustment added has since gone out, so it cannot be undone. ${reason}`,
  saveFailed: "Failed to save stock adjustment",
  deleteFailed: "Failed to delete stock adjustment",
  exportSucceeded: "Export Successful",
} as const;

/** The list's date presets under the spec's keys (§9), and the shared period each one is. */
export const ADJUSTMENT_DATE_PRESETS = [
  "all",
  "this_week",
  "this_month",
  "last_week",
  "last_month",
  "this_fy",
  "last_fy",
  "this_fq",
  "last_fq",
  "fytd",
] as const;
export type AdjustmentDatePreset = (typeof ADJUSTMENT_DATE_PRESETS)[number];
export const ADJUSTMENT_PRESET_PERIOD: Record<AdjustmentDatePreset, DatePreset> = {
  all: "all",
  this_week: "this_week",
  this_month: "this_month",
  last_week: "last_week",
  last_month: "last_month",
  this_fy: "this_financial_year",
  last_fy: "last_financial_year",
  this_fq: "this_financial_quarter",
  last_fq: "last_financial_quarter",
  fytd: "financial_year_to_date",
};

const text = (v: unknown) => (v === undefined || v === null ? "" : typeof v === "number" ? String(v) : v);

/** An optional id: "" / null / absent are undefined. */
const optionalId = (message: string) =>
  z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? undefined : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).positive(message).max(2147483647, message).optional(),
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
        .max(2147483647, STOCK_ADJUSTMENT_MESSAGES.warehouseRequired),
    ),
    adjustmentAccountId: z.preprocess(
      (v) => (v === "" || v === null ? undefined : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
      z
        .number({ error: STOCK_ADJUSTMENT_MESSAGES.accountRequired })
        .int(STOCK_ADJUSTMENT_MESSAGES.accountRequired)
        .positive(STOCK_ADJUSTMENT_MESSAGES.accountRequired)
        .max(2147483647, STOCK_ADJUSTMENT_MESSAGES.accountRequired),
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
