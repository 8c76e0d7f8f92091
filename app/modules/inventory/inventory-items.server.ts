import { recordCompanyId } from "~/modules/companies/companies.server";
import { anyColumnContains } from "~/lib/search-text";
import type { Knex } from "knex";
import { fromDecimal, toDecimal, type Cents } from "~/lib/money";
import { fromQuantityDecimal, toQuantityDecimal, valueOf } from "~/lib/quantity";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { Item } from "~/modules/items/item.model";
import { insertItemRow, itemNameTaken, patchItemRow, recordItemActivity, sharedItemColumns } from "~/modules/items/items.server";
import { postEntries, type Posting } from "~/modules/ledger/ledger.server";
import { openingBalanceEquityAccount } from "~/modules/accounts/system-accounts.server";
import { DomainError, throwIfRefusal } from "~/utils/errors";
import { isForeignKeyViolation, isUniqueViolation } from "~/utils/model";
import { INVENTORY_ACCOUNT_TYPES, INVENTORY_ITEM_MESSAGES as M, reorderState } from "./inventory-item-rules";
import type { InventoryItemInput, InventoryListFilter } from "./inventory-item-schema";
import { defaultWarehouseId, moveStock, stockPostingLines, type MovedStock } from "./stock.server";
import { StockMovement } from "./stock.model";

// Inventory items (items of kind 'inventory'): create, read, edit, list. What is on hand is never
// typed into the item: the form's opening On Hand Quantity × Standard Cost, as of its date, is
// received through moveStock (an "opening" movement) into a warehouse and posted Dr the item's
// assets account, Cr Opening Balance Equity (entry type OB) in the transaction that saves the item.
// After that, quantities change only through documents (adjustments, builds, purchases). The
// assets account holds the item's stock value, so it cannot change once stock has moved.
// Names are unique among all of a company's items (items_name_unique). Edits are made on the
// version read (ADR 0014).

const INVENTORY_KIND = "inventory" as const;

/** An inventory item as the screens and the API read it (the spec's payload names). */
export interface InventoryItem {
  id: number;
  companyId: number;
  type: "inventory";
  name: string;
  descriptionSales: string;
  /** "12.50" */
  salesPrice: string;
  incomeAccount: number | null;
  descriptionPurchase: string;
  purchasePrice: string;
  costOfGoodsSold: number | null;
  assetsAccount: number | null;
  standardCost: string;
  /** On hand now over every warehouse, from stock ("12.5") */
  onHandQuantity: string;
  /** Its value at average cost ("31.25") */
  onHandValue: string;
  /** Opening total: standard cost × opening quantity */
  asOfDate: string | null;
  /** "5" or null */
  reorderPoint: string | null;
  reorderState: "Safe" | "Reached";
  itemGroupId: number | null;
  itemGroup: { name: string } | null;
  active: boolean;
  status: "active" | "inactive";
  vendorId: number | null;
  vendorProductNo: string;
  commissionItem: boolean;
  subitemOf: boolean;
  parentItemId: number | null;
  sellProduct: boolean;
  /** Whether any stock ever moved (the assets account is then fixed) */
  hasMovements: boolean;
  version: number;
}

/** One row of the Inventory Items list, its CSV and the API's arrays. */
export interface InventoryItemRow {
  id: number;
  name: string;
  active: boolean;
  status: "active" | "inactive";
  /** The sales description, else the purchase description */
  description: string;
  type: "Inventory";
  onHandQuantity: string;
  reorderPoint: string | null;
  reorderState: "Safe" | "Reached";
  salesPrice: string;
  purchasePrice: string;
  standardCost: string;
}

const RECORD = { noun: "item", notFound: M.notFound };
const quantityText = (units: number) => {
  // "12.5": the quantity without trailing zeros, no grouping (machine-readable).
  const [whole, fraction] = toQuantityDecimal(units).split(".");
  const trimmed = fraction.replace(/0+$/, "");
  return trimmed ? `${whole}.${trimmed}` : whole;
};
const optionalQuantity = (text: string | null) => (text === null ? null : quantityText(fromQuantityDecimal(text)));

/** Stock on hand per item (every warehouse), as a subquery to join. */
function onHandSubquery(db: Knex, companyId: number) {
  return db("itemStock")
    .where({ companyId })
    .groupBy("itemId")
    .select("itemId", db.raw("sum(quantity) AS on_hand"), db.raw("sum(value) AS on_hand_value"));
}

async function readItem(db: Knex, companyId: number, id: number): Promise<InventoryItem> {
  const item = await Item.query(db).modify("ofCompany", companyId).where("itemType", INVENTORY_KIND).findById(id).withGraphFetched("group");
  if (!item) throw new DomainError(M.notFound, 404);
  const stock = await db("itemStock")
    .where({ companyId, itemId: id })
    .first(db.raw("coalesce(sum(quantity), 0) AS quantity"), db.raw("coalesce(sum(value), 0) AS value"));
  const moved = await StockMovement.query(db).modify("ofCompany", companyId).where({ itemId: id }).first().select("id");
  const onHand = fromQuantityDecimal(stock?.quantity ?? "0");
  const reorderPoint = item.reorderPoint === null ? null : fromQuantityDecimal(item.reorderPoint);
  return {
    id: item.id,
    companyId: item.companyId,
    type: INVENTORY_KIND,
    name: item.name,
    descriptionSales: item.salesDescription,
    salesPrice: toDecimal(fromDecimal(item.salesPrice)),
    incomeAccount: item.incomeAccountId,
    descriptionPurchase: item.purchaseDescription,
    purchasePrice: toDecimal(fromDecimal(item.purchasePrice)),
    costOfGoodsSold: item.cogsAccountId,
    assetsAccount: item.assetAccountId,
    standardCost: toDecimal(fromDecimal(item.standardCost)),
    onHandQuantity: quantityText(onHand),
    onHandValue: toDecimal(fromDecimal(stock?.value ?? "0")),
    asOfDate: item.asOfDate,
    reorderPoint: optionalQuantity(item.reorderPoint),
    reorderState: reorderState(onHand, reorderPoint),
    itemGroupId: item.itemGroupId,
    itemGroup: item.group ? { name: item.group.name } : null,
    active: item.active,
    status: item.active ? "active" : "inactive",
    vendorId: item.preferredVendorId,
    vendorProductNo: item.vendorItemNo,
    commissionItem: item.commissionItem,
    subitemOf: item.isSubitem,
    parentItemId: item.parentItemId,
    sellProduct: item.sells,
    hasMovements: Boolean(moved),
    version: item.version,
  };
}

export const getInventoryItem = readItem;

/** The item as an update payload (what PUT /api/inventory/items/:id lays a client's fields over). */
export function inventoryItemPayload(item: InventoryItem): Record<string, unknown> {
  return {
    name: item.name,
    descriptionSales: item.descriptionSales,
    salesPrice: item.salesPrice === "0.00" ? null : item.salesPrice,
    incomeAccount: item.incomeAccount,
    descriptionPurchase: item.descriptionPurchase,
    purchasePrice: item.purchasePrice === "0.00" ? null : item.purchasePrice,
    costOfGoodsSold: item.costOfGoodsSold,
    assetsAccount: item.assetsAccount,
    standardCost: item.standardCost,
    asOfDate: item.asOfDate,
    reorderPoint: item.reorderPoint,
    itemGroupId: item.itemGroupId,
    active: item.active,
    vendorId: item.vendorId,
    vendorProductNo: item.vendorProductNo,
    commissionItem: item.commissionItem,
    subitemOf: item.subitemOf,
    parentItemId: item.parentItemId,
    sellProduct: item.sellProduct,
  };
}

/** The item's row, as an insert or an update writes it. */
function rowOf(input: InventoryItemInput) {
  return {
    ...sharedItemColumns(input),
    itemType: INVENTORY_KIND,
    buys: true,
    assetAccountId: input.assetAccountId,
    cogsAccountId: input.cogsAccountId,
    reorderPoint: input.reorderPoint === null ? null : toQuantityDecimal(input.reorderPoint),
  };
}

const nameTaken = (name: string) => new DomainError(M.nameTaken(name), 409, { name: [M.nameTaken(name)] });

/** Problems by field; thrown at once as a 400 with every message. */
class Problems {
  readonly fieldErrors: Record<string, string[]> = {};
  add(field: string, message: string) {
    (this.fieldErrors[field] ??= []).push(message);
  }
  throwIfAny() {
    const messages = [...new Set(Object.values(this.fieldErrors).flat())];
    if (messages.length) throw new DomainError(messages.join("\n"), 400, this.fieldErrors);
  }
}

/**
 * The references must be the company's own: accounts of the picker's types (an inactive one only
 * when the item already has it), group, vendor, warehouse (active) and a parent that is an active
 * inventory item, not a sub-item, not the item itself.
 */
async function checkReferences(db: Knex, companyId: number, input: InventoryItemInput, current: InventoryItem | null, problems: Problems) {
  const account = async (field: string, id: number | null, label: string, types: readonly string[], had: number | null) => {
    if (id === null) return;
    const row = await db("companyAccounts").where({ companyId, id }).first("accountType", "accountName", "active");
    if (!row) return problems.add(field, M.accountNotFound(label));
    if (!types.includes(row.accountType)) return problems.add(field, M.accountType(label, types));
    if (!row.active && had !== id) problems.add(field, M.accountInactive(label, row.accountName));
  };
  await account("incomeAccount", input.incomeAccountId, "Income Account", INVENTORY_ACCOUNT_TYPES.income, current?.incomeAccount ?? null);
  await account("assetsAccount", input.assetAccountId, "Assets Account", INVENTORY_ACCOUNT_TYPES.assets, current?.assetsAccount ?? null);
  await account(
    "costOfGoodsSold",
    input.cogsAccountId,
    "Cost of Goods Sold Account",
    INVENTORY_ACCOUNT_TYPES.cogs,
    current?.costOfGoodsSold ?? null,
  );
  if (input.itemGroupId !== null && !(await db("itemGroups").where({ companyId, id: input.itemGroupId }).first("id")))
    problems.add("itemGroupId", M.groupNotFound);
  if (input.preferredVendorId !== null && !(await db("vendors").where({ companyId, id: input.preferredVendorId }).first("id")))
    problems.add("vendorId", M.vendorNotFound);
  if (input.parentItemId !== null) {
    if (current && input.parentItemId === current.id) problems.add("parentItemId", M.parentSelf);
    else {
      const parent = await db("items").where({ companyId, id: input.parentItemId }).first("itemType", "isSubitem", "active");
      const unchanged = current?.parentItemId === input.parentItemId;
      if (!parent || parent.itemType !== INVENTORY_KIND || (!unchanged && (parent.isSubitem || !parent.active)))
        problems.add("parentItemId", M.parentNotFound);
    }
    // An item that has sub-items cannot itself become one (parents are never sub-items).
    if (current && input.isSubitem && (await db("items").where({ companyId, parentItemId: current.id }).first("id")))
      problems.add("parentItemId", M.parentSelf);
  }
  if (
    !current &&
    input.warehouseId !== null &&
    !(await db("warehouses").where({ companyId, id: input.warehouseId, isActive: true }).first("id"))
  )
    problems.add("warehouseId", M.warehouseNotFound);
}

/** Opening stock of an item in one warehouse: quantity (ten-thousandths) and its value (null: × standard cost). */
export interface OpeningStock {
  /** null: the company's default warehouse */
  warehouseId: number | null;
  quantity: number;
  value: Cents | null;
}

/** The opening stock's posting: Dr the item's assets account, Cr Opening Balance Equity (OB). */
function openingStockPosting(moved: readonly MovedStock[], equityId: number, date: string, itemName: string): Posting | null {
  const lines = stockPostingLines(moved, `Opening stock of ${itemName}`);
  const total = lines.reduce((sum, l) => sum + (l.debit ?? 0), 0);
  if (!total) return null;
  return {
    entryType: "OB",
    entryDate: date,
    comments: `Opening stock of ${itemName}`,
    sourceType: "item_opening",
    sourceId: moved[0].itemId,
    lines: [...lines, { accountId: equityId, credit: total as Cents, memo: `Opening stock of ${itemName}`, itemId: moved[0].itemId }],
  };
}

/**
 * Insert inventory items with their opening stock, inside the caller's transaction: each item row,
 * its opening movement through moveStock, and one OB entry per item (posted in a batch). Inputs are
 * already checked. Returns the new ids in order.
 */
export async function insertInventoryItems(
  trx: Knex.Transaction,
  ctx: CompanyContext,
  inputs: readonly (InventoryItemInput & { openings?: OpeningStock[] })[],
  onItem?: (done: number) => void,
): Promise<number[]> {
  const { companyId } = ctx;
  const ids: number[] = [];
  const postings: Posting[] = [];
  let equityId: number | null = null;
  let fallbackWarehouse: number | null = null;
  for (const input of inputs) {
    const asOf = input.asOfDate ?? ctx.today;
    const item = await insertItemRow(trx, { companyId, ...rowOf(input), asOfDate: asOf, createdBy: ctx.userId });
    ids.push(item.id);
    const openings = (input.openings ?? [{ warehouseId: input.warehouseId, quantity: input.onHandQuantity, value: null }]).filter(
      (o) => o.quantity > 0,
    );
    if (openings.length) {
      const changes = [];
      for (const o of openings) {
        const warehouseId = o.warehouseId ?? (fallbackWarehouse ??= await defaultWarehouseId(trx, companyId));
        const value = o.value ?? valueOf(o.quantity, input.standardCost);
        changes.push({ itemId: item.id, warehouseId, quantity: o.quantity, value, memo: "Opening stock" });
      }
      const moved = await moveStock(trx, companyId, { type: "opening", id: item.id, date: asOf }, changes);
      equityId ??= await openingBalanceEquityAccount(trx, companyId);
      const posting = openingStockPosting(moved, equityId, asOf, input.name);
      if (posting) postings.push(posting);
    }
    onItem?.(ids.length);
  }
  // Posted in batches, so a long import does not build one huge statement.
  for (let i = 0; i < postings.length; i += 500) await postEntries(trx, ctx, postings.slice(i, i + 500));
  return ids;
}

function translateWriteError(error: unknown, name: string): never {
  if (isUniqueViolation(error)) throw nameTaken(name);
  if (isForeignKeyViolation(error)) throw new DomainError("A referenced record was not found in this company", 400);
  throw error;
}

/** Check a new item against the database (name, references): every problem at once. */
async function checkNewInventoryItem(db: Knex, companyId: number, input: InventoryItemInput): Promise<void> {
  if (await itemNameTaken(db, companyId, input.name)) throw nameTaken(input.name);
  const problems = new Problems();
  await checkReferences(db, companyId, input, null, problems);
  problems.throwIfAny();
}

export async function createInventoryItem(db: Knex, ctx: CompanyContext, input: InventoryItemInput): Promise<InventoryItem> {
  await checkNewInventoryItem(db, ctx.companyId, input);
  let id: number;
  try {
    [id] = await db.transaction(async (trx) => {
      const ids = await insertInventoryItems(trx, ctx, [input]);
      await recordItemActivity(trx, ctx, "created", ids[0], input.name, `inventory/edit-item/${ids[0]}`);
      return ids;
    });
  } catch (error) {
    throwIfRefusal(error);
    translateWriteError(error, input.name);
  }
  return readItem(db, ctx.companyId, id);
}

/**
 * Edit: every field but the stock (on hand and its date stay as stock made them), on the version
 * read (409 when stale). The assets account cannot change once the item has moved stock.
 */
export async function updateInventoryItem(
  db: Knex,
  ctx: CompanyContext,
  id: number,
  input: InventoryItemInput & { version: number },
): Promise<InventoryItem> {
  const { companyId } = ctx;
  const current = await readItem(db, companyId, id);
  if (await itemNameTaken(db, companyId, input.name, id)) throw nameTaken(input.name);
  const problems = new Problems();
  await checkReferences(db, companyId, input, current, problems);
  if (current.hasMovements && current.assetsAccount !== input.assetAccountId) {
    const account = await db("companyAccounts").where({ companyId, id: current.assetsAccount }).first("accountNumber", "accountName");
    problems.add(
      "assetsAccount",
      M.assetsAccountLocked(account ? `${account.accountNumber} ${account.accountName}`.trim() : "its account"),
    );
  }
  problems.throwIfAny();
  try {
    await db.transaction(async (trx) => {
      await patchItemRow(trx, { companyId, id }, input.version, { ...rowOf(input), updatedAt: trx.fn.now() }, RECORD);
      await recordItemActivity(trx, ctx, "updated", id, input.name, `inventory/edit-item/${id}`);
    });
  } catch (error) {
    throwIfRefusal(error);
    translateWriteError(error, input.name);
  }
  return readItem(db, companyId, id);
}

/** The item's company, found only through a company the user owns (else 404). */
export async function findInventoryItemCompanyId(db: Knex, userId: number, itemId: number): Promise<number> {
  return recordCompanyId(db, userId, "items", itemId, M.notFound, { itemType: INVENTORY_KIND });
}

/** The Parent Item choices: active inventory items that are not sub-items (the item itself left out). */
export async function inventoryParentOptions(db: Knex, companyId: number, exceptId?: number) {
  const query = db("items")
    .where({ companyId, itemType: INVENTORY_KIND, isSubitem: false, active: true })
    .orderByRaw("lower(btrim(name)), id")
    .select("id", "name");
  if (exceptId) query.whereNot("id", exceptId);
  return (await query) as { id: number; name: string }[];
}

/** The list's rows, filtered, as one query (the count, the page and the CSV read the same thing). */
function listRows(db: Knex, companyId: number, filter: InventoryListFilter) {
  const rows = db("items as i")
    .leftJoin(onHandSubquery(db, companyId).as("s"), "s.itemId", "i.id")
    .where({ "i.companyId": companyId, "i.itemType": INVENTORY_KIND });
  if (filter.view === "active") rows.where("i.active", true);
  if (filter.view === "inactive") rows.where("i.active", false);
  if (filter.reorder === "reached") rows.whereNotNull("i.reorderPoint").whereRaw("coalesce(s.on_hand, 0) <= i.reorder_point");
  if (filter.reorder === "safe") rows.where((q) => q.whereNull("i.reorderPoint").orWhereRaw("coalesce(s.on_hand, 0) > i.reorder_point"));
  if (filter.q) rows.where(anyColumnContains(["i.name", "i.salesDescription", "i.purchaseDescription"], filter.q));
  return rows;
}

function rowView(r: Record<string, unknown>): InventoryItemRow {
  const active = Boolean(r.active);
  const onHand = fromQuantityDecimal((r.onHand as string | null) ?? "0");
  const reorderPoint = r.reorderPoint === null ? null : fromQuantityDecimal(r.reorderPoint as string);
  return {
    id: Number(r.id),
    name: String(r.name),
    active,
    status: active ? "active" : "inactive",
    description: String(r.salesDescription || r.purchaseDescription || ""),
    type: "Inventory",
    onHandQuantity: quantityText(onHand),
    reorderPoint: reorderPoint === null ? null : quantityText(reorderPoint),
    reorderState: reorderState(onHand, reorderPoint),
    salesPrice: toDecimal(fromDecimal(r.salesPrice as string)),
    purchasePrice: toDecimal(fromDecimal(r.purchasePrice as string)),
    standardCost: toDecimal(fromDecimal(r.standardCost as string)),
  };
}

const LIST_COLUMNS = [
  "i.id",
  "i.name",
  "i.active",
  "i.salesDescription",
  "i.purchaseDescription",
  "i.reorderPoint",
  "i.salesPrice",
  "i.purchasePrice",
  "i.standardCost",
  "s.onHand",
];

/** One page of the Inventory Items list by name: `{ items, total, page, perPage }`. */
export async function listInventoryItems(db: Knex, companyId: number, options: InventoryListFilter & { page: number; perPage: number }) {
  const [{ total }] = (await listRows(db, companyId, options).count({ total: "*" })) as { total: string | number }[];
  const rows = (await listRows(db, companyId, options)
    .orderByRaw("lower(btrim(i.name)), i.id")
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage)
    .select(LIST_COLUMNS)) as Record<string, unknown>[];
  return { items: rows.map(rowView), total: Number(total), page: options.page, perPage: options.perPage };
}

/** Every matching item by name (the CSV export and the API's arrays), read in batches. */
export async function allInventoryItems(db: Knex, companyId: number, filter: InventoryListFilter): Promise<InventoryItemRow[]> {
  const all: InventoryItemRow[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await listInventoryItems(db, companyId, { ...filter, page, perPage: 1000 });
    all.push(...items);
    if (!items.length || all.length >= total) return all;
  }
}

/** The form's Warehouse choices for the opening stock: the company's active warehouses by name. */
export async function warehouseOptions(db: Knex, companyId: number): Promise<{ id: number; name: string }[]> {
  return db("warehouses").where({ companyId, isActive: true }).orderByRaw("lower(btrim(name)), id").select("id", "name");
}
