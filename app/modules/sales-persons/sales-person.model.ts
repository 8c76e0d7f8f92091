import type { RelationMappings } from "objection";
import type { AddressParts } from "~/lib/address";
import { Account } from "~/modules/accounts/account.model";
import { BaseModel, belongsToOneInCompany, columnEquals, hasManyInCompany, orderedBy } from "~/utils/model";
import type { Gender } from "./constants";

// A sales person and its addresses (the first, position 0, is the one the screens show), and the
// expense account it names. Invoices, cash sales and customers will name a sales person by
// (company_id, sales_person_id); every relation joins on (company_id, id), as the foreign keys do.

export class SalesPerson extends BaseModel {
  static tableName = "sales_persons";

  declare id: number;
  declare companyId: number;
  /** Unique in the company (trimmed, any case) */
  declare salesPersonName: string;
  declare email: string;
  declare phone: string;
  declare fileAs: string;
  declare jobTitle: string;
  declare webpage: string;
  declare fax: string;
  declare active: boolean;
  declare gender: Gender;
  /** YYYY-MM-DD */
  declare dob: string | null;
  /** YYYY-MM-DD */
  declare dateOfHire: string | null;
  /** YYYY-MM-DD */
  declare dateOfLastReview: string | null;
  /** YYYY-MM-DD */
  declare dateOfRelease: string | null;
  /** An Expense or Other Expense account, or none */
  declare expenseAccountId: number | null;
  /** Bumped by every save; an edit must be made on the current one (ADR 0014) */
  declare version: number;
  declare createdBy: number | null;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare addresses?: SalesPersonAddress[];
  declare expenseAccount?: Account | null;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
  };

  static relationMappings = (): RelationMappings => ({
    addresses: hasManyInCompany(SalesPersonAddress, "sales_persons.id", "sales_person_addresses.salesPersonId"),
    expenseAccount: belongsToOneInCompany(Account, "sales_persons.expenseAccountId", "company_accounts.id"),
  });
}

/** Its columns address1, address2, city, state, postalCode and country are the address's six parts. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging -- the columns, declared once as AddressParts
export interface SalesPersonAddress extends AddressParts {}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- see the interface above
export class SalesPersonAddress extends BaseModel {
  static tableName = "sales_person_addresses";

  declare id: number;
  declare companyId: number;
  declare salesPersonId: number;
  /** The address's place in the sales person's list, from 0 */
  declare position: number;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
    /** In the sales person's order. */
    inOrder: orderedBy("position", "id"),
  };
}
