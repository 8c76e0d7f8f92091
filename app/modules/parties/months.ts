import { addMonthsIso, MONTH_NAMES } from "~/lib/dates";

// The month columns of a party list (Vendors, Customers): the current month and the five before
// it, then the year to date. Client-safe.

export interface MonthColumn {
  key: string;
  label: string;
  /** [from, to) as YYYY-MM-DD */
  from: string;
  to: string;
}

/** The current month and the five before it (labels "Current Month", then short month names), plus year to date. */
export function monthColumns(today: string): { months: MonthColumn[]; ytd: { from: string; to: string } } {
  const monthStart = `${today.slice(0, 7)}-01`;
  const months = [0, 1, 2, 3, 4, 5].map((back) => {
    const from = addMonthsIso(monthStart, -back);
    const to = addMonthsIso(from, 1);
    const monthIndex = Number(from.slice(5, 7)) - 1;
    return {
      key: back === 0 ? "currentMonth" : `month${back}`,
      label: back === 0 ? "Current Month" : MONTH_NAMES[monthIndex].slice(0, 3),
      from,
      to,
    };
  });
  return { months, ytd: { from: `${today.slice(0, 4)}-01-01`, to: addMonthsIso(monthStart, 1) } };
}
