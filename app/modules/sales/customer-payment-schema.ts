import * as z from "zod";
import { ZERO } from "~/lib/money";
import { boxOrBoolean, choice, optionalText } from "~/lib/zod-helpers";
import { documentDate, money, optionalId, optionalIdOf } from "~/modules/documents/fields";
import { CUSTOMER_PAYMENT_MESSAGES as M, SALES_PAYMENT_METHODS } from "./customer-payments";

// Receive Payment, prepayments and refunds as the screens (form fields, text) and the API (JSON:
// amounts as numbers or numeric strings) send them. Amounts are read as cents. A credit is a credit
// memo (creditMemoId) or the unapplied rest of an earlier payment or prepayment (paymentId).

const method = choice(SALES_PAYMENT_METHODS, "Cash", `Payment Method must be one of: ${SALES_PAYMENT_METHODS.join(", ")}`);

/** A list as sent (absent or null is empty), at most `max`, keeping only the rows `keep` accepts. */
const listOf = <T extends z.ZodType>(row: T, what: string, max: number, keep: (row: z.infer<T>) => boolean) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z
      .array(row, { error: `${what} must be a list` })
      .max(max, `At most ${max.toLocaleString("en-US")} ${what.toLowerCase()} at once`)
      .transform((rows) => rows.filter(keep)),
  );

export const creditUseSchema = z
  .object({
    creditMemoId: optionalId.describe("the credit memo used; or paymentId"),
    paymentId: optionalId.describe("the earlier payment or prepayment whose unapplied amount is used; or creditMemoId"),
    amount: money("Credit amount"),
  })
  .refine((c) => c.creditMemoId === null || c.paymentId === null, { message: "A credit is a credit memo or a payment, not both" });

const credits = listOf(creditUseSchema, "Credits", 500, (c) => (c.creditMemoId !== null || c.paymentId !== null) && (c.amount ?? 0) > 0);

const header = {
  customerId: optionalIdOf("Customer"),
  depositToAccountId: optionalIdOf("Deposit To"),
  date: documentDate("Payment date"),
  paymentMethod: method,
  reference: optionalText(100),
  memo: optionalText(2000, { multiline: true }),
};

export const receivePaymentSchema = z.object({
  ...header,
  /** The money received (0 when only credits are applied) */
  amount: money("Amount received", ZERO),
  /** Rows without an invoice or with nothing applied are dropped */
  invoices: listOf(
    z.object({ invoiceId: optionalId, amount: money("Amount applied") }),
    "Invoices",
    5000,
    (i) => i.invoiceId !== null && (i.amount ?? 0) > 0,
  ),
  credits,
});
export type ReceivePaymentInput = z.infer<typeof receivePaymentSchema>;

export const prepaymentSchema = z.object({ ...header, amount: money("Amount", ZERO) });
export type PrepaymentInput = z.infer<typeof prepaymentSchema>;

export const refundSchema = z.object({
  customerId: header.customerId,
  payFromAccountId: optionalIdOf("Refund From"),
  date: documentDate("Refund date"),
  paymentMethod: method,
  /** A cheque to print (joins Print Check); only for the Cheque method */
  toBePrinted: boxOrBoolean(false, false),
  memo: header.memo,
  credits,
});
export type RefundInput = z.infer<typeof refundSchema>;

export type CreditUseInput = z.infer<typeof creditUseSchema>;
export { M as CUSTOMER_PAYMENT_MESSAGES };
