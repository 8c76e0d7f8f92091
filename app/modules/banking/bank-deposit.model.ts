import type { RelationMappings } from "objection";
import { Account } from "~/modules/accounts/account.model";
import { BaseModel, belongsToOneInCompany, hasManyInCompany } from "~/utils/model";
import { BankDocumentModel } from "./bank-document.model";

// Make Deposit: a deposit and its lines, one aggregate inserted in one call in the transaction that
// posts it. A line that deposits a customer payment or a cash sale names it (customerPaymentId,
// salesDocumentId): a partial unique index lets one deposit that is not void hold each (ADR 0057).

export class BankDeposit extends BankDocumentModel {
  static tableName = "bank_deposits";

  /** YYYY-MM-DD */
  declare depositDate: string;
  /** The bank (cash, Paypal) account the money goes into */
  declare accountId: number;
  /** NUMERIC(14,2) as text: the lines' total (what the bank gets is total − cash back) */
  declare total: string;
  declare cashBackAccountId: number | null;
  declare cashBackMemo: string;
  /** NUMERIC(14,2) as text */
  declare cashBackAmount: string;

  declare lines?: BankDepositLine[];
  declare account?: Account;

  static relationMappings = (): RelationMappings => ({
    lines: hasManyInCompany(BankDepositLine, "bank_deposits.id", "bank_deposit_lines.depositId"),
    account: belongsToOneInCompany(Account, "bank_deposits.accountId", "company_accounts.id"),
  });
}

export class BankDepositLine extends BaseModel {
  static tableName = "bank_deposit_lines";

  declare id: number;
  declare companyId: number;
  declare depositId: number;
  declare lineNo: number;
  /** The customer payment (or prepayment) deposited, when the line is one */
  declare customerPaymentId: number | null;
  /** The cash sale deposited, when the line is one */
  declare salesDocumentId: number | null;
  declare customerId: number | null;
  declare vendorId: number | null;
  /** The account credited: Undeposited Funds for a payment, the row's account otherwise */
  declare accountId: number;
  declare paymentMethod: string;
  declare reference: string;
  declare memo: string;
  /** NUMERIC(14,2) as text */
  declare amount: string;
  /** Its deposit is void: what it held is free to deposit again */
  declare voided: boolean;
}
