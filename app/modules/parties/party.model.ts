import type { AnyQueryBuilder, ModelClass, RelationMappings } from "objection";
import { Company } from "~/modules/companies/company.model";
import { PaymentTerm } from "~/modules/support-lists/support-list-item.model";
import { BaseModel, belongsToOneInCompany, columnEquals, hasManyInCompany, orderedBy } from "~/utils/model";
import type { ADDRESS_TYPES, PAYMENT_METHODS } from "./constants";

// What a party's contact and address rows are, whichever party owns them: each party keeps them in
// its own tables (vendor_contacts, customer_contacts, …), and its model names the table and the
// column that points at the party (ADR 0034).

/**
 * The columns every party's row has (vendors, customers); each party's model adds its code, name and
 * "since" columns, its own fields and its relations.
 */
export abstract class PartyRow extends BaseModel {
  declare id: number;
  declare companyId: number;
  declare active: boolean;
  /** NUMERIC(14,2) as text, posted to the ledger when the party was created */
  declare openingBalance: string;
  /** YYYY-MM-DD */
  declare balanceAsOf: string | null;
  /** The primary contact's phone and email */
  declare phone: string;
  declare email: string;
  declare fax: string;
  declare webpage: string;
  declare notes: string;
  /** NUMERIC(14,2) as text; 0 for none */
  declare creditLimit: string;
  /** The preferred payment method */
  declare paymentMethod: (typeof PAYMENT_METHODS)[number];
  declare paymentTermId: number | null;
  /** The selected address type, or "" */
  declare address: string;
  declare createdBy: number | null;
  /** Bumped by every save; an edit must be made on the current one (ADR 0014) */
  declare version: number;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare paymentTerm?: PaymentTerm | null;
  declare company?: Company;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
  };
}

/**
 * The relations every party has, named alike: the rows of its own tables that point at it by `key`
 * (its contacts, addresses and custom values), its payment term and its company. Each party's model
 * adds the relations of its own fields.
 */
export function partyRelationMappings(
  table: string,
  key: string,
  owned: { contacts: ModelClass<BaseModel>; addresses: ModelClass<BaseModel>; customFieldValues: ModelClass<BaseModel> },
): RelationMappings {
  const ownedBy = (modelClass: ModelClass<BaseModel>) => hasManyInCompany(modelClass, `${table}.id`, `${modelClass.tableName}.${key}`);
  return {
    contacts: ownedBy(owned.contacts),
    addresses: ownedBy(owned.addresses),
    customFieldValues: ownedBy(owned.customFieldValues),
    paymentTerm: belongsToOneInCompany(PaymentTerm, `${table}.paymentTermId`, "payment_terms.id"),
    company: { relation: BaseModel.BelongsToOneRelation, modelClass: Company, join: { from: `${table}.companyId`, to: "companies.id" } },
  };
}

/** One contact of a party, in the party's order; at most one primary (a partial unique index). */
export abstract class PartyContactRow extends BaseModel {
  declare id: number;
  declare companyId: number;
  /** The contact's place in the party's list, from 0 */
  declare position: number;
  declare name: string;
  declare title: string;
  declare phone: string;
  declare email: string;
  declare isPrimary: boolean;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
    /** In the party's order. */
    inOrder: orderedBy("position", "id"),
  };
}

/** One address of a party: one of each type per party (a unique index). */
export abstract class PartyAddressRow extends BaseModel {
  declare id: number;
  declare companyId: number;
  declare type: (typeof ADDRESS_TYPES)[number];
  declare address1: string;
  declare address2: string;
  declare city: string;
  declare state: string;
  declare postalCode: string;
  declare country: string;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
    /** Billing, Shipping, Other. */
    inTypeOrder: (query: AnyQueryBuilder) => {
      query.orderByRaw("array_position(array['Billing','Shipping','Other'], ??)", [`${query.tableRefFor(query.modelClass())}.type`]);
    },
  };
}
