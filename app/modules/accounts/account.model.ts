import type { RelationMappings } from "objection";
import { BaseModel, belongsToOneInCompany, columnEquals, hasManyInCompany } from "~/utils/model";
import type { AccountType } from "~/modules/ledger/account-types";

// The chart of accounts (company_accounts). A sub-account points at its parent in the same
// company: the foreign key is (company_id, parent_account_id) → (company_id, id).

export class Account extends BaseModel {
  static tableName = "company_accounts";

  declare id: number;
  declare companyId: number;
  declare accountType: AccountType;
  declare accountNumber: string;
  declare accountName: string;
  declare description: string;
  declare comments: string;
  declare active: boolean;
  declare isSubAccount: boolean;
  declare parentAccountId: number | null;
  declare bankName: string | null;
  declare bankAccountType: string | null;
  declare bankAccountNumber: string | null;
  /** NUMERIC(14,2) as text: "1500.00" */
  declare creditLimit: string | null;
  declare cardOrLoanNumber: string | null;
  declare paypalEmail: string | null;
  /** YYYY-MM-DD */
  declare asOf: string | null;
  /** NUMERIC(14,2) as text: what was entered; the balance itself is the ledger's */
  declare openingBalance: string;
  /** Made by the ledger (Opening Balance Equity, Accounts Payable) rather than by a user */
  declare isSystem: boolean;
  /** Bumped by every save; an edit must be made on the current one (ADR 0014) */
  declare version: number;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare parent?: Account | null;
  declare subAccounts?: Account[];

  static modifiers = {
    ofCompany: columnEquals("companyId"),
  };

  static relationMappings = (): RelationMappings => ({
    parent: belongsToOneInCompany(Account, "company_accounts.parentAccountId", "company_accounts.id"),
    subAccounts: hasManyInCompany(Account, "company_accounts.id", "company_accounts.parentAccountId"),
  });
}
