import type { RelationMappings } from "objection";
import { Item } from "~/modules/items/item.model";
import { BaseModel, belongsToOneInCompany, columnEquals } from "~/utils/model";
import { Warehouse } from "./warehouse.model";

// Stock: what is on hand of an item in a warehouse (item_stock, one row per item × warehouse, keyed
// (company_id, item_id, warehouse_id)), and every movement that changed it (stock_movements: signed
// quantity and value, with the document that moved it). moveStock (stock.server.ts) is the one
// writer of both: it locks the rows, checks what is on hand and writes a batch set-based, so its
// statements stay plain Knex; the models read an item's stock and movements with their item and
// warehouse.

/** A stock row's item and warehouse, both within its company. */
function itemAndWarehouse(table: string): RelationMappings {
  return {
    item: belongsToOneInCompany(Item, `${table}.itemId`, "items.id"),
    warehouse: belongsToOneInCompany(Warehouse, `${table}.warehouseId`, "warehouses.id"),
  };
}

/** A row about one item in one warehouse (a stock level, a movement): its keys, relations and ofCompany. */
class ItemInWarehouse extends BaseModel {
  declare companyId: number;
  declare itemId: number;
  declare warehouseId: number;
  declare item?: Item;
  declare warehouse?: Warehouse;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
  };
}

export class ItemStock extends ItemInWarehouse {
  static tableName = "item_stock";
  static idColumn = ["companyId", "itemId", "warehouseId"];

  /** NUMERIC(14,4) as text; never below 0 */
  declare quantity: string;
  /** NUMERIC(14,2) as text: the value on hand at average cost */
  declare value: string;

  static relationMappings = () => itemAndWarehouse("item_stock");
}

export class StockMovement extends ItemInWarehouse {
  static tableName = "stock_movements";

  /** bigint; read as a number (db.server.ts sets the parser) */
  declare id: number;
  /** YYYY-MM-DD */
  declare movementDate: string;
  /** What moved it: opening, adjustment, build, bill, cash_purchase, … */
  declare sourceType: string;
  declare sourceId: number | null;
  /** NUMERIC(14,4) as text, signed: received positive, issued negative */
  declare quantity: string;
  /** NUMERIC(14,2) as text, signed: the value it moved at */
  declare value: string;
  declare memo: string;
  declare createdAt: Date;

  static relationMappings = () => itemAndWarehouse("stock_movements");
}
