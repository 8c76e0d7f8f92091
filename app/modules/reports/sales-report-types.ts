import type { Cents } from "~/lib/money";

// The shapes of the sales reports' lines and groupings, free of the server (the report screens read them).

export interface SalesLine {
  documentId: number;
  kind: "invoice" | "cash_sale" | "credit_memo";
  type: string;
  number: string;
  date: string;
  customerId: number | null;
  customerName: string;
  salesPersonId: number | null;
  salesPersonName: string;
  itemId: number | null;
  itemName: string;
  description: string;
  /** Signed: a credit memo's negative; null for an account row */
  quantity: number | null;
  /** Net of the discount, before tax; a credit memo's negative */
  amount: Cents;
}

export type SalesGrouping = "customer" | "item" | "sales-person";

/**
 * Where a sales summary's row drills down to: its grouping's detail report (Sales by Sales Person has
 * no detail of its own in the menu: its rows open the same report on one sales person, in detail).
 */
export const SALES_DETAIL_PATHS: Record<SalesGrouping, string> = {
  customer: "reports/sales/customer-detail",
  item: "reports/sales/item-detail",
  "sales-person": "reports/sales/sales-person-summary",
};
