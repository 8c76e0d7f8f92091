import type { Knex } from "knex";
import { fromDecimal, toDecimal, type Cents } from "~/lib/money";
import { formatQuantity, fromQuantityDecimal, shareOf, toQuantityDecimal, valueOf } from "~/lib/quantity";
import type { PostingLine } from "~/modules/ledger/ledger.server";
import { DomainError } from "~/utils/errors";
import { ItemStock } from "./stock.model";

// Stock: the one place quantities and values of inventory change (ADR 0028).
//
// item_stock holds, per item and warehouse, the quantity on hand and its value; the average cost
// (the company's inventory scheme) is value ÷ quantity. moveStock locks the rows it changes (in key
// order, so two documents touching the same items wait for each other rather than deadlock), works
// out each movement's value — a receipt at the value given, an issue at the average cost, the last
// unit taking what value is left so nothing is stranded — refuses to take a quantity below zero,
// writes the movements and the new state, and hands back each movement's value and the item's
// asset account. The caller posts those values (stockPostingLines) against the document's other
// side in the same transaction: the inventory asset accounts always equal the sum of the values.
// Movements are never changed; undoing a document writes the opposite movements (reverseStock).

/**
 * The movements inventory makes itself (stock_movements.source_type). A document's movements carry
 * its kind's name ("bill"): the catalog (document-catalog/catalog.ts, STOCK_SOURCE_TYPES) lists
 * every source, these and the document kinds whose descriptor moves stock.
 */
export const INVENTORY_STOCK_SOURCES = ["opening", "adjustment", "build"] as const;
/** What caused a movement: one of INVENTORY_STOCK_SOURCES, or a document kind's name. */
export type StockSourceType = string;

/** The item kinds that hold stock. */
export const STOCKED_ITEM_TYPES = ["inventory", "assembly"] as const;

export interface StockSource {
  type: StockSourceType;
  id: number | null;
  /** YYYY-MM-DD: the movement's date, which is also its journal entry's date */
  date: string;
}

export interface StockChange {
  itemId: number;
  warehouseId: number;
  /** Signed ten-thousandths of a unit: received positive, issued negative; never 0 */
  quantity: number;
  /**
   * The movement's value (signed like the quantity). A receipt without one comes in at the current
   * average cost (or the standard cost while none is on hand); an issue without one goes out at the
   * average cost. Given for an issue only to undo a receipt at the value it came in at.
   */
  value?: Cents;
  memo?: string;
}

export interface MovedStock {
  itemId: number;
  warehouseId: number;
  itemName: string;
  quantity: number;
  value: Cents;
  assetAccountId: number;
  /** On hand after the movement, in that warehouse */
  onHand: number;
  onHandValue: Cents;
}

interface StockState {
  itemId: number;
  warehouseId: number;
  itemName: string;
  itemType: string;
  assetAccountId: number | null;
  standardCost: Cents;
  warehouseName: string;
  quantity: number;
  value: Cents;
}

const key = (itemId: number, warehouseId: number) => `${itemId}:${warehouseId}`;

/** The message when an issue would take more than is on hand. */
const notEnoughStockMessage = (itemName: string, warehouseName: string, onHand: number, needed: number) =>
  `Not enough ${itemName} in ${warehouseName}: ${formatQuantity(onHand)} on hand, ${formatQuantity(needed)} needed.`;

/** Lock (creating where missing) and read the stock rows of these item × warehouse pairs. */
async function lockStock(trx: Knex.Transaction, companyId: number, pairs: readonly [number, number][]): Promise<Map<string, StockState>> {
  const sorted = [...new Map(pairs.map((p) => [key(...p), p])).values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const items = sorted.map((p) => p[0]);
  const warehouses = sorted.map((p) => p[1]);
  await trx.raw(
    `INSERT INTO item_stock (company_id, item_id, warehouse_id)
     SELECT ?, p.item_id, p.warehouse_id FROM unnest(?::int[], ?::int[]) AS p(item_id, warehouse_id)
     ORDER BY 2, 3
     ON CONFLICT DO NOTHING`,
    [companyId, items, warehouses],
  );
  const { rows } = await trx.raw(
    `SELECT s.item_id, s.warehouse_id, s.quantity, s.value, i.name AS item_name, i.item_type, i.asset_account_id,
            i.standard_cost, w.name AS warehouse_name
       FROM item_stock s
       JOIN unnest(?::int[], ?::int[]) AS p(item_id, warehouse_id) ON p.item_id = s.item_id AND p.warehouse_id = s.warehouse_id
       JOIN items i ON i.company_id = s.company_id AND i.id = s.item_id
       JOIN warehouses w ON w.company_id = s.company_id AND w.id = s.warehouse_id
      WHERE s.company_id = ?
      ORDER BY s.item_id, s.warehouse_id
      FOR UPDATE OF s`,
    [items, warehouses, companyId],
  );
  const states = new Map<string, StockState>();
  for (const row of rows as Record<string, string | number | null>[]) {
    states.set(key(Number(row.item_id), Number(row.warehouse_id)), {
      itemId: Number(row.item_id),
      warehouseId: Number(row.warehouse_id),
      itemName: String(row.item_name),
      itemType: String(row.item_type),
      assetAccountId: row.asset_account_id === null ? null : Number(row.asset_account_id),
      standardCost: fromDecimal(row.standard_cost),
      warehouseName: String(row.warehouse_name),
      quantity: fromQuantityDecimal(row.quantity),
      value: fromDecimal(row.value),
    });
  }
  return states;
}

/**
 * Move stock for a document, inside its transaction. Refuses (DomainError 409) an issue of more than
 * is on hand, and (400) an item that holds no stock or has no asset account. Changes apply in the
 * order given, so one document may take stock out and put it back.
 */
export async function moveStock(
  trx: Knex.Transaction,
  companyId: number,
  source: StockSource,
  changes: readonly StockChange[],
): Promise<MovedStock[]> {
  const [moved] = await moveStocks(trx, companyId, [{ source, changes }]);
  return moved;
}

/**
 * Move the stock of several documents (an import's chunk), in their order, as moveStock would one
 * after the other — each movement valued on what the earlier ones left — with one lock of the
 * stock rows, one INSERT of the movements and one UPDATE of the stock: what each document moved.
 */
export async function moveStocks(
  trx: Knex.Transaction,
  companyId: number,
  moves: readonly { source: StockSource; changes: readonly StockChange[] }[],
): Promise<MovedStock[][]> {
  const all = moves.flatMap((m) => m.changes);
  if (!all.length) return moves.map(() => []);
  const states = await lockStock(
    trx,
    companyId,
    all.map((c) => [c.itemId, c.warehouseId]),
  );
  const moved = moves.map(({ changes }) => changes.map((change) => applyChange(states, change)));

  await trx.raw(
    `INSERT INTO stock_movements (company_id, item_id, warehouse_id, movement_date, source_type, source_id, quantity, value, memo)
     SELECT ?, m.item_id, m.warehouse_id, m.movement_date, m.source_type, m.source_id, m.quantity, m.value, m.memo
       FROM jsonb_to_recordset(?::jsonb)
         AS m(item_id int, warehouse_id int, movement_date date, source_type text, source_id int, quantity numeric, value numeric, memo text)`,
    [
      companyId,
      JSON.stringify(
        moves.flatMap(({ source, changes }, d) =>
          moved[d].map((m, i) => ({
            item_id: m.itemId,
            warehouse_id: m.warehouseId,
            movement_date: source.date,
            source_type: source.type,
            source_id: source.id,
            quantity: toQuantityDecimal(m.quantity),
            value: toDecimal(m.value),
            memo: changes[i].memo ?? "",
          })),
        ),
      ),
    ],
  );
  const finalStates = [...new Set(all.map((c) => key(c.itemId, c.warehouseId)))].map((k) => states.get(k)!);
  await trx.raw(
    `UPDATE item_stock s SET quantity = n.quantity, value = n.value
       FROM jsonb_to_recordset(?::jsonb) AS n(item_id int, warehouse_id int, quantity numeric, value numeric)
      WHERE s.company_id = ? AND s.item_id = n.item_id AND s.warehouse_id = n.warehouse_id`,
    [
      JSON.stringify(
        finalStates.map((s) => ({
          item_id: s.itemId,
          warehouse_id: s.warehouseId,
          quantity: toQuantityDecimal(s.quantity),
          value: toDecimal(s.value),
        })),
      ),
      companyId,
    ],
  );
  return moved;
}

/** One change applied to the locked stock: refused as moveStock says, else what moved. */
function applyChange(states: Map<string, StockState>, change: StockChange): MovedStock {
  const state = states.get(key(change.itemId, change.warehouseId));
  if (!state) throw new DomainError(`Item ${change.itemId} or warehouse ${change.warehouseId} was not found.`, 404);
  if (!(STOCKED_ITEM_TYPES as readonly string[]).includes(state.itemType))
    throw new DomainError(`${state.itemName} is not an inventory item and holds no stock.`);
  if (state.assetAccountId === null) throw new DomainError(`${state.itemName} has no assets account.`);
  if (!Number.isSafeInteger(change.quantity) || change.quantity === 0) throw new Error(`Bad stock change quantity: ${change.quantity}`);

  let value: Cents;
  if (change.quantity > 0) {
    value =
      change.value ??
      (state.quantity > 0 ? shareOf(state.value, change.quantity, state.quantity) : valueOf(change.quantity, state.standardCost));
  } else {
    const needed = -change.quantity;
    if (needed > state.quantity)
      throw new DomainError(notEnoughStockMessage(state.itemName, state.warehouseName, state.quantity, needed), 409);
    value = change.value ?? (-shareOf(state.value, needed, state.quantity) as Cents);
  }
  state.quantity += change.quantity;
  state.value = (state.value + value) as Cents;
  return {
    itemId: state.itemId,
    warehouseId: state.warehouseId,
    itemName: state.itemName,
    quantity: change.quantity,
    value,
    assetAccountId: state.assetAccountId,
    onHand: state.quantity,
    onHandValue: state.value,
  };
}

/** What undoes a document's movements: per item and warehouse, the opposite of their net, at the value they moved. */
export async function reversalChanges(
  trx: Knex.Transaction,
  companyId: number,
  source: { type: StockSourceType; id: number },
): Promise<StockChange[]> {
  const rows: { itemId: number; warehouseId: number; quantity: string; value: string }[] = await trx("stockMovements")
    .where({ companyId, sourceType: source.type, sourceId: source.id })
    .groupBy("itemId", "warehouseId")
    .orderBy(["itemId", "warehouseId"])
    .select("itemId", "warehouseId", trx.raw("sum(quantity) AS quantity"), trx.raw("sum(value) AS value"));
  return rows
    .map((r) => ({
      itemId: r.itemId,
      warehouseId: r.warehouseId,
      quantity: -fromQuantityDecimal(r.quantity),
      value: -fromDecimal(r.value) as Cents,
      memo: "Reversal",
    }))
    .filter((c) => c.quantity !== 0);
}

/**
 * Undo every movement a document made (edit or delete of an adjustment, a build, a purchase): the
 * opposite movements, at the values they moved at, dated `date`. Refused like any issue when the
 * stock a receipt brought in has since gone out.
 */
export async function reverseStock(
  trx: Knex.Transaction,
  companyId: number,
  source: { type: StockSourceType; id: number },
  date: string,
): Promise<MovedStock[]> {
  const changes = await reversalChanges(trx, companyId, source);
  // Netted per item and warehouse, so the order of the opposite movements does not matter.
  return moveStock(trx, companyId, { type: source.type, id: source.id, date }, changes);
}

/**
 * The ledger lines for moved stock: each movement's value on its item's asset account (debit when
 * stock came in, credit when it went out), tagged with the item. The caller adds the other side.
 */
export function stockPostingLines(moved: readonly MovedStock[], memo = ""): PostingLine[] {
  return moved
    .filter((m) => m.value !== 0)
    .map((m) => ({
      accountId: m.assetAccountId,
      ...(m.value > 0 ? { debit: m.value } : { credit: -m.value as Cents }),
      memo: memo || m.itemName,
      itemId: m.itemId,
    }));
}

/** The company's first active warehouse, or "Main Warehouse" created when it has none (documents without a warehouse receive there). */
export async function defaultWarehouseId(trx: Knex.Transaction, companyId: number): Promise<number> {
  const existing = await trx("warehouses").where({ companyId, isActive: true }).orderBy("id").first("id");
  if (existing) return existing.id;
  await trx.raw("SELECT pg_advisory_xact_lock(?, ?)", [4243, companyId]);
  const again = await trx("warehouses").where({ companyId, isActive: true }).orderBy("id").first("id");
  if (again) return again.id;
  const named = await trx("warehouses").where({ companyId }).whereRaw("lower(btrim(name)) = 'main warehouse'").first("id");
  if (named) {
    await trx("warehouses").where({ companyId, id: named.id }).update({ isActive: true });
    return named.id;
  }
  const [row] = await trx("warehouses")
    .insert({ companyId, name: "Main Warehouse", description: "Created for the first stock" })
    .returning("id");
  return row.id;
}

export interface StockLevel {
  itemId: number;
  warehouseId: number;
  quantity: number;
  value: Cents;
}

/** What is on hand now, per item and warehouse (rows with nothing ever moved are absent). */
export async function stockLevels(db: Knex, companyId: number, itemIds: readonly number[], warehouseId?: number): Promise<StockLevel[]> {
  if (!itemIds.length) return [];
  const query = ItemStock.query(db)
    .modify("ofCompany", companyId)
    .whereIn("itemId", itemIds)
    .select("itemId", "warehouseId", "quantity", "value");
  if (warehouseId !== undefined) query.andWhere({ warehouseId });
  const rows = await query;
  return rows.map((r) => ({
    itemId: r.itemId,
    warehouseId: r.warehouseId,
    quantity: fromQuantityDecimal(r.quantity),
    value: fromDecimal(r.value),
  }));
}

/** On hand per item over every warehouse: quantity and value. */
export async function onHandByItem(
  db: Knex,
  companyId: number,
  itemIds: readonly number[],
): Promise<Map<number, { quantity: number; value: Cents }>> {
  const totals = new Map<number, { quantity: number; value: Cents }>();
  for (const level of await stockLevels(db, companyId, itemIds)) {
    const total = totals.get(level.itemId) ?? { quantity: 0, value: 0 as Cents };
    total.quantity += level.quantity;
    total.value = (total.value + level.value) as Cents;
    totals.set(level.itemId, total);
  }
  return totals;
}

export interface ValuationRow {
  itemId: number;
  itemName: string;
  itemType: string;
  assetAccountId: number | null;
  quantity: number;
  value: Cents;
}

/** Quantity and value of every stocked item as of a date (movements dated up to it), by item name. */
export async function inventoryValuation(db: Knex, companyId: number, asOf: string, warehouseId?: number): Promise<ValuationRow[]> {
  const { rows } = await db.raw(
    `SELECT i.id, i.name, i.item_type, i.asset_account_id, coalesce(m.quantity, 0) AS quantity, coalesce(m.value, 0) AS value
       FROM items i
       LEFT JOIN LATERAL (
         SELECT sum(quantity) AS quantity, sum(value) AS value
           FROM stock_movements sm
          WHERE sm.company_id = i.company_id AND sm.item_id = i.id AND sm.movement_date <= ?::date
            ${warehouseId === undefined ? "" : "AND sm.warehouse_id = ?"}
       ) m ON true
      WHERE i.company_id = ? AND i.item_type IN ('inventory', 'assembly')
      ORDER BY lower(i.name), i.id`,
    warehouseId === undefined ? [asOf, companyId] : [asOf, warehouseId, companyId],
  );
  return (rows as Record<string, string | number | null>[]).map((r) => ({
    itemId: Number(r.id),
    itemName: String(r.name),
    itemType: String(r.item_type),
    assetAccountId: r.asset_account_id === null ? null : Number(r.asset_account_id),
    quantity: fromQuantityDecimal(r.quantity as string),
    value: fromDecimal(r.value as string),
  }));
}

/**
 * The source item's stock on hand added to the target's, warehouse by warehouse (the average cost
 * becomes the weighted average: value ÷ quantity of both), after its movements were moved to the
 * target (item_stock changes only in a transaction that wrote a movement of the item and warehouse,
 * ADR 0016's addendum); the source's emptied rows are then removed (migration 20261204400000). Called by a merge of items
 * (app/modules/merges, ADR 0067) inside its transaction, after the merge row is written.
 */
export async function mergeStockOnHand(trx: Knex.Transaction, companyId: number, sourceId: number, targetId: number) {
  await trx.raw(
    `INSERT INTO item_stock (company_id, item_id, warehouse_id, quantity, value)
     SELECT company_id, ?, warehouse_id, 0, 0 FROM item_stock WHERE company_id = ? AND item_id = ?
     ON CONFLICT DO NOTHING`,
    [targetId, companyId, sourceId],
  );
  await trx.raw(
    `UPDATE item_stock t SET quantity = t.quantity + s.quantity, value = t.value + s.value
       FROM item_stock s
      WHERE t.company_id = ? AND t.item_id = ? AND s.company_id = t.company_id AND s.item_id = ? AND s.warehouse_id = t.warehouse_id
        AND (s.quantity <> 0 OR s.value <> 0)`,
    [companyId, targetId, sourceId],
  );
  await trx.raw("DELETE FROM item_stock WHERE company_id = ? AND item_id = ?", [companyId, sourceId]);
}
