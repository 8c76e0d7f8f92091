import type { RelationMappings } from "objection";
import { Account } from "~/modules/accounts/account.model";
import { BaseModel, belongsToOneInCompany, columnEquals } from "~/utils/model";

// A sales tax rate of the company: its name, its percentage, the agency it is owed to and the
// liability account (Sales Tax Payable) a sale's tax is credited to.

export class SalesTaxRate extends BaseModel {
  static tableName = "sales_tax_rates";

  declare id: number;
  declare companyId: number;
  declare name: string;
  /** NUMERIC(7,4) as text: a percentage, "8.2500" */
  declare rate: string;
  declare agency: string;
  declare liabilityAccountId: number;
  declare active: boolean;
  /** Bumped by every save; an edit must be made on the current one (ADR 0014) */
  declare version: number;
  declare createdBy: number | null;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare liabilityAccount?: Account;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
  };

  static relationMappings = (): RelationMappings => ({
    liabilityAccount: belongsToOneInCompany(Account, "sales_tax_rates.liabilityAccountId", "company_accounts.id"),
  });
}
