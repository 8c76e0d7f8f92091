import { addDaysIso, addMonthsIso } from "~/lib/dates";

// A bill's due date from its payment term (ADR 0008): a fixed term is due N days after the bill
// date; a date-driven term on the given day of the month — of the bill's month when the bill is
// dated before that day, else of the next month (a day past the month's end is its last day).
// Client-safe: the Enter Bill screen shows it as the term or the date changes.

export interface DueTerm {
  type: "fixed" | "date";
  netDueIn: number | null;
  netDueBefore: number | null;
}

function dayOfMonth(monthIso: string, day: number): string {
  const [year, month] = monthIso.split("-").map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(Math.min(day, last)).padStart(2, "0")}`;
}

export function dueDateFor(term: DueTerm | null | undefined, billDate: string): string {
  if (!term) return billDate;
  if (term.type === "fixed") return addDaysIso(billDate, term.netDueIn ?? 0);
  const day = term.netDueBefore ?? 1;
  const billDay = Number(billDate.slice(8, 10));
  const firstOfMonth = `${billDate.slice(0, 7)}-01`;
  return billDay < day ? dayOfMonth(firstOfMonth, day) : dayOfMonth(addMonthsIso(firstOfMonth, 1), day);
}
