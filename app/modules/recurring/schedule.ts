import { addDays, addMonths, addWeeks, addYears, differenceInCalendarDays, format, parseISO } from "date-fns";
import type { Frequency } from "./constants";

// A schedule's dates (ADR 0066). Occurrence n is counted from the anchor, never from the one
// before it: anchor + n × every units, with date-fns' month arithmetic clamping a day the month
// does not have to its last day. So a schedule anchored on January 31 runs Feb 28 (29), Mar 31,
// Apr 30 — a month end stays a month end, where stepping from the previous date would drift to
// the 28th for good. Dates are YYYY-MM-DD text, read and written as local calendar dates.

const STEP: Record<Frequency, (date: Date, amount: number) => Date> = {
  daily: addDays,
  weekly: addWeeks,
  monthly: addMonths,
  yearly: addYears,
};

const iso = (date: Date) => format(date, "yyyy-MM-dd");

/** The date of occurrence `index` (0 is the anchor itself). */
export function occurrenceDate(anchor: string, frequency: Frequency, every: number, index: number): string {
  return iso(STEP[frequency](parseISO(anchor), every * index));
}

export interface ScheduleDates {
  anchorDate: string;
  anchorIndex: number;
  frequency: Frequency;
  every: number;
  endDate: string | null;
  occurrenceLimit: number | null;
  occurrencesDone: number;
}

/**
 * The date due after occurrence `anchorIndex` is taken (created or skipped): the next index's
 * date, or null when the schedule is over (past its end date, or its count reached).
 */
export function nextAfter(schedule: ScheduleDates): { anchorIndex: number; nextDate: string | null; occurrencesDone: number } {
  const anchorIndex = schedule.anchorIndex + 1;
  const occurrencesDone = schedule.occurrencesDone + 1;
  const date = occurrenceDate(schedule.anchorDate, schedule.frequency, schedule.every, anchorIndex);
  return { anchorIndex, occurrencesDone, nextDate: withinLimits({ ...schedule, occurrencesDone }, date) };
}

/** `date` when the schedule still has it, else null (its end date passed, or its count reached). */
export function withinLimits(
  schedule: Pick<ScheduleDates, "endDate" | "occurrenceLimit" | "occurrencesDone">,
  date: string,
): string | null {
  if (schedule.occurrenceLimit !== null && schedule.occurrencesDone >= schedule.occurrenceLimit) return null;
  if (schedule.endDate !== null && date > schedule.endDate) return null;
  return date;
}

/** The first `count` dates from the anchor on (the form's preview). */
export function upcomingDates(anchor: string, frequency: Frequency, every: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => occurrenceDate(anchor, frequency, every, i));
}

/** Whether a schedule's next date shows on the Reminders list today: due, or within its reminder days. */
export function isDueForReminder(nextDate: string | null, remindDaysBefore: number, today: string): boolean {
  if (nextDate === null) return false;
  return differenceInCalendarDays(parseISO(nextDate), parseISO(today)) <= remindDaysBefore;
}
