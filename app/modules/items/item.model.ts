import type { RelationMappings } from "objection";
import { Account } from "~/modules/accounts/account.model";
import { ItemGroup } from "~/modules/support-lists/support-list-item.model";
import { Vendor } from "~/modules/vendors/vendor.model";
import { BaseModel, belongsToOneInCompany, columnEquals, hasManyInCompany } from "~/utils/model";
import type { ItemType } from "./schema";

/** Every kind of item: the vendor kinds and the inventory kinds that hold stock. */
export type AnyItemType = ItemType | "inventory" | "assembly";

// An item the company buys or sells: a vendor service item or a vendor product item, or an
// inventory item or assembly, which hold stock (inventory/stock.server.ts). A sub-item points at its parent in the same company;
// every reference joins on (company_id, id), as the foreign keys do.

export class Item extends BaseModel {
  static tableName = "items";

  declare id: number;
  declare companyId: number;
  declare itemType: AnyItemType;
  declare name: string;
  declare isSubitem: boolean;
  declare parentItemId: number | null;
  /** I sell this service/product */
  declare sells: boolean;
  declare salesDescription: string;
  /** NUMERIC(14,2) as text */
  declare salesPrice: string;
  declare incomeAccountId: number | null;
  declare taxable: boolean;
  declare commissionItem: boolean;
  /** I buy this service/product */
  declare buys: boolean;
  declare purchaseDescription: string;
  /** NUMERIC(14,2) as text */
  declare purchasePrice: string;
  /** Where a purchase of the item is debited */
  declare expenseAccountId: number | null;
  /** NUMERIC(14,2) as text */
  declare standardCost: string;
  declare itemGroupId: number | null;
  declare preferredVendorId: number | null;
  /** The vendor's own number for the item */
  declare vendorItemNo: string;
  /** NUMERIC(14,4) as text (product items) */
  declare weight: string;
  /** Inventory kinds: the Inventory Asset (or Fixed Asset) account their stock value is kept in */
  declare assetAccountId: number | null;
  /** Inventory kinds: the Cost of Goods Sold account */
  declare cogsAccountId: number | null;
  /** Inventory kinds: NUMERIC(14,4) as text, or null when not set */
  declare reorderPoint: string | null;
  /** Inventory kinds: the date the opening quantity was counted on (YYYY-MM-DD) */
  declare asOfDate: string | null;
  declare active: boolean;
  /** Bumped by every save; an edit must be made on the current one (ADR 0014) */
  declare version: number;
  declare createdBy: number | null;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare parent?: Item | null;
  declare subitems?: Item[];
  declare incomeAccount?: Account | null;
  declare expenseAccount?: Account | null;
  declare group?: ItemGroup | null;
  declare preferredVendor?: Vendor | null;
  declare assetAccount?: Account | null;
  declare cogsAccount?: Account | null;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
  };

  static relationMappings = (): RelationMappings => ({
    parent: belongsToOneInCompany(Item, "items.parentItemId", "items.id"),
    subitems: hasManyInCompany(Item, "items.id", "items.parentItemId"),
    incomeAccount: belongsToOneInCompany(Account, "items.incomeAccountId", "company_accounts.id"),
    expenseAccount: belongsToOneInCompany(Account, "items.expenseAccountId", "company_accounts.id"),
    assetAccount: belongsToOneInCompany(Account, "items.assetAccountId", "company_accounts.id"),
    cogsAccount: belongsToOneInCompany(Account, "items.cogsAccountId", "company_accounts.id"),
    group: belongsToOneInCompany(ItemGroup, "items.itemGroupId", "item_groups.id"),
    preferredVendor: belongsToOneInCompany(Vendor, "items.preferredVendorId", "vendors.id"),
  });
}
