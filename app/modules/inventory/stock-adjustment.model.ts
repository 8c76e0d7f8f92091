import type { RelationMappings } from "objection";
import { Account } from "~/modules/accounts/account.model";
import { Item } from "~/modules/items/item.model";
import { BaseModel, belongsToOneInCompany, columnEquals, hasManyInCompany } from "~/utils/model";
import { Warehouse } from "./warehouse.model";

// A stock adjustment and its rows (one aggregate: read with withGraphFetched("lines"), the rows
// written through the root's relation in the caller's transaction). Every reference joins on
// (company_id, id), as the foreign keys do.

export class StockAdjustmentLine extends BaseModel {
  static tableName = "stock_adjustment_lines";

  declare id: number;
  declare companyId: number;
  declare stockAdjustmentId: number;
  declare lineNo: number;
  declare itemId: number;
  declare comment: string;
  /** NUMERIC(14,4) as text: on hand in the warehouse before the adjustment */
  declare currentQty: string;
  /** NUMERIC(14,4) as text: the signed change */
  declare adjustedQty: string;
  /** NUMERIC(14,2) as text: the value on hand before the adjustment */
  declare currentValue: string;
  /** NUMERIC(14,4) as text: cost per unit the row moved at */
  declare rate: string;
  /** NUMERIC(14,2) as text: the signed value the row moved (posted to the asset account) */
  declare value: string;

  declare item?: Item;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
    inOrder: (query: import("objection").AnyQueryBuilder) => query.orderBy("lineNo"),
  };

  static relationMappings = (): RelationMappings => ({
    item: belongsToOneInCompany(Item, "stock_adjustment_lines.itemId", "items.id"),
  });
}

export class StockAdjustment extends BaseModel {
  static tableName = "stock_adjustments";

  declare id: number;
  declare companyId: number;
  declare warehouseId: number;
  declare adjustmentAccountId: number;
  /** YYYY-MM-DD */
  declare adjustmentDate: string;
  declare journalEntryId: number | null;
  /** Bumped by every save; an edit must be made on the current one (ADR 0014) */
  declare version: number;
  declare createdBy: number | null;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare lines?: StockAdjustmentLine[];
  declare warehouse?: Warehouse;
  declare adjustmentAccount?: Account;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
  };

  static relationMappings = (): RelationMappings => ({
    lines: hasManyInCompany(StockAdjustmentLine, "stock_adjustments.id", "stock_adjustment_lines.stockAdjustmentId"),
    warehouse: belongsToOneInCompany(Warehouse, "stock_adjustments.warehouseId", "warehouses.id"),
    adjustmentAccount: belongsToOneInCompany(Account, "stock_adjustments.adjustmentAccountId", "company_accounts.id"),
  });
}
