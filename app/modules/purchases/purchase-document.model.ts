import type { RelationMappings } from "objection";
import { Account } from "~/modules/accounts/account.model";
import { Item } from "~/modules/items/item.model";
import { JournalEntry } from "~/modules/journal/journal-entry.model";
import { PaymentTerm } from "~/modules/support-lists/support-list-item.model";
import { Vendor } from "~/modules/vendors/vendor.model";
import { BaseModel, belongsToOneInCompany, columnEquals, hasManyInCompany } from "~/utils/model";
import type { DocumentKind, DocumentStatus, LineType } from "./schema";

// A purchase document — bill, credit card charge, cash expense, cash purchase or vendor credit —
// and its rows (account rows and item rows), one aggregate saved in one call (insertGraph) in the
// transaction that posts its journal entry. Every reference joins on (company_id, id).

export class PurchaseDocument extends BaseModel {
  static tableName = "purchase_documents";

  declare id: number;
  declare companyId: number;
  declare kind: DocumentKind;
  /** Its journal entry's number (BILL-0001, …); "DRAFT" for a draft bill */
  declare number: string;
  declare vendorId: number | null;
  declare contactName: string;
  declare phone: string;
  /** Cash purchases: the vendor's billing address, one part a line */
  declare billTo: string;
  /** YYYY-MM-DD */
  declare docDate: string;
  /** Bills: YYYY-MM-DD */
  declare dueDate: string | null;
  /** Cash purchases: YYYY-MM-DD */
  declare deliveryDate: string | null;
  declare paymentTermId: number | null;
  /** Bills: the vendor's own invoice number */
  declare vendorReference: string;
  /** Cash purchases */
  declare paymentMethod: string | null;
  declare toBePrinted: boolean;
  declare chequeNo: string;
  /** The account that pays: cash expenses, card charges, cash purchases */
  declare payFromAccountId: number | null;
  /** Vendor credits refunded into a bank account */
  declare refundAccountId: number | null;
  declare comments: string;
  /** NUMERIC(14,2) as text */
  declare total: string;
  /** NUMERIC(14,2) as text: a bill's paid and credited part; a vendor credit's applied part */
  declare amountPaid: string;
  declare status: DocumentStatus;
  declare journalEntryId: number | null;
  /** Bumped by every save; an edit must be made on the current one (ADR 0014) */
  declare version: number;
  declare createdBy: number | null;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare lines?: PurchaseDocumentLine[];
  declare vendor?: Vendor | null;
  declare payFromAccount?: Account | null;
  declare refundAccount?: Account | null;
  declare paymentTerm?: PaymentTerm | null;
  declare journalEntry?: JournalEntry | null;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
    ofKind: columnEquals("kind"),
  };

  static relationMappings = (): RelationMappings => ({
    lines: hasManyInCompany(PurchaseDocumentLine, "purchase_documents.id", "purchase_document_lines.documentId"),
    vendor: belongsToOneInCompany(Vendor, "purchase_documents.vendorId", "vendors.id"),
    payFromAccount: belongsToOneInCompany(Account, "purchase_documents.payFromAccountId", "company_accounts.id"),
    refundAccount: belongsToOneInCompany(Account, "purchase_documents.refundAccountId", "company_accounts.id"),
    paymentTerm: belongsToOneInCompany(PaymentTerm, "purchase_documents.paymentTermId", "payment_terms.id"),
    journalEntry: belongsToOneInCompany(JournalEntry, "purchase_documents.journalEntryId", "journal_entries.id"),
  });
}

export class PurchaseDocumentLine extends BaseModel {
  static tableName = "purchase_document_lines";

  declare id: number;
  declare companyId: number;
  declare documentId: number;
  declare lineNo: number;
  declare lineType: LineType;
  declare accountId: number | null;
  declare itemId: number | null;
  declare description: string;
  /** NUMERIC(14,4) as text (item rows) */
  declare quantity: string | null;
  /** NUMERIC(14,2) as text (item rows) */
  declare unitPrice: string | null;
  /** NUMERIC(14,2) as text: the row's amount (an item row's quantity × unit price, to the cent) */
  declare amount: string;

  declare account?: Account | null;
  declare item?: Item | null;

  static modifiers = {
    inOrder: (query: import("objection").AnyQueryBuilder) => query.orderBy("lineNo"),
  };

  static relationMappings = (): RelationMappings => ({
    account: belongsToOneInCompany(Account, "purchase_document_lines.accountId", "company_accounts.id"),
    item: belongsToOneInCompany(Item, "purchase_document_lines.itemId", "items.id"),
  });
}
