/**
 * Date helpers for the MM/DD/YYYY input format. Accounting dates are stored and passed around as
 * ISO `YYYY-MM-DD` strings; MM/DD/YYYY is display and input only. All calendar arithmetic is done
 * in UTC so results never depend on the server's or the browser's time zone.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;
export const INVALID_DATE_MESSAGE = "Invalid date. Use MM/DD/YYYY.";

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** Days in a month (1–12) of a year: day 0 of the next month is this month's last day. */
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Formats what the user is typing: digits only (at most 8) with slashes as MM/DD/YYYY. */
export function formatDateTyping(raw: string): string {
  const digits = raw.replace(/\D/g, "").slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** `MM/DD/YYYY` → `YYYY-MM-DD`, or null unless it is a real calendar date in 1900–2100. */
export function parseUsDate(text: string | null | undefined): string | null {
  if (typeof text !== "string") return null;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, mm, dd, yyyy] = match;
  const year = Number(yyyy);
  if (year < MIN_YEAR || year > MAX_YEAR) return null;
  // Overflowing days and months (02/30, 13/01) are refused, not rolled over.
  const month = Number(mm);
  const day = Number(dd);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${yyyy}-${mm}-${dd}`;
}

/** True for a real calendar date written `YYYY-MM-DD` with the year in 1900–2100. */
export function isIsoDate(iso: string | null | undefined): iso is string {
  if (typeof iso !== "string") return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return false;
  return parseUsDate(`${match[2]}/${match[3]}/${match[1]}`) !== null;
}

/** A date as ISO, from MM/DD/YYYY or ISO text; null when it is not a date. */
export function isoDate(value: string): string | null {
  const trimmed = value.trim();
  return isIsoDate(trimmed) ? trimmed : parseUsDate(trimmed);
}

/**
 * A date field's start from what a form last held (ISO from the server, or MM/DD/YYYY as a refused
 * or reloaded form posted it): the date when it is one, and the text as typed otherwise.
 */
export function typedDate(text: string | null | undefined): { defaultValue: string | null; defaultText: string } {
  const value = (text ?? "").trim();
  return { defaultValue: value ? isoDate(value) : null, defaultText: value };
}

/** As typedDate, with `fallback` (today, say) when the form held no date at all. */
export function typedDateOr(text: string | null | undefined, fallback: string): { defaultValue: string | null; defaultText: string } {
  const typed = typedDate(text);
  return typed.defaultText ? typed : { defaultValue: fallback, defaultText: "" };
}

/** `YYYY-MM-DD` (a timestamp's date part is accepted) → `MM/DD/YYYY`; "" for anything else. */
export function formatUsDate(iso: string | null | undefined): string {
  if (typeof iso !== "string") return "";
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(iso.trim());
  if (!match) return "";
  const [, yyyy, mm, dd] = match;
  return `${mm}/${dd}/${yyyy}`;
}

/**
 * An instant as a wall clock `offsetMinutes` east of UTC reads it, ISO-shaped
 * ("YYYY-MM-DDTHH:mm:ss.sssZ", though the digits are local time, not UTC).
 */
export function localIso(offsetMinutes: number, instant: Date | string): string {
  return new Date(new Date(instant).getTime() + offsetMinutes * 60_000).toISOString();
}

// Making an Intl.DateTimeFormat costs far more than using one (it loads the zone's rules): one per zone.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? "";
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(key, format);
  }
  return format;
}

/** Today's date as `YYYY-MM-DD` in `timeZone` (an IANA name; default the runtime's zone). */
export function todayIso(timeZone?: string, now: Date = new Date()): string {
  const parts = dayFormat(timeZone).formatToParts(now);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

function toIso(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

function fromIso(iso: string): Date {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/**
 * The 42 days (six weeks, Sunday first) of the calendar page for `month` (1–12) of `year`:
 * the page starts on the Sunday on or before the 1st.
 */
export function calendarGrid(year: number, month: number): string[] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  first.setUTCFullYear(year); // Date.UTC maps years 0–99 to 1900–1999
  const start = first.getTime() - first.getUTCDay() * 86_400_000;
  return Array.from({ length: 42 }, (_, index) => toIso(new Date(start + index * 86_400_000)));
}

/** Years offered by the picker: 50 back to 20 forward, clamped to 1900–2100, ascending. */
export function yearOptions(currentYear: number): number[] {
  const from = Math.max(MIN_YEAR, currentYear - 50);
  const to = Math.min(MAX_YEAR, currentYear + 20);
  const years: number[] = [];
  for (let year = from; year <= to; year++) years.push(year);
  return years;
}

/** Adds whole days to an ISO date. */
export function addDaysIso(iso: string, days: number): string {
  return toIso(new Date(fromIso(iso).getTime() + days * 86_400_000));
}

/** Adds months to an ISO date, keeping the day where possible (Jan 31 + 1 month → Feb 28/29). */
export function addMonthsIso(iso: string, months: number): string {
  const [y, m, d] = iso.split("-").map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return toIso(target);
}

/** Day of the week of an ISO date, 0 = Sunday. */
export function weekdayIso(iso: string): number {
  return fromIso(iso).getUTCDay();
}

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** "Friday, January 2, 2026" — the accessible name of a calendar day. */
export function longDateLabel(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return `${WEEKDAY_NAMES[weekdayIso(iso)]}, ${MONTH_NAMES[m - 1]} ${d}, ${y}`;
}
