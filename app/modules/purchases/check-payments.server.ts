import type { Knex } from "knex";
import { fromDecimal, toDecimal } from "~/lib/money";
import type { BillPayment } from "./bill-payment.model";
import { PurchaseDocument } from "./purchase-document.model";

// What a check does to its pay bills (bill_payments) and to the bills and credits they settled
// (purchase_documents): these tables are this module's, so the checks module (Write Check, Print
// Check, Void Check) writes them through these functions, inside its own transaction. The rules
// (which pay bill is printable, what a void posts) stay in app/modules/checks/.

/** Write Check's Confirm: these pay bills become write-check done, once only. Returns the ids it marked. */
export async function markChecksWritten(trx: Knex.Transaction, companyId: number, paymentIds: readonly number[]): Promise<number[]> {
  const marked: { id: number }[] = await trx("billPayments")
    .where({ companyId, isWriteCheckDone: false })
    .whereIn("id", paymentIds)
    .update({ isWriteCheckDone: true, version: trx.raw("version + 1"), updatedAt: trx.fn.now() })
    .returning("id");
  return marked.map((m) => Number(m.id));
}

/** Print Check's "Yes, Done": the pay bill's check is printed (Issued) with its number; false when it already was. */
export async function markCheckPrinted(
  trx: Knex.Transaction,
  companyId: number,
  id: number,
  check: { issueDate: string; checkNumber: string; printerName: string },
): Promise<boolean> {
  const marked = await trx("billPayments")
    .where({ companyId, id, isPrintCheckDone: false })
    .update({
      isPrintCheckDone: true,
      status: "Issued",
      issueDate: check.issueDate,
      checkNumber: check.checkNumber,
      printedAt: trx.fn.now(),
      printerName: check.printerName,
      version: trx.raw("version + 1"),
      updatedAt: trx.fn.now(),
    });
  return marked === 1;
}

/**
 * A voided check's pay bill gives back what it settled: each bill it paid is open again for what
 * the pay bill paid and the credits it applied; each credit it used gets that amount back. The
 * bills and credits are locked in id order, as Pay Bill locks them.
 */
export async function unsettlePayment(
  trx: Knex.Transaction,
  companyId: number,
  payment: Pick<BillPayment, "records" | "creditApplications">,
): Promise<void> {
  const records = payment.records ?? [];
  const credits = payment.creditApplications ?? [];
  const documentIds = [...new Set([...records.map((r) => r.billId), ...credits.map((c) => c.creditId)])].sort((a, b) => a - b);
  const documents = new Map(
    (
      await PurchaseDocument.query(trx)
        .modify("ofCompany", companyId)
        .whereIn("id", documentIds)
        .orderBy("id")
        .forUpdate()
        .select("id", "amountPaid", "status", "total")
    ).map((d) => [d.id, d]),
  );
  for (const record of records) {
    const bill = documents.get(record.billId)!;
    const paid = fromDecimal(bill.amountPaid) - fromDecimal(record.amountPaid) - fromDecimal(record.creditApplied);
    bill.amountPaid = toDecimal(paid);
    await PurchaseDocument.query(trx)
      .modify("ofCompany", companyId)
      .findById(bill.id)
      .patch({ amountPaid: toDecimal(paid), status: bill.status === "paid" || bill.status === "open" ? "open" : bill.status });
  }
  for (const use of credits) {
    const credit = documents.get(use.creditId)!;
    const applied = fromDecimal(credit.amountPaid) - fromDecimal(use.amount);
    credit.amountPaid = toDecimal(applied);
    await PurchaseDocument.query(trx)
      .modify("ofCompany", companyId)
      .findById(credit.id)
      .patch({ amountPaid: toDecimal(applied) });
  }
}

/** Void Check: the pay bill is Void, with its reason and the reversal of its entry; false when it already was. */
export async function markPaymentVoid(
  trx: Knex.Transaction,
  companyId: number,
  id: number,
  voided: { userId: number | null; reason: string; voidEntryId: number | null },
): Promise<boolean> {
  const marked = await trx("billPayments")
    .where({ companyId, id })
    .whereNot("status", "Void")
    .update({
      status: "Void",
      voidedAt: trx.fn.now(),
      voidedBy: voided.userId,
      voidReason: voided.reason,
      voidEntryId: voided.voidEntryId,
      version: trx.raw("version + 1"),
      updatedAt: trx.fn.now(),
    });
  return marked === 1;
}
