import * as z from "zod";
import { optionalText } from "~/lib/zod-helpers";
import { documentDate, isBlank, money, optionalId, optionalIdOf } from "~/modules/documents/fields";
import { DEPOSIT_MESSAGES as D, DEPOSIT_PAYMENT_METHODS } from "./constants";

// Transfer Funds and Make Deposit as the screens (form fields, all text) and the API (JSON: amounts
// as numbers or numeric strings) send them; amounts are read as cents. The services check what a
// schema cannot (accounts, balances, what is deposited already).

export const transferSchema = z.object({
  fromAccountId: optionalIdOf("Transfer Funds From"),
  toAccountId: optionalIdOf("Transfer Funds To"),
  /** YYYY-MM-DD or MM/DD/YYYY; none: today */
  date: documentDate("Date"),
  amount: money("Transfer Amount"),
  memo: optionalText(2000, { multiline: true }),
});
export type TransferInput = z.infer<typeof transferSchema>;

/** A list as sent (absent or null is empty; the holes a form leaves for unticked rows are dropped), at most `max`. */
const listOf = <T extends z.ZodType>(row: T, what: string, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v.filter((r) => r !== undefined && r !== null) : v),
    z.array(row, { error: `${what} must be a list` }).max(max, `At most ${max.toLocaleString("en-US")} ${what.toLowerCase()} at once`),
  );

/** A payment or cash sale waiting in Undeposited Funds, ticked to deposit: one of the two ids. */
export const depositPaymentSchema = z
  .object({
    paymentId: optionalId.describe("a customer payment or prepayment received into Undeposited Funds; or cashSaleId"),
    cashSaleId: optionalId.describe("a cash sale received into Undeposited Funds; or paymentId"),
  })
  .refine((p) => (p.paymentId === null) !== (p.cashSaleId === null), { message: "Name a payment or a cash sale (one of the two)" });

/** "customer:12" / "vendor:3" (the screen's Received From choice) into its id. */
const receivedFrom = z.preprocess(
  (v) => (isBlank(v) ? null : v),
  z.union([z.null(), z.string().regex(/^(customer|vendor):\d{1,10}$/, "Received From must be a customer or a vendor from the list")]),
);

/** Another row of the deposit: money from somewhere else (a customer, a vendor, no one) credited to an account. */
export const depositRowSchema = z
  .object({
    receivedFrom: receivedFrom
      .optional()
      .describe('the screen\'s choice, "customer:ID" or "vendor:ID"; the API may send customerId or vendorId'),
    customerId: optionalIdOf("Customer").optional(),
    vendorId: optionalIdOf("Vendor").optional(),
    accountId: optionalIdOf("From Account"),
    paymentMethod: z.preprocess(
      (v) => (isBlank(v) ? "" : v),
      z.enum(["", ...DEPOSIT_PAYMENT_METHODS] as [string, ...string[]], {
        error: `Payment Method must be one of: ${DEPOSIT_PAYMENT_METHODS.join(", ")}`,
      }),
    ),
    reference: optionalText(100),
    memo: optionalText(500),
    amount: money("Amount"),
  })
  .transform(({ receivedFrom: from, ...row }, ctx) => {
    let customerId = row.customerId ?? null;
    let vendorId = row.vendorId ?? null;
    if (from) {
      const [side, id] = from.split(":");
      if (side === "customer") customerId = Number(id);
      else vendorId = Number(id);
    }
    if (customerId !== null && vendorId !== null) {
      ctx.addIssue({ code: "custom", path: ["receivedFrom"], message: "Received From is a customer or a vendor, not both" });
      return z.NEVER;
    }
    return { ...row, customerId, vendorId };
  });

/** A row is kept when anything of it was filled in; an empty one (the screen's blank rows) is dropped. */
const filledRow = (r: z.infer<typeof depositRowSchema>) =>
  r.accountId !== null || r.amount !== null || r.customerId !== null || r.vendorId !== null || r.reference !== "" || r.memo !== "";

export const depositSchema = z.object({
  depositToAccountId: optionalIdOf("Deposit To"),
  /** YYYY-MM-DD or MM/DD/YYYY; none: today */
  date: documentDate("Date"),
  memo: optionalText(2000, { multiline: true }),
  /** The payments and cash sales of Undeposited Funds to deposit (the screen posts the ticked ones) */
  payments: listOf(depositPaymentSchema, "Payments", 5000),
  /** Other money deposited; blank rows are dropped */
  rows: listOf(depositRowSchema, "Rows", 500)
    .superRefine((rows, ctx) => {
      rows.forEach((r, index) => {
        if (!filledRow(r)) return;
        if (r.accountId === null) ctx.addIssue({ code: "custom", path: [index, "accountId"], message: D.rowAccountRequired });
        if (r.amount === null || r.amount === 0) ctx.addIssue({ code: "custom", path: [index, "amount"], message: D.rowAmountRequired });
      });
    })
    .transform((rows) => rows.filter(filledRow)),
  cashBackAccountId: optionalIdOf("Cash back goes to"),
  cashBackMemo: optionalText(500),
  cashBackAmount: money("Cash back amount"),
});
export type DepositInput = z.infer<typeof depositSchema>;
export type DepositRowInput = DepositInput["rows"][number];
