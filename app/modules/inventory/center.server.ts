import { memberCompanyIds } from "~/modules/companies/companies.server";
import { likeAnywhere } from "~/lib/search-text";
import type { Knex } from "knex";
import { fromDecimal, toDecimal } from "~/lib/money";
import { formatQuantity, fromQuantityDecimal } from "~/lib/quantity";
import type { ListResult } from "~/lib/pagination";
import { DomainError } from "~/utils/errors";
import { CENTER_TEXT, type CenterDate, type CenterStatus, type CenterView } from "./center";
import { STOCKED_ITEM_TYPES } from "./stock.server";

// The Inventory Center on real data: the inventory items and assemblies with a
// status filter, search and pagination, and the selected item's figures. Its transactions join
// the stock movements to the documents of every kind that made them, so they are read beside the
// catalog of kinds (document-catalog/inventory-transactions.server.ts).

export interface CenterItemRow {
  id: number;
  name: string;
  type: "inventory" | "assembly";
  active: boolean;
  status: CenterStatus;
  /** On hand over every warehouse, "12.5" */
  quantity: string;
}

/** The left list: inventory items and assemblies of one status, searched by name, a page of them. */
export async function listCenterItems(
  db: Knex,
  companyId: number,
  query: { status: CenterStatus; search: string; page: number; perPage: number },
): Promise<ListResult<CenterItemRow>> {
  const base = db("items as i")
    .where("i.companyId", companyId)
    .whereIn("i.itemType", STOCKED_ITEM_TYPES)
    .where("i.active", query.status === "active")
    .modify((q) => {
      const search = query.search.trim();
      if (search) q.whereRaw("i.name ILIKE ?", [likeAnywhere(search)]);
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

export interface CenterItem {
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
export async function centerItem(db: Knex, companyId: number, itemId: number): Promise<CenterItem> {
  const item = await db("items as i")
    .leftJoin("itemGroups as g", function () {
      this.on("g.companyId", "i.companyId").andOn("g.id", "i.itemGroupId");
    })
    .where("i.companyId", companyId)
    .where("i.id", itemId)
    .whereIn("i.itemType", STOCKED_ITEM_TYPES)
    .first("i.id", "i.name", "i.itemType", "i.active", "i.standardCost", "i.salesPrice", "i.vendorItemNo", "g.name as groupName");
  if (!item) throw new DomainError(CENTER_TEXT.noItemSelected, 404);
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

export interface CenterTransaction {
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
  view: CenterView;
  date: CenterDate;
  page: number;
  perPage: number;
}

/** The company of an inventory item or assembly the user owns, or a 404. */
export async function findStockedItemCompanyId(db: Knex, userId: number, itemId: number): Promise<number> {
  const row = await db("items as i")
    .join("companies as c", "c.id", "i.companyId")
    .where({ "i.id": itemId })
    .whereIn("c.id", memberCompanyIds(db, userId))
    .whereIn("i.itemType", STOCKED_ITEM_TYPES)
    .first("i.companyId");
  if (!row) throw new DomainError(CENTER_TEXT.noItemSelected, 404);
  return row.companyId;
}
