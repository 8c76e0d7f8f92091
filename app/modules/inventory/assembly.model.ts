import type { RelationMappings } from "objection";
import { Item } from "~/modules/items/item.model";
import { BaseModel, belongsToOneInCompany, columnEquals, hasManyInCompany } from "~/utils/model";

// An inventory assembly is an `items` row of item_type 'assembly'; its components (which inventory
// items, how many of each one assembly needs) are assembly_components rows. Assembly and its
// components are one graph, written with insertGraph and read with withGraphFetched.

export class AssemblyComponent extends BaseModel {
  static tableName = "assembly_components";

  declare id: number;
  declare companyId: number;
  declare assemblyId: number;
  declare lineNo: number;
  declare componentItemId: number;
  /** NUMERIC(14,4) as text: how many one assembly needs (0: not consumed) */
  declare quantity: string;

  declare item?: Item;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
  };

  static relationMappings = (): RelationMappings => ({
    item: belongsToOneInCompany(Item, "assembly_components.componentItemId", "items.id"),
  });
}

export class Assembly extends Item {
  declare components?: AssemblyComponent[];

  static relationMappings = (): RelationMappings => ({
    ...(Item.relationMappings as () => RelationMappings)(),
    components: hasManyInCompany(AssemblyComponent, "items.id", "assembly_components.assemblyId"),
  });
}
