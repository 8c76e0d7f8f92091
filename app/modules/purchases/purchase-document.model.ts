import type { RelationMappings } from "objection";
import { Account } from "~/modules/accounts/account.model";
import { Item } from "~/modules/items/item.model";
import { JournalEntry } from "~/modules/journal/journal-entry.model";
import { PaymentTerm } from "~/modules/support-lists/support-list-item.model";
import { Vendor } from "~/modules/vendors/vendor.model";
import { DocumentLineModel, DocumentModel } from "~/modules/documents/document.model";
import { belongsToOneInCompany, hasManyInCompany } from "~/utils/model";
import type { DocumentKind, DocumentStatus } from "./schema";

// A purchase document — bill, credit card charge, cash expense, cash purchase or vendor credit —
// and its rows (account rows and item rows), one aggregate saved in one call (insertGraph) in the
// transaction that posts its journal entry. Every reference joins on (company_id, id).

export class PurchaseDocument extends DocumentModel {
  static tableName = "purchase_documents";

  declare kind: DocumentKind;
  declare vendorId: number | null;
  declare contactName: string;
  declare phone: string;
  /** Cash purchases: the vendor's billing address, one part a line */
  declare billTo: string;
  /** Cash purchases: YYYY-MM-DD */
  declare deliveryDate: string | null;
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
  declare status: DocumentStatus;

  declare lines?: PurchaseDocumentLine[];
  declare vendor?: Vendor | null;
  declare payFromAccount?: Account | null;
  declare refundAccount?: Account | null;
  declare paymentTerm?: PaymentTerm | null;
  declare journalEntry?: JournalEntry | null;

  static relationMappings = (): RelationMappings => ({
    lines: hasManyInCompany(PurchaseDocumentLine, "purchase_documents.id", "purchase_document_lines.documentId"),
    vendor: belongsToOneInCompany(Vendor, "purchase_documents.vendorId", "vendors.id"),
    payFromAccount: belongsToOneInCompany(Account, "purchase_documents.payFromAccountId", "company_accounts.id"),
    refundAccount: belongsToOneInCompany(Account, "purchase_documents.refundAccountId", "company_accounts.id"),
    paymentTerm: belongsToOneInCompany(PaymentTerm, "purchase_documents.paymentTermId", "payment_terms.id"),
    journalEntry: belongsToOneInCompany(JournalEntry, "purchase_documents.journalEntryId", "journal_entries.id"),
  });
}

export class PurchaseDocumentLine extends DocumentLineModel {
  static tableName = "purchase_document_lines";

  declare account?: Account | null;
  declare item?: Item | null;

  static relationMappings = (): RelationMappings => ({
    account: belongsToOneInCompany(Account, "purchase_document_lines.accountId", "company_accounts.id"),
    item: belongsToOneInCompany(Item, "purchase_document_lines.itemId", "items.id"),
  });
}
