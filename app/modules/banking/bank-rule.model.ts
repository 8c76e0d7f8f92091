import type { RelationMappings } from "objection";
import { Account } from "~/modules/accounts/account.model";
import { Vendor } from "~/modules/vendors/vendor.model";
import { BaseModel, belongsToOneInCompany, columnEquals } from "~/utils/model";

// A company's bank rule: a statement line whose payee contains the text (money in or out, within
// the amount range) is recorded to the account, with the vendor and memo (ADR 0058).

export class BankRule extends BaseModel {
  static tableName = "bank_rules";

  declare id: number;
  declare companyId: number;
  declare name: string;
  declare payeeContains: string;
  declare direction: "in" | "out";
  declare amountMin: string | null;
  declare amountMax: string | null;
  declare accountId: number;
  declare vendorId: number | null;
  declare memo: string;
  declare version: number;
  declare createdBy: number | null;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare account?: Account;
  declare vendor?: Vendor;

  static modifiers = { ofCompany: columnEquals("companyId") };

  static relationMappings = (): RelationMappings => ({
    account: belongsToOneInCompany(Account, "bank_rules.accountId", "company_accounts.id"),
    vendor: belongsToOneInCompany(Vendor, "bank_rules.vendorId", "vendors.id"),
  });
}
