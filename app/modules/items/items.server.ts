import { recordCompanyId } from "~/modules/companies/companies.server";
import type { Knex } from "knex";
import { recordActivity } from "~/modules/activity/activity.server";
import type { PartialModelObject } from "objection";
import { fromDecimal, toDecimal } from "~/lib/money";
import { fromQuantityDecimal, toQuantityDecimal } from "~/lib/quantity";
import { anyColumnContains } from "~/lib/search-text";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { BILL_STATUS_SQL, itemBillUse } from "./item-bills.server";
import { DomainError, throwIfRefusal } from "~/utils/errors";
import { isForeignKeyViolation, isUniqueViolation, patchVersioned, type VersionedRecord } from "~/utils/model";
import { Item, type AnyItemType } from "./item.model";
import {
  EXPENSE_ACCOUNT_TYPES,
  INCOME_ACCOUNT_TYPES,
  ITEM_FIELDS,
  ITEM_TYPES,
  ITEM_MESSAGES,
  type BillStatus,
  type BillStatusFilter,
  type ItemStatusFilter,
  type VendorItemInput,
  type VendorItemKind,
} from "./schema";

// Vendor service items and vendor product items: one row of `items` each. The services check what
// the schemas cannot — the name free in the company (items_name_unique stands behind it), the
// company's own accounts of the right types, item group, vendor and parent item (a sub-item under
// an item of its kind, never under itself or its own sub-items) — then write in one transaction.
// An edit is made on the version it read (ADR 0014). The Bill Status is read from the bills
// (item-bills.server.ts, a read of purchase tables), set-based in the list's query.

/** An item as the screens and the API read it: the spec's field names for its kind. */
export interface VendorItem {
  id: number;
  companyId: number;
  type: VendorItemKind;
  /** The name, whichever kind (also under serviceName / productName) */
  name: string;
  isSubitem: boolean;
  subitemOf: number | null;
  salesDescription: string;
  /** "50.00" */
  salesPrice: string;
  incomeAccountId: number | null;
  taxable: boolean;
  commissionItem: boolean;
  standardCost: string;
  /** The item's group, under both names the payload accepts */
  vendorGroupId: number | null;
  itemGroupId: number | null;
  active: boolean;
  /** "active" or "inactive" */
  status: "active" | "inactive";
  purchaseDescription: string;
  purchasePrice: string;
  expenseAccountId: number | null;
  preferredVendor: number | null;
  version: number;
  billStatus: BillStatus;
  /** The kind's own fields: serviceName, iSellThisService, iBuyThisService, vendorServiceNo — or the product's, with weight */
  [field: string]: unknown;
}

/** One row of the Vendor Items list, and of the API's item arrays. */
export interface VendorItemRow {
  id: number;
  type: VendorItemKind;
  name: string;
  salesPrice: string;
  purchasePrice: string;
  purchaseDescription: string;
  salesDescription: string;
  active: boolean;
  status: "active" | "inactive";
  billStatus: BillStatus;
}

const RECORD = { noun: "item", notFound: ITEM_MESSAGES.notFound };
const money = (value: unknown) => toDecimal(fromDecimal(value as string));

/** The item as its kind's payload names it, with its bill status. */
function vendorItemView(item: Item, billStatus: BillStatus): VendorItem {
  const kind = item.itemType as VendorItemKind;
  const names = ITEM_FIELDS[kind];
  return {
    id: item.id,
    companyId: item.companyId,
    type: kind,
    name: item.name,
    [names.name]: item.name,
    isSubitem: item.isSubitem,
    subitemOf: item.parentItemId,
    [names.sells]: item.sells,
    salesDescription: item.salesDescription,
    salesPrice: money(item.salesPrice),
    incomeAccountId: item.incomeAccountId,
    taxable: item.taxable,
    commissionItem: item.commissionItem,
    standardCost: money(item.standardCost),
    vendorGroupId: item.itemGroupId,
    itemGroupId: item.itemGroupId,
    active: item.active,
    status: item.active ? "active" : "inactive",
    [names.buys]: item.buys,
    purchaseDescription: item.purchaseDescription,
    purchasePrice: money(item.purchasePrice),
    expenseAccountId: item.expenseAccountId,
    preferredVendor: item.preferredVendorId,
    [names.vendorNo]: item.vendorItemNo,
    ...(item.itemType === "product" ? { weight: Number(item.weight) } : {}),
    version: item.version,
    billStatus,
  };
}

/**
 * The item as an update payload of its kind (what PUT /api/vendor/items/:id takes): a client's PUT is
 * laid over it, so a field left out keeps its value. Left out: what is not the client's to set.
 */
export function vendorItemPayload(item: VendorItem): Record<string, unknown> {
  const { id, companyId, type, name, status, billStatus, version, itemGroupId, ...fields } = item;
  return { ...fields, vendorGroupId: itemGroupId };
}

/** The columns both item forms write (Vendor Items' and Inventory Items'), from the fields they share. */
export function sharedItemColumns(
  input: Pick<
    VendorItemInput,
    | "name"
    | "isSubitem"
    | "parentItemId"
    | "sells"
    | "salesDescription"
    | "salesPrice"
    | "incomeAccountId"
    | "commissionItem"
    | "purchaseDescription"
    | "purchasePrice"
    | "standardCost"
    | "itemGroupId"
    | "preferredVendorId"
    | "vendorItemNo"
    | "active"
  >,
) {
  return {
    name: input.name,
    isSubitem: input.isSubitem,
    parentItemId: input.parentItemId,
    sells: input.sells,
    salesDescription: input.salesDescription,
    salesPrice: toDecimal(input.salesPrice),
    incomeAccountId: input.incomeAccountId,
    commissionItem: input.commissionItem,
    purchaseDescription: input.purchaseDescription,
    purchasePrice: toDecimal(input.purchasePrice),
    standardCost: toDecimal(input.standardCost),
    itemGroupId: input.itemGroupId,
    preferredVendorId: input.preferredVendorId,
    vendorItemNo: input.vendorItemNo,
    active: input.active,
  };
}

/** The item's row, as an insert or an update writes it. */
function rowOf(input: VendorItemInput) {
  return {
    ...sharedItemColumns(input),
    itemType: input.itemType,
    taxable: input.taxable,
    buys: input.buys,
    expenseAccountId: input.expenseAccountId,
    weight: String(input.weight),
  };
}

const nameTaken = (kind: VendorItemKind, name: string) => {
  const message = ITEM_MESSAGES.nameTaken(name);
  return new DomainError(message, 409, { [ITEM_FIELDS[kind].name]: [message] });
};

/** True when another item of the company has this name (trimmed, case-insensitive), whatever its kind. */
export async function itemNameTaken(db: Knex, companyId: number, name: string, exceptId?: number | null): Promise<boolean> {
  const query = db("items").where({ companyId }).whereRaw("lower(btrim(name)) = lower(btrim(?))", [name]);
  if (exceptId) query.whereNot("id", exceptId);
  return Boolean(await query.first("id"));
}

/**
 * The references must be the company's own: accounts of the right types (an inactive one only when
 * the item already has it), the item group, the vendor, and a parent of the same kind that is not
 * the item or below it. Every problem at once, under its field.
 */
async function checkReferences(db: Knex, companyId: number, input: VendorItemInput, current: Item | null) {
  const fieldErrors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (fieldErrors[field] ??= []).push(message);

  const account = async (field: "incomeAccountId" | "expenseAccountId", label: string, types: readonly string[], wrong: string) => {
    const id = input[field];
    if (id === null) return;
    const row = await db("companyAccounts").where({ companyId, id }).first("accountType", "accountName", "active");
    if (!row) return add(field, ITEM_MESSAGES.accountNotFound(label));
    if (!types.includes(row.accountType)) return add(field, wrong);
    if (!row.active && current?.[field] !== id) add(field, ITEM_MESSAGES.accountInactive(label, row.accountName));
  };
  await account("incomeAccountId", "Income Account", INCOME_ACCOUNT_TYPES, ITEM_MESSAGES.incomeAccountType);
  await account("expenseAccountId", "Expense Account", EXPENSE_ACCOUNT_TYPES, ITEM_MESSAGES.expenseAccountType);

  if (input.itemGroupId !== null && !(await db("itemGroups").where({ companyId, id: input.itemGroupId }).first("id"))) {
    add("itemGroupId", ITEM_MESSAGES.groupNotFound);
  }
  if (input.preferredVendorId !== null && !(await db("vendors").where({ companyId, id: input.preferredVendorId }).first("id"))) {
    add("preferredVendor", ITEM_MESSAGES.vendorNotFound);
  }
  if (input.parentItemId !== null) {
    const parent = await db("items").where({ companyId, id: input.parentItemId }).first("id", "itemType");
    if (!parent) add("subitemOf", ITEM_MESSAGES.parentNotFound);
    else if (parent.itemType !== input.itemType) add("subitemOf", ITEM_MESSAGES.parentWrongType(input.itemType));
    else if (current && (await selfAndSubitems(db, companyId, current.id)).has(input.parentItemId))
      add("subitemOf", ITEM_MESSAGES.parentCycle);
  }
  const messages = [...new Set(Object.values(fieldErrors).flat())];
  if (messages.length) throw new DomainError(messages.join("\n"), 400, fieldErrors);
}

/** The item and every item below it (its sub-items, theirs, …): none of them can be its parent. */
async function selfAndSubitems(db: Knex, companyId: number, id: number): Promise<Set<number>> {
  const { rows } = await db.raw(
    `WITH RECURSIVE below(id) AS (
       SELECT id FROM items WHERE company_id = ? AND id = ?
       UNION
       SELECT i.id FROM items i JOIN below b ON i.parent_item_id = b.id WHERE i.company_id = ?
     ) SELECT id FROM below`,
    [companyId, id, companyId],
  );
  return new Set((rows as { id: number }[]).map((r) => Number(r.id)));
}

function translateWriteError(error: unknown, input: VendorItemInput): never {
  if (isUniqueViolation(error)) throw nameTaken(input.itemType, input.name);
  if (isForeignKeyViolation(error)) throw new DomainError("A referenced record was not found in this company", 400);
  throw error;
}

/** An item created or edited, in the activity log (`link`: its edit screen, which depends on its kind). */
export function recordItemActivity(
  trx: Knex.Transaction,
  ctx: CompanyContext,
  activity: "created" | "updated",
  id: number,
  name: string,
  link: string,
) {
  return recordActivity(trx, ctx, { activity, recordType: "item", recordId: id, name, link });
}

export async function createVendorItem(db: Knex, ctx: CompanyContext, input: VendorItemInput): Promise<VendorItem> {
  const { companyId } = ctx;
  if (await itemNameTaken(db, companyId, input.name)) throw nameTaken(input.itemType, input.name);
  await checkReferences(db, companyId, input, null);
  let id: number;
  try {
    id = await db.transaction(async (trx) => {
      const item = await Item.query(trx).insert({ companyId, ...rowOf(input), createdBy: ctx.userId });
      await recordItemActivity(trx, ctx, "created", item.id, input.name, `vendors/items/${item.id}/edit`);
      return item.id;
    });
  } catch (error) {
    translateWriteError(error, input);
  }
  return getVendorItem(db, companyId, id);
}

/** Edit: every field of the item (its kind stays), on the version it was read at (409 when stale). */
export async function updateVendorItem(
  db: Knex,
  ctx: CompanyContext,
  id: number,
  input: VendorItemInput & { version: number },
): Promise<VendorItem> {
  const { companyId } = ctx;
  const current = await Item.query(db).modify("ofCompany", companyId).whereIn("itemType", ITEM_TYPES).findById(id);
  if (!current) throw new DomainError(ITEM_MESSAGES.notFound, 404);
  if (current.itemType !== input.itemType) throw new DomainError(`This item is a ${current.itemType} item.`, 400);
  if (await itemNameTaken(db, companyId, input.name, id)) throw nameTaken(input.itemType, input.name);
  await checkReferences(db, companyId, input, current);
  try {
    await db.transaction(async (trx) => {
      await patchVersioned(Item, trx, { companyId, id }, input.version, { ...rowOf(input), updatedAt: trx.fn.now() }, RECORD);
      await recordItemActivity(trx, ctx, "updated", id, input.name, `vendors/items/${id}/edit`);
    });
  } catch (error) {
    throwIfRefusal(error);
    translateWriteError(error, input);
  }
  return getVendorItem(db, companyId, id);
}

/** The item's bill status, from the bills that have a row for it. */
async function billStatusOf(db: Knex, companyId: number, id: number): Promise<BillStatus> {
  const row = await db
    .from(itemBillUse(db, companyId).as("u"))
    .where("u.itemId", id)
    .first(db.raw(`${BILL_STATUS_SQL} as bill_status`));
  return (row?.billStatus as BillStatus | undefined) ?? "Available";
}

export async function getVendorItem(db: Knex, companyId: number, id: number): Promise<VendorItem> {
  const item = await Item.query(db).modify("ofCompany", companyId).whereIn("itemType", ITEM_TYPES).findById(id);
  if (!item) throw new DomainError(ITEM_MESSAGES.notFound, 404);
  return vendorItemView(item, await billStatusOf(db, companyId, id));
}

/** The item's company, found only through a company the user owns (else 404). */
export async function findItemCompanyId(db: Knex, userId: number, itemId: number): Promise<number> {
  return recordCompanyId(db, userId, "items", itemId, ITEM_MESSAGES.notFound);
}

export interface VendorItemListOptions {
  /** Only items of this kind; both when left out */
  type?: VendorItemKind;
  /** Customers › Items: the items sold (I sell this …), of every kind — inventory items and assemblies too */
  sold?: boolean;
  /** Company › Items: every item of every kind, bought or sold, with its quantity on hand */
  every?: boolean;
  /** Text the name or a description contains (any case) */
  search?: string;
  status: ItemStatusFilter;
  billStatus: BillStatusFilter;
}

/**
 * The company's items with their bill status, filtered, as one query: the items left joined to
 * their bill use (itemBillUse), the status derived in SQL, so the filter, the count and the page
 * all read the same thing.
 */
function itemRows(db: Knex, companyId: number, options: VendorItemListOptions) {
  const items = db("items as i")
    .leftJoin(itemBillUse(db, companyId).as("u"), "u.itemId", "i.id")
    .where("i.companyId", companyId)
    .select(
      "i.id",
      "i.itemType",
      "i.name",
      "i.salesPrice",
      "i.purchasePrice",
      "i.purchaseDescription",
      "i.salesDescription",
      "i.active",
      db.raw(`${BILL_STATUS_SQL} as bill_status`),
    );
  if (options.every) {
    // The stock on hand is the inventory module's (item_stock), read here as lists read across modules.
    items.select(
      db.raw("coalesce((SELECT sum(s.quantity) FROM item_stock s WHERE s.company_id = i.company_id AND s.item_id = i.id), 0) AS on_hand"),
    );
  }
  if (options.search?.trim())
    items.where(anyColumnContains(["i.name", "i.salesDescription", "i.purchaseDescription"], options.search.trim()));
  if (options.sold) items.where("i.sells", true);
  if (options.type) items.where("i.itemType", options.type);
  else if (!options.sold && !options.every) items.whereIn("i.itemType", ITEM_TYPES);
  if (options.status === "active") items.where("i.active", true);
  if (options.status === "inactive") items.where("i.active", false);
  const rows = db.from(items.as("r"));
  if (options.billStatus !== "all") rows.where("r.billStatus", options.billStatus);
  return rows;
}

function rowView(r: Record<string, unknown>): VendorItemRow {
  const active = Boolean(r.active);
  return {
    id: Number(r.id),
    type: r.itemType as VendorItemKind,
    name: String(r.name),
    salesPrice: money(r.salesPrice),
    purchasePrice: money(r.purchasePrice),
    purchaseDescription: String(r.purchaseDescription ?? ""),
    salesDescription: String(r.salesDescription ?? ""),
    active,
    status: active ? "active" : "inactive",
    billStatus: r.billStatus as BillStatus,
    ...(r.onHand !== undefined ? { onHand: toQuantityDecimal(fromQuantityDecimal(r.onHand as string)) } : {}),
  };
}

/** One page of the Vendor Items list by name: `{ items, total, page, perPage }`. */
export async function listVendorItems(db: Knex, companyId: number, options: VendorItemListOptions & { page: number; perPage: number }) {
  const count = itemRows(db, companyId, options).count({ total: "*" });
  const page = itemRows(db, companyId, options)
    .orderByRaw("lower(btrim(r.name)), r.id")
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage)
    .select("r.*");
  const [[{ total }], rows] = (await Promise.all([count, page])) as [{ total: string | number }[], Record<string, unknown>[]];
  return { items: rows.map(rowView), total: Number(total), page: options.page, perPage: options.perPage };
}

/** One row of Customers › Items: an item sold, of any kind. */
export type SoldItemRow = Omit<VendorItemRow, "type"> & { type: AnyItemType };

/** One page of Customers › Items (the items sold, of every kind) by name: `{ items, total, page, perPage }`. */
export async function listSoldItems(
  db: Knex,
  companyId: number,
  options: Omit<VendorItemListOptions, "sold" | "type"> & { page: number; perPage: number },
) {
  const page = await listVendorItems(db, companyId, { ...options, sold: true });
  return { ...page, items: page.items as unknown as SoldItemRow[] };
}

/** One row of Company › Items: an item of any kind, with its quantity on hand ("0.0000" for items without stock). */
export type CompanyItemRow = SoldItemRow & { onHand: string };

/** One page of Company › Items (every item of every kind, searched) by name: `{ items, total, page, perPage }`. */
export async function listCompanyItems(
  db: Knex,
  companyId: number,
  options: { status: ItemStatusFilter; search?: string; page: number; perPage: number },
) {
  const page = await listVendorItems(db, companyId, { ...options, billStatus: "all", every: true });
  return { ...page, items: page.items as unknown as CompanyItemRow[] };
}

/** Every item of Company › Items matching the filter, by name (the CSV export), read in batches. */
export async function allCompanyItems(db: Knex, companyId: number, options: { status: ItemStatusFilter; search?: string }) {
  return (await allVendorItems(db, companyId, { ...options, billStatus: "all", every: true })) as unknown as CompanyItemRow[];
}

/** Every item sold matching the filter, by name (the CSV export), read in batches. */
export async function allSoldItems(db: Knex, companyId: number, options: Omit<VendorItemListOptions, "sold" | "type">) {
  return (await allVendorItems(db, companyId, { ...options, sold: true })) as unknown as SoldItemRow[];
}

/** Every matching item by name (the API's arrays and the CSV export), read in batches. */
export async function allVendorItems(db: Knex, companyId: number, options: VendorItemListOptions): Promise<VendorItemRow[]> {
  const batch = 1000;
  const all: VendorItemRow[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await listVendorItems(db, companyId, { ...options, page, perPage: batch });
    all.push(...items);
    if (!items.length || all.length >= total) return all;
  }
}

/** The options of the item forms' Parent Item select: the company's items of a kind, by name. */
export async function itemParentOptions(db: Knex, companyId: number, kind: VendorItemKind, exceptId?: number) {
  const excluded = exceptId ? await selfAndSubitems(db, companyId, exceptId) : new Set<number>();
  const rows = await db("items").where({ companyId, itemType: kind }).orderByRaw("lower(btrim(name)), id").select("id", "name", "active");
  return (rows as { id: number; name: string; active: boolean }[]).filter((r) => !excluded.has(r.id));
}

/** An item row of the API's arrays, named as the spec's lists name it: serviceName or productName. */
export function itemArrayEntry(row: VendorItemRow): Record<string, unknown> {
  const { id, name, ...rest } = row;
  return { id, [ITEM_FIELDS[row.type].name]: name, ...rest };
}

// The items table is this module's: the inventory module's forms and imports, which build an
// inventory item's row and its stock, write the row through these.

/** Insert an item row built by another module (an inventory item), inside the caller's transaction. */
export async function insertItemRow(trx: Knex.Transaction, row: PartialModelObject<Item> & { companyId: number }): Promise<Item> {
  return Item.query(trx).insert(row);
}

/** Save an item row's columns if it is still at `version` (ADR 0014): the new version, or 409/404. */
export async function patchItemRow(
  trx: Knex.Transaction,
  key: { companyId: number; id: number },
  version: number,
  changes: PartialModelObject<Item>,
  record: VersionedRecord,
): Promise<number> {
  return patchVersioned(Item, trx, key, version, changes as Record<string, unknown>, record);
}
