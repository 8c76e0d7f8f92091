import { describe, expect, it } from "vitest";
import { isDueForReminder, nextAfter, occurrenceDate, upcomingDates } from "./schedule";

describe("a schedule's dates", () => {
  it("keeps a month end a month end: counted from the anchor, clamped to the month's last day", () => {
    expect(upcomingDates("2026-01-31", "monthly", 1, 5)).toEqual(["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31"]);
    expect(upcomingDates("2028-01-31", "monthly", 1, 2)).toEqual(["2028-01-31", "2028-02-29"]);
  });

  it("steps days, weeks, months and years by the interval", () => {
    expect(occurrenceDate("2026-12-30", "daily", 3, 1)).toBe("2027-01-02");
    expect(occurrenceDate("2026-11-02", "weekly", 2, 2)).toBe("2026-11-30");
    expect(occurrenceDate("2026-11-15", "monthly", 3, 1)).toBe("2027-02-15");
    expect(occurrenceDate("2028-02-29", "yearly", 1, 1)).toBe("2029-02-28");
  });

  it("ends at the end date or after the count of occurrences", () => {
    const base = { anchorDate: "2026-01-15", anchorIndex: 0, frequency: "monthly" as const, every: 1, occurrencesDone: 0 };
    expect(nextAfter({ ...base, endDate: null, occurrenceLimit: null })).toEqual({
      anchorIndex: 1,
      occurrencesDone: 1,
      nextDate: "2026-02-15",
    });
    expect(nextAfter({ ...base, endDate: "2026-02-14", occurrenceLimit: null }).nextDate).toBeNull();
    expect(nextAfter({ ...base, endDate: "2026-02-15", occurrenceLimit: null }).nextDate).toBe("2026-02-15");
    expect(nextAfter({ ...base, endDate: null, occurrenceLimit: 1 }).nextDate).toBeNull();
    expect(nextAfter({ ...base, endDate: null, occurrenceLimit: 2 }).nextDate).toBe("2026-02-15");
  });

  it("shows a reminder from N days before its date, and anything overdue", () => {
    expect(isDueForReminder("2026-12-10", 5, "2026-12-04")).toBe(false);
    expect(isDueForReminder("2026-12-10", 5, "2026-12-05")).toBe(true);
    expect(isDueForReminder("2026-11-10", 0, "2026-12-05")).toBe(true);
    expect(isDueForReminder(null, 5, "2026-12-05")).toBe(false);
  });
});
