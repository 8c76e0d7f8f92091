import { addDays, addMonths, endOfMonth, format, startOfMonth, startOfWeek, subWeeks } from "date-fns";
import { MONTH_NAMES } from "./dates";

/**
 * Date presets of list filters (the Vendor Center's date filter): the calendar week starts on
 * Sunday; months are calendar months; financial years and quarters start in the company's fiscal
 * year start month (a fiscal year starting in April runs Apr 1 – Mar 31, its quarters Apr–Jun,
 * Jul–Sep, Oct–Dec, Jan–Mar). Pure: `today` is passed in, dates are `YYYY-MM-DD` strings, and the
 * date-fns arithmetic runs on local-midnight dates that never go through UTC.
 */

export const DATE_PRESETS = [
  "all",
  "this_week",
  "last_week",
  "this_month",
  "last_month",
  "this_financial_year",
  "last_financial_year",
  "this_financial_quarter",
  "last_financial_quarter",
  "financial_year_to_date",
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export const DATE_PRESET_LABELS: Record<DatePreset, string> = {
  all: "All Dates",
  this_week: "This Week",
  last_week: "Last Week",
  this_month: "This Month",
  last_month: "Last Month",
  this_financial_year: "This Financial Year",
  last_financial_year: "Last Financial Year",
  this_financial_quarter: "This Financial Quarter",
  last_financial_quarter: "Last Financial Quarter",
  financial_year_to_date: "Financial Year to Date",
};

export function isDatePreset(value: unknown): value is DatePreset {
  return typeof value === "string" && (DATE_PRESETS as readonly string[]).includes(value);
}

/** Both ends inclusive, `YYYY-MM-DD`. */
export interface DateRange {
  from: string;
  to: string;
}

const toIso = (date: Date) => format(date, "yyyy-MM-dd");
function fromIso(iso: string): Date {
  const [y, m, d] = iso.split("-").map(Number);
  const date = new Date(y, m - 1, d);
  date.setFullYear(y); // years 0–99 would otherwise map to 1900–1999
  return date;
}

/** The fiscal year start month as 1–12 from a month name ("April") or number; January otherwise. */
export function fiscalStartMonth(value: string | number | null | undefined): number {
  if (typeof value === "number") return Number.isInteger(value) && value >= 1 && value <= 12 ? value : 1;
  const text = (value ?? "").trim().toLowerCase();
  if (/^\d{1,2}$/.test(text)) return fiscalStartMonth(Number(text));
  const index = MONTH_NAMES.findIndex((name) => name.toLowerCase() === text || name.slice(0, 3).toLowerCase() === text);
  return index >= 0 ? index + 1 : 1;
}

/** The first day of the fiscal year that contains `today`. */
export function fiscalYearStart(today: string, startMonth: number): string {
  const date = fromIso(today);
  const year = date.getMonth() + 1 >= startMonth ? date.getFullYear() : date.getFullYear() - 1;
  const start = new Date(year, startMonth - 1, 1);
  start.setFullYear(year);
  return toIso(start);
}

/** `months` long, starting on `from` (a first of month): [from, last day]. */
function span(from: Date, months: number): DateRange {
  return { from: toIso(from), to: toIso(addDays(addMonths(from, months), -1)) };
}

/** The range a preset covers on `today`, or null for "all". */
export function presetRange(preset: DatePreset, today: string, fiscalYearStartMonth: number | string = 1): DateRange | null {
  const day = fromIso(today);
  const startMonth = fiscalStartMonth(fiscalYearStartMonth);
  const fyStart = fromIso(fiscalYearStart(today, startMonth));
  const monthsIntoYear = (day.getFullYear() - fyStart.getFullYear()) * 12 + day.getMonth() - fyStart.getMonth();
  const quarterStart = addMonths(fyStart, Math.floor(monthsIntoYear / 3) * 3);
  switch (preset) {
    case "all":
      return null;
    case "this_week": {
      const sunday = startOfWeek(day, { weekStartsOn: 0 });
      return { from: toIso(sunday), to: toIso(addDays(sunday, 6)) };
    }
    case "last_week": {
      const sunday = subWeeks(startOfWeek(day, { weekStartsOn: 0 }), 1);
      return { from: toIso(sunday), to: toIso(addDays(sunday, 6)) };
    }
    case "this_month":
      return { from: toIso(startOfMonth(day)), to: toIso(endOfMonth(day)) };
    case "last_month": {
      const first = addMonths(startOfMonth(day), -1);
      return { from: toIso(first), to: toIso(endOfMonth(first)) };
    }
    case "this_financial_year":
      return span(fyStart, 12);
    case "last_financial_year":
      return span(addMonths(fyStart, -12), 12);
    case "this_financial_quarter":
      return span(quarterStart, 3);
    case "last_financial_quarter":
      return span(addMonths(quarterStart, -3), 3);
    case "financial_year_to_date":
      return { from: toIso(fyStart), to: today };
  }
}
