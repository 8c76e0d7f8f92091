import * as z from "zod";
import { DEFAULT_PER_PAGE, PAGE_SIZES } from "~/lib/pagination";
import { presetRange, type DatePreset } from "~/lib/periods";
import type { INVENTORY_STOCK_SOURCES } from "./stock.server";

type InventoryStockSource = (typeof INVENTORY_STOCK_SOURCES)[number];

// The Inventory Center's words and filters, shared by its screen (in the browser too)
// and its queries (center.server.ts): the Current View and Date filters, what each covers, the
// Type labels, the empty texts, and the URL's schema.

export const CENTER_VIEWS = [
  "all",
  "quotes",
  "invoices",
  "cashSales",
  "customerCreditNotes",
  "cashPurchases",
  "vendorCreditNotes",
  "bills",
  "expenses",
] as const;
export type CenterView = (typeof CENTER_VIEWS)[number];

export const CENTER_VIEW_LABELS: Record<CenterView, string> = {
  all: "All Transactions",
  quotes: "Quotes",
  invoices: "Invoices",
  cashSales: "Cash Sales",
  customerCreditNotes: "Customer Credit Notes",
  cashPurchases: "Cash Purchases",
  vendorCreditNotes: "Vendor Credit Notes",
  bills: "Bills",
  expenses: "Expenses",
};

export const CENTER_DATES = [
  "all",
  "today",
  "thisWeek",
  "thisMonth",
  "lastWeek",
  "lastMonth",
  "thisFinancialYear",
  "lastFinancialYear",
  "thisFinancialQuarter",
  "lastFinancialQuarter",
  "financialYearToDate",
] as const;
export type CenterDate = (typeof CENTER_DATES)[number];

export const CENTER_DATE_LABELS: Record<CenterDate, string> = {
  all: "All",
  today: "Today",
  thisWeek: "This Week",
  thisMonth: "This Month",
  lastWeek: "Last Week",
  lastMonth: "Last Month",
  thisFinancialYear: "This Financial Year",
  lastFinancialYear: "Last Financial Year",
  thisFinancialQuarter: "This Financial Quarter",
  lastFinancialQuarter: "Last Financial Quarter",
  financialYearToDate: "Financial Year to Date",
};

const PRESET_OF: Record<Exclude<CenterDate, "today">, DatePreset> = {
  all: "all",
  thisWeek: "this_week",
  thisMonth: "this_month",
  lastWeek: "last_week",
  lastMonth: "last_month",
  thisFinancialYear: "this_financial_year",
  lastFinancialYear: "last_financial_year",
  thisFinancialQuarter: "this_financial_quarter",
  lastFinancialQuarter: "last_financial_quarter",
  financialYearToDate: "financial_year_to_date",
};

/** The dates a Center date filter covers on `today` (both ends inclusive), or null for all. */
export function centerDateRange(date: CenterDate, today: string, fiscalYearStart: string | number) {
  if (date === "today") return { from: today, to: today };
  return presetRange(PRESET_OF[date], today, fiscalYearStart);
}

/**
 * How inventory's own sources read in the Type column; a document's movements read as its kind's
 * title, and each view's sources come from the kinds' descriptors (document-catalog/catalog.ts).
 */
export const INVENTORY_SOURCE_LABELS: Record<InventoryStockSource, string> = {
  opening: "Opening Stock",
  adjustment: "Stock Adjustment",
  build: "Build Assembly",
};

export const CENTER_TEXT = {
  noItems: "You do not have any Inventory items",
  selectItem: "Please select an item to view transactions",
  noTransactions: "No transactions found for this item",
  loading: "Loading transactions...",
  noItemSelected: "No item is selected.",
  search: "Search inventory item...",
} as const;

export type CenterStatus = "active" | "inactive";

const pick = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.preprocess((v) => ((values as readonly unknown[]).includes(v) ? v : fallback), z.enum(values));
const positive = (fallback: number) =>
  z.preprocess((v) => (typeof v === "string" && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : fallback), z.number());

/** The transactions' filters and page as the URL (or the API's query) carries them; anything unknown falls back. */
export const centerTransactionQuerySchema = z.object({
  view: pick(CENTER_VIEWS, "all"),
  date: pick(CENTER_DATES, "all"),
  page: positive(1),
  perPage: z.preprocess((v) => ((PAGE_SIZES as readonly number[]).includes(Number(v)) ? Number(v) : DEFAULT_PER_PAGE), z.number()),
});

/** The whole Center URL: the left list's status, search and page (listPage) and the selected item. */
export const centerQuerySchema = centerTransactionQuerySchema.extend({
  status: pick(["active", "inactive"] as const, "active"),
  search: z.preprocess((v) => (typeof v === "string" ? v.trim().slice(0, 200) : ""), z.string()),
  listPage: positive(1),
  itemId: z.preprocess((v) => (typeof v === "string" && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null), z.number().nullable()),
});
export type CenterQuery = z.infer<typeof centerQuerySchema>;

/** The page size of the Center's item list. */
export const CENTER_LIST_PER_PAGE = 20;
