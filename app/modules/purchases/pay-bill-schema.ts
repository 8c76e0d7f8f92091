import * as z from "zod";
import { checkbox } from "~/lib/zod-helpers";
import { billPaymentLineSchema, billPaymentSchema, creditUseSchema } from "./schema";

// The Pay Bill screen's form as the action reads it and the browser checks it (pay-bill-form.ts
// turns it into a payment). Apart from pay-bill-form.ts so the screen loads zod after it appears
// (ADR 0027).

export const payBillFormSchema = z.object({
  vendorId: billPaymentSchema.shape.vendorId,
  payFromAccountId: billPaymentSchema.shape.payFromAccountId,
  date: billPaymentSchema.shape.date,
  paymentMethod: billPaymentSchema.shape.paymentMethod,
  comments: billPaymentSchema.shape.comments,
  bills: z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z
      .array(
        z.object({ billId: billPaymentLineSchema.shape.billId, payInFull: checkbox(false), amount: billPaymentLineSchema.shape.amount }),
        {
          error: "Bills must be a list",
        },
      )
      .max(5000, "At most 5,000 bills in one payment"),
  ),
  credits: z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z
      .array(z.object({ creditId: creditUseSchema.shape.creditId, useAll: checkbox(false), amount: creditUseSchema.shape.amount }), {
        error: "Credits must be a list",
      })
      .max(500, "At most 500 credits in one payment"),
  ),
});
export type PayBillForm = z.infer<typeof payBillFormSchema>;
