import * as z from "zod";
import { versionField } from "~/lib/record-version";
import { boxOrBoolean, choice, requiredText } from "~/lib/zod-helpers";
import { documentDate, isBlank, optionalId, requiredIdOf } from "~/modules/documents/fields";
import { DATE_FILTERS, FREQUENCIES, MODES, RECURRING_KINDS, RECURRING_MESSAGES as M, RECURRING_VIEWS } from "./constants";

export * from "./constants";

// A schedule's rules, once for the New / Edit Recurring form, the API and the CLI (ADR 0066). The
// template itself is not checked here: it is the input of the kind's save service and is parsed by
// that service's schema — when the schedule is saved (a dry run) and again for every occurrence.

const wholeNumberOf = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);
const digits = (v: unknown) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v);
/** A whole number from a form ("2") or JSON (2); blank is `fallback`. */
const wholeNumber = (label: string, min: number, max: number, fallback: number) =>
  z.preprocess((v) => (isBlank(v) ? fallback : digits(v)), wholeNumberOf(label, min, max));
/** A whole number, or blank for none. */
const optionalWholeNumber = (label: string, min: number, max: number) =>
  z.preprocess((v) => (isBlank(v) ? null : digits(v)), z.union([z.null(), wholeNumberOf(label, min, max)]));

/** When a schedule runs and how it tells: what the form edits and the API sends beside the template. */
export const scheduleFields = {
  name: requiredText(M.nameRequired, 100),
  frequency: choice(FREQUENCIES, "monthly", `Frequency must be one of: ${FREQUENCIES.join(", ")}`),
  /** Every 1, 2, … days, weeks, months or years */
  every: wholeNumber("Interval", 1, 999, 1),
  /** YYYY-MM-DD or MM/DD/YYYY: the first (next) occurrence */
  nextDate: documentDate("Next date", true),
  /** The last date an occurrence may fall on; blank: none */
  endDate: documentDate("End date"),
  /** How many occurrences in all; blank: no limit */
  occurrenceLimit: optionalWholeNumber("Number of occurrences", 1, 9999),
  mode: choice(MODES, "reminder", "Mode must be automatic or reminder"),
  /** A reminder shows on the Reminders list this many days before its date */
  remindDaysBefore: wholeNumber("Remind days before", 0, 365, 0),
};

const limitsInOrder = <T extends { nextDate: string | null; endDate: string | null }>(schema: z.ZodType<T>) =>
  schema.superRefine((v, ctx) => {
    if (v.nextDate && v.endDate && v.endDate < v.nextDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: M.endBeforeNext });
  });

const kind = z.enum(RECURRING_KINDS, { error: `Transaction type must be one of: ${RECURRING_KINDS.join(", ")}` });
const template = z.record(z.string(), z.unknown(), { error: "Template must be an object: the document's fields as its API takes them" });

/**
 * A new schedule: its kind and either the template (the document's fields as its API takes them,
 * the date left out) or a saved document of that kind to memorize (`documentId`).
 */
export const scheduleCreateSchema = limitsInOrder(
  z
    .object({
      ...scheduleFields,
      kind,
      template: template.optional(),
      documentId: optionalId,
      active: boxOrBoolean(true, false),
    })
    .superRefine((v, ctx) => {
      if (!v.template && v.documentId === null)
        ctx.addIssue({ code: "custom", path: ["documentId"], message: "Give the document to memorize (documentId) or its template" });
    }),
);
export type ScheduleCreateInput = z.infer<typeof scheduleCreateSchema>;

/** The form's edit (a box not ticked posts nothing: paused) and the API's whole update. */
export const scheduleUpdateSchema = (form: boolean) =>
  limitsInOrder(z.object({ ...scheduleFields, active: boxOrBoolean(true, form), template: template.optional(), version: versionField }));
export type ScheduleUpdateInput = z.infer<ReturnType<typeof scheduleUpdateSchema>>;

/** Create Selected / Skip Selected: the schedules ticked (their next occurrence each). */
export const reminderSelectionSchema = z.object({
  scheduleIds: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(requiredIdOf("Recurring transaction"), { error: "scheduleIds must be a list of ids" })
      .min(1, M.noneSelected)
      .max(500, "At most 500 at once"),
  ),
});

/** `ledgerline recurring run` and POST …/recurring/run: every automatic occurrence due on or before asOf (today by default). */
export const runDueSchema = z.object({ asOf: documentDate("As of date") });

const view = choice(RECURRING_VIEWS, "all", "View must be all, active or inactive");

/** The Recurring Transactions List's URL state. */
export const recurringListQuerySchema = z.object({
  view,
  dateFilter: choice(DATE_FILTERS, "all", "Date filter must be all, prev or next"),
  from: documentDate("From date").catch(null),
  to: documentDate("To date").catch(null),
  q: z.preprocess((v) => (typeof v === "string" ? v.trim().slice(0, 100) : ""), z.string()),
});
export type RecurringListQuery = z.infer<typeof recurringListQuerySchema>;

/** The Reminders List's URL state. */
export const reminderListQuerySchema = z.object({
  view: view.catch("all"),
  q: z.preprocess((v) => (typeof v === "string" ? v.trim().slice(0, 100) : ""), z.string()),
});
export type ReminderListQuery = z.infer<typeof reminderListQuerySchema>;

export const readRecurringListQuery = (search: URLSearchParams) =>
  recurringListQuerySchema.catch({ view: "all", dateFilter: "all", from: null, to: null, q: "" }).parse(Object.fromEntries(search));
export const readReminderListQuery = (search: URLSearchParams) =>
  reminderListQuerySchema.catch({ view: "all", q: "" }).parse(Object.fromEntries(search));
