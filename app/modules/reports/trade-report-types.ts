import type { Cents } from "~/lib/money";

// The sales and purchases reports' shapes and words, free of the server (the report screens read
// them). Sales and purchases are one report on two sides (trade-reports.server.ts): the rows of the
// documents dated in a period, signed (a credit memo's or a vendor credit's negative), grouped by
// party (customer, vendor), item, or sales person.

export interface TradeLine {
  documentId: number;
  kind: string;
  type: string;
  number: string;
  date: string;
  /** The customer or vendor; null for a document without one (an expense) */
  partyId: number | null;
  partyName: string;
  itemId: number | null;
  itemName: string;
  description: string;
  /** Signed: a credit's negative; null for an account row */
  quantity: number | null;
  /** Net of any discount, before tax; a credit's negative */
  amount: Cents;
}

/** A group of rows: a customer, vendor, item or sales person, with its totals. */
export interface TradeGroup {
  key: number | null;
  label: string;
  /** Items: the quantity (less credits); others: null */
  quantity: number | null;
  amount: Cents;
  /** The group's rows in the period (all of them, whatever `lines` holds) */
  count: number;
  /** Its rows (a detail; at most the line limit), none in a summary */
  lines: TradeLine[];
}

export interface TradeReport {
  from: string;
  to: string;
  /** The groups of this page */
  groups: TradeGroup[];
  /** Every group's total */
  total: Cents;
  /** Items: the total quantity; others: null */
  quantity: number | null;
  /** How many groups there are in all */
  groupCount: number;
  page: number;
  /** null: every group on one page */
  perPage: number | null;
}

export type SalesGrouping = "customer" | "item" | "sales-person";
export type PurchaseGrouping = "vendor" | "item";
export type TradeGrouping = SalesGrouping | PurchaseGrouping;

export interface TradeGroupingWords {
  /** The group column's heading */
  heading: string;
  /**
   * Where a summary's row drills down to: its grouping's detail report (Sales by Sales Person has no
   * detail of its own in the menu: its rows open the same report on one sales person, in detail).
   */
  detailPath: string;
  /** How the group of rows without one is labelled */
  none: string;
  /** Item groupings: a quantity column, and the party beside each detail row */
  items: boolean;
}

/** What the screens of one side say and where they lead. */
export interface TradeSideWords<G extends TradeGrouping = TradeGrouping> {
  /** The Reports menu's section */
  section: string;
  /** The party column's heading in an item detail */
  party: string;
  /** Where a document opens, under the dashboard ("customers/documents") */
  documents: string;
  /** What an empty report says */
  empty: string;
  groupings: Record<G, TradeGroupingWords>;
}

export const SALES_WORDS: TradeSideWords<SalesGrouping> = {
  section: "Sales",
  party: "Customer",
  documents: "customers/documents",
  empty: "No sales in this period.",
  groupings: {
    customer: { heading: "Customer", detailPath: "reports/sales/customer-detail", none: "No customer", items: false },
    item: { heading: "Item", detailPath: "reports/sales/item-detail", none: "", items: true },
    "sales-person": { heading: "Sales Person", detailPath: "reports/sales/sales-person-summary", none: "No sales person", items: false },
  },
};

export const PURCHASE_WORDS: TradeSideWords<PurchaseGrouping> = {
  section: "Purchases",
  party: "Vendor",
  documents: "vendors/documents",
  empty: "No purchases in this period.",
  groupings: {
    vendor: { heading: "Vendor", detailPath: "reports/purchase/by-vendor-detail", none: "No vendor", items: false },
    item: { heading: "Item", detailPath: "reports/purchase/by-item-detail", none: "", items: true },
  },
};
