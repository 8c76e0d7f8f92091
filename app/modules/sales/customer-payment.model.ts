import type { RelationMappings } from "objection";
import { Account } from "~/modules/accounts/account.model";
import { Customer } from "~/modules/customers/customer.model";
import { BaseModel, belongsToOneInCompany, columnEquals, hasManyInCompany, lockedInIdOrder } from "~/utils/model";
import { SalesDocument } from "./sales-document.model";

// Money received from a customer — a Receive Payment or a prepayment — with what it settled of each
// invoice (its applications) and the credits it applied (its credit applications): one aggregate,
// saved in one call in the transaction that posts its entry. What it left unapplied is the
// customer's credit: total − applied − credit_used.

export type CustomerPaymentKind = "payment" | "prepayment";

export class CustomerPayment extends BaseModel {
  static tableName = "customer_payments";

  declare id: number;
  declare companyId: number;
  declare kind: CustomerPaymentKind;
  /** Its journal entry's number: RP-0001, PP-0001 */
  declare number: string;
  declare customerId: number;
  declare depositToAccountId: number;
  /** YYYY-MM-DD */
  declare payDate: string;
  declare paymentMethod: string;
  declare reference: string;
  declare memo: string;
  /** NUMERIC(14,2) as text: the money received */
  declare total: string;
  /** NUMERIC(14,2) as text: of it, applied to invoices by this payment */
  declare applied: string;
  /** NUMERIC(14,2) as text: of its unapplied rest, used later (applied by another payment or refunded) */
  declare creditUsed: string;
  declare status: "posted" | "void";
  declare journalEntryId: number | null;
  declare voidEntryId: number | null;
  declare version: number;
  declare createdBy: number | null;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare applications?: CustomerPaymentApplication[];
  declare creditApplications?: CustomerCreditApplication[];
  declare customer?: Customer;
  declare depositToAccount?: Account;

  static modifiers = { ofCompany: columnEquals("companyId"), lockedInIdOrder };

  static relationMappings = (): RelationMappings => ({
    applications: hasManyInCompany(CustomerPaymentApplication, "customer_payments.id", "customer_payment_applications.paymentId"),
    creditApplications: hasManyInCompany(CustomerCreditApplication, "customer_payments.id", "customer_credit_applications.paymentId"),
    customer: belongsToOneInCompany(Customer, "customer_payments.customerId", "customers.id"),
    depositToAccount: belongsToOneInCompany(Account, "customer_payments.depositToAccountId", "company_accounts.id"),
  });
}

/** Money of a payment applied to one invoice. */
export class CustomerPaymentApplication extends BaseModel {
  static tableName = "customer_payment_applications";

  declare id: number;
  declare companyId: number;
  declare paymentId: number;
  declare invoiceId: number;
  /** NUMERIC(14,2) as text */
  declare amount: string;

  declare invoice?: SalesDocument;

  static relationMappings = (): RelationMappings => ({
    invoice: belongsToOneInCompany(SalesDocument, "customer_payment_applications.invoiceId", "sales_documents.id"),
  });
}

/** A credit (a credit memo, or an earlier payment's unapplied rest) applied to one invoice by a payment. */
export class CustomerCreditApplication extends BaseModel {
  static tableName = "customer_credit_applications";

  declare id: number;
  declare companyId: number;
  declare paymentId: number;
  declare invoiceId: number;
  declare creditMemoId: number | null;
  declare sourcePaymentId: number | null;
  /** NUMERIC(14,2) as text */
  declare amount: string;
}
