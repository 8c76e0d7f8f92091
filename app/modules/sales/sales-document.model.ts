import type { RelationMappings } from "objection";
import { Account } from "~/modules/accounts/account.model";
import { Customer } from "~/modules/customers/customer.model";
import { Item } from "~/modules/items/item.model";
import { JournalEntry } from "~/modules/journal/journal-entry.model";
import { SalesPerson } from "~/modules/sales-persons/sales-person.model";
import { PaymentTerm, ShippingMethod } from "~/modules/support-lists/support-list-item.model";
import { DocumentLineModel, DocumentModel } from "~/modules/documents/document.model";
import { belongsToOneInCompany, hasManyInCompany } from "~/utils/model";
import type { SalesKindName } from "./kinds/info-names";
import { SalesTaxRate } from "./sales-tax-rate.model";

// A sales document — invoice, cash sale (sales receipt) or credit memo — and its rows (account rows
// and item rows), one aggregate saved in one call (insertGraph) in the transaction that posts its
// journal entry, as a purchase document is. Every reference joins on (company_id, id).

export type { SalesKindName };
export type SalesStatus = "draft" | "open" | "paid" | "posted" | "void";

export class SalesDocument extends DocumentModel {
  static tableName = "sales_documents";

  declare kind: SalesKindName;
  declare customerId: number | null;
  declare contactName: string;
  /** The customer's billing and shipping addresses as printed, one part a line */
  declare billTo: string;
  declare shipTo: string;
  declare shipDate: string | null;
  declare salesPersonId: number | null;
  declare shippingMethodId: number | null;
  /** The customer's P.O. number */
  declare customerReference: string;
  /** Cash sales: how the customer paid, and its cheque or card reference */
  declare paymentMethod: string | null;
  declare paymentReference: string;
  /** Cash sales: the bank, cash, Paypal or Undeposited Funds account the money went into */
  declare depositToAccountId: number | null;
  /** Shown on the document */
  declare memo: string;
  declare customerMessage: string;
  /** NUMERIC(14,2) as text: the rows' sum */
  declare subtotal: string;
  /** NUMERIC(7,4) as text when the discount was given as a percentage */
  declare discountPercent: string | null;
  declare discountAmount: string;
  /** The income account a discount is debited to */
  declare discountAccountId: number | null;
  declare taxRateId: number | null;
  /** NUMERIC(14,2) as text: the taxable rows' sum less their share of the discount */
  declare taxableAmount: string;
  declare taxAmount: string;
  declare status: SalesStatus;
  /** The reversing entry its void posted */
  declare voidEntryId: number | null;

  declare lines?: SalesDocumentLine[];
  declare customer?: Customer | null;
  declare depositToAccount?: Account | null;
  declare paymentTerm?: PaymentTerm | null;
  declare salesPerson?: SalesPerson | null;
  declare shippingMethod?: ShippingMethod | null;
  declare taxRate?: SalesTaxRate | null;
  declare journalEntry?: JournalEntry | null;

  static relationMappings = (): RelationMappings => ({
    lines: hasManyInCompany(SalesDocumentLine, "sales_documents.id", "sales_document_lines.documentId"),
    customer: belongsToOneInCompany(Customer, "sales_documents.customerId", "customers.id"),
    depositToAccount: belongsToOneInCompany(Account, "sales_documents.depositToAccountId", "company_accounts.id"),
    paymentTerm: belongsToOneInCompany(PaymentTerm, "sales_documents.paymentTermId", "payment_terms.id"),
    salesPerson: belongsToOneInCompany(SalesPerson, "sales_documents.salesPersonId", "sales_persons.id"),
    shippingMethod: belongsToOneInCompany(ShippingMethod, "sales_documents.shippingMethodId", "shipping_methods.id"),
    taxRate: belongsToOneInCompany(SalesTaxRate, "sales_documents.taxRateId", "sales_tax_rates.id"),
    journalEntry: belongsToOneInCompany(JournalEntry, "sales_documents.journalEntryId", "journal_entries.id"),
  });
}

export class SalesDocumentLine extends DocumentLineModel {
  static tableName = "sales_document_lines";

  /** Whether sales tax applies to the row */
  declare taxable: boolean;

  declare account?: Account | null;
  declare item?: Item | null;

  static relationMappings = (): RelationMappings => ({
    account: belongsToOneInCompany(Account, "sales_document_lines.accountId", "company_accounts.id"),
    item: belongsToOneInCompany(Item, "sales_document_lines.itemId", "items.id"),
  });
}
