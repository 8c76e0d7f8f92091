import type { Knex } from "knex";
import { fromDecimal, toDecimal, type Cents } from "~/lib/money";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { fieldError } from "~/modules/purchases/documents.server";
import { DomainError } from "~/utils/errors";
import {
  amountLeft,
  creditDocumentIds,
  creditPaymentIds,
  creditProblems,
  lockRows,
  settleDocument,
  spendCredits,
  type CreditUse,
  type LockedRows,
} from "./customer-credits.server";
import { CUSTOMER_PAYMENT_MESSAGES as M } from "./customer-payments";
import type { ReceivePaymentInput } from "./customer-payment-schema";
import { customerOf, depositAccount, inTransaction, savePayment, type SavedCustomerPayment } from "./customer-payments.server";

// Receive Payment: money from one customer into a deposit account (a bank, cash, Paypal or
// Undeposited Funds), applied to the customer's open invoices — each in full or in part, several at
// once — with the customer's credits (credit memos, earlier payments' unapplied rests) applied on
// top; what the money does not settle stays the customer's credit. In one transaction:
// - the invoices and credits are locked (sales documents by id, then payments by id) and checked:
//   the customer's own, open (not a draft, not void, not paid), never applied past what is due, the
//   credits not past what is left — and the CHECK amount_paid <= total stands behind that, so ten
//   simultaneous payments of one invoice never over-apply it;
// - the credits go to the invoices first (in the order given), the money pays the rest;
// - the payment is saved with its applications, the invoices' and credits' figures grow;
// - the money received posts Dr the deposit account / Cr Accounts Receivable (RP-0001); credits
//   applied post nothing (both sides are the customer's receivable).
// Refused as a whole, with every problem named, nothing written.

/** Which credit pays how much of which invoice: credits in the order given over the invoices in the order given. */
function creditAllocation(invoices: readonly { invoiceId: number; amount: Cents }[], credits: readonly CreditUse[]) {
  const left = credits.map((c) => ({ use: c, left: (c.amount ?? 0) as number }));
  const pieces: (CreditUse & { invoiceId: number })[] = [];
  const creditOn = new Map<number, number>();
  let at = 0;
  for (const invoice of invoices) {
    let open: number = invoice.amount;
    while (open > 0 && at < left.length) {
      const take = Math.min(open, left[at].left);
      if (take > 0) {
        pieces.push({
          creditMemoId: left[at].use.creditMemoId,
          paymentId: left[at].use.paymentId,
          invoiceId: invoice.invoiceId,
          amount: take as Cents,
        });
        creditOn.set(invoice.invoiceId, (creditOn.get(invoice.invoiceId) ?? 0) + take);
      }
      open -= take;
      left[at].left -= take;
      if (left[at].left === 0) at += 1;
    }
  }
  return { pieces, creditOn };
}

function invoiceProblems(customerId: number, invoices: readonly { invoiceId: number; amount: Cents }[], locked: LockedRows): string[] {
  const problems: string[] = [];
  for (const line of invoices) {
    const invoice = locked.documents.get(line.invoiceId);
    if (!invoice || invoice.kind !== "invoice") problems.push(M.invoiceNotFound(line.invoiceId));
    else if (invoice.customerId !== customerId) problems.push(M.otherCustomerInvoice(invoice.number));
    else if (invoice.status === "draft") problems.push(M.draftInvoice(invoice.number));
    else if (invoice.status === "void") problems.push(M.voidInvoice(invoice.number));
    else if (invoice.status !== "open") problems.push(M.paidInvoice(invoice.number));
    else if (line.amount > amountLeft(invoice)) problems.push(M.overApplied(invoice.number, amountLeft(invoice)));
  }
  return problems;
}

export async function receivePayment(db: Knex, ctx: CompanyContext, input: ReceivePaymentInput): Promise<SavedCustomerPayment> {
  return inTransaction(db, async (trx) => {
    const customer = await customerOf(trx, ctx.companyId, input.customerId);
    const deposit = await depositAccount(trx, ctx.companyId, input.depositToAccountId);
    const invoices = input.invoices.map((i) => ({ invoiceId: i.invoiceId!, amount: (i.amount ?? 0) as Cents }));
    const invoiceIds = invoices.map((i) => i.invoiceId);
    if (new Set(invoiceIds).size !== invoiceIds.length) throw fieldError("invoices", M.invoiceTwice);
    const credits: CreditUse[] = input.credits;

    const locked = await lockRows(trx, ctx.companyId, {
      documentIds: [...invoiceIds, ...creditDocumentIds(credits)],
      paymentIds: creditPaymentIds(credits),
    });
    const problems = [...invoiceProblems(customer.id, invoices, locked), ...creditProblems(customer.id, credits, locked)];
    const received = input.amount;
    const applied = invoices.reduce((sum, i) => sum + i.amount, 0) as Cents;
    const credited = credits.reduce((sum, c) => sum + (c.amount ?? 0), 0) as Cents;
    if (received <= 0 && applied <= 0 && credited <= 0) problems.push(M.nothingToDo);
    else if (credited > applied) problems.push(M.creditsOverInvoices(credited, applied));
    else if (applied > received + credited) problems.push(M.moreThanReceived(applied, (received + credited) as Cents));
    if (problems.length) throw new DomainError(problems.join("\n"), 400, { invoices: problems });

    const { pieces, creditOn } = creditAllocation(invoices, credits);
    const moneyApplied = (applied - credited) as Cents;
    const { customerId: _c, depositToAccountId: _d, amount: _a, invoices: _i, credits: _k, ...header } = input;
    const saved = await savePayment(trx, ctx, {
      kind: "payment",
      customer,
      depositToAccountId: deposit.id,
      header,
      received,
      applied: moneyApplied,
      applications: invoices
        .map((i) => ({ invoiceId: i.invoiceId, amount: (i.amount - (creditOn.get(i.invoiceId) ?? 0)) as Cents }))
        .filter((a) => a.amount > 0),
      creditApplications: pieces,
      invoiceNumbers: invoices.map((i) => locked.documents.get(i.invoiceId)!.number),
    });
    for (const line of invoices) await settleDocument(trx, ctx.companyId, locked.documents.get(line.invoiceId)!, line.amount);
    await spendCredits(trx, ctx.companyId, credits, locked);
    return { ...saved, message: M.received };
  });
}

/** An open invoice as Receive Payment lists it. */
export interface OpenInvoice {
  id: number;
  number: string;
  /** YYYY-MM-DD */
  date: string;
  dueDate: string | null;
  total: string;
  amountPaid: string;
  amountDue: string;
}

/** The customer's open invoices, oldest due first (at most `limit`). */
export async function openInvoices(db: Knex, companyId: number, customerId: number, limit = 2000): Promise<OpenInvoice[]> {
  const rows = await db("salesDocuments")
    .where({ companyId, customerId, kind: "invoice", status: "open" })
    .orderByRaw("due_date NULLS LAST, doc_date, id")
    .limit(limit)
    .select("id", "number", "docDate as date", "dueDate", "total", "amountPaid");
  return rows.map((r) => ({
    id: Number(r.id),
    number: r.number,
    date: r.date,
    dueDate: r.dueDate,
    total: toDecimal(fromDecimal(r.total)),
    amountPaid: toDecimal(fromDecimal(r.amountPaid)),
    amountDue: toDecimal(fromDecimal(r.total) - fromDecimal(r.amountPaid)),
  }));
}
