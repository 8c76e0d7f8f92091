import type { RelationMappings } from "objection";
import { Account } from "~/modules/accounts/account.model";
import { Vendor } from "~/modules/vendors/vendor.model";
import { BaseModel, belongsToOneInCompany, columnEquals, hasManyInCompany, lockedInIdOrder } from "~/utils/model";
import { PurchaseDocument } from "./purchase-document.model";
import type { PaymentStatus } from "./schema";

// A bill payment (Pay Bill) and what it settled: per bill, the money paid and the vendor credit
// applied (its records), and the vendor credits it used (its credit applications). One aggregate,
// saved in one call in the transaction that posts its journal entry and updates the bills it paid.

export class BillPayment extends BaseModel {
  static tableName = "bill_payments";

  declare id: number;
  declare companyId: number;
  /** Its journal entry's number: PAY-0001 */
  declare number: string;
  declare vendorId: number;
  declare payFromAccountId: number;
  /** YYYY-MM-DD */
  declare payDate: string;
  declare paymentMethod: string;
  /** Not issued (a cheque not printed yet), Issued, Void */
  declare status: PaymentStatus;
  /** YYYY-MM-DD: when the payment went out (a cheque: when it was printed) */
  declare issueDate: string | null;
  declare comments: string;
  /** NUMERIC(14,2) as text: the money paid out */
  declare total: string;
  /** NUMERIC(14,2) as text: vendor credit applied on top of the money */
  declare creditsApplied: string;
  declare journalEntryId: number | null;
  declare isWriteCheckDone: boolean;
  declare isPrintCheckDone: boolean;
  /** A printed cheque's number (Yes, Done); null until then */
  declare checkNumber: string | null;
  declare printedAt: Date | null;
  declare printerName: string | null;
  declare voidedAt: Date | null;
  declare voidedBy: number | null;
  declare voidReason: string | null;
  /** The reversing entry its void posted */
  declare voidEntryId: number | null;
  /** Bumped by every save; an edit must be made on the current one (ADR 0014) */
  declare version: number;
  declare createdBy: number | null;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare records?: BillPaymentRecord[];
  declare creditApplications?: VendorCreditApplication[];
  declare vendor?: Vendor;
  declare payFromAccount?: Account;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
    /** The payments of `ids`, locked in id order: two saves locking the same payments never wait on each other in a cycle. */
    lockedInIdOrder,
  };

  static relationMappings = (): RelationMappings => ({
    records: hasManyInCompany(BillPaymentRecord, "bill_payments.id", "bill_payment_records.paymentId"),
    creditApplications: hasManyInCompany(VendorCreditApplication, "bill_payments.id", "vendor_credit_applications.paymentId"),
    vendor: belongsToOneInCompany(Vendor, "bill_payments.vendorId", "vendors.id"),
    payFromAccount: belongsToOneInCompany(Account, "bill_payments.payFromAccountId", "company_accounts.id"),
  });
}

export class BillPaymentRecord extends BaseModel {
  static tableName = "bill_payment_records";

  declare id: number;
  declare companyId: number;
  declare paymentId: number;
  declare billId: number;
  /** NUMERIC(14,2) as text: money paid on the bill */
  declare amountPaid: string;
  /** NUMERIC(14,2) as text: vendor credit applied to the bill */
  declare creditApplied: string;

  declare bill?: PurchaseDocument;

  static relationMappings = (): RelationMappings => ({
    bill: belongsToOneInCompany(PurchaseDocument, "bill_payment_records.billId", "purchase_documents.id"),
  });
}

export class VendorCreditApplication extends BaseModel {
  static tableName = "vendor_credit_applications";

  declare id: number;
  declare companyId: number;
  declare paymentId: number;
  declare creditId: number;
  /** NUMERIC(14,2) as text */
  declare amount: string;

  declare credit?: PurchaseDocument;

  static relationMappings = (): RelationMappings => ({
    credit: belongsToOneInCompany(PurchaseDocument, "vendor_credit_applications.creditId", "purchase_documents.id"),
  });
}
