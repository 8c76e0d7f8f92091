import type { Knex } from "knex";
import { fromDecimal, type Cents } from "~/lib/money";
import { fromQuantityDecimal } from "~/lib/quantity";
import { movementSource, movementSources, type MovementSourceRow } from "~/modules/document-catalog/inventory-transactions.server";
import { inventoryValuation, STOCKED_ITEM_TYPES } from "~/modules/inventory/stock.server";
import { valuationReport } from "~/modules/inventory/valuation.server";
import type { ReportPeriod } from "./general-ledger.server";
import type {
  Holding,
  ItemMovements,
  MovementLine,
  MovementsReport,
  StockStatusReport,
  StockStatusRow,
  ValuationSummary,
} from "./inventory-report-types";

export type { Holding, ItemMovements, MovementLine, MovementsReport, StockStatusReport, StockStatusRow, ValuationSummary };

// The inventory reports (Reports › Inventory), read from the stock movements (ADR 0028): every
// change of stock is a movement, dated, with its quantity and value, and the inventory asset
// accounts carry the same values.
//
// - Inventory Valuation Summary, as of a date: `ledgerline inventory valuation`'s report itself
//   (inventory/valuation.server.ts) — each stocked item's quantity, average cost and value from
//   the movements dated up to the date, and the inventory asset accounts' balances beside them.
// - Inventory Valuation Details and Inventory Details, over a period: per item, what it held before
//   the period, each movement of the period with the running quantity and value, and what it held
//   at the end (the valuation as of the period's last day).
// - Stock Status by Item, as of a date: on hand against each item's reorder point. Purchase orders
//   are not kept, so nothing is on order.
//
// Quantities are ten-thousandths of a unit (lib/quantity.ts), values cents.

export interface Paging {
  page?: number;
  /** null: every item on one page */
  perPage?: number | null;
}

const pageOf = (options: Paging) => {
  const perPage = options.perPage ?? null;
  return { perPage, page: perPage === null ? 1 : Math.max(1, options.page ?? 1) };
};

/** Inventory Valuation Summary as of a date: the CLI's valuation, a page of its items at a time. */
export async function inventoryValuationSummary(
  db: Knex,
  companyId: number,
  asOf: string,
  options: Paging = {},
): Promise<ValuationSummary> {
  const report = await valuationReport(db, companyId, asOf);
  const { page, perPage } = pageOf(options);
  const items = perPage === null ? report.items : report.items.slice((page - 1) * perPage, page * perPage);
  return { ...report, items, itemCount: report.items.length, page, perPage };
}

/**
 * Stock Status by Item as of a date: each stocked item's quantity on hand (the movements dated up to
 * the date), its reorder point, nothing on order, what is available and whether to reorder, by
 * name; `reorderOnly` lists the items to reorder.
 */
export async function stockStatus(
  db: Knex,
  companyId: number,
  asOf: string,
  options: Paging & { reorderOnly?: boolean } = {},
): Promise<StockStatusReport> {
  const [valuation, points] = await Promise.all([
    inventoryValuation(db, companyId, asOf),
    db("items")
      .where({ companyId })
      .whereIn("itemType", [...STOCKED_ITEM_TYPES])
      .select("id", "reorderPoint") as Promise<{ id: number; reorderPoint: string | null }[]>,
  ]);
  const reorderPoints = new Map(points.map((p) => [p.id, p.reorderPoint === null ? null : fromQuantityDecimal(p.reorderPoint)]));
  const all = valuation.map((v): StockStatusRow => {
    const reorderPoint = reorderPoints.get(v.itemId) ?? null;
    const available = v.quantity;
    return {
      itemId: v.itemId,
      name: v.itemName,
      type: v.itemType,
      reorderPoint,
      onHand: v.quantity,
      onOrder: 0,
      available,
      reorder: reorderPoint !== null && available <= reorderPoint,
    };
  });
  const listed = options.reorderOnly ? all.filter((r) => r.reorder) : all;
  const { page, perPage } = pageOf(options);
  return {
    asOf,
    rows: perPage === null ? listed : listed.slice((page - 1) * perPage, page * perPage),
    total: listed.length,
    toReorder: all.filter((r) => r.reorder).length,
    page,
    perPage,
  };
}

type ItemRow = {
  id: number;
  name: string;
  item_type: string;
  open_qty: string;
  open_value: string;
  qty_in: string;
  qty_out: string;
  value_in: string;
  value_out: string;
  close_qty: string;
  close_value: string;
  count: string | number;
  total: string | number;
  all_open_value: string;
  all_close_value: string;
};

/**
 * Each stocked item's movements over the period — items that held stock before it or moved in it,
 * by name (`itemId`: that item only) — with what each held before, the movements with the running
 * quantity and value (at most `lineLimit` of an item), and what it held at the end. A page of items
 * at a time.
 */
export async function itemMovements(
  db: Knex,
  companyId: number,
  period: ReportPeriod,
  options: Paging & { itemId?: number | null; lineLimit?: number | null } = {},
): Promise<MovementsReport> {
  const paging = pageOf(options);
  const one = options.itemId == null ? "" : ` AND i.id = ${Number(options.itemId)}`;
  const limit = paging.perPage === null ? "" : ` LIMIT ${paging.perPage} OFFSET ${(paging.page - 1) * paging.perPage}`;
  const { rows } = (await db.raw(
    `SELECT i.id, i.name, i.item_type,
            coalesce(sum(m.quantity) FILTER (WHERE m.movement_date < :from), 0) AS open_qty,
            coalesce(sum(m.value) FILTER (WHERE m.movement_date < :from), 0) AS open_value,
            coalesce(sum(m.quantity) FILTER (WHERE m.movement_date >= :from AND m.quantity > 0), 0) AS qty_in,
            coalesce(-sum(m.quantity) FILTER (WHERE m.movement_date >= :from AND m.quantity < 0), 0) AS qty_out,
            coalesce(sum(m.value) FILTER (WHERE m.movement_date >= :from AND m.quantity > 0), 0) AS value_in,
            coalesce(-sum(m.value) FILTER (WHERE m.movement_date >= :from AND m.quantity < 0), 0) AS value_out,
            sum(m.quantity) AS close_qty, sum(m.value) AS close_value,
            count(*) FILTER (WHERE m.movement_date >= :from) AS count,
            count(*) OVER () AS total,
            sum(coalesce(sum(m.value) FILTER (WHERE m.movement_date < :from), 0)) OVER () AS all_open_value,
            sum(sum(m.value)) OVER () AS all_close_value
       FROM items i
       JOIN stock_movements m ON m.company_id = i.company_id AND m.item_id = i.id AND m.movement_date <= :to
      WHERE i.company_id = :companyId AND i.item_type IN ('inventory', 'assembly')${one}
      GROUP BY i.id, i.name, i.item_type
     HAVING count(*) FILTER (WHERE m.movement_date >= :from) > 0
         OR coalesce(sum(m.quantity) FILTER (WHERE m.movement_date < :from), 0) <> 0
         OR coalesce(sum(m.value) FILTER (WHERE m.movement_date < :from), 0) <> 0
      ORDER BY lower(i.name), i.id${limit}`,
    { companyId, from: period.from, to: period.to },
  )) as { rows: ItemRow[] };
  const items = rows.map((r): ItemMovements => ({
    itemId: r.id,
    name: r.name,
    type: r.item_type,
    opening: { quantity: fromQuantityDecimal(r.open_qty), value: fromDecimal(r.open_value) },
    quantityIn: fromQuantityDecimal(r.qty_in),
    quantityOut: fromQuantityDecimal(r.qty_out),
    valueIn: fromDecimal(r.value_in),
    valueOut: fromDecimal(r.value_out),
    closing: { quantity: fromQuantityDecimal(r.close_qty), value: fromDecimal(r.close_value) },
    count: Number(r.count),
    lines: [],
  }));
  await fillMovementLines(db, companyId, period, items, options.lineLimit ?? null);
  let total = Number(rows[0]?.total ?? 0);
  let openingValue = fromDecimal(rows[0]?.all_open_value ?? 0);
  let closingValue = fromDecimal(rows[0]?.all_close_value ?? 0);
  if (!rows.length && paging.page > 1) {
    const first = await itemMovements(db, companyId, period, { ...options, page: 1, perPage: 1, lineLimit: 0 });
    ({ total, openingValue, closingValue } = first);
  }
  return { ...period, items, ...paging, total, openingValue, closingValue };
}

type MovementRow = MovementSourceRow & {
  id: number | string;
  itemId: number;
  movementDate: string;
  quantity: string;
  value: string;
  warehouseName: string;
  runQuantity: string;
  runValue: string;
};

/** The period's movements of these items, oldest first, with what each item held after each one. */
async function fillMovementLines(db: Knex, companyId: number, period: ReportPeriod, items: ItemMovements[], lineLimit: number | null) {
  const movingItems = items.filter((i) => i.count > 0);
  if (!movingItems.length || lineLimit === 0) return;
  const order = "ORDER BY m.movement_date, m.id";
  const inner = db("stockMovements as m")
    .where("m.companyId", companyId)
    .whereIn(
      "m.itemId",
      movingItems.map((i) => i.itemId),
    )
    .whereBetween("m.movementDate", [period.from, period.to])
    .modify((q) => movementSources(db, q))
    .leftJoin("warehouses as w", function () {
      this.on("w.companyId", "m.companyId").andOn("w.id", "m.warehouseId");
    })
    .select(
      "m.id",
      "m.itemId",
      db.raw("to_char(m.movement_date, 'YYYY-MM-DD') AS movement_date"),
      "m.quantity",
      "m.value",
      "w.name as warehouseName",
      db.raw(`sum(m.quantity) OVER (PARTITION BY m.item_id ${order}) AS run_quantity`),
      db.raw(`sum(m.value) OVER (PARTITION BY m.item_id ${order}) AS run_value`),
      db.raw(`row_number() OVER (PARTITION BY m.item_id ${order}) AS n`),
    );
  const rows: MovementRow[] = await db
    .from(inner.as("x"))
    .modify((q) => {
      if (lineLimit !== null) q.where("x.n", "<=", lineLimit);
    })
    .orderBy(["x.itemId", "x.movementDate", "x.id"])
    .select("x.*");
  const byItem = new Map(items.map((i) => [i.itemId, i]));
  for (const r of rows) {
    const item = byItem.get(r.itemId);
    if (!item) continue;
    const source = movementSource(r, r.itemId);
    item.lines.push({
      id: Number(r.id),
      date: r.movementDate,
      type: source.type,
      number: source.no,
      memo: source.memo,
      href: source.href,
      warehouse: r.warehouseName ?? "",
      quantity: fromQuantityDecimal(r.quantity),
      value: fromDecimal(r.value),
      onHand: {
        quantity: item.opening.quantity + fromQuantityDecimal(r.runQuantity),
        value: (item.opening.value + fromDecimal(r.runValue)) as Cents,
      },
    });
  }
}

/** The whole report a batch of items at a time (the CSV export). */
export async function* itemMovementBatches(
  db: Knex,
  companyId: number,
  period: ReportPeriod,
  options: { itemId?: number | null; batchSize?: number } = {},
): AsyncGenerator<MovementsReport> {
  const perPage = options.batchSize ?? 100;
  for (let page = 1; ; page++) {
    const batch = await itemMovements(db, companyId, period, { itemId: options.itemId, page, perPage });
    yield batch;
    if (page * perPage >= batch.total) return;
  }
}
