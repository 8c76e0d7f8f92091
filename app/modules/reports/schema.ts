import { MAX_ROW_ID } from "~/lib/row-id";
import * as z from "zod";
import { isIsoDate, parseUsDate } from "~/lib/dates";
import { DATE_PRESET_LABELS, DATE_PRESETS, presetRange, type DatePreset } from "~/lib/periods";
import "~/lib/zod-helpers"; // the app's plain-language type messages
import {
  STATEMENT_BASES,
  STATEMENT_COLUMNS,
  STATEMENT_COMPARISONS,
  type StatementBasis,
  type StatementColumnsBy,
  type StatementComparison,
} from "./statement-types";

// The reports' filters, read from the URL (the filter forms are GET forms, so a report's address
// is the report). Dates come as the date picker's MM/DD/YYYY text or as YYYY-MM-DD (links, CSV).

const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

/** An optional report date; parsed to YYYY-MM-DD, else "`label` must be a valid date (`format`)". */
const reportDate = (label: string, format = "MM/DD/YYYY") =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform((v, ctx) => {
        const text = v.trim();
        const iso = isIsoDate(text) ? text : parseUsDate(text);
        if (!iso) {
          ctx.addIssue({ code: "custom", message: `${label} must be a valid date (${format})` });
          return z.NEVER;
        }
        return iso;
      })
      .optional(),
  );

/** "all" (or nothing) for every one, otherwise the id of one (an account, a customer, a vendor). */
const idFilter = (message: string) =>
  z.preprocess(
    (v) => {
      const value = blankToUndefined(v);
      return value === "all" ? undefined : value;
    },
    z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ROW_ID, message).optional(),
  );

const accountFilter = idFilter("Choose an account from the list");

const trialBalanceQuerySchema = z.object({ asOf: reportDate("As of date") });

const generalLedgerQuerySchema = z
  .object({ from: reportDate("From date"), to: reportDate("To date"), accountId: accountFilter })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "From date must be on or before To date", path: ["to"] });

export type FieldErrors = Record<string, string[]>;

function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

const entries = (params: URLSearchParams, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, params.get(key) ?? undefined]));

export interface TrialBalanceQuery {
  asOf: string;
}

/** The trial balance's date (default: the company's today); `errors` when the URL's was not a date. */
export function parseTrialBalanceQuery(params: URLSearchParams, today: string): { query: TrialBalanceQuery; errors: FieldErrors | null } {
  const parsed = trialBalanceQuerySchema.safeParse(entries(params, ["asOf"]));
  if (!parsed.success) return { query: { asOf: today }, errors: fieldErrors(parsed.error) };
  return { query: { asOf: parsed.data.asOf ?? today }, errors: null };
}

export interface GeneralLedgerQuery {
  from: string;
  to: string;
  accountId: number | null;
}

/**
 * The general ledger's period (default: this year to date, see `reportPeriodDefaults`) and
 * account; `errors` (and the defaults) when the URL's filters were not valid.
 */
export function parseGeneralLedgerQuery(
  params: URLSearchParams,
  defaults: { from: string; to: string },
): { query: GeneralLedgerQuery; errors: FieldErrors | null } {
  const parsed = generalLedgerQuerySchema.safeParse(entries(params, ["from", "to", "accountId"]));
  if (!parsed.success) return { query: { ...defaults, accountId: null }, errors: fieldErrors(parsed.error) };
  // A missing end keeps the period non-empty: From alone runs to today (or to itself, if later);
  // To alone starts on January 1 of its year.
  const from = parsed.data.from ?? (parsed.data.to ? `${parsed.data.to.slice(0, 4)}-01-01` : defaults.from);
  const to = parsed.data.to ?? (from > defaults.to ? from : defaults.to);
  return { query: { from, to, accountId: parsed.data.accountId ?? null }, errors: null };
}

/**
 * The query of the API's as-of reports (A/P Aging Summary, Unpaid Bills Detail): the company and
 * the date (YYYY-MM-DD or MM/DD/YYYY; none: today in the company's time zone).
 */
export const asOfReportApiQuerySchema = z.object({
  companyId: z.preprocess(
    (v) => (v === "" ? undefined : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? "Company ID is required" : "Company ID must be a number") })
      .int("Company ID must be a number")
      .positive("Company ID must be a number")
      .max(MAX_ROW_ID, "Company ID must be a number"),
  ),
  asOf: reportDate("asOf", "YYYY-MM-DD"),
});

// The period reports (statements, transaction history, sales, income by customer, sales tax): a
// period — one of the company's date presets (financial years and quarters start in its fiscal year
// start month), or Custom with From and To — and for some, one customer.

/** The periods a report offers: the presets over a span of dates, then Custom (From and To). */
export const REPORT_PERIODS = [...DATE_PRESETS.filter((p) => p !== "all"), "custom"] as const;
export type ReportPeriodChoice = (typeof REPORT_PERIODS)[number];
export const REPORT_PERIOD_LABELS: Record<ReportPeriodChoice, string> = {
  ...(DATE_PRESET_LABELS as Record<Exclude<DatePreset, "all">, string>),
  custom: "Custom",
};
export const DEFAULT_REPORT_PERIOD = "financial_year_to_date" satisfies ReportPeriodChoice;

const periodReportQuerySchema = z
  .object({
    period: z.preprocess(
      blankToUndefined,
      z
        .enum(REPORT_PERIODS as unknown as [ReportPeriodChoice, ...ReportPeriodChoice[]], { error: "Choose a period from the list" })
        .optional(),
    ),
    from: reportDate("From date"),
    to: reportDate("To date"),
    customerId: idFilter("Choose a customer from the list"),
    vendorId: idFilter("Choose a vendor from the list"),
    group: z.preprocess(
      blankToUndefined,
      z
        .union([z.literal("none"), z.coerce.number().int().positive().max(MAX_ROW_ID)], { error: "Choose a group from the report" })
        .optional(),
    ),
    accountId: accountFilter,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "From date must be on or before To date", path: ["to"] });

export interface PeriodReportQuery {
  period: ReportPeriodChoice;
  from: string;
  to: string;
  customerId: number | null;
  vendorId: number | null;
  /**
   * A grouped report's one group, reached from its summary's row (a sales report's customer, item or
   * sales person id; "none": the rows without one); null: every group.
   */
  group: number | "none" | null;
  /** The account the banking reports are run for (null: every bank account) */
  accountId: number | null;
}

/**
 * A period report's query: a preset gives its dates on `today` in the company's fiscal calendar;
 * Custom (or dates without a period) takes From and To — From alone runs to today (or itself, if
 * later), To alone from January 1 of its year. Default: the financial year to date. `errors` (and
 * the default) when the URL's filters were not valid.
 */
export function parsePeriodReportQuery(
  params: URLSearchParams,
  today: string,
  fiscalYearStart: string | number,
): { query: PeriodReportQuery; errors: FieldErrors | null } {
  const preset = (choice: Exclude<ReportPeriodChoice, "custom">) => presetRange(choice, today, fiscalYearStart)!;
  const fallback: PeriodReportQuery = {
    period: DEFAULT_REPORT_PERIOD,
    ...preset(DEFAULT_REPORT_PERIOD),
    customerId: null,
    vendorId: null,
    group: null,
    accountId: null,
  };
  const parsed = periodReportQuerySchema.safeParse(
    entries(params, ["period", "from", "to", "customerId", "vendorId", "group", "accountId"]),
  );
  if (!parsed.success) return { query: fallback, errors: fieldErrors(parsed.error) };
  const { period, from, to } = parsed.data;
  const filters = {
    customerId: parsed.data.customerId ?? null,
    vendorId: parsed.data.vendorId ?? null,
    group: parsed.data.group ?? null,
    accountId: parsed.data.accountId ?? null,
  };
  if (period === "custom" || (!period && (from || to))) {
    const start = from ?? (to ? `${to.slice(0, 4)}-01-01` : fallback.from);
    const end = to ?? (start > today ? start : today);
    return { query: { period: "custom", from: start, to: end, ...filters }, errors: null };
  }
  const choice: Exclude<ReportPeriodChoice, "custom"> = period ?? DEFAULT_REPORT_PERIOD;
  return { query: { period: choice, ...preset(choice), ...filters }, errors: null };
}

/** A period report's address query: its dates as Custom (links and exports stay on the same dates). */
export function periodSearch(
  query: Pick<PeriodReportQuery, "from" | "to"> & Partial<Pick<PeriodReportQuery, "customerId" | "vendorId" | "group" | "accountId">>,
): URLSearchParams {
  const search = new URLSearchParams({ period: "custom", from: query.from, to: query.to });
  if (query.customerId != null) search.set("customerId", String(query.customerId));
  if (query.vendorId != null) search.set("vendorId", String(query.vendorId));
  if (query.group != null) search.set("group", String(query.group));
  if (query.accountId != null) search.set("accountId", String(query.accountId));
  return search;
}

// The financial statements' options: columns (total, months, fiscal quarters or years), a
// comparison (the previous period or year) and the basis (accrual or cash), beside the period.

const statementOptionsSchema = z.object({
  columns: z.preprocess(
    blankToUndefined,
    z.enum(STATEMENT_COLUMNS, { error: "Choose columns from the list (total, month, quarter or year)" }).optional(),
  ),
  compare: z.preprocess(
    blankToUndefined,
    z.enum(STATEMENT_COMPARISONS, { error: "Choose a comparison from the list (none, previous_period or previous_year)" }).optional(),
  ),
  basis: z.preprocess(blankToUndefined, z.enum(STATEMENT_BASES, { error: "Choose a basis from the list (accrual or cash)" }).optional()),
});

export interface StatementQuery extends PeriodReportQuery {
  columns: StatementColumnsBy;
  compare: StatementComparison;
  basis: StatementBasis;
}

/** A period statement's query: the period (as parsePeriodReportQuery) and its options (default: total, no comparison, accrual). */
export function parseStatementQuery(
  params: URLSearchParams,
  today: string,
  fiscalYearStart: string | number,
): { query: StatementQuery; errors: FieldErrors | null } {
  const period = parsePeriodReportQuery(params, today, fiscalYearStart);
  const options = statementOptionsSchema.safeParse(entries(params, ["columns", "compare", "basis"]));
  const chosen = options.success ? options.data : {};
  const errors = options.success ? period.errors : { ...(period.errors ?? {}), ...fieldErrors(options.error) };
  return {
    query: { ...period.query, columns: chosen.columns ?? "total", compare: chosen.compare ?? "none", basis: chosen.basis ?? "accrual" },
    errors,
  };
}

/** The basis (default accrual) of a statement that takes no other option, with its message when not one of the list. */
function parseBasis(params: URLSearchParams): { basis: StatementBasis; errors: FieldErrors | null } {
  const parsed = statementOptionsSchema.pick({ basis: true }).safeParse(entries(params, ["basis"]));
  return parsed.success ? { basis: parsed.data.basis ?? "accrual", errors: null } : { basis: "accrual", errors: fieldErrors(parsed.error) };
}

const joinErrors = (a: FieldErrors | null, b: FieldErrors | null) => (a || b ? { ...(a ?? {}), ...(b ?? {}) } : null);

/** The Balance Sheet's query: its date (as the trial balance's) and basis. */
export function parseBalanceSheetQuery(
  params: URLSearchParams,
  today: string,
): { query: TrialBalanceQuery & { basis: StatementBasis }; errors: FieldErrors | null } {
  const date = parseTrialBalanceQuery(params, today);
  const { basis, errors } = parseBasis(params);
  return { query: { ...date.query, basis }, errors: joinErrors(date.errors, errors) };
}

/** A period report's query with a basis (the Statement of Cash Flows, Income by Customer): its period (as parsePeriodReportQuery) and basis. */
export function parsePeriodBasisQuery(
  params: URLSearchParams,
  today: string,
  fiscalYearStart: string | number,
): { query: PeriodReportQuery & { basis: StatementBasis }; errors: FieldErrors | null } {
  const period = parsePeriodReportQuery(params, today, fiscalYearStart);
  const { basis, errors } = parseBasis(params);
  return { query: { ...period.query, basis }, errors: joinErrors(period.errors, errors) };
}

/** A statement's address query: its dates as Custom and its options. */
export function statementSearch(query: StatementQuery): URLSearchParams {
  const search = periodSearch(query);
  search.set("columns", query.columns);
  search.set("compare", query.compare);
  search.set("basis", query.basis);
  return search;
}

/**
 * The query of the statements' API (GET /api/reports/profit-loss|cash-flow/:companyId): a period
 * (one of the presets, or from and to as YYYY-MM-DD; default the financial year to date) and, for
 * the Profit and Loss, its columns, comparison and basis. /balance-sheet takes asOf.
 */
export const statementApiQuerySchema = z
  .object({
    period: periodReportQuerySchema.shape.period.describe(`One of ${REPORT_PERIODS.join(", ")}; default financial_year_to_date`),
    from: reportDate("From date", "YYYY-MM-DD").describe("YYYY-MM-DD (with period=custom, or alone)"),
    to: reportDate("To date", "YYYY-MM-DD").describe("YYYY-MM-DD"),
  })
  .extend(statementOptionsSchema.shape)
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "From date must be on or before To date", path: ["to"] });

export const balanceSheetApiQuerySchema = z.object({
  asOf: reportDate("As of date", "YYYY-MM-DD").describe("YYYY-MM-DD; default today in the company's time zone"),
  basis: statementOptionsSchema.shape.basis.describe("accrual (default) or cash: A/R and A/P hold only what no paid document accounts for"),
});
