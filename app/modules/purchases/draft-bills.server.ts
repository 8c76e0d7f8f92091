import type { Knex } from "knex";
import { recordActivity } from "~/modules/activity/activity.server";
import { toDecimal, type Cents } from "~/lib/money";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { postEntry, takeEntryNo } from "~/modules/ledger/ledger.server";
import { DomainError } from "~/utils/errors";
import { patchVersioned } from "~/utils/model";
import {
  billDueDate,
  DOCUMENT_SOURCE,
  documentLines,
  ENTRY_TYPE_OF,
  entryComments,
  fieldError,
  postingLines,
  purchaseActivityName,
  resolveRows,
  resolveVendor,
  type SavedDocument,
} from "./documents.server";
import { moveDocumentStock } from "./document-stock.server";
import { PurchaseDocument, PurchaseDocumentLine } from "./purchase-document.model";
import { DOCUMENT_LABELS, PURCHASE_MESSAGES, type DraftBillUpdateInput } from "./schema";
import { accountsPayableAccount } from "~/modules/accounts/system-accounts.server";

// Editing a draft bill (Edit Bill): the draft is saved again as a draft, or saved open — then it
// takes its number (BILL-0007), receives its inventory rows into stock and posts its entry, Dr its
// rows / Cr Accounts Payable, exactly as createPurchaseDocument does for a bill saved open at once.
// All in one transaction, on the version the edit was made on (ADR 0014): the root row's version
// is claimed first, so a stale save writes nothing. A posted bill is never edited here (its entry is in the books; a correction is a new
// document or a reversal).

const DRAFT_BILL_MESSAGES = {
  notFound: PURCHASE_MESSAGES.notFound("Bill"),
  notDraft: (number: string) => `Bill ${number} is posted: only a draft bill can be edited.`,
} as const;

export async function updateDraftBill(db: Knex, ctx: CompanyContext, id: number, input: DraftBillUpdateInput): Promise<SavedDocument> {
  return db.transaction(async (trx) => {
    const bill = await PurchaseDocument.query(trx)
      .modify("ofCompany", ctx.companyId)
      .modify("ofKind", "bill")
      .findById(id)
      .select("id", "status", "number");
    if (!bill) throw new DomainError(DRAFT_BILL_MESSAGES.notFound, 404);
    // Claims the version (or refuses a stale edit with 409) and holds the row until the end. Before
    // the status is looked at: of several saves made on one copy of the draft, the one that posted
    // it has moved the version, and the others are stale edits ("changed by someone else").
    await patchVersioned(
      PurchaseDocument,
      trx,
      { companyId: ctx.companyId, id },
      input.version,
      {},
      {
        noun: "bill",
        notFound: DRAFT_BILL_MESSAGES.notFound,
      },
    );
    if (bill.status !== "draft") throw new DomainError(DRAFT_BILL_MESSAGES.notDraft(bill.number), 409);

    const vendor = await resolveVendor(trx, ctx.companyId, "bill", input.vendorId);
    const rows = await resolveRows(trx, ctx.companyId, "bill", input);
    const total = rows.reduce((sum, r) => sum + r.amount, 0) as Cents;
    if (total <= 0) throw fieldError("accountRecords", PURCHASE_MESSAGES.totalZero);
    const date = input.date ?? ctx.today;
    const open = input.status === "open";
    const number = open ? await takeEntryNo(trx, ctx.companyId, ENTRY_TYPE_OF.bill) : "DRAFT";

    await PurchaseDocument.query(trx)
      .modify("ofCompany", ctx.companyId)
      .findById(id)
      .patch({
        number,
        vendorId: vendor!.id,
        contactName: input.contactName,
        phone: input.phone,
        docDate: date,
        dueDate: await billDueDate(trx, ctx.companyId, input, date),
        paymentTermId: input.paymentTermId,
        vendorReference: input.vendorReference,
        comments: input.comments,
        total: toDecimal(total),
        status: open ? "open" : "draft",
      });
    await PurchaseDocumentLine.query(trx).where({ companyId: ctx.companyId, documentId: id }).delete();
    await PurchaseDocumentLine.query(trx).insert(documentLines(ctx.companyId, rows).map((line) => ({ ...line, documentId: id })));

    let journalEntryId: number | null = null;
    if (open) {
      // Its inventory rows come into stock now, as for a bill saved open at once (drafts move nothing).
      await moveDocumentStock(trx, ctx.companyId, { kind: "bill", id, number, date }, rows);
      const entry = await postEntry(trx, ctx, {
        entryType: ENTRY_TYPE_OF.bill,
        entryNo: number,
        entryDate: date,
        comments: entryComments("bill", { number, vendorName: vendor!.vendorName, ...input }),
        sourceType: DOCUMENT_SOURCE,
        sourceId: id,
        lines: postingLines("bill", rows, total, vendor!.id, await accountsPayableAccount(trx, ctx.companyId)),
      });
      journalEntryId = entry.id;
      await PurchaseDocument.query(trx).modify("ofCompany", ctx.companyId).findById(id).patch({ journalEntryId });
    }
    await recordActivity(trx, ctx, {
      activity: open ? "posted" : "updated",
      recordType: "bill",
      recordId: id,
      name: purchaseActivityName(number, vendor!.vendorName),
      date,
      amount: toDecimal(total),
      link: `vendors/documents/${id}`,
    });
    return {
      id,
      kind: "bill",
      number,
      status: open ? "open" : "draft",
      total: toDecimal(total),
      journalEntryId,
      message: open ? DOCUMENT_LABELS.bill.created : PURCHASE_MESSAGES.billDraftSaved,
    };
  });
}
