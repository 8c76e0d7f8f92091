import type { Knex } from "knex";
import { fromDecimal, toDecimal, type Cents } from "~/lib/money";
import { lockedInIdOrder } from "~/utils/model";
import { CustomerPayment } from "./customer-payment.model";
import { creditLabel, CUSTOMER_PAYMENT_MESSAGES as M } from "./customer-payments";
import { SalesDocument } from "./sales-document.model";

// A customer's credits: what the customer has paid or been credited and not yet used — a credit
// memo's unapplied part (total − amount_paid, while it is open) and a payment's or prepayment's
// unapplied rest (total − applied − credit_used). Receive Payment applies them to invoices, a refund
// pays them back. The documents and payments a save touches are locked in one order everywhere —
// sales documents by id, then payments by id — so two saves never wait on each other in a cycle;
// each use is checked against the locked rows (the CHECK constraints stand behind it).

export type CreditSource = "credit_memo" | "payment";

/** A credit use as the services take it: one of the two ids, and the amount in cents. */
export interface CreditUse {
  creditMemoId: number | null;
  paymentId: number | null;
  amount: Cents | null;
}

export interface OpenCredit {
  source: CreditSource;
  id: number;
  number: string;
  /** "prepayment" or "payment" for a payment's rest */
  kind: string;
  /** YYYY-MM-DD */
  date: string;
  total: string;
  /** What is left to use */
  left: string;
}

const creditLeftOfPayment = (p: Pick<CustomerPayment, "total" | "applied" | "creditUsed">) =>
  (fromDecimal(p.total) - fromDecimal(p.applied) - fromDecimal(p.creditUsed)) as Cents;
export const amountLeft = (d: Pick<SalesDocument, "total" | "amountPaid">) => (fromDecimal(d.total) - fromDecimal(d.amountPaid)) as Cents;

/** The customer's open credits, oldest first: credit memos, then payments with an unapplied rest. */
export async function openCredits(db: Knex, companyId: number, customerId: number): Promise<OpenCredit[]> {
  const memos = await db("salesDocuments")
    .where({ companyId, customerId, kind: "credit_memo", status: "open" })
    .whereRaw("amount_paid < total")
    .orderBy([{ column: "docDate" }, { column: "id" }])
    .select("id", "number", "docDate as date", "total", db.raw("total - amount_paid as left"));
  const payments = await db("customerPayments")
    .where({ companyId, customerId, status: "posted" })
    .whereRaw("applied + credit_used < total")
    .orderBy([{ column: "payDate" }, { column: "id" }])
    .select("id", "number", "kind", "payDate as date", "total", db.raw("total - applied - credit_used as left"));
  return [
    ...memos.map((m) => ({ ...m, source: "credit_memo" as const, kind: "credit_memo" })),
    ...payments.map((p) => ({ ...p, source: "payment" as const })),
  ].map((c) => ({ ...c, id: Number(c.id), total: toDecimal(fromDecimal(c.total)), left: toDecimal(fromDecimal(c.left)) }));
}

/** The customer's credits left in all (cents). */
export const creditTotal = (credits: readonly OpenCredit[]) => credits.reduce((sum, c) => sum + fromDecimal(c.left), 0) as Cents;

/** The rows a save touches, locked: sales documents (invoices and credit memos) by id, then payments by id. */
export interface LockedRows {
  documents: Map<number, SalesDocument>;
  payments: Map<number, CustomerPayment>;
}

export async function lockRows(
  trx: Knex.Transaction,
  companyId: number,
  ids: { documentIds: readonly number[]; paymentIds: readonly number[] },
): Promise<LockedRows> {
  const documentIds = [...new Set(ids.documentIds)];
  const paymentIds = [...new Set(ids.paymentIds)];
  const documents = documentIds.length
    ? await SalesDocument.query(trx).modify("ofCompany", companyId).modify(lockedInIdOrder, documentIds)
    : [];
  const payments = paymentIds.length
    ? await CustomerPayment.query(trx).modify("ofCompany", companyId).modify(lockedInIdOrder, paymentIds)
    : [];
  return { documents: new Map(documents.map((d) => [d.id, d])), payments: new Map(payments.map((p) => [p.id, p])) };
}

export const creditDocumentIds = (uses: readonly CreditUse[]) => uses.flatMap((u) => (u.creditMemoId !== null ? [u.creditMemoId] : []));
export const creditPaymentIds = (uses: readonly CreditUse[]) => uses.flatMap((u) => (u.paymentId !== null ? [u.paymentId] : []));

/** What is wrong with the credits a save uses (none when every one is the customer's and has enough left). */
export function creditProblems(customerId: number, uses: readonly CreditUse[], locked: LockedRows): string[] {
  const problems: string[] = [];
  const keys = uses.map((u) => (u.creditMemoId !== null ? `m${u.creditMemoId}` : `p${u.paymentId}`));
  if (new Set(keys).size !== keys.length) problems.push(M.creditTwice);
  for (const use of uses) {
    const amount = use.amount ?? 0;
    if (use.creditMemoId !== null) {
      const memo = locked.documents.get(use.creditMemoId);
      if (!memo || memo.kind !== "credit_memo") {
        problems.push(M.creditNotFound("Credit memo", use.creditMemoId));
        continue;
      }
      const label = creditLabel({ source: "credit_memo", number: memo.number });
      if (memo.customerId !== customerId) problems.push(M.otherCustomerCredit(label));
      else if (memo.status !== "open" || amountLeft(memo) <= 0) problems.push(M.creditNotOpen(label));
      else if (amount > amountLeft(memo)) problems.push(M.creditOverused(label, amountLeft(memo)));
    } else {
      const payment = locked.payments.get(use.paymentId!);
      if (!payment) {
        problems.push(M.creditNotFound("Payment", use.paymentId!));
        continue;
      }
      const label = creditLabel({ source: "payment", number: payment.number, kind: payment.kind });
      const left = creditLeftOfPayment(payment);
      if (payment.customerId !== customerId) problems.push(M.otherCustomerCredit(label));
      else if (payment.status !== "posted" || left <= 0) problems.push(M.creditNotOpen(label));
      else if (amount > left) problems.push(M.creditOverused(label, left));
    }
  }
  return problems;
}

/** Use the credits (checked by creditProblems): a credit memo's applied part grows (paid when none is left), a payment's credit used too. */
export async function spendCredits(trx: Knex.Transaction, companyId: number, uses: readonly CreditUse[], locked: LockedRows) {
  for (const use of uses) {
    const amount = use.amount ?? 0;
    if (use.creditMemoId !== null) {
      const memo = locked.documents.get(use.creditMemoId)!;
      await settleDocument(trx, companyId, memo, amount as Cents);
    } else {
      const payment = locked.payments.get(use.paymentId!)!;
      const creditUsed = toDecimal(fromDecimal(payment.creditUsed) + amount);
      payment.creditUsed = creditUsed;
      await CustomerPayment.query(trx)
        .modify("ofCompany", companyId)
        .findById(payment.id)
        .patch({ creditUsed, version: trx.raw("version + 1") as never, updatedAt: trx.fn.now() as never });
    }
  }
}

/** An invoice paid or a credit memo used by `amount` (locked): its amount_paid grows, and it is paid once nothing is left. */
export async function settleDocument(trx: Knex.Transaction, companyId: number, document: SalesDocument, amount: Cents) {
  const paid = fromDecimal(document.amountPaid) + amount;
  document.amountPaid = toDecimal(paid);
  document.status = paid >= fromDecimal(document.total) ? "paid" : "open";
  await SalesDocument.query(trx)
    .modify("ofCompany", companyId)
    .findById(document.id)
    .patch({
      amountPaid: document.amountPaid,
      status: document.status,
      version: trx.raw("version + 1") as never,
      updatedAt: trx.fn.now() as never,
    });
}
