import type { Knex } from "knex";
import { fromDecimal, toDecimal } from "~/lib/money";
import { CustomerRefund } from "./refund.model";

// A refund as the API and the screens read it back: its header, the account it was paid from and
// the credits it paid back.

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
  toBePrinted: boolean;
  chequeNo: string;
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
    memo: refund.memo,
    total: toDecimal(fromDecimal(refund.total)),
    status: refund.status,
    journalEntryId: refund.journalEntryId,
    credits: (refund.sources ?? [])
      .sort((a, b) => a.id - b.id)
      .map((s) => ({ creditMemoId: s.creditMemoId, paymentId: s.sourcePaymentId, amount: toDecimal(fromDecimal(s.amount)) })),
  };
}
