import type { Knex } from "knex";
import { toDecimal, type Cents } from "~/lib/money";
import { accountsReceivableAccount } from "~/modules/accounts/system-accounts.server";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { postEntry, takeEntryNo } from "~/modules/ledger/ledger.server";
import { fieldError } from "~/modules/purchases/documents.server";
import { lockAndCheckSpending } from "~/modules/purchases/spending.server";
import { DomainError } from "~/utils/errors";
import { creditDocumentIds, creditPaymentIds, creditProblems, lockRows, spendCredits } from "./customer-credits.server";
import {
  CHEQUE,
  creditLabel,
  CUSTOMER_MONEY_ENTRY_TYPES,
  CUSTOMER_PAYMENT_MESSAGES as M,
  CUSTOMER_REFUND_SOURCE,
  REFUND_FROM_TYPES,
} from "./customer-payments";
import type { RefundInput } from "./customer-payment-schema";
import { customerOf, inTransaction, moneyAccount } from "./customer-payments.server";
import { CustomerRefund } from "./refund.model";

// A refund: a customer's credits (credit memos, payments' unapplied rests) paid back from a bank,
// cash or Paypal account (RF-0001), posted Dr Accounts Receivable tagged with the customer / Cr the
// paying account. The balance rule of money going out applies: the paying account's row is locked
// and a refund it cannot cover is refused ("Insufficient balance in the selected account."). A
// refund by Cheque marked to be printed joins the checks to print.

export interface SavedRefund {
  id: number;
  number: string;
  total: string;
  toBePrinted: boolean;
  journalEntryId: number;
  message: string;
}

export async function refundCredits(db: Knex, ctx: CompanyContext, input: RefundInput): Promise<SavedRefund> {
  return inTransaction(db, async (trx) => {
    const customer = await customerOf(trx, ctx.companyId, input.customerId);
    const payFrom = await moneyAccount(trx, ctx.companyId, input.payFromAccountId, {
      field: "payFromAccountId",
      required: M.refundFromRequired,
      wrongType: M.refundFromType,
      types: REFUND_FROM_TYPES,
      undepositedFunds: false,
    });
    if (!input.credits.length) throw fieldError("credits", M.noCredits);
    const locked = await lockRows(trx, ctx.companyId, {
      documentIds: creditDocumentIds(input.credits),
      paymentIds: creditPaymentIds(input.credits),
    });
    const problems = creditProblems(customer.id, input.credits, locked);
    const total = input.credits.reduce((sum, c) => sum + (c.amount ?? 0), 0) as Cents;
    if (total <= 0) problems.push(M.refundZero);
    if (problems.length) throw new DomainError(problems.join("\n"), 400, { credits: problems });
    await lockAndCheckSpending(trx, ctx.companyId, payFrom.id, total);

    const date = input.date ?? ctx.today;
    const number = await takeEntryNo(trx, ctx.companyId, CUSTOMER_MONEY_ENTRY_TYPES.refund);
    const toBePrinted = input.paymentMethod === CHEQUE && input.toBePrinted;
    const refund = await CustomerRefund.query(trx).insertGraph({
      companyId: ctx.companyId,
      number,
      customerId: customer.id,
      payFromAccountId: payFrom.id,
      refundDate: date,
      paymentMethod: input.paymentMethod,
      toBePrinted,
      memo: input.memo,
      total: toDecimal(total),
      createdBy: ctx.userId,
      sources: input.credits.map((c) => ({
        companyId: ctx.companyId,
        creditMemoId: c.creditMemoId,
        sourcePaymentId: c.paymentId,
        amount: toDecimal(c.amount ?? 0),
      })),
    });
    await spendCredits(trx, ctx.companyId, input.credits, locked);

    const ar = await accountsReceivableAccount(trx, ctx.companyId);
    const what = input.credits
      .map((c) =>
        c.creditMemoId !== null
          ? creditLabel({ source: "credit_memo", number: locked.documents.get(c.creditMemoId)!.number })
          : creditLabel({ source: "payment", ...locked.payments.get(c.paymentId!)! }),
      )
      .join(", ");
    const entry = await postEntry(trx, ctx, {
      entryType: CUSTOMER_MONEY_ENTRY_TYPES.refund,
      entryNo: number,
      entryDate: date,
      comments: input.memo || `Refund ${number} to ${customer.customerName} of ${what}`,
      sourceType: CUSTOMER_REFUND_SOURCE,
      sourceId: refund.id,
      lines: [
        { accountId: ar, debit: total, customerId: customer.id },
        { accountId: payFrom.id, credit: total, customerId: customer.id },
      ],
    });
    await CustomerRefund.query(trx).modify("ofCompany", ctx.companyId).findById(refund.id).patch({ journalEntryId: entry.id });
    return { id: refund.id, number, total: toDecimal(total), toBePrinted, journalEntryId: entry.id, message: M.refunded };
  });
}
