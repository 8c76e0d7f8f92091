import type { ReactNode } from "react";
import { JournalEntryCard, money, type PostedEntry } from "~/components/documents/journal-entry-card";
import { SavedAccountRows, SavedDocumentFacts, SavedItemRows, SavedNotes } from "~/components/documents/saved-document";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { formatUsDate } from "~/lib/dates";
import { SALES_KIND_INFO } from "~/modules/sales/kinds/info";
import type { SalesKindName } from "~/modules/sales/kinds/info-names";

// A saved sales document, read-only: its header, its rows with their taxable flags, its figures
// (subtotal, discount, tax, total, amount paid and due), its status and the journal entry it posted.

/** What the screen shows of a sales document (the service's read, `readSalesDocument`). */
export interface SalesDocumentDetailsView {
  kind: SalesKindName;
  number: string;
  statusLabel: string;
  customerName: string | null;
  contactName: string;
  billTo: string;
  shipTo: string;
  date: string;
  dueDate: string | null;
  shipDate: string | null;
  paymentTermName: string | null;
  salesPersonName: string | null;
  shippingMethodName: string | null;
  customerReference: string;
  paymentMethod: string | null;
  paymentReference: string;
  depositToAccountName: string | null;
  memo: string;
  customerMessage: string;
  subtotal: string;
  discountPercent: string | null;
  discountAmount: string;
  taxRateName: string | null;
  taxAmount: string;
  total: string;
  amountPaid: string;
  amountDue: string;
  accountRecords: { lineNo: number; accountNumber: string; accountName: string; description: string; amount: string; taxable: boolean }[];
  itemRecords: {
    lineNo: number;
    itemName: string;
    itemType: string;
    description: string;
    quantity: string;
    unitPrice: string;
    amount: string;
    taxable: boolean;
  }[];
  journalEntry: PostedEntry | null;
}

export function SalesDocumentDetails({ companyId, document }: { companyId: number; document: SalesDocumentDetailsView }) {
  const form = SALES_KIND_INFO[document.kind].form;
  const facts: [string, ReactNode][] = [
    [form.numberLabel, document.number],
    ["Status", document.statusLabel],
    [form.dateLabel, formatUsDate(document.date)],
    ["Customer", document.customerName ?? ""],
  ];
  if (document.contactName) facts.push(["Contact", document.contactName]);
  if (form.terms) {
    facts.push(["Terms", document.paymentTermName ?? "None"]);
    if (document.dueDate) facts.push(["Due Date", formatUsDate(document.dueDate)]);
  }
  if (document.customerReference) facts.push(["P.O. No.", document.customerReference]);
  if (document.salesPersonName) facts.push(["Sales Person", document.salesPersonName]);
  if (document.shippingMethodName) facts.push(["Shipping Method", document.shippingMethodName]);
  if (document.shipDate) facts.push(["Ship Date", formatUsDate(document.shipDate)]);
  if (form.depositTo) {
    facts.push([form.depositTo.label, document.depositToAccountName ?? ""]);
    facts.push(["Payment Method", document.paymentMethod ?? ""]);
    if (document.paymentReference) facts.push(["Reference", document.paymentReference]);
  }
  const figures: [string, string, string][] = [
    ["Subtotal", money(document.subtotal), "document-subtotal"],
    [
      document.discountPercent ? `Discount (${Number(document.discountPercent)}%)` : "Discount",
      `-${money(document.discountAmount)}`,
      "document-discount",
    ],
    [document.taxRateName ? `Tax: ${document.taxRateName}` : "Tax", money(document.taxAmount), "document-tax"],
    ["Total (USD)", money(document.total), "document-total"],
  ];
  if (form.terms || document.kind === "credit_memo") {
    figures.push([document.kind === "credit_memo" ? "Amount Applied" : "Amount Paid", money(document.amountPaid), "document-paid"]);
    figures.push([document.kind === "credit_memo" ? "Credit Remaining" : "Balance Due", money(document.amountDue), "document-due"]);
  }

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader title="Details" />
        <CardBody className="space-y-4">
          <SavedDocumentFacts
            facts={facts}
            texts={[
              ["Bill To", document.billTo],
              ["Ship To", document.shipTo],
            ]}
            columns={4}
          />
          <SavedItemRows rows={document.itemRecords} priceLabel="Rate" taxable />
          <SavedAccountRows rows={document.accountRecords} taxable />

          <div className="flex flex-wrap items-start justify-between gap-4">
            <SavedNotes
              notes={[
                ["Customer Message", document.customerMessage],
                ["Memo", document.memo],
              ]}
            />
            <dl className="min-w-64 space-y-1 text-sm">
              {figures.map(([label, value, testId]) => (
                <div key={testId} className="flex justify-between gap-6">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="tabular-nums text-slate-900" data-testid={testId}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </CardBody>
      </Card>

      <JournalEntryCard companyId={companyId} entry={document.journalEntry} none="A draft posts nothing until it is saved open." />
    </div>
  );
}
