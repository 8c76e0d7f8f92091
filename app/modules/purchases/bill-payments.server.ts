import type { Knex } from "knex";
import { accountProblem } from "~/modules/documents/account-rule";
import { recordActivity } from "~/modules/activity/activity.server";
import { formatMoney, fromDecimal, toDecimal, type Cents } from "~/lib/money";
import { Account } from "~/modules/accounts/account.model";
import type { AccountType } from "~/modules/ledger/account-types";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { postEntry, takeEntryNo } from "~/modules/ledger/ledger.server";
import { lockAndCheckSpending } from "./spending.server";
import { PURCHASE_ENTRY_TYPES } from "~/modules/vendors/vendor-transactions";
import { accountsPayableAccount } from "~/modules/accounts/system-accounts.server";
import { Vendor } from "~/modules/vendors/vendor.model";
import { DomainError } from "~/utils/errors";
import { BillPayment } from "./bill-payment.model";
import { amountDue } from "./documents.server";
import { PurchaseDocument } from "./purchase-document.model";
import { CHEQUE, PAY_BILL_MESSAGES, PURCHASE_MESSAGES, type BillPaymentInput, type PaymentStatus } from "./schema";

// Pay Bill: money from one account to one vendor, settling one or more of its open bills (each in
// full or in part), with open vendor credits applied on top. In one transaction:
// - the bills and credits are locked (in id order, so concurrent payments cannot deadlock) and
//   checked: the vendor's own, open (not a draft, not paid), never paid or credited past what is
//   due — and the CHECK amount_paid <= total stands behind that, so two simultaneous payments of
//   one bill can never both pay it;
// - the payment is saved with what it paid of each bill and which credits it used (one graph);
// - each bill's paid amount grows (paid when nothing is due), each credit's applied amount too;
// - the money paid posts Dr Accounts Payable (the vendor), Cr the paying account. Credits applied
//   post nothing: the vendor credit already reduced the payable when it was entered.
// A payment by Cheque is "Not issued" until its check is printed; other methods are Issued at once.

/** Accounts a bill may be paid from. */
export const PAY_FROM_TYPES: readonly AccountType[] = ["Bank", "Cash", "Paypal", "Credit Card", "Other current Asset"];

/** `journal_entries.source_type` of the entries payments post. */
export const PAYMENT_SOURCE = "bill_payment";

const fieldError = (field: string, message: string) => new DomainError(message, 400, { [field]: [message] });

export interface SavedPayment {
  id: number;
  number: string;
  status: PaymentStatus;
  total: string;
  creditsApplied: string;
  journalEntryId: number | null;
  message: string;
}

/** `logged: false`: an import's payment (the activity log records the import once, for the whole file). */
export async function payBills(
  db: Knex,
  ctx: CompanyContext,
  input: BillPaymentInput,
  options: { logged?: boolean } = {},
): Promise<SavedPayment> {
  // Inside a caller's transaction (an import of many payments) it runs in it, not in a savepoint:
  // the ledger lets lines join only an entry its own transaction created.
  const inTransaction = (work: (trx: Knex.Transaction) => Promise<SavedPayment>) =>
    (db as Knex.Transaction).isTransaction ? work(db as Knex.Transaction) : db.transaction(work);
  return inTransaction(async (trx) => {
    if (input.vendorId === null) throw fieldError("vendorId", PAY_BILL_MESSAGES.vendorRequired);
    const vendor = await Vendor.query(trx).modify("ofCompany", ctx.companyId).findById(input.vendorId).select("id", "vendorName");
    if (!vendor) throw fieldError("vendorId", PURCHASE_MESSAGES.vendorNotFound);
    if (input.payFromAccountId === null) throw fieldError("payFromAccountId", PAY_BILL_MESSAGES.payFromRequired);
    const payFrom = await Account.query(trx)
      .modify("ofCompany", ctx.companyId)
      .findById(input.payFromAccountId)
      .select("id", "accountType", "accountName", "active");
    const payFromProblem = accountProblem(payFrom, input.payFromAccountId, "Pay From", PAY_FROM_TYPES);
    if (payFromProblem || !payFrom) throw fieldError("payFromAccountId", payFromProblem ?? "");
    if (!input.bills.length) throw fieldError("bills", PAY_BILL_MESSAGES.noBills);
    const billIds = input.bills.map((b) => b.billId!);
    if (new Set(billIds).size !== billIds.length) throw fieldError("bills", PAY_BILL_MESSAGES.billTwice);

    const bills = new Map(
      (
        await PurchaseDocument.query(trx)
          .modify("ofCompany", ctx.companyId)
          .whereIn("id", billIds)
          .modify("ofKind", "bill")
          .orderBy("id")
          .forUpdate()
      ).map((b) => [b.id, b]),
    );
    const problems: string[] = [];
    for (const line of input.bills) {
      const bill = bills.get(line.billId!);
      if (!bill) {
        problems.push(PAY_BILL_MESSAGES.billNotFound(line.billId!));
        continue;
      }
      if (bill.vendorId !== vendor.id) problems.push(PAY_BILL_MESSAGES.otherVendor(bill.number));
      else if (bill.status === "draft") problems.push(PAY_BILL_MESSAGES.draftBill(bill.number));
      else if (bill.status !== "open") problems.push(PAY_BILL_MESSAGES.notOpen(bill.number));
      else if ((line.amount ?? 0) + (line.creditApplied ?? 0) > amountDue(bill)) {
        problems.push(PAY_BILL_MESSAGES.overpaid(bill.number, formatMoney(amountDue(bill))));
      }
    }

    const creditIds = [...new Set(input.credits.map((c) => c.creditId!))];
    const credits = new Map(
      (
        await PurchaseDocument.query(trx)
          .modify("ofCompany", ctx.companyId)
          .whereIn("id", creditIds)
          .modify("ofKind", "vendor_credit")
          .where({ vendorId: vendor.id, status: "posted" })
          .whereNull("refundAccountId")
          .orderBy("id")
          .forUpdate()
      ).map((c) => [c.id, c]),
    );
    const creditUse = new Map<number, number>();
    for (const use of input.credits) creditUse.set(use.creditId!, (creditUse.get(use.creditId!) ?? 0) + (use.amount ?? 0));
    for (const [creditId, amount] of creditUse) {
      const credit = credits.get(creditId);
      if (!credit) problems.push(PAY_BILL_MESSAGES.creditNotFound(creditId));
      else if (amount > amountDue(credit)) problems.push(PAY_BILL_MESSAGES.creditOverused(credit.number, formatMoney(amountDue(credit))));
    }
    const paid = input.bills.reduce((sum, l) => sum + (l.amount ?? 0), 0) as Cents;
    const credited = input.bills.reduce((sum, l) => sum + (l.creditApplied ?? 0), 0) as Cents;
    const creditsUsed = [...creditUse.values()].reduce((sum, a) => sum + a, 0);
    if (credited !== creditsUsed) problems.push(PAY_BILL_MESSAGES.creditsMismatch);
    if (paid + credited <= 0) problems.push(PAY_BILL_MESSAGES.nothingPaid);
    if (problems.length) throw new DomainError(problems.join("\n"), 400, { bills: problems });
    // The balance rule of money going out, with the account's row locked until the payment commits.
    if (paid > 0) await lockAndCheckSpending(trx, ctx.companyId, payFrom.id, paid);

    const date = input.date ?? ctx.today;
    const number = await takeEntryNo(trx, ctx.companyId, PURCHASE_ENTRY_TYPES.payBill);
    const status: PaymentStatus = input.paymentMethod === CHEQUE ? "Not issued" : "Issued";
    const payment = await BillPayment.query(trx).insertGraph({
      companyId: ctx.companyId,
      number,
      vendorId: vendor.id,
      payFromAccountId: payFrom.id,
      payDate: date,
      paymentMethod: input.paymentMethod,
      status,
      issueDate: status === "Issued" ? date : null,
      comments: input.comments,
      total: toDecimal(paid),
      creditsApplied: toDecimal(credited),
      createdBy: ctx.userId,
      records: input.bills.map((line) => ({
        companyId: ctx.companyId,
        billId: line.billId!,
        amountPaid: toDecimal(line.amount ?? 0),
        creditApplied: toDecimal(line.creditApplied ?? 0),
      })),
      creditApplications: [...creditUse].map(([creditId, amount]) => ({ companyId: ctx.companyId, creditId, amount: toDecimal(amount) })),
    });

    for (const line of input.bills) {
      const bill = bills.get(line.billId!)!;
      const newPaid = fromDecimal(bill.amountPaid) + (line.amount ?? 0) + (line.creditApplied ?? 0);
      await PurchaseDocument.query(trx)
        .modify("ofCompany", ctx.companyId)
        .findById(bill.id)
        .patch({ amountPaid: toDecimal(newPaid), status: newPaid >= fromDecimal(bill.total) ? "paid" : "open" });
    }
    for (const [creditId, amount] of creditUse) {
      const credit = credits.get(creditId)!;
      await PurchaseDocument.query(trx)
        .modify("ofCompany", ctx.companyId)
        .findById(credit.id)
        .patch({ amountPaid: toDecimal(fromDecimal(credit.amountPaid) + amount) });
    }

    let journalEntryId: number | null = null;
    if (paid > 0) {
      const ap = await accountsPayableAccount(trx, ctx.companyId);
      const billNumbers = input.bills.map((l) => bills.get(l.billId!)!.number).join(", ");
      const entry = await postEntry(trx, ctx, {
        entryType: PURCHASE_ENTRY_TYPES.payBill,
        entryNo: number,
        entryDate: date,
        comments: input.comments || `Payment ${number} to ${vendor.vendorName} for ${billNumbers}`,
        sourceType: PAYMENT_SOURCE,
        sourceId: payment.id,
        lines: [
          { accountId: ap, debit: paid, vendorId: vendor.id },
          { accountId: payFrom.id, credit: paid, vendorId: vendor.id },
        ],
      });
      journalEntryId = entry.id;
      await BillPayment.query(trx).modify("ofCompany", ctx.companyId).findById(payment.id).patch({ journalEntryId });
    }
    if (options.logged !== false) {
      await recordActivity(trx, ctx, {
        activity: "posted",
        recordType: "bill_payment",
        recordId: payment.id,
        name: `${number} — ${vendor.vendorName}`,
        date,
        amount: toDecimal(paid),
      });
    }
    return {
      id: payment.id,
      number,
      status,
      total: toDecimal(paid),
      creditsApplied: toDecimal(credited),
      journalEntryId,
      message: PAY_BILL_MESSAGES.created,
    };
  });
}
