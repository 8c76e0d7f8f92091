import type { RelationMappings } from "objection";
import { Account } from "~/modules/accounts/account.model";
import { BaseModel, belongsToOneInCompany, columnEquals } from "~/utils/model";

// Transfer Funds: money moved from one bank, cash, card or Paypal account to another, saved in the
// transaction that posts Dr to / Cr from (its entry's number is its own: TRF-0001).

export class BankTransfer extends BaseModel {
  static tableName = "bank_transfers";

  declare id: number;
  declare companyId: number;
  /** TRF-0001 */
  declare number: string;
  /** YYYY-MM-DD */
  declare transferDate: string;
  declare fromAccountId: number;
  declare toAccountId: number;
  /** NUMERIC(14,2) as text */
  declare amount: string;
  declare memo: string;
  declare status: "posted" | "void";
  declare journalEntryId: number | null;
  declare voidEntryId: number | null;
  declare voidedAt: Date | null;
  declare voidedBy: number | null;
  declare version: number;
  declare createdBy: number | null;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare fromAccount?: Account;
  declare toAccount?: Account;

  static modifiers = { ofCompany: columnEquals("companyId") };

  static relationMappings = (): RelationMappings => ({
    fromAccount: belongsToOneInCompany(Account, "bank_transfers.fromAccountId", "company_accounts.id"),
    toAccount: belongsToOneInCompany(Account, "bank_transfers.toAccountId", "company_accounts.id"),
  });
}
