import type { Cents } from "~/lib/money";

// What the dashboard's customer widgets show (read by dashboard-widgets.server.ts), free of the server.

export const CUSTOMER_WIDGET_KEYS = ["whoOwesMe", "moneyComingIn", "topCustomersBySales", "topItemsBySales"] as const;
export type CustomerWidgetKey = (typeof CUSTOMER_WIDGET_KEYS)[number];

export interface RankedRow {
  id: number;
  name: string;
  amount: Cents;
  /** Items: the quantity sold, as decimal text */
  quantity?: string;
}

export interface CustomerWidgets {
  whoOwesMe?: { customers: RankedRow[]; total: Cents };
  moneyComingIn?: { overdue: Cents; notDueYet: Cents; openInvoices: number; receivedLast30Days: Cents };
  topCustomersBySales?: { from: string; to: string; customers: RankedRow[] };
  topItemsBySales?: { from: string; to: string; items: RankedRow[] };
}
