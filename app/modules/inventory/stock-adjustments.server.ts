import { isRowId } from "~/lib/row-id";
import { recordCompanyId } from "~/modules/companies/companies.server";
import type { Knex } from "knex";
import { fromDecimal, toDecimal, type Cents } from "~/lib/money";
import type { ListResult } from "~/lib/pagination";
import { presetRange } from "~/lib/periods";
import { averageCostText, fromQuantityDecimal, readQuantity, toQuantityDecimal } from "~/lib/quantity";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { recordActivity } from "~/modules/activity/activity.server";
import { postEntry, reverseEntry, type PostingLine } from "~/modules/ledger/ledger.server";
import { DomainError } from "~/utils/errors";
import { patchVersioned } from "~/utils/model";
import {
  moveStock,
  reversalChanges,
  reverseStock,
  STOCKED_ITEM_TYPES,
  stockLevels,
  stockPostingLines,
  type StockChange,
  type StockSource,
} from "./stock.server";
import { StockAdjustment, StockAdjustmentLine } from "./stock-adjustment.model";
import {
  ADJUSTMENT_PRESET_PERIOD,
  isAdjustmentAccountType,
  type AdjustmentDatePreset,
  STOCK_ADJUSTMENT_MESSAGES as M,
  type StockAdjustmentInput,
} from "./stock-adjustment-schema";

// Stock adjustments: a counted change of what a warehouse holds. Each row moves stock through
// moveStock (an increase comes in at quantity × rate, a decrease goes out at the average cost) and
// the adjustment posts its value in the same transaction: the items' asset accounts against the
// adjustment account (entry type ADJ). An edit undoes the old movements and entry (reverseStock,
// reverseEntry, dated as the old adjustment was) and applies the new ones, on the version read
// (ADR 0014); a delete undoes them and removes the adjustment. Adjusted Qty is the change, not the
// new count (ADR 0044: 11 on 10 makes 21). A reduction never takes an item below zero — the spec's
// "Adjusted Qty cannot reduce below zero" bound, −Current Qty — nor (when it has one) below its
// reorder point; an increase is not bounded by Current Qty (a first count starts from zero, and
// stock received without a bill is an increase of any size).

const ADJUSTMENT_ENTRY_TYPE = "ADJ";
const SOURCE_TYPE = "stock_adjustment";

/** qty (ten-thousandths of a unit) × rate (ten-thousandths of a dollar) → cents, rounded half away from zero. */
function rateValue(quantity: number, rate: number): Cents {
  const product = BigInt(quantity) * BigInt(rate);
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const rounded = (abs * 2n + 1_000_000n) / 2_000_000n;
  return Number(negative ? -rounded : rounded) as Cents;
}

/** The cost per unit an increase comes in at by default: the average cost in the warehouse, else the standard cost (ten-thousandths of a dollar). */
function defaultRate(onHand: { quantity: number; value: Cents } | undefined, standardCost: string | null): number {
  if (onHand && onHand.quantity > 0) return readQuantity(averageCostText(onHand.value, onHand.quantity)) ?? 0;
  return readQuantity(standardCost ?? "0") ?? 0;
}

export interface AdjustableItem {
  id: number;
  name: string;
  /** Ten-thousandths, or null when not set */
  reorderPoint: number | null;
  standardCost: string;
}

/** The items a stock adjustment can pick: active inventory items and assemblies, by name. */
export async function adjustableItems(db: Knex, companyId: number): Promise<AdjustableItem[]> {
  const rows: { id: number; name: string; reorderPoint: string | null; standardCost: string }[] = await db("items")
    .where({ companyId, active: true })
    .whereIn("itemType", STOCKED_ITEM_TYPES)
    .select("id", "name", "reorderPoint", "standardCost")
    .orderByRaw("lower(name), id");
  return rows.map((r) => ({ ...r, reorderPoint: r.reorderPoint === null ? null : fromQuantityDecimal(r.reorderPoint) }));
}

export interface WarehouseStock {
  itemId: number;
  /** Ten-thousandths */
  quantity: number;
  value: Cents;
  /** Default rate of an increase, as a "12.3456" dollar text */
  rate: string;
}

/** What each item holds in a warehouse now, with the default rate of an increase (items with nothing on hand: quantity 0, the standard cost). */
export async function warehouseStock(
  db: Knex,
  companyId: number,
  warehouseId: number,
  items: readonly AdjustableItem[],
): Promise<WarehouseStock[]> {
  const levels = new Map(
    (
      await stockLevels(
        db,
        companyId,
        items.map((i) => i.id),
        warehouseId,
      )
    ).map((l) => [l.itemId, l]),
  );
  return items.map((item) => {
    const level = levels.get(item.id);
    return {
      itemId: item.id,
      quantity: level?.quantity ?? 0,
      value: level?.value ?? (0 as Cents),
      rate: toQuantityDecimal(defaultRate(level, item.standardCost)),
    };
  });
}

export interface StockAdjustmentRecord {
  id: number;
  companyId: number;
  date: string;
  warehouseId: number;
  warehouse: { id: number; name: string; isActive: boolean };
  adjustmentAccountId: number;
  adjustmentAccount: { id: number; accountName: string; accountNumber: string } | null;
  journalEntryId: number | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  items: {
    id: number;
    inventoryItemId: number;
    inventoryItem: { id: number; name: string };
    comment: string;
    currentQty: string;
    adjustedQty: string;
    currentValue: string;
    rate: string;
    value: string;
  }[];
}

function present(row: StockAdjustment): StockAdjustmentRecord {
  return {
    id: row.id,
    companyId: row.companyId,
    date: row.adjustmentDate,
    warehouseId: row.warehouseId,
    warehouse: { id: row.warehouse!.id, name: row.warehouse!.name, isActive: row.warehouse!.isActive },
    adjustmentAccountId: row.adjustmentAccountId,
    adjustmentAccount: row.adjustmentAccount
      ? { id: row.adjustmentAccount.id, accountName: row.adjustmentAccount.accountName, accountNumber: row.adjustmentAccount.accountNumber }
      : null,
    journalEntryId: row.journalEntryId,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    items: (row.lines ?? []).map((l) => ({
      id: l.id,
      inventoryItemId: l.itemId,
      inventoryItem: { id: l.itemId, name: l.item?.name ?? "" },
      comment: l.comment,
      currentQty: l.currentQty,
      adjustedQty: l.adjustedQty,
      currentValue: l.currentValue,
      rate: l.rate,
      value: l.value,
    })),
  };
}

const GRAPH = "[lines(inOrder).item(itemName), warehouse(warehouseName), adjustmentAccount(accountName)]";
const graphModifiers = {
  itemName: (q: import("objection").AnyQueryBuilder) => q.select("items.id", "items.companyId", "items.name"),
  warehouseName: (q: import("objection").AnyQueryBuilder) =>
    q.select("warehouses.id", "warehouses.companyId", "warehouses.name", "warehouses.isActive"),
  accountName: (q: import("objection").AnyQueryBuilder) =>
    q.select("company_accounts.id", "company_accounts.companyId", "company_accounts.accountName", "company_accounts.accountNumber"),
};

/** One adjustment with its rows, or a 404. */
export async function getStockAdjustment(db: Knex, companyId: number, id: number): Promise<StockAdjustmentRecord> {
  const row = isRowId(id)
    ? await StockAdjustment.query(db).modify("ofCompany", companyId).findById(id).withGraphFetched(GRAPH).modifiers(graphModifiers)
    : undefined;
  if (!row) throw new DomainError(M.notFound, 404);
  return present(row);
}

/** The company an adjustment belongs to, if that company is the user's; otherwise 404. */
export async function findStockAdjustmentCompanyId(db: Knex, userId: number, id: number): Promise<number> {
  return recordCompanyId(db, userId, "stockAdjustments", id, M.notFound);
}

type Ctx = Pick<CompanyContext, "companyId" | "userId" | "today">;

/** The warehouse (active, unless it is `keptWarehouseId`, the one an edited adjustment already has) and the account (active) must be the company's. */
async function checkReferences(trx: Knex.Transaction, companyId: number, input: StockAdjustmentInput, keptWarehouseId?: number) {
  const warehouse = await trx("warehouses").where({ companyId, id: input.warehouseId }).first("id", "isActive");
  if (!warehouse || (!warehouse.isActive && warehouse.id !== keptWarehouseId))
    throw new DomainError(M.warehouseRequired, 400, { warehouseId: [M.warehouseRequired] });
  const account = await trx("companyAccounts").where({ companyId, id: input.adjustmentAccountId }).first("id", "active", "accountType");
  if (!account || !account.active) throw new DomainError(M.accountRequired, 400, { adjustmentAccountId: [M.accountRequired] });
  if (!isAdjustmentAccountType(account.accountType))
    throw new DomainError(M.accountNotAllowed, 400, { adjustmentAccountId: [M.accountNotAllowed] });
}

/** moveStock, with a refusal to undo an adjustment told as such. */
async function moveOrExplain(trx: Knex.Transaction, companyId: number, source: StockSource, changes: StockChange[], undoing: boolean) {
  try {
    return await moveStock(trx, companyId, source, changes);
  } catch (error) {
    if (undoing && error instanceof DomainError && error.status === 409) throw new DomainError(M.cannotUndo(error.message), 409);
    throw error;
  }
}

/**
 * Move the rows' stock and post their value, for adjustment `id`. An edit passes the old
 * adjustment's reversal (`old`): the rows are checked against what the warehouse would hold without
 * it, and the stock moves in three steps — the new receipts, then the old adjustment's reversal
 * (at its date), then the new issues — so that an edit is refused only when its result would be.
 */
async function applyRows(
  trx: Knex.Transaction,
  ctx: Ctx,
  id: number,
  date: string,
  input: StockAdjustmentInput,
  old?: { date: string; changes: StockChange[] },
): Promise<number | null> {
  const { companyId } = ctx;

  const itemIds = input.rows.map((r) => r.itemId);
  const items = new Map(
    (
      (await trx("items").where({ companyId }).whereIn("id", itemIds).select("id", "name", "itemType", "reorderPoint", "standardCost")) as {
        id: number;
        name: string;
        itemType: string;
        reorderPoint: string | null;
        standardCost: string;
      }[]
    ).map((i) => [i.id, i]),
  );
  const fieldErrors: Record<string, string[]> = {};
  input.rows.forEach((row, i) => {
    const item = items.get(row.itemId);
    if (!item) fieldErrors[`rows[${i}].itemId`] = [M.itemRequired];
    else if (!(STOCKED_ITEM_TYPES as readonly string[]).includes(item.itemType))
      fieldErrors[`rows[${i}].itemId`] = [M.notStocked(item.name)];
  });
  if (Object.keys(fieldErrors).length) throw new DomainError(Object.values(fieldErrors).flat().join("\n"), 400, fieldErrors);

  // What each item holds in the warehouse now (moveStock locks the rows and checks again).
  const levels = new Map((await stockLevels(trx, companyId, itemIds, input.warehouseId)).map((l) => [l.itemId, l]));
  for (const change of old?.changes ?? []) {
    const level = levels.get(change.itemId);
    if (!level || change.warehouseId !== input.warehouseId) continue;
    level.quantity += change.quantity;
    level.value = (level.value + (change.value ?? 0)) as Cents;
  }
  input.rows.forEach((row, i) => {
    if (row.quantity < 0 && (levels.get(row.itemId)?.quantity ?? 0) + row.quantity < 0)
      fieldErrors[`rows[${i}].adjustedQty`] = [M.rowBelowZero];
  });
  if (Object.keys(fieldErrors).length) throw new DomainError(M.invalidQuantities, 400, fieldErrors);
  input.rows.forEach((row, i) => {
    const reorder = items.get(row.itemId)!.reorderPoint;
    if (row.quantity < 0 && reorder !== null && (levels.get(row.itemId)?.quantity ?? 0) + row.quantity < fromQuantityDecimal(reorder))
      fieldErrors[`rows[${i}].adjustedQty`] = [M.belowReorderPoint];
  });
  if (Object.keys(fieldErrors).length) throw new DomainError(M.belowReorderPoint, 400, fieldErrors);

  const rates = input.rows.map((row) =>
    row.quantity > 0 ? (row.rate ?? defaultRate(levels.get(row.itemId), items.get(row.itemId)!.standardCost)) : null,
  );
  const changes: StockChange[] = input.rows.map((row, i) => ({
    itemId: row.itemId,
    warehouseId: input.warehouseId,
    quantity: row.quantity,
    ...(rates[i] !== null ? { value: rateValue(row.quantity, rates[i]) } : {}),
    memo: row.comment,
  }));
  const source = { type: "adjustment" as const, id, date };
  const received = await moveOrExplain(
    trx,
    companyId,
    source,
    changes.filter((c) => c.quantity > 0),
    false,
  );
  if (old) await moveOrExplain(trx, companyId, { ...source, date: old.date }, old.changes, true);
  const issued = await moveOrExplain(
    trx,
    companyId,
    source,
    changes.filter((c) => c.quantity < 0),
    false,
  );
  const moved = changes.map((c) => (c.quantity > 0 ? received : issued).find((m) => m.itemId === c.itemId)!);

  await StockAdjustmentLine.query(trx).insert(
    moved.map((m, i) => ({
      companyId,
      stockAdjustmentId: id,
      lineNo: i + 1,
      itemId: m.itemId,
      comment: input.rows[i].comment,
      currentQty: toQuantityDecimal(levels.get(m.itemId)?.quantity ?? 0),
      adjustedQty: toQuantityDecimal(m.quantity),
      currentValue: toDecimal(levels.get(m.itemId)?.value ?? 0),
      // A decrease's rate is the average cost it went out at.
      rate: toQuantityDecimal(rates[i] ?? readQuantity(averageCostText(-m.value, -m.quantity)) ?? 0),
      value: toDecimal(m.value),
    })),
  );

  const lines: PostingLine[] = stockPostingLines(moved);
  if (!lines.length) return null;
  const net = lines.reduce((sum, l) => sum + (l.debit ?? 0) - (l.credit ?? 0), 0);
  if (net !== 0)
    lines.push({
      accountId: input.adjustmentAccountId,
      ...(net > 0 ? { credit: net as Cents } : { debit: -net as Cents }),
      memo: "Stock adjustment",
    });
  const entry = await postEntry(trx, ctx, {
    entryType: ADJUSTMENT_ENTRY_TYPE,
    entryDate: date,
    comments: "Stock adjustment",
    sourceType: SOURCE_TYPE,
    sourceId: id,
    lines,
  });
  return entry.id;
}

/** Undo an adjustment's movements and entry (dated as it was). Refused when the stock it added has since gone out. */
async function undo(trx: Knex.Transaction, ctx: Ctx, adjustment: { id: number; adjustmentDate: string; journalEntryId: number | null }) {
  try {
    await reverseStock(trx, ctx.companyId, { type: "adjustment", id: adjustment.id }, adjustment.adjustmentDate);
  } catch (error) {
    if (error instanceof DomainError && error.status === 409) throw new DomainError(M.cannotUndo(error.message), 409);
    throw error;
  }
  if (adjustment.journalEntryId !== null) await reverseEntry(trx, ctx, adjustment.journalEntryId);
  await StockAdjustmentLine.query(trx).where({ companyId: ctx.companyId, stockAdjustmentId: adjustment.id }).delete();
}

/** An adjustment's change in the activity log, in its transaction: its date, net value and rows. */
async function recordAdjustment(
  trx: Knex.Transaction,
  ctx: Ctx,
  activity: "created" | "updated" | "deleted",
  adjustment: { id: number; date: string },
) {
  const [{ rows, net }] = await trx("stockAdjustmentLines")
    .where({ companyId: ctx.companyId, stockAdjustmentId: adjustment.id })
    .select(trx.raw("count(*)::int AS rows"), trx.raw("COALESCE(sum(value), 0)::text AS net"));
  await recordActivity(trx, ctx, {
    activity,
    recordType: "stock_adjustment",
    recordId: adjustment.id,
    name: `Stock Adjustment ${adjustment.id}`,
    date: adjustment.date,
    amount: activity === "deleted" ? null : String(net),
    link: activity === "deleted" ? null : `inventory/stock-adjustment/new?editId=${adjustment.id}`,
    detail: activity === "deleted" ? "" : `${Number(rows)} item(s)`,
  });
}

/** Save a new adjustment: its rows, movements and entry, all or nothing. */
export async function createStockAdjustment(db: Knex, ctx: Ctx, input: StockAdjustmentInput): Promise<StockAdjustmentRecord> {
  const date = input.date ?? ctx.today;
  const id = await db.transaction(async (trx) => {
    await checkReferences(trx, ctx.companyId, input);
    const root = await StockAdjustment.query(trx).insert({
      companyId: ctx.companyId,
      warehouseId: input.warehouseId,
      adjustmentAccountId: input.adjustmentAccountId,
      adjustmentDate: date,
      createdBy: ctx.userId ?? null,
    });
    const journalEntryId = await applyRows(trx, ctx, root.id, date, input);
    if (journalEntryId !== null)
      await StockAdjustment.query(trx).modify("ofCompany", ctx.companyId).findById(root.id).patch({ journalEntryId });
    await recordAdjustment(trx, ctx, "created", { id: root.id, date });
    return root.id;
  });
  return getStockAdjustment(db, ctx.companyId, id);
}

/** Change an adjustment made on `version`: undo it and apply the new rows, in one transaction. */
export async function updateStockAdjustment(
  db: Knex,
  ctx: Ctx,
  id: number,
  input: StockAdjustmentInput & { version: number },
): Promise<StockAdjustmentRecord> {
  if (!isRowId(id)) throw new DomainError(M.notFound, 404);
  await db.transaction(async (trx) => {
    const old = await StockAdjustment.query(trx).modify("ofCompany", ctx.companyId).findById(id).forUpdate();
    if (!old) throw new DomainError(M.notFound, 404);
    const date = input.date ?? old.adjustmentDate;
    await checkReferences(trx, ctx.companyId, input, old.warehouseId);
    await patchVersioned(
      StockAdjustment,
      trx,
      { companyId: ctx.companyId, id },
      input.version,
      {
        warehouseId: input.warehouseId,
        adjustmentAccountId: input.adjustmentAccountId,
        adjustmentDate: date,
        journalEntryId: null,
        updatedAt: trx.fn.now(),
      },
      { noun: "stock adjustment", notFound: M.notFound },
    );
    const changes = await reversalChanges(trx, ctx.companyId, { type: "adjustment", id });
    if (old.journalEntryId !== null) await reverseEntry(trx, ctx, old.journalEntryId);
    await StockAdjustmentLine.query(trx).where({ companyId: ctx.companyId, stockAdjustmentId: id }).delete();
    const journalEntryId = await applyRows(trx, ctx, id, date, input, { date: old.adjustmentDate, changes });
    if (journalEntryId !== null) await StockAdjustment.query(trx).modify("ofCompany", ctx.companyId).findById(id).patch({ journalEntryId });
    await recordAdjustment(trx, ctx, "updated", { id, date });
  });
  return getStockAdjustment(db, ctx.companyId, id);
}

/** Delete an adjustment: its movements and entry are reversed, then it is removed. */
export async function deleteStockAdjustment(db: Knex, ctx: Ctx, id: number): Promise<void> {
  if (!isRowId(id)) throw new DomainError(M.notFound, 404);
  await db.transaction(async (trx) => {
    const old = await StockAdjustment.query(trx).modify("ofCompany", ctx.companyId).findById(id).forUpdate();
    if (!old) throw new DomainError(M.notFound, 404);
    await undo(trx, ctx, old);
    await StockAdjustment.query(trx).modify("ofCompany", ctx.companyId).deleteById(id);
    await recordAdjustment(trx, ctx, "deleted", { id, date: old.adjustmentDate });
  });
}

export interface AdjustmentListFilter {
  warehouseId?: number;
  preset?: AdjustmentDatePreset;
  /** YYYY-MM-DD, inclusive; From/To win over the preset */
  from?: string;
  to?: string;
}

export interface AdjustmentListRow {
  /** The row's id */
  id: number;
  stockAdjustmentId: number;
  date: string;
  warehouseId: number;
  warehouseName: string;
  inventoryItemId: number;
  itemName: string;
  comment: string;
  currentQty: number;
  adjustedQty: number;
  currentValue: Cents;
  /** "12.3456" dollars */
  rate: string;
  value: Cents;
}

/** The date range a filter covers (From/To, else the preset in the company's fiscal year), or nulls. */
export function adjustmentRange(
  filter: AdjustmentListFilter,
  today: string,
  fiscalYearStart: string | number,
): { from: string | null; to: string | null } {
  if (filter.from || filter.to) return { from: filter.from ?? null, to: filter.to ?? null };
  const range = filter.preset ? presetRange(ADJUSTMENT_PRESET_PERIOD[filter.preset], today, fiscalYearStart) : null;
  return { from: range?.from ?? null, to: range?.to ?? null };
}

/** The list: one row per adjusted item, newest first, filtered by warehouse and date, a page of them (or all, without `page`). */
export async function listStockAdjustmentRows(
  db: Knex,
  companyId: number,
  filter: { warehouseId?: number; from: string | null; to: string | null },
  paging?: { page: number; perPage: number },
): Promise<ListResult<AdjustmentListRow>> {
  const base = db("stockAdjustmentLines as l")
    .join("stockAdjustments as a", (j) => j.on("a.companyId", "l.companyId").andOn("a.id", "l.stockAdjustmentId"))
    .join("warehouses as w", (j) => j.on("w.companyId", "a.companyId").andOn("w.id", "a.warehouseId"))
    .join("items as i", (j) => j.on("i.companyId", "l.companyId").andOn("i.id", "l.itemId"))
    .where("l.companyId", companyId);
  if (filter.warehouseId) base.where("a.warehouseId", filter.warehouseId);
  if (filter.from) base.where("a.adjustmentDate", ">=", filter.from);
  if (filter.to) base.where("a.adjustmentDate", "<=", filter.to);
  const [{ count }] = await base.clone().count({ count: "*" });
  const rowsQuery = base
    .select(
      "l.id",
      "l.stockAdjustmentId",
      "a.adjustmentDate",
      "a.warehouseId",
      "w.name as warehouseName",
      "l.itemId",
      "i.name as itemName",
      "l.comment",
      "l.currentQty",
      "l.adjustedQty",
      "l.currentValue",
      "l.rate",
      "l.value",
    )
    .orderBy([
      { column: "a.adjustmentDate", order: "desc" },
      { column: "a.id", order: "desc" },
      { column: "l.lineNo", order: "asc" },
    ]);
  const total = Number(count);
  if (paging) rowsQuery.limit(paging.perPage).offset((paging.page - 1) * paging.perPage);
  const rows: Record<string, string | number>[] = await rowsQuery;
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      stockAdjustmentId: Number(r.stockAdjustmentId),
      date: String(r.adjustmentDate),
      warehouseId: Number(r.warehouseId),
      warehouseName: String(r.warehouseName),
      inventoryItemId: Number(r.itemId),
      itemName: String(r.itemName),
      comment: String(r.comment),
      currentQty: fromQuantityDecimal(r.currentQty),
      adjustedQty: fromQuantityDecimal(r.adjustedQty),
      currentValue: fromDecimal(r.currentValue),
      rate: String(r.rate),
      value: fromDecimal(r.value),
    })),
    total,
    page: paging?.page ?? 1,
    perPage: paging?.perPage ?? Math.max(total, 1),
  };
}

/** Adjustments with their rows (the API), newest first, filtered like the list, a page of them. */
export async function listStockAdjustments(
  db: Knex,
  companyId: number,
  filter: { warehouseId?: number; from: string | null; to: string | null },
  paging: { page: number; perPage: number },
): Promise<ListResult<StockAdjustmentRecord>> {
  const base = StockAdjustment.query(db).modify("ofCompany", companyId);
  if (filter.warehouseId) base.where("warehouseId", filter.warehouseId);
  if (filter.from) base.where("adjustmentDate", ">=", filter.from);
  if (filter.to) base.where("adjustmentDate", "<=", filter.to);
  const total = await base.clone().resultSize();
  const rows = await base
    .withGraphFetched(GRAPH)
    .modifiers(graphModifiers)
    .orderBy([
      { column: "adjustmentDate", order: "desc" },
      { column: "id", order: "desc" },
    ])
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage);
  return { items: rows.map(present), total, page: paging.page, perPage: paging.perPage };
}
