import { describe, expect, it } from "vitest";
import {
  addDaysIso,
  addMonthsIso,
  calendarGrid,
  formatDateTyping,
  formatUsDate,
  isIsoDate,
  longDateLabel,
  parseUsDate,
  todayIso,
  yearOptions,
} from "./dates";

describe("formatDateTyping", () => {
  it.each([
    ["", ""],
    ["0", "0"],
    ["01", "01"],
    ["012", "01/2"],
    ["0102", "01/02"],
    ["01022", "01/02/2"],
    ["0102202", "01/02/202"],
    ["01022026", "01/02/2026"],
  ])("formats %j as %j", (raw, expected) => {
    expect(formatDateTyping(raw)).toBe(expected);
  });

  it("keeps digits only", () => {
    expect(formatDateTyping("01/02/2026")).toBe("01/02/2026");
    expect(formatDateTyping("ab01-0x2 20.26")).toBe("01/02/2026");
    expect(formatDateTyping("abc")).toBe("");
  });

  it("stops at eight digits", () => {
    expect(formatDateTyping("010220269999")).toBe("01/02/2026");
    expect(formatDateTyping("01/02/20261")).toBe("01/02/2026");
  });

  it("drops a trailing slash when the user deletes a digit", () => {
    expect(formatDateTyping("01/")).toBe("01");
    expect(formatDateTyping("01/02/")).toBe("01/02");
  });
});

describe("parseUsDate", () => {
  it("converts a real date to ISO", () => {
    expect(parseUsDate("01/02/2026")).toBe("2026-01-02");
    expect(parseUsDate("12/31/1999")).toBe("1999-12-31");
    expect(parseUsDate(" 07/04/2026 ")).toBe("2026-07-04");
  });

  it("accepts leap days only in leap years", () => {
    expect(parseUsDate("02/29/2024")).toBe("2024-02-29");
    expect(parseUsDate("02/29/2000")).toBe("2000-02-29");
    expect(parseUsDate("02/29/2025")).toBeNull();
    expect(parseUsDate("02/29/1900")).toBeNull();
    expect(parseUsDate("02/29/2100")).toBeNull();
  });

  it.each(["02/30/2026", "04/31/2026", "13/01/2026", "00/10/2026", "01/00/2026", "01/32/2026"])(
    "rejects the impossible date %s",
    (text) => {
      expect(parseUsDate(text)).toBeNull();
    },
  );

  it("keeps the year between 1900 and 2100", () => {
    expect(parseUsDate("01/01/1900")).toBe("1900-01-01");
    expect(parseUsDate("12/31/2100")).toBe("2100-12-31");
    expect(parseUsDate("12/31/1899")).toBeNull();
    expect(parseUsDate("01/01/2101")).toBeNull();
    expect(parseUsDate("01/01/0001")).toBeNull();
  });

  it.each(["", "1/2/2026", "01/02/26", "2026-01-02", "01022026", "01-02-2026", "01/02/2026x"])("rejects the malformed text %j", (text) => {
    expect(parseUsDate(text)).toBeNull();
  });

  it("rejects non-strings", () => {
    expect(parseUsDate(null)).toBeNull();
    expect(parseUsDate(undefined)).toBeNull();
  });
});

describe("isIsoDate", () => {
  it("accepts real ISO dates in range only", () => {
    expect(isIsoDate("2026-01-02")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("1899-12-31")).toBe(false);
    expect(isIsoDate("01/02/2026")).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });
});

describe("formatUsDate", () => {
  it("turns ISO into MM/DD/YYYY", () => {
    expect(formatUsDate("2026-01-02")).toBe("01/02/2026");
    expect(formatUsDate("1999-12-31")).toBe("12/31/1999");
  });

  it("uses the date part of a timestamp", () => {
    expect(formatUsDate("2026-03-04T10:00:00.000Z")).toBe("03/04/2026");
  });

  it("gives an empty string for anything else", () => {
    expect(formatUsDate("")).toBe("");
    expect(formatUsDate(null)).toBe("");
    expect(formatUsDate("01/02/2026")).toBe("");
    expect(formatUsDate("2026-1-2")).toBe("");
  });

  it("round-trips with parseUsDate", () => {
    for (const iso of ["2026-01-02", "2024-02-29", "1900-01-01", "2100-12-31"]) {
      expect(parseUsDate(formatUsDate(iso))).toBe(iso);
    }
  });
});

describe("todayIso", () => {
  const instant = new Date("2026-03-01T03:30:00Z");

  it("gives the calendar day in the requested time zone", () => {
    expect(todayIso("UTC", instant)).toBe("2026-03-01");
    expect(todayIso("America/New_York", instant)).toBe("2026-02-28");
    expect(todayIso("Asia/Tokyo", instant)).toBe("2026-03-01");
  });

  it("defaults to now", () => {
    expect(todayIso()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(isIsoDate(todayIso("UTC"))).toBe(true);
  });
});

describe("calendarGrid", () => {
  it("has 42 consecutive days starting on the Sunday on or before the 1st", () => {
    const grid = calendarGrid(2026, 1); // January 1, 2026 is a Thursday
    expect(grid).toHaveLength(42);
    expect(grid[0]).toBe("2025-12-28");
    expect(grid[4]).toBe("2026-01-01");
    expect(grid[41]).toBe("2026-02-07");
    for (let i = 1; i < grid.length; i++) expect(grid[i]).toBe(addDaysIso(grid[i - 1], 1));
  });

  it("starts on the 1st when the month begins on a Sunday", () => {
    const grid = calendarGrid(2026, 2); // February 1, 2026 is a Sunday
    expect(grid[0]).toBe("2026-02-01");
    expect(grid[27]).toBe("2026-02-28");
    expect(grid[28]).toBe("2026-03-01");
  });

  it("handles leap Februaries and year ends", () => {
    const feb = calendarGrid(2024, 2);
    expect(feb).toContain("2024-02-29");
    expect(feb[0]).toBe("2024-01-28");
    const dec = calendarGrid(2100, 12);
    expect(dec[0]).toBe("2100-11-28");
    expect(dec[41]).toBe("2101-01-08");
  });

  it("always begins on a Sunday", () => {
    for (let month = 1; month <= 12; month++) {
      const [first] = calendarGrid(2027, month);
      expect(new Date(`${first}T00:00:00Z`).getUTCDay()).toBe(0);
    }
  });
});

describe("yearOptions", () => {
  it("runs from 50 years back to 20 forward", () => {
    const years = yearOptions(2026);
    expect(years[0]).toBe(1976);
    expect(years[years.length - 1]).toBe(2046);
    expect(years).toHaveLength(71);
  });

  it("is clamped to 1900–2100", () => {
    expect(yearOptions(1920)[0]).toBe(1900);
    expect(yearOptions(2090).at(-1)).toBe(2100);
    expect(yearOptions(2090)[0]).toBe(2040);
  });
});

describe("date arithmetic", () => {
  it("adds days across months and years", () => {
    expect(addDaysIso("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDaysIso("2026-01-01", -1)).toBe("2025-12-31");
    expect(addDaysIso("2024-02-28", 1)).toBe("2024-02-29");
  });

  it("adds months keeping the day when it exists", () => {
    expect(addMonthsIso("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonthsIso("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonthsIso("2026-01-15", -1)).toBe("2025-12-15");
    expect(addMonthsIso("2026-11-30", 3)).toBe("2027-02-28");
  });

  it("labels a day in words", () => {
    expect(longDateLabel("2026-01-02")).toBe("Friday, January 2, 2026");
  });
});
