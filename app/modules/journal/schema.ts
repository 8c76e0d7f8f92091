import { MAX_ROW_ID } from "~/lib/row-id";
import * as z from "zod";
import { isIsoDate, parseUsDate } from "~/lib/dates";
import { moneyRangeMessage, parseMoney, readMoney, type Cents } from "~/lib/money";
import { versionField } from "~/lib/record-version";
import { checkbox, companyIdField, optionalText, safeString } from "~/lib/zod-helpers";
import { checkLines } from "~/modules/ledger/rules";

// A journal entry as the screen, the API and the CLI send it: a date, comments and rows of account,
// memo, debit and credit, the rows checked by the double-entry rules of ./rules.

const amountField = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? 0 : v),
  z
    .custom<Cents>((v) => readMoney(v).ok, {
      error: (issue) => {
        const reading = readMoney(issue.input);
        return !reading.ok && reading.reason === "range"
          ? moneyRangeMessage("Amounts", reading.negative)
          : "Amounts must be numbers with at most 2 decimals";
      },
    })
    .transform((v) => parseMoney(v) as Cents),
);

const accountRef = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? null : typeof v === "string" ? Number(v) : v),
  z.union([z.null(), z.number().int().positive().max(MAX_ROW_ID)]),
);

const journalLineSchema = z.object({
  /** `account` (the spec's name) or `accountId`. */
  accountId: accountRef,
  memo: optionalText(500, { multiline: true }),
  debit: amountField,
  credit: amountField,
});

const entryDate = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : v),
  z
    .string({ error: "Entry date is required" })
    .min(1, "Entry date is required")
    .transform((v, ctx) => {
      const iso = isIsoDate(v) ? v : parseUsDate(v);
      if (!iso) {
        ctx.addIssue({ code: "custom", message: "Entry date must be a valid date (MM/DD/YYYY)" });
        return z.NEVER;
      }
      return iso;
    }),
);

export const JOURNAL_STATUSES = ["draft", "posted", "cancelled"] as const;

/** The spec's clients name a row's account `account`; `accountId` is accepted too. */
function acceptAccountAlias(v: unknown) {
  if (!v || typeof v !== "object") return v;
  const body = v as Record<string, unknown>;
  const entries = Array.isArray(body.entries)
    ? body.entries.map((row) =>
        row && typeof row === "object" && !("accountId" in row) ? { ...row, accountId: (row as { account?: unknown }).account } : row,
      )
    : body.entries;
  return { ...body, entries };
}

export const journalEntrySchema = z
  .preprocess(
    acceptAccountAlias,
    z.object({
      entryDate,
      comments: optionalText(1000, { multiline: true }),
      entries: z.array(journalLineSchema, { error: "At least two entries are required" }).max(500, "At most 500 rows"),
      /** "draft" keeps the entry unposted; default: posted at once, as a saved entry is posted. */
      status: z.enum(["draft", "posted"]).default("posted"),
    }),
  )
  .superRefine((value, ctx) => {
    for (const message of checkLines(value.entries)) ctx.addIssue({ code: "custom", path: ["entries"], message });
  });
export type JournalEntryInput = z.infer<typeof journalEntrySchema>;

/** Drafts may be saved unbalanced; they are checked when posted. */
const draftFields = z.object({
  entryDate,
  comments: optionalText(1000, { multiline: true }),
  entries: z.array(journalLineSchema).max(500, "At most 500 rows"),
});
export const journalDraftSchema = z.preprocess(acceptAccountAlias, draftFields);
/** A draft's edit (PUT /api/journal-entry/:id): with the version it was made on (ADR 0014). */
export const journalDraftUpdateSchema = z.preprocess(acceptAccountAlias, draftFields.extend({ version: versionField }));

export const journalListQuerySchema = z.object({
  from: z.preprocess((v) => (v === "" ? undefined : v), z.string().refine(isIsoDate, "from must be a date YYYY-MM-DD").optional()),
  to: z.preprocess((v) => (v === "" ? undefined : v), z.string().refine(isIsoDate, "to must be a date YYYY-MM-DD").optional()),
  status: z.preprocess((v) => (v === "" || v === "all" ? undefined : v), z.enum(JOURNAL_STATUSES).optional()),
  q: optionalText(100),
  /** Entry type, default JE (the hand-entered ones); "all" lists opening balances, deposits and documents too. */
  type: z
    .preprocess((v) => (v === "" || v === undefined ? "JE" : v), z.string().regex(/^([A-Z]{1,8}|all)$/, "Unknown entry type"))
    .transform((v) => (v === "all" ? undefined : v)),
});

/** The formats a journal file may be imported from (./journal-file.ts reads them). */
export const JOURNAL_IMPORT_FORMATS = ["csv", "ledger"] as const;
export type JournalImportFormat = (typeof JOURNAL_IMPORT_FORMATS)[number];

/** POST /api/journal-entry/import: the file's text in a JSON body. */
export const journalImportSchema = z
  .object({
    companyId: companyIdField,
    format: z.enum(JOURNAL_IMPORT_FORMATS, { error: `format must be ${JOURNAL_IMPORT_FORMATS.join(" or ")}` }),
    /** The whole file: CSV rows or a ledger journal. */
    content: safeString(z.string({ error: "content must be the file's text" }).min(1, "content is empty: send the file's text"), {
      multiline: true,
    }).optional(),
    /**
     * Or the file's bytes in base64, when its encoding is not known: read as UTF-8, UTF-16 (with a
     * byte-order mark) or Windows-1252, and the encoding read is in the answer's `encoding`.
     */
    contentBase64: z
      .string({ error: "contentBase64 must be the file's bytes in base64" })
      .min(1, "contentBase64 is empty: send the file's bytes")
      .regex(/^[A-Za-z0-9+/\r\n]*={0,2}$/, "contentBase64 must be the file's bytes in base64")
      .optional(),
    /** Check and report, write nothing. */
    dryRun: checkbox(false),
    /** Create the accounts the company lacks from their journal names (Assets:Bank:1010 Checking). */
    createAccounts: checkbox(false),
  })
  .superRefine((body, ctx) => {
    if (body.content === undefined && body.contentBase64 === undefined) {
      ctx.addIssue({ code: "custom", path: ["content"], message: "content must be the file's text (or contentBase64 its bytes)" });
    } else if (body.content !== undefined && body.contentBase64 !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["contentBase64"],
        message: "Send the file once: content (its text) or contentBase64 (its bytes)",
      });
    }
  });
export type JournalImportBody = z.infer<typeof journalImportSchema>;
