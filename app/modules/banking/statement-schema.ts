import * as z from "zod";
import { versionField } from "~/lib/record-version";
import { checkbox, optionalText, requiredText } from "~/lib/zod-helpers";
import { documentDate, isBlank, money, optionalId, optionalIdOf, requiredIdOf } from "~/modules/documents/fields";
import { RECORD_KINDS, RULE_MESSAGES as R, STATEMENT_DATE_FORMATS, STATEMENT_MESSAGES as M, type CsvMapping } from "./statement-constants";

// Statement import, matching, recording and bank rules as the screens (form fields, all text) and
// the API (JSON) send them. The services check what a schema cannot (accounts, lines, rules).

const column = optionalText(200).describe("the column's name in the file's header; blank: none");

/** The CSV columns of an account's bank: date and description, and an amount or a debit and a credit column. */
export const csvMappingSchema = z
  .object({
    dateColumn: requiredText("Date column is required.", 200),
    descriptionColumn: requiredText("Description column is required.", 200),
    amountColumn: column,
    debitColumn: column,
    creditColumn: column,
    checkNumberColumn: column,
    memoColumn: column,
    dateFormat: z.enum(STATEMENT_DATE_FORMATS, { error: `Date format must be one of ${STATEMENT_DATE_FORMATS.join(", ")}` }),
    amountsInverted: checkbox(false).describe("the bank writes money out as a positive amount"),
  })
  .superRefine((m, ctx) => {
    if (!m.amountColumn && !(m.debitColumn && m.creditColumn))
      ctx.addIssue({ code: "custom", path: ["amountColumn"], message: M.amountColumnsNeeded });
  }) satisfies z.ZodType<CsvMapping, unknown>;

export const STATEMENT_FORMATS = ["ofx", "csv"] as const;

/** An import as the API and the CLI send it: the file's text, its format (default: from its content), the CSV mapping. */
export const statementImportSchema = z.object({
  fileName: optionalText(255).describe("shown beside the lines it brought"),
  format: z
    .preprocess((v) => (isBlank(v) ? undefined : typeof v === "string" ? v.trim().toLowerCase() : v), z.enum(STATEMENT_FORMATS).optional())
    .describe("ofx (also QFX) or csv; default: told from the content"),
  content: z.string({ error: "content (the file's text) is required" }).min(1, M.fileRequired),
  mapping: csvMappingSchema
    .optional()
    .describe("a CSV file's columns; default: the account's saved mapping. Saved for the account when given"),
  dryRun: z.boolean().default(false),
});
export type StatementImportInput = z.infer<typeof statementImportSchema>;

/** Confirm a match: the ledger line (a journal line of the statement line's account). */
export const matchSchema = z.object({ journalLineId: requiredIdOf("Ledger line") });

/** Record an unmatched line as an expense, a deposit or a transfer (to or from the other account), matched at once. */
export const recordSchema = z.object({
  as: z.enum(RECORD_KINDS, { error: `Record as must be one of ${RECORD_KINDS.join(", ")}` }),
  accountId: optionalIdOf("Account"),
  vendorId: optionalId,
  memo: optionalText(500),
  date: documentDate("Date").describe("default: the statement line's date"),
});
export type RecordInput = z.infer<typeof recordSchema>;

export const bankRuleFields = {
  name: requiredText(R.nameRequired, 100),
  payeeContains: requiredText(R.payeeRequired, 200).describe("text the statement line's payee (description) contains, in any case"),
  direction: z.enum(["in", "out"], { error: "Money must be in or out" }),
  amountMin: money("Amount from"),
  amountMax: money("Amount to"),
  accountId: optionalIdOf("Account").describe("the expense or income account; a bank or card account records a transfer"),
  vendorId: optionalId,
  memo: optionalText(500),
};

export const ruleChecks = (r: { accountId: number | null; amountMin: number | null; amountMax: number | null }, ctx: z.RefinementCtx) => {
  if (r.accountId === null) ctx.addIssue({ code: "custom", path: ["accountId"], message: R.accountRequired });
  if (r.amountMin !== null && r.amountMax !== null && r.amountMin > r.amountMax)
    ctx.addIssue({ code: "custom", path: ["amountMax"], message: R.amountRange });
};

/** A bank rule: payee text contains, money in or out, an optional amount range → account, vendor, memo. */
export const bankRuleSchema = z.object(bankRuleFields).superRefine(ruleChecks);
export type BankRuleInput = z.infer<typeof bankRuleSchema>;

export const bankRuleUpdateSchema = z.object({ ...bankRuleFields, version: versionField }).superRefine(ruleChecks);
export type BankRuleUpdateInput = z.infer<typeof bankRuleUpdateSchema>;

/** Which statement lines a list shows. */
export const STATEMENT_LINE_STATUSES = ["unmatched", "matched", "all"] as const;
export type StatementLineStatus = (typeof STATEMENT_LINE_STATUSES)[number];
