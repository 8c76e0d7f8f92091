import { addDaysIso, addMonthsIso, MONTH_NAMES } from "~/lib/dates";
import { fiscalStartMonth, type DateRange } from "~/lib/periods";

// The financial statements' shape, shared by the screens, the CSV and PDF exports and the API
// (client-safe: no database). A statement is columns and rows: a row is a heading, an account's
// figures or a total; a money column covers a range of dates (the account's lines behind a figure
// are that range's), a percent column compares two money columns.

export const STATEMENT_COLUMNS = ["total", "month", "quarter", "year"] as const;
export type StatementColumnsBy = (typeof STATEMENT_COLUMNS)[number];
export const STATEMENT_COLUMN_LABELS: Record<StatementColumnsBy, string> = {
  total: "Total only",
  month: "Months",
  quarter: "Quarters",
  year: "Years",
};

export const STATEMENT_COMPARISONS = ["none", "previous_period", "previous_year"] as const;
export type StatementComparison = (typeof STATEMENT_COMPARISONS)[number];
export const STATEMENT_COMPARISON_LABELS: Record<StatementComparison, string> = {
  none: "No comparison",
  previous_period: "Previous period",
  previous_year: "Previous year",
};

export const STATEMENT_BASES = ["accrual", "cash"] as const;
export type StatementBasis = (typeof STATEMENT_BASES)[number];
export const STATEMENT_BASIS_LABELS: Record<StatementBasis, string> = { accrual: "Accrual", cash: "Cash" };

export interface StatementColumn {
  label: string;
  kind: "money" | "percent";
  /** The lines a money column sums: [from, to], or everything up to `to` (from null: a balance). */
  range: { from: string | null; to: string } | null;
}

export interface StatementRow {
  kind: "heading" | "account" | "total" | "grand";
  label: string;
  /** Indentation level (0: a section). */
  depth: number;
  /** One per column: cents for money columns, hundredths of a percent for percent columns; null: blank. */
  cells: (number | null)[];
  /** An account's row: the account (its figures drill down to its lines). */
  accountId?: number;
}

export interface Statement {
  title: string;
  /** "01/01/2026 to 12/31/2026", "As of 12/31/2026". */
  period: string;
  columns: StatementColumn[];
  rows: StatementRow[];
}

/** A percent cell's text: "12.5%", or "—" when the base is zero. */
export function formatPercent(hundredths: number | null): string {
  if (hundredths === null) return "—";
  return `${(hundredths / 100).toFixed(1)}%`;
}

/** The change from `before` to `now` as hundredths of a percent of |before| (null when before is 0). */
export function percentChange(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) * 10000) / Math.abs(before));
}

const shortMonth = (iso: string) => `${MONTH_NAMES[Number(iso.slice(5, 7)) - 1].slice(0, 3)} ${iso.slice(0, 4)}`;

/**
 * The column ranges of [from, to] split by month, fiscal quarter or fiscal year (the first and last
 * clipped to the period), each with its label; "total": the period itself.
 */
export function splitPeriod(
  period: DateRange,
  by: StatementColumnsBy,
  fiscalYearStart: string | number,
): (DateRange & { label: string })[] {
  if (by === "total") return [{ ...period, label: "Total" }];
  const months = by === "month" ? 1 : by === "quarter" ? 3 : 12;
  const startMonth = fiscalStartMonth(fiscalYearStart);
  const fromMonth = Number(period.from.slice(5, 7));
  const offset = by === "month" ? 0 : (((fromMonth - startMonth) % months) + months) % months;
  let start = addMonthsIso(`${period.from.slice(0, 8)}01`, -offset);
  const columns: (DateRange & { label: string })[] = [];
  while (start <= period.to && columns.length < 240) {
    const end = addDaysIso(addMonthsIso(start, months), -1);
    const label =
      months === 1
        ? shortMonth(start)
        : months === 12 && startMonth === 1
          ? start.slice(0, 4)
          : `${shortMonth(start).slice(0, 3)}–${shortMonth(end)}`;
    columns.push({ from: start < period.from ? period.from : start, to: end > period.to ? period.to : end, label });
    start = addMonthsIso(start, months);
  }
  return columns;
}

/**
 * The period a comparison sets beside [from, to]: the same dates a year earlier, or the period
 * just before of the same length (whole months when the period is whole months).
 */
export function comparisonPeriod(period: DateRange, compare: Exclude<StatementComparison, "none">): DateRange {
  if (compare === "previous_year") return { from: addMonthsIso(period.from, -12), to: addMonthsIso(period.to, -12) };
  const wholeMonths = period.from.endsWith("-01") && addDaysIso(period.to, 1).endsWith("-01");
  if (wholeMonths) {
    const after = addDaysIso(period.to, 1);
    const months =
      (Number(after.slice(0, 4)) - Number(period.from.slice(0, 4))) * 12 + Number(after.slice(5, 7)) - Number(period.from.slice(5, 7));
    return { from: addMonthsIso(period.from, -months), to: addDaysIso(period.from, -1) };
  }
  const days = Math.round((Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / 86_400_000) + 1;
  return { from: addDaysIso(period.from, -days), to: addDaysIso(period.from, -1) };
}
