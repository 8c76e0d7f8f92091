import type { RelationMappings } from "objection";
import { Account } from "~/modules/accounts/account.model";
import { belongsToOneInCompany } from "~/utils/model";
import { BankDocumentModel } from "./bank-document.model";

// Transfer Funds: money moved from one bank, cash, card or Paypal account to another, saved in the
// transaction that posts Dr to / Cr from (its entry's number is its own: TRF-0001).

export class BankTransfer extends BankDocumentModel {
  static tableName = "bank_transfers";

  /** YYYY-MM-DD */
  declare transferDate: string;
  declare fromAccountId: number;
  declare toAccountId: number;
  /** NUMERIC(14,2) as text */
  declare amount: string;

  declare fromAccount?: Account;
  declare toAccount?: Account;

  static relationMappings = (): RelationMappings => ({
    fromAccount: belongsToOneInCompany(Account, "bank_transfers.fromAccountId", "company_accounts.id"),
    toAccount: belongsToOneInCompany(Account, "bank_transfers.toAccountId", "company_accounts.id"),
  });
}
