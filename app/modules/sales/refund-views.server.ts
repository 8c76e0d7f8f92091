import type { Knex } from "knex";
import { fromDecimal, toDecimal } from "~/lib/money";
import { CustomerRefund } from "./refund.model";

// A refund as the API and the screens read it back: its header (with its cheque's number once Print
// Check printed it), the account it was paid from and the credits it paid back.

export interface RefundView {
  id: number;
  number: string;
  customerId: number;
  customerName: string;
  payFromAccountId: number;
  payFromAccountName: string;
  /** YYYY-MM-DD */
  date: string;
  paymentMethod: string;
  /** A cheque still to print (on Print Check's list) */
  toBePrinted: boolean;
  /** The printed cheque's number; "" until Yes, Done on Print Check */
  chequeNo: string;
  /** When its cheque was printed (ISO), or null */
  printedAt: string | null;
  memo: string;
  total: string;
  status: string;
  journalEntryId: number | null;
  credits: { creditMemoId: number | null; paymentId: number | null; amount: string }[];
}

export async function refundView(db: Knex, companyId: number, id: number): Promise<RefundView | null> {
  const refund = await CustomerRefund.query(db)
    .modify("ofCompany", companyId)
    .findById(id)
    .withGraphFetched("[customer, payFromAccount, sources]");
  if (!refund) return null;
  return {
    id: refund.id,
    number: refund.number,
    customerId: refund.customerId,
    customerName: refund.customer?.customerName ?? "",
    payFromAccountId: refund.payFromAccountId,
    payFromAccountName: refund.payFromAccount?.accountName ?? "",
    date: refund.refundDate,
    paymentMethod: refund.paymentMethod,
    toBePrinted: refund.toBePrinted,
    chequeNo: refund.chequeNo,
    printedAt: refund.printedAt ? new Date(refund.printedAt).toISOString() : null,
    memo: refund.memo,
    total: toDecimal(fromDecimal(refund.total)),
    status: refund.status,
    journalEntryId: refund.journalEntryId,
    credits: (refund.sources ?? [])
      .sort((a, b) => a.id - b.id)
      .map((s) => ({ creditMemoId: s.creditMemoId, paymentId: s.sourcePaymentId, amount: toDecimal(fromDecimal(s.amount)) })),
  };
}
