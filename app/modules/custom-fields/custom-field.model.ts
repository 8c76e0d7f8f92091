import type { AnyQueryBuilder, RelationMappings } from "objection";
import { BaseModel, belongsToOneInCompany, columnEquals } from "~/utils/model";

// Custom fields: the company's definitions (each flagged for clients, vendors and/or employees)
// and the values vendors and customers hold for them. A value belongs to its party and its
// definition in the same company; deleting either deletes the value (the foreign keys cascade).

export class CustomFieldDefinition extends BaseModel {
  static tableName = "custom_field_definitions";

  declare id: number;
  declare companyId: number;
  declare name: string;
  declare client: boolean;
  declare vendor: boolean;
  declare employee: boolean;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
    /** Definitions by name (case-insensitive), then id: the order every screen lists them in. */
    byName: (query: AnyQueryBuilder) => {
      const table = query.tableRefFor(query.modelClass());
      query.orderByRaw(`lower(??), ??`, [`${table}.name`, `${table}.id`]);
    },
  };
}

/**
 * One party's value of one custom field (a vendor's, a customer's): each party keeps its values in
 * its own table, keyed by the party and the definition (the table's key also leads with company_id).
 */
abstract class PartyCustomValue extends BaseModel {
  declare companyId: number;
  declare definitionId: number;
  declare value: string;

  declare definition?: CustomFieldDefinition;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
    /** In the order of their definitions' names. */
    byDefinitionName: (query: AnyQueryBuilder) => {
      query
        .select(`${query.tableRefFor(query.modelClass())}.*`)
        .joinRelated("definition")
        .orderBy("definition.name");
    },
  };

  static relationMappings = function (this: typeof PartyCustomValue): RelationMappings {
    return { definition: belongsToOneInCompany(CustomFieldDefinition, `${this.tableName}.definitionId`, "custom_field_definitions.id") };
  };
}

export class VendorCustomValue extends PartyCustomValue {
  static tableName = "vendor_custom_values";
  static idColumn = ["vendorId", "definitionId"];

  declare vendorId: number;
}

export class CustomerCustomValue extends PartyCustomValue {
  static tableName = "customer_custom_values";
  static idColumn = ["customerId", "definitionId"];

  declare customerId: number;
}
