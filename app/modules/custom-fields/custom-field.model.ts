import type { AnyQueryBuilder, RelationMappings } from "objection";
import { BaseModel, belongsToOneInCompany, columnEquals } from "~/utils/model";

// Custom fields: the company's definitions (each flagged for clients, vendors and/or employees)
// and the values vendors hold for them. A value belongs to its vendor and its definition in the
// same company; deleting either deletes the value (the foreign keys cascade).

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

/** One vendor's value of one custom field. */
export class VendorCustomValue extends BaseModel {
  static tableName = "vendor_custom_values";
  /** One value per vendor and definition (the table's key also leads with company_id). */
  static idColumn = ["vendorId", "definitionId"];

  declare companyId: number;
  declare vendorId: number;
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

  static relationMappings = (): RelationMappings => ({
    definition: belongsToOneInCompany(CustomFieldDefinition, "vendor_custom_values.definitionId", "custom_field_definitions.id"),
  });
}
