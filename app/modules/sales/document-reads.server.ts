import { recordCompanyId } from "~/modules/companies/companies.server";
import type { Knex } from "knex";
import { accountLabel, documentRowsView, journalEntryView } from "~/modules/documents/document-view";
import { getJournalEntry } from "~/modules/journal/journal-entries.server";
import { SALES_MESSAGES } from "./constants";
import { amountDue, getSalesDocument, invoiceStatusLabel } from "./documents.server";
import type { SalesKindName } from "./kinds";

// What the sales screens and the API read of a saved sales document: its header, its rows, its
// figures and its journal entry's lines.

/** A saved sales document with its rows and its journal entry's lines (404 when the company has none such). */
export async function readSalesDocument(db: Knex, companyId: number, id: number, kind?: SalesKindName, today?: string) {
  const document = await getSalesDocument(db, companyId, id, kind);
  const entry = document.journalEntryId ? await getJournalEntry(db, companyId, document.journalEntryId) : null;
  const lines = document.lines ?? [];
  return {
    id: document.id,
    kind: document.kind,
    number: document.number,
    status: document.status,
    statusLabel: invoiceStatusLabel(document, today ?? new Date().toISOString().slice(0, 10)),
    customerId: document.customerId,
    customerName: document.customer?.customerName ?? null,
    contactName: document.contactName,
    billTo: document.billTo,
    shipTo: document.shipTo,
    date: document.docDate,
    dueDate: document.dueDate,
    shipDate: document.shipDate,
    paymentTermId: document.paymentTermId,
    paymentTermName: document.paymentTerm?.name ?? null,
    salesPersonId: document.salesPersonId,
    salesPersonName: document.salesPerson?.salesPersonName ?? null,
    shippingMethodId: document.shippingMethodId,
    shippingMethodName: document.shippingMethod?.name ?? null,
    customerReference: document.customerReference,
    paymentMethod: document.paymentMethod,
    paymentReference: document.paymentReference,
    depositToAccountId: document.depositToAccountId,
    depositToAccountName: accountLabel(document.depositToAccount),
    memo: document.memo,
    customerMessage: document.customerMessage,
    subtotal: document.subtotal,
    discountPercent: document.discountPercent,
    discountAmount: document.discountAmount,
    discountAccountId: document.discountAccountId,
    taxRateId: document.taxRateId,
    taxRateName: document.taxRate ? `${document.taxRate.name} (${Number(document.taxRate.rate)}%)` : null,
    taxableAmount: document.taxableAmount,
    taxAmount: document.taxAmount,
    total: document.total,
    amountPaid: document.amountPaid,
    amountDue: (amountDue(document) / 100).toFixed(2),
    version: document.version,
    ...documentRowsView(lines, { account: (l) => ({ taxable: l.taxable }), item: (l) => ({ taxable: l.taxable }) }),
    journalEntry: journalEntryView(entry),
  };
}
export type SalesDocumentView = Awaited<ReturnType<typeof readSalesDocument>>;

/** The company of a sales document, found only through a company the user belongs to (else 404). */
export async function findSalesDocumentCompanyId(db: Knex, userId: number, documentId: number): Promise<number> {
  return recordCompanyId(db, userId, "salesDocuments", documentId, SALES_MESSAGES.notFound("Document"));
}
