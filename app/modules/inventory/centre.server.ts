import type { Knex } from "knex";
import { fromDecimal, toDecimal } from "~/lib/money";
import { formatQuantity, fromQuantityDecimal } from "~/lib/quantity";
import type { ListResult } from "~/lib/pagination";
import { DomainError } from "~/utils/errors";
import { CENTRE_TEXT, SOURCE_LABELS, VIEW_SOURCES, centreDateRange, type CentreDate, type CentreStatus, type CentreView } from "./centre";
import { STOCKED_ITEM_TYPES, type StockSourceType } from "./stock.server";

// The Inventory Centre (spec §2.9, §9) on real data: the inventory items and assemblies with a
// status filter, search and pagination; the selected item's figures; its transactions — its
// stock movements joined to the documents that made them — filtered by the Current View and Date
// presets (every preset filters, financial years from the company's start month), newest first.

export interface CentreItemRow {
  id: number;
  name: string;
  type: "inventory" | "assembly";
  active: boolean;
  status: CentreStatus;
  /** On hand over every warehouse, "12.5" */
  quantity: string;
}

/** The left list: inventory items and assemblies of one status, searched by name, a page of them. */
export async function listCentreItems(
  db: Knex,
  companyId: number,
  query: { status: CentreStatus; search: string; page: number; perPage: number },
): Promise<ListResult<CentreItemRow>> {
  const base = db("items as i")
    .where("i.companyId", companyId)
    .whereIn("i.itemType", STOCKED_ITEM_TYPES)
    .where("i.active", query.status === "active")
    .modify((q) => {
      const search = query.search.trim();
      if (search) q.whereRaw("i.name ILIKE ?", [`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`]);
    });
  const [{ count }] = await base.clone().count<{ count: string | number }[]>("* as count");
  const rows: { id: number; name: string; itemType: "inventory" | "assembly"; active: boolean; quantity: string | null }[] = await base
    .clone()
    .orderByRaw("lower(i.name), i.id")
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .select(
      "i.id",
      "i.name",
      "i.itemType",
      "i.active",
      db.raw("(SELECT sum(s.quantity) FROM item_stock s WHERE s.company_id = i.company_id AND s.item_id = i.id) AS quantity"),
    );
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      type: r.itemType,
      active: r.active,
      status: r.active ? "active" : "inactive",
      quantity: formatQuantity(fromQuantityDecimal(r.quantity)),
    })),
    total: Number(count),
    page: query.page,
    perPage: query.perPage,
  };
}

export interface CentreItem {
  id: number;
  name: string;
  type: "inventory" | "assembly";
  active: boolean;
  /** On hand over every warehouse */
  quantity: string;
  availableQty: string;
  standardCost: string;
  salesPrice: string;
  itemsGroup: string;
  /** The warehouses holding it (or that held it), by name */
  warehouse: string;
  itemNo: string;
}

/** The selected item's figures (the header and the Preview panel). */
export async function centreItem(db: Knex, companyId: number, itemId: number): Promise<CentreItem> {
  const item = await db("items as i")
    .leftJoin("itemGroups as g", function () {
      this.on("g.companyId", "i.companyId").andOn("g.id", "i.itemGroupId");
    })
    .where("i.companyId", companyId)
    .where("i.id", itemId)
    .whereIn("i.itemType", STOCKED_ITEM_TYPES)
    .first("i.id", "i.name", "i.itemType", "i.active", "i.standardCost", "i.salesPrice", "i.vendorItemNo", "g.name as groupName");
  if (!item) throw new DomainError(CENTRE_TEXT.noItemSelected, 404);
  const stock: { name: string; quantity: string }[] = await db("itemStock as s")
    .join("warehouses as w", function () {
      this.on("w.companyId", "s.companyId").andOn("w.id", "s.warehouseId");
    })
    .where("s.companyId", companyId)
    .where("s.itemId", itemId)
    .orderByRaw("lower(w.name)")
    .select("w.name", "s.quantity");
  const total = stock.reduce((sum, s) => sum + fromQuantityDecimal(s.quantity), 0);
  const quantity = formatQuantity(total);
  return {
    id: item.id,
    name: item.name,
    type: item.itemType,
    active: item.active,
    quantity,
    availableQty: quantity,
    standardCost: toDecimal(fromDecimal(item.standardCost)),
    salesPrice: toDecimal(fromDecimal(item.salesPrice)),
    itemsGroup: item.groupName ?? "",
    warehouse: stock.map((s) => s.name).join(", "),
    itemNo: item.vendorItemNo || String(item.id),
  };
}

export interface CentreTransaction {
  id: number;
  date: string;
  type: string;
  sourceType: string;
  sourceId: number | null;
  no: string;
  memo: string;
  /** Signed, "-3" */
  quantity: string;
  /** Signed value moved, "-7.20" */
  amount: string;
}

export interface TransactionQuery {
  view: CentreView;
  date: CentreDate;
  page: number;
  perPage: number;
}

/**
 * An item's transactions, newest first: each stock movement with its document's number — the
 * purchase document's number, the stock adjustment's id, the build's ref no. `all: true` gives every
 * row (the CSV export) instead of one page.
 */
export async function itemTransactions(
  db: Knex,
  companyId: number,
  itemId: number,
  query: TransactionQuery & { today: string; fiscalYearStart: string | number; all?: boolean },
): Promise<ListResult<CentreTransaction>> {
  const sources = VIEW_SOURCES[query.view];
  const range = centreDateRange(query.date, query.today, query.fiscalYearStart);
  const base = db("stockMovements as m")
    .where("m.companyId", companyId)
    .where("m.itemId", itemId)
    .modify((q) => {
      if (sources) q.whereIn("m.sourceType", sources);
      if (range) q.whereBetween("m.movementDate", [range.from, range.to]);
    });
  const [{ count }] = await base.clone().count<{ count: string | number }[]>("* as count");
  const rows: {
    id: number;
    movementDate: string;
    sourceType: StockSourceType;
    sourceId: number | null;
    quantity: string;
    value: string;
    memo: string;
    documentNo: string | null;
    documentMemo: string | null;
    buildRef: string | null;
    buildComments: string | null;
  }[] = await base
    .clone()
    .leftJoin("purchaseDocuments as d", function () {
      this.on("d.companyId", "m.companyId")
        .andOn("d.id", "m.sourceId")
        .andOnIn("m.sourceType", ["bill", "cash_purchase", "credit_card_charge", "cash_expense", "vendor_credit"]);
    })
    .leftJoin("assemblyBuilds as b", function () {
      this.on("b.companyId", "m.companyId").andOn("b.id", "m.sourceId").andOnVal("m.sourceType", "=", "build");
    })
    .orderBy([
      { column: "m.movementDate", order: "desc" },
      { column: "m.id", order: "desc" },
    ])
    .modify((q) => {
      if (!query.all) q.limit(query.perPage).offset((query.page - 1) * query.perPage);
    })
    .select(
      "m.id",
      db.raw("to_char(m.movement_date, 'YYYY-MM-DD') AS movement_date"),
      "m.sourceType",
      "m.sourceId",
      "m.quantity",
      "m.value",
      "m.memo",
      "d.number as documentNo",
      "d.comments as documentMemo",
      "b.refNo as buildRef",
      "b.comments as buildComments",
    );
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      date: r.movementDate,
      type: SOURCE_LABELS[r.sourceType] ?? r.sourceType,
      sourceType: r.sourceType,
      sourceId: r.sourceId,
      no:
        r.documentNo ?? (r.sourceType === "build" ? r.buildRef || String(r.sourceId ?? "") : r.sourceId === null ? "" : String(r.sourceId)),
      memo: r.memo || r.documentMemo || r.buildComments || "",
      quantity: formatQuantity(fromQuantityDecimal(r.quantity)),
      amount: toDecimal(fromDecimal(r.value)),
    })),
    total: Number(count),
    page: query.page,
    perPage: query.perPage,
  };
}

/** The company of an inventory item or assembly the user owns, or a 404. */
export async function findStockedItemCompanyId(db: Knex, userId: number, itemId: number): Promise<number> {
  const row = await db("items as i")
    .join("companies as c", "c.id", "i.companyId")
    .where({ "i.id": itemId, "c.ownerId": userId })
    .whereIn("i.itemType", STOCKED_ITEM_TYPES)
    .first("i.companyId");
  if (!row) throw new DomainError(CENTRE_TEXT.noItemSelected, 404);
  return row.companyId;
}
