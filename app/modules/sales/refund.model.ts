import type { RelationMappings } from "objection";
import { Account } from "~/modules/accounts/account.model";
import { Customer } from "~/modules/customers/customer.model";
import { BaseModel, belongsToOneInCompany, columnEquals, hasManyInCompany } from "~/utils/model";

// A customer's credit paid back (a refund) and the credits it paid: one aggregate saved in one call
// in the transaction that posts Dr Accounts Receivable / Cr the paying account.

export class CustomerRefund extends BaseModel {
  static tableName = "customer_refunds";

  declare id: number;
  declare companyId: number;
  /** Its journal entry's number: RF-0001 */
  declare number: string;
  declare customerId: number;
  declare payFromAccountId: number;
  /** YYYY-MM-DD */
  declare refundDate: string;
  declare paymentMethod: string;
  /** A cheque still to print (it is on the print-check list until printed) */
  declare toBePrinted: boolean;
  /** The printed cheque's number (CHK-0004, or the stock's); "" until then */
  declare chequeNo: string;
  /** When Yes, Done said its cheque printed, and on which printer ("PDF": downloaded) */
  declare printedAt: Date | null;
  declare printerName: string;
  declare memo: string;
  /** NUMERIC(14,2) as text */
  declare total: string;
  declare status: "posted" | "void";
  declare journalEntryId: number | null;
  declare voidEntryId: number | null;
  declare version: number;
  declare createdBy: number | null;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare sources?: CustomerRefundSource[];
  declare customer?: Customer;
  declare payFromAccount?: Account;

  static modifiers = { ofCompany: columnEquals("companyId") };

  static relationMappings = (): RelationMappings => ({
    sources: hasManyInCompany(CustomerRefundSource, "customer_refunds.id", "customer_refund_sources.refundId"),
    customer: belongsToOneInCompany(Customer, "customer_refunds.customerId", "customers.id"),
    payFromAccount: belongsToOneInCompany(Account, "customer_refunds.payFromAccountId", "company_accounts.id"),
  });
}

/** One credit a refund paid back: a credit memo or a payment's unapplied rest. */
export class CustomerRefundSource extends BaseModel {
  static tableName = "customer_refund_sources";

  declare id: number;
  declare companyId: number;
  declare refundId: number;
  declare creditMemoId: number | null;
  declare sourcePaymentId: number | null;
  /** NUMERIC(14,2) as text */
  declare amount: string;
}
