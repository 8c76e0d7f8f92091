import type { Knex } from "knex";
import { recordActivity } from "~/modules/activity/activity.server";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { reverseEntry } from "~/modules/ledger/ledger.server";
import { BillPayment } from "~/modules/purchases/bill-payment.model";
import { markPaymentVoid, unsettlePayment } from "~/modules/purchases/check-payments.server";
import { DomainError } from "~/utils/errors";
import { PRINT_CHECK_MESSAGES as M } from "./schema";
import { cancelPrintJobs } from "~/modules/printing/print-jobs.server";

// Voiding a printed check undoes its payment, in one transaction:
// - the pay bill's row is locked and must be a printed, not yet void check (a second void — even
//   a simultaneous one, which waits on the lock and then finds it void — is refused with 409);
// - its journal entry (Dr Accounts Payable, Cr the bank) is reversed through the ledger's
//   reverseEntry, dated the void date (today, or the payment's date if that is later): the bank
//   gets the money back and the vendor owes again, tagged lines and all, so the vendor's balance and
//   the trial balance return to what they were before the payment; the original entry is marked
//   cancelled and keeps its lines;
// - each bill it paid gets back what the payment paid and credited on it (amount paid down, status
//   open again), and each vendor credit it applied gets that amount back;
// - the pay bill becomes Void with who, when, why and the reversing entry.
// The check stays in the print history as Voided. A void is final.

export interface VoidedCheck {
  id: number;
  number: string;
  checkNumber: string;
  voidEntryId: number | null;
  voidEntryNo: string | null;
  voidDate: string;
}

export async function voidCheck(db: Knex, ctx: CompanyContext, input: { paymentId: number; reason?: string }): Promise<VoidedCheck> {
  return db.transaction(async (trx) => {
    const payment = await BillPayment.query(trx)
      .modify("ofCompany", ctx.companyId)
      .findById(input.paymentId)
      .forUpdate()
      .withGraphFetched("[records, creditApplications]");
    if (!payment) throw new DomainError(M.payBillNotFound(input.paymentId), 404);
    const shown = payment.checkNumber ?? payment.number;
    if (payment.status === "Void") throw new DomainError(M.alreadyVoid(shown), 409);
    if (!payment.isPrintCheckDone) throw new DomainError(M.notPrinted(payment.number), 400);

    const voidDate = ctx.today >= payment.payDate ? ctx.today : payment.payDate;
    const reversal = payment.journalEntryId
      ? await reverseEntry(trx, ctx, payment.journalEntryId, {
          date: voidDate,
          comments: `Void of check #${shown} (${payment.number})${input.reason ? `: ${input.reason}` : ""}`,
        })
      : null;

    // The bills and credits, locked in id order like Pay Bill locks them, get back what it settled.
    await unsettlePayment(trx, ctx.companyId, payment);
    const marked = await markPaymentVoid(trx, ctx.companyId, payment.id, {
      userId: ctx.userId,
      reason: input.reason ?? "",
      voidEntryId: reversal?.id ?? null,
    });
    if (!marked) throw new DomainError(M.alreadyVoid(shown), 409);
    await cancelPrintJobs(trx, ctx.companyId, [{ kind: "billPayment", id: payment.id }]); // a void check must not come out of a printer
    await recordActivity(trx, ctx, {
      activity: "voided",
      recordType: "check",
      recordId: payment.id,
      name: `Check #${shown} (${payment.number})`,
      date: voidDate,
      amount: payment.total,
      detail: input.reason ?? "",
    });
    return {
      id: payment.id,
      number: payment.number,
      checkNumber: shown,
      voidEntryId: reversal?.id ?? null,
      voidEntryNo: reversal?.entryNo ?? null,
      voidDate,
    };
  });
}
