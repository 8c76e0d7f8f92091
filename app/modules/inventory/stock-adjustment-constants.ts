import type { DatePreset } from "~/lib/periods";

// Stock adjustments' messages and list presets without zod (stock-adjustment-schema.ts re-exports
// them): a screen that imports them does not load zod with its first scripts (ADR 0027).

export const STOCK_ADJUSTMENT_MESSAGES = {
  warehouseRequired: "Please select a warehouse.",
  accountRequired: "Please select an adjustment account.",
  rowsRequired: "Please add at least one item with adjusted quantity.",
  rowBelowZero: "Adjusted Qty cannot reduce below zero or exceed current quantity!",
  /**
   * What the Adjusted Qty column means (ADR 0044): the change to Current Qty, not the new count.
   * For the screen's column help and the API document.
   */
  adjustedQtyMeaning:
    "Adjusted Qty is the change to Current Qty, not the new count: +1 on 10 makes 11 on hand, −3 on 10 makes 7. To record a count of 11 where 10 are on hand, enter 1.",
  invalidQuantities: "One or more Adjusted Qty values are invalid.",
  belowReorderPoint: "One or more items would fall below their reorder point. Please adjust quantities.",
  itemRequired: "Please select an item.",
  itemTwice: "An item can be chosen in only one row.",
  quantityFormat: "Adjusted Qty must be a number with at most 4 decimals.",
  rateFormat: "Rate must be a number of at least 0 with at most 4 decimals.",
  notStocked: (name: string) => `${name} is not an inventory item.`,
  notFound: "Stock adjustment not found",
  accountNotAllowed:
    "An adjustment posts to an Expense, Other Expense, Cost of Goods Sold or Equity account (opening corrections), never an inventory asset account.",
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

/**
 * The accounts a stock adjustment can post its value to, by type: the one rule the screen's list
 * (with and without JavaScript) and the server's check share. Shrinkage and write-offs are expenses
 * or cost of goods sold; an opening correction goes to equity. An Inventory Asset account (the
 * items' own) is never one.
 */
export const ADJUSTMENT_ACCOUNT_TYPES = ["Expense", "Other Expense", "Cost of Goods Sold", "Equity"] as const;
export const isAdjustmentAccountType = (type: string) => (ADJUSTMENT_ACCOUNT_TYPES as readonly string[]).includes(type);

/** The list's date presets under the spec's keys (all, this_week, …, fytd), and the shared period each one is. */
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
