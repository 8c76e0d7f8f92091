import type { Cents } from "~/lib/money";
import type { ValuationReport } from "~/modules/inventory/valuation";

// The inventory reports' shapes (inventory-reports.server.ts), free of the server: the screens read
// them. Quantities are ten-thousandths of a unit (lib/quantity.ts), values cents.

export interface ValuationSummary extends ValuationReport {
  /** Stocked items in all (`items` holds this page's) */
  itemCount: number;
  page: number;
  perPage: number | null;
}

export interface StockStatusRow {
  itemId: number;
  name: string;
  type: string;
  /** Units; null when the item has none */
  reorderPoint: number | null;
  onHand: number;
  /** Purchase orders are not kept: always 0 */
  onOrder: number;
  available: number;
  /** Available at or below the reorder point */
  reorder: boolean;
}

export interface StockStatusReport {
  asOf: string;
  rows: StockStatusRow[];
  /** Items listed in all (every page) */
  total: number;
  /** Items to reorder (every page) */
  toReorder: number;
  page: number;
  perPage: number | null;
}

export interface Holding {
  /** Units */
  quantity: number;
  value: Cents;
}

export interface MovementLine {
  id: number;
  date: string;
  type: string;
  number: string;
  memo: string;
  /** Where it leads under the dashboard (its document, journal entry or item), or null */
  href: string | null;
  warehouse: string;
  /** Signed units: in positive, out negative */
  quantity: number;
  /** Signed value it moved at */
  value: Cents;
  /** What the item held after it (every warehouse) */
  onHand: Holding;
}

export interface ItemMovements {
  itemId: number;
  name: string;
  type: string;
  /** Held before the period */
  opening: Holding;
  /** The period's receipts and issues (units, positive) and their values (positive) */
  quantityIn: number;
  quantityOut: number;
  valueIn: Cents;
  valueOut: Cents;
  /** Held at the period's end: the valuation as of its last day */
  closing: Holding;
  /** Movements in the period (all of them, whatever `lines` holds) */
  count: number;
  /** The period's movements, oldest first, at most the line limit */
  lines: MovementLine[];
}

export interface MovementsReport {
  from: string;
  to: string;
  items: ItemMovements[];
  /** Items in the report (every page) */
  total: number;
  page: number;
  perPage: number | null;
  /** Every item's value before the period and at its end */
  openingValue: Cents;
  closingValue: Cents;
}
