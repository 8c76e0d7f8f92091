import type { Knex } from "knex";
import { toCsv } from "~/lib/csv";
import { formatUsDate } from "~/lib/dates";
import { toDecimal, type Cents } from "~/lib/money";
import { averageCostText, toQuantityDecimal } from "~/lib/quantity";
import { csvStream } from "~/lib/csv";
import type { ReportPeriod } from "./general-ledger.server";
import { itemMovementBatches, type ItemMovements, type StockStatusReport, type ValuationSummary } from "./inventory-reports.server";

// CSV exports of the inventory reports (inventory-reports.server.ts), as csv.server.ts's: amounts and
// quantities as plain decimals, dates MM/DD/YYYY as on screen, one header row.

const amount = (cents: Cents | number) => toDecimal(cents);
/** A quantity as a plain decimal: "2.5", "-3". */
const quantity = (units: number) => String(Number(toQuantityDecimal(units)));
const ITEM_TYPES: Record<string, string> = { inventory: "Inventory", assembly: "Assembly" };

/** Inventory Valuation Summary: a row per item, the total, then each inventory asset account and their total. */
export function valuationSummaryCsv(report: ValuationSummary): string {
  const rows = report.items.map((i) => [i.name, ITEM_TYPES[i.type] ?? i.type, i.quantity.replace(/,/g, ""), i.averageCost, i.value]);
  rows.push(["Total", "", "", "", report.total]);
  for (const a of report.accounts) rows.push([`Account ${a.accountNumber} ${a.accountName}`, "", "", "", a.balance]);
  rows.push(["Inventory asset accounts", "", "", "", report.accountsTotal]);
  return toCsv(rows, { header: true, columns: ["Item", "Type", "On Hand", "Average Cost", "Asset Value"] });
}

/** Stock Status by Item: a row per item. */
export function stockStatusCsv(report: StockStatusReport): string {
  const rows = report.rows.map((r) => [
    r.name,
    ITEM_TYPES[r.type] ?? r.type,
    r.reorderPoint === null ? "" : quantity(r.reorderPoint),
    quantity(r.onHand),
    quantity(r.onOrder),
    quantity(r.available),
    r.reorder ? "Yes" : "",
  ]);
  return toCsv(rows, { header: true, columns: ["Item", "Type", "Reorder Point", "On Hand", "On Order", "Available", "Reorder"] });
}

const MOVEMENT_COLUMNS = [
  "Item",
  "Date",
  "Type",
  "Number",
  "Warehouse",
  "Memo",
  "Qty In",
  "Qty Out",
  "Value",
  "On Hand",
  "Asset Value",
  "Average Cost",
];

function itemRows(item: ItemMovements, period: ReportPeriod): string[][] {
  const holding = (label: string, date: string, h: ItemMovements["opening"]) => [
    item.name,
    formatUsDate(date),
    label,
    "",
    "",
    "",
    "",
    "",
    "",
    quantity(h.quantity),
    amount(h.value),
    averageCostText(h.value, h.quantity),
  ];
  return [
    holding("Opening balance", period.from, item.opening),
    ...item.lines.map((l) => [
      item.name,
      formatUsDate(l.date),
      l.type,
      l.number,
      l.warehouse,
      l.memo,
      l.quantity > 0 ? quantity(l.quantity) : "",
      l.quantity < 0 ? quantity(-l.quantity) : "",
      amount(l.value),
      quantity(l.onHand.quantity),
      amount(l.onHand.value),
      averageCostText(l.onHand.value, l.onHand.quantity),
    ]),
    holding("Closing balance", period.to, item.closing),
  ];
}

/**
 * Inventory Valuation Details and Inventory Details: per item its opening row, every movement of the
 * period with what the item held after it, and its closing row; read a batch of items at a time.
 */
export function itemMovementsCsv(db: Knex, companyId: number, period: ReportPeriod, itemId: number | null): ReadableStream<Uint8Array> {
  return csvStream(
    MOVEMENT_COLUMNS,
    async function* () {
      for await (const batch of itemMovementBatches(db, companyId, period, { itemId }))
        yield batch.items.flatMap((item) => itemRows(item, period));
    },
    (row: readonly string[]) => row,
  );
}
