import * as z from "zod";
import { versionField } from "~/lib/record-version";
import { optionalText } from "~/lib/zod-helpers";
import { documentDate, isBlank, money, optionalId } from "~/modules/documents/fields";
import { PURCHASE_KINDS, type PurchaseKindsByName } from "./kinds";
import { billSchema } from "./kinds/bill.schema";
import { cashExpenseSchema } from "./kinds/cash-expense.schema";
import { cashPurchaseSchema } from "./kinds/cash-purchase.schema";
import { creditCardChargeSchema } from "./kinds/credit-card-charge.schema";
import { vendorCreditSchema } from "./kinds/vendor-credit.schema";
import { PURCHASE_PAYMENT_METHODS } from "./kinds/shared";
import type { DocumentKind } from "./constants";

// The purchase documents as the screens, the API and the CLI send them: a header (vendor, contact,
// dates, the paying account) and rows — account rows (account, description, amount) and item rows
// (item, type, description, quantity, unit price). Each kind is declared once in kinds/ (its
// labels, accounts, posting and form in its zod-free half, its schema in its .schema.ts). The
// spec's messages, word for word, and every list the screens need live in ./constants.ts (no zod,
// ADR 0027), re-exported here.

export * from "./constants";
export { documentDate, isBlank, money };
export { accountRowSchema, itemRowSchema, type AccountRowInput, type ItemRowInput } from "./kinds/shared.schema";
export { billSchema, cashExpenseSchema, cashPurchaseSchema, creditCardChargeSchema, vendorCreditSchema };

/** A draft bill edited (Edit Bill): the bill's fields and the version it was opened on (ADR 0014). */
export const draftBillUpdateSchema = billSchema.extend({ version: versionField });
export type DraftBillUpdateInput = z.infer<typeof draftBillUpdateSchema>;

/** Each kind's schema (its descriptor's). */
export const DOCUMENT_SCHEMAS = Object.fromEntries(PURCHASE_KINDS.map((k) => [k.name, k.schema])) as unknown as {
  [K in DocumentKind]: PurchaseKindsByName[K]["schema"];
};

export type BillInput = z.infer<typeof billSchema>;
export type CreditCardChargeInput = z.infer<typeof creditCardChargeSchema>;
export type CashExpenseInput = z.infer<typeof cashExpenseSchema>;
export type CashPurchaseInput = z.infer<typeof cashPurchaseSchema>;
export type VendorCreditInput = z.infer<typeof vendorCreditSchema>;
export type DocumentInput = BillInput | CreditCardChargeInput | CashExpenseInput | CashPurchaseInput | VendorCreditInput;

export const billPaymentLineSchema = z.object({
  billId: optionalId,
  /** Money paid on the bill */
  amount: money("Amount to pay"),
  /** Vendor credit applied to the bill */
  creditApplied: money("Credit applied"),
});

export const creditUseSchema = z.object({
  creditId: optionalId,
  amount: money("Credit amount"),
});

export const billPaymentSchema = z.object({
  vendorId: optionalId,
  payFromAccountId: optionalId,
  date: documentDate("Payment date"),
  paymentMethod: z.preprocess(
    (v) => (isBlank(v) ? "Cash" : v),
    z.enum(PURCHASE_PAYMENT_METHODS, { error: `Payment Method must be one of: ${PURCHASE_PAYMENT_METHODS.join(", ")}` }),
  ),
  comments: optionalText(2000, { multiline: true }),
  /** Lines without a bill, or with nothing paid or credited, are dropped */
  bills: z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z
      .array(billPaymentLineSchema, { error: "Bills must be a list" })
      .max(5000, "At most 5,000 bills in one payment")
      .transform((list) => list.filter((l) => l.billId !== null && ((l.amount ?? 0) > 0 || (l.creditApplied ?? 0) > 0))),
  ),
  credits: z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z
      .array(creditUseSchema, { error: "Credits must be a list" })
      .max(500, "At most 500 credits in one payment")
      .transform((list) => list.filter((c) => c.creditId !== null && (c.amount ?? 0) > 0)),
  ),
});
export type BillPaymentInput = z.infer<typeof billPaymentSchema>;
