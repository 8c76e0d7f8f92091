import * as z from "zod";
import { moneyRangeMessage, readMoney, type Cents } from "~/lib/money";
import { documentDate, isBlank, money, optionalIdOf } from "~/modules/documents/fields";

// A reconciliation's statement (the Reconcile screen's header: form fields, or the API's JSON) and
// its ticks. The service checks what a schema cannot (the account, the lines, the difference).

/** An amount that may be negative (an overdrawn statement), at most 2 decimals, as cents; blank is null. */
const signedMoney = (label: string) =>
  z.preprocess(
    (v) => v ?? null,
    z.unknown().transform((v, ctx): Cents | null => {
      if (isBlank(v)) return null;
      const reading = readMoney(v);
      if (!reading.ok) {
        ctx.addIssue({
          code: "custom",
          message:
            reading.reason === "range" ? moneyRangeMessage(label, reading.negative) : `${label} must be an amount with at most 2 decimals`,
        });
        return z.NEVER;
      }
      return reading.cents;
    }),
  );

const ZERO = 0 as Cents;

export const statementSchema = z.object({
  accountId: optionalIdOf("Account"),
  /** YYYY-MM-DD or MM/DD/YYYY */
  statementDate: documentDate("Statement Date"),
  endingBalance: signedMoney("Ending Balance"),
  serviceCharge: money("Service Charge", ZERO),
  serviceChargeAccountId: optionalIdOf("Service Charge Account"),
  interestEarned: money("Interest Earned", ZERO),
  interestAccountId: optionalIdOf("Interest Earned Account"),
});
export type StatementInput = z.infer<typeof statementSchema>;

/** A list of line ids (a form's repeated field, or JSON), at most `max`. */
const idList = (what: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(
        z.preprocess(
          (v) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
          z
            .number({ error: `${what} must be line ids` })
            .int(`${what} must be line ids`)
            .positive(`${what} must be line ids`),
        ),
      )
      .max(5000, `At most 5,000 ${what.toLowerCase()} at once`),
  );

/** Ticks sent: the lines shown (`listed`) and those of them ticked; a line shown and not ticked is unticked. */
export const ticksSchema = z.object({
  listed: idList("Listed lines").describe("the line ids the screen showed; those not in `ticked` are unticked"),
  ticked: idList("Ticked lines").describe("the line ids ticked cleared"),
});
export type TicksInput = z.infer<typeof ticksSchema>;

/** Finish: with an adjustment only when the bookkeeper confirmed the difference it posts. */
export const finishSchema = z.object({
  confirmAdjustment: z
    .preprocess((v) => v === true || v === "true" || v === "on" || v === "1", z.boolean())
    .optional()
    .describe("finish with an adjustment entry for the difference"),
  adjustment: signedMoney("Adjustment").optional().describe("the difference the adjustment posts, as confirmed"),
});
export type FinishInput = z.infer<typeof finishSchema>;
