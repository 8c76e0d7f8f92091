import type { ReactNode } from "react";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { formatUsDate } from "~/lib/dates";
import { JournalEntryCard, money } from "~/components/documents/journal-entry-card";
import { SavedAccountRows, SavedDocumentFacts, SavedItemRows, SavedNotes } from "~/components/documents/saved-document";
import { PURCHASE_KIND_INFO } from "~/modules/purchases/kinds/info";
import type { PurchaseFieldSet, PurchaseForm } from "~/modules/purchases/kinds/shared";
import type { PurchaseDocumentView } from "~/modules/purchases/views";

// A saved purchase document, read-only: its header, its rows, its total and the journal entry it
// posted (number and lines, linked to the entry's own screen). A draft bill has no entry yet.

const STATUS_LABELS: Record<string, string> = { draft: "Draft", open: "Open", paid: "Paid", posted: "Posted", void: "Void" };

export function DocumentDetails({ companyId, document }: { companyId: number; document: PurchaseDocumentView }) {
  const kind = PURCHASE_KIND_INFO[document.kind];
  const form: PurchaseForm = kind.form;
  // The facts follow the field sets the kind's form shows (its descriptor's form.header).
  const shows = new Set<PurchaseFieldSet>(form.header.flat(2));
  const facts: [string, ReactNode][] = [
    [form.numberLabel, document.number],
    ["Status", STATUS_LABELS[document.status] ?? document.status],
    [form.date.label, formatUsDate(document.date)],
  ];
  if (document.vendorName) facts.push(["Vendor", document.vendorName]);
  if (document.contactName) facts.push(["Contact Name", document.contactName]);
  if (document.phone) facts.push(["Phone", document.phone]);
  if (shows.has("paymentTerm")) facts.push(["Payment Term", document.paymentTermName ?? "None"]);
  if (shows.has("dueDate") && document.dueDate) facts.push(["Due Date", formatUsDate(document.dueDate)]);
  if (shows.has("vendorReference") && document.vendorReference) facts.push([form.reference.label, document.vendorReference]);
  // A kind paid over time (its statuses include paid) shows what has been paid.
  if (kind.statuses.includes("paid")) facts.push(["Amount Paid", money(document.amountPaid)]);
  if (document.payFromAccountName) facts.push(["Pay From", document.payFromAccountName]);
  if (form.payFrom?.field === "bankAccountId")
    facts.push([form.payFrom.label, document.bankAccountName ?? "None (credit against the vendor's balance)"]);
  if (shows.has("paymentMethod")) {
    facts.push(["Payment Method", document.paymentMethod ?? ""]);
    if (document.paymentMethod === "Cheque") {
      facts.push(["TO BE PRINTED", document.toBePrinted ? "Yes" : "No"]);
      facts.push(["Cheque No", document.chequeNo]);
    }
  }
  if (shows.has("deliveryDate") && document.deliveryDate) facts.push(["Delivery Date", formatUsDate(document.deliveryDate)]);

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader title="Details" />
        <CardBody className="space-y-4">
          <SavedDocumentFacts facts={facts} texts={[["Bill To", document.billTo]]} columns={3} />
          <SavedAccountRows rows={document.accountRecords} />
          <SavedItemRows rows={document.itemRecords} priceLabel="Unit Price" />

          <div className="flex flex-wrap items-start justify-between gap-4">
            <SavedNotes notes={[[form.commentsLabel, document.comments]]} />
            <div className="text-right">
              <p className="text-sm font-medium text-slate-600">Total (USD)</p>
              <p className="text-2xl font-semibold tabular-nums text-slate-900" data-testid="document-total">
                {money(document.total)}
              </p>
            </div>
          </div>
        </CardBody>
      </Card>

      <JournalEntryCard companyId={companyId} entry={document.journalEntry} none="A draft bill posts nothing until it is saved." />
    </div>
  );
}
