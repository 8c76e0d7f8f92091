import * as z from "zod";
import { moneyRangeMessage, readMoney, type Cents } from "~/lib/money";
import { versionField } from "~/lib/record-version";
import { requiredText } from "~/lib/zod-helpers";
import { requiredIdOf } from "~/modules/documents/fields";
import { BUDGET_MESSAGES as M, BUDGET_STARTS, CELL_NAME, MONTHS_IN_BUDGET } from "./constants";

// The budget's one schema, for the screens (their grid's fields gathered into rows by
// `budgetFormValues`) and the API: a name, a fiscal year (the year its first month is in), and
// rows of an account and its twelve monthly amounts (signed, at most 2 decimals; blank is zero).

/** A month's amount from a form ("1,200.50", blank) or JSON (1200.5, "1200.50"): cents, signed. */
const cell = z.preprocess(
  (v) => v ?? "",
  z.unknown().transform((v, ctx): Cents => {
    if (typeof v === "string" && v.trim() === "") return 0 as Cents;
    const reading = readMoney(v);
    if (reading.ok) return reading.cents;
    ctx.addIssue({ code: "custom", message: reading.reason === "range" ? moneyRangeMessage("Amount", reading.negative) : M.amountInvalid });
    return z.NEVER;
  }),
);

export const budgetRowSchema = z.object({
  accountId: requiredIdOf("Account"),
  amounts: z.array(cell, { error: M.amountsLength }).length(MONTHS_IN_BUDGET, M.amountsLength),
});

const budgetName = requiredText(M.nameRequired, 100);
const fiscalYear = z.preprocess(
  (v) => (v === "" || v === null ? undefined : typeof v === "string" && /^\s*\d{4}\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: (issue) => (issue.input === undefined ? M.fiscalYearRequired : M.fiscalYearInvalid) })
    .int(M.fiscalYearInvalid)
    .min(1900, M.fiscalYearInvalid)
    .max(2100, M.fiscalYearInvalid),
);
const rows = z.array(budgetRowSchema).max(2000);

/** A new budget: its rows, or (without rows) a copy of another budget or of last year's actuals. */
export const budgetCreateBody = z
  .object({
    budgetName,
    fiscalYear,
    start: z
      .enum(BUDGET_STARTS)
      .default("scratch")
      .describe(
        "scratch: zero unless rows are given; budget: copy copyBudgetId; actuals: the previous fiscal year's Profit and Loss by month",
      ),
    copyBudgetId: requiredIdOf("Budget to copy").optional(),
    rows: rows
      .optional()
      .describe("the grid: an account and its 12 monthly amounts (the fiscal year's months in order); left out: the copy's"),
  })
  .refine((b) => b.start !== "budget" || b.rows !== undefined || b.copyBudgetId !== undefined, {
    message: M.copyRequired,
    path: ["copyBudgetId"],
  });
export type BudgetCreateInput = z.infer<typeof budgetCreateBody>;

/** An edit on the version read: the name, and the whole grid (an account left out is all zero). */
export const budgetUpdateBody = z.object({
  budgetName: budgetName.optional(),
  rows: rows.optional(),
  version: versionField,
});
export type BudgetUpdateInput = z.infer<typeof budgetUpdateBody>;

/** The screens' form: name, fiscal year, version (an edit), and the grid's cells as rows. */
export const budgetFormSchema = z.object({
  budgetName,
  fiscalYear,
  version: versionField.optional(),
  rows,
});
export type BudgetFormInput = z.infer<typeof budgetFormSchema>;

/** A posted grid form as the schema reads it: each `amount-<account>-<period>` field into its row. */
export function budgetFormValues(formData: FormData) {
  const byAccount = new Map<number, string[]>();
  for (const [name, value] of formData) {
    const match = CELL_NAME.exec(name);
    if (!match) continue;
    const period = Number(match[2]);
    if (period < 1 || period > MONTHS_IN_BUDGET) continue;
    const accountId = Number(match[1]);
    const amounts = byAccount.get(accountId) ?? new Array<string>(MONTHS_IN_BUDGET).fill("");
    amounts[period - 1] = typeof value === "string" ? value : "";
    byAccount.set(accountId, amounts);
  }
  const text = (key: string) => {
    const value = formData.get(key);
    return typeof value === "string" ? value : undefined;
  };
  return {
    budgetName: text("budgetName") ?? "",
    fiscalYear: text("fiscalYear") ?? "",
    version: text("version") || undefined,
    rows: [...byAccount].map(([accountId, amounts]) => ({ accountId, amounts })),
  };
}
