import type { RelationMappings } from "objection";
import { Item } from "~/modules/items/item.model";
import { BaseModel, belongsToOneInCompany, columnEquals } from "~/utils/model";
import { Warehouse } from "./warehouse.model";

// A build of an assembly (Build Assembly): how many were built in which warehouse on which date.
// Its components leave and the assemblies arrive as stock movements (source 'build'), and it posts
// one entry (BLD) when the components had a value; the build keeps the value it moved and its entry.

export class AssemblyBuild extends BaseModel {
  static tableName = "assembly_builds";

  declare id: number;
  declare companyId: number;
  /** The assembly (an items row of item_type 'assembly') */
  declare assemblyId: number;
  declare warehouseId: number;
  /** YYYY-MM-DD */
  declare buildDate: string;
  declare refNo: string;
  declare comments: string;
  /** NUMERIC(14,4) as text: how many were built */
  declare quantity: string;
  /** NUMERIC(14,2) as text: the components' value the build moved */
  declare value: string;
  declare journalEntryId: number | null;
  declare createdBy: number | null;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare assembly?: Item;
  declare warehouse?: Warehouse;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
  };

  static relationMappings = (): RelationMappings => ({
    assembly: belongsToOneInCompany(Item, "assembly_builds.assemblyId", "items.id"),
    warehouse: belongsToOneInCompany(Warehouse, "assembly_builds.warehouseId", "warehouses.id"),
  });
}
