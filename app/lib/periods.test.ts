import { describe, expect, it } from "vitest";
import { DATE_PRESETS, fiscalStartMonth, fiscalYearStart, isDatePreset, presetRange } from "./periods";

describe("weeks start on Sunday", () => {
  it("this week of a Wednesday runs Sunday to Saturday", () => {
    // 2026-03-18 is a Wednesday.
    expect(presetRange("this_week", "2026-03-18")).toEqual({ from: "2026-03-15", to: "2026-03-21" });
    expect(presetRange("last_week", "2026-03-18")).toEqual({ from: "2026-03-08", to: "2026-03-14" });
  });

  it("a Sunday starts its own week and a Saturday ends it", () => {
    expect(presetRange("this_week", "2026-03-15")).toEqual({ from: "2026-03-15", to: "2026-03-21" });
    expect(presetRange("this_week", "2026-03-21")).toEqual({ from: "2026-03-15", to: "2026-03-21" });
  });

  it("weeks cross month and year ends", () => {
    // 2026-01-01 is a Thursday.
    expect(presetRange("this_week", "2026-01-01")).toEqual({ from: "2025-12-28", to: "2026-01-03" });
    expect(presetRange("last_week", "2026-01-01")).toEqual({ from: "2025-12-21", to: "2025-12-27" });
  });
});

describe("months", () => {
  it("this and last month, including leap February and the year boundary", () => {
    expect(presetRange("this_month", "2024-02-10")).toEqual({ from: "2024-02-01", to: "2024-02-29" });
    expect(presetRange("last_month", "2024-03-31")).toEqual({ from: "2024-02-01", to: "2024-02-29" });
    expect(presetRange("last_month", "2026-01-15")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
  });
});

describe("financial periods from the fiscal year start month", () => {
  it("a January start gives calendar years and quarters", () => {
    expect(presetRange("this_financial_year", "2026-05-20", "January")).toEqual({ from: "2026-01-01", to: "2026-12-31" });
    expect(presetRange("last_financial_year", "2026-05-20", "January")).toEqual({ from: "2025-01-01", to: "2025-12-31" });
    expect(presetRange("this_financial_quarter", "2026-05-20", "January")).toEqual({ from: "2026-04-01", to: "2026-06-30" });
    expect(presetRange("last_financial_quarter", "2026-05-20", "January")).toEqual({ from: "2026-01-01", to: "2026-03-31" });
    expect(presetRange("last_financial_quarter", "2026-02-01", "January")).toEqual({ from: "2025-10-01", to: "2025-12-31" });
    expect(presetRange("financial_year_to_date", "2026-05-20", "January")).toEqual({ from: "2026-01-01", to: "2026-05-20" });
  });

  it("an April start: the year runs April to March, quarters from April", () => {
    // Before April the fiscal year began the previous April.
    expect(presetRange("this_financial_year", "2026-02-14", "April")).toEqual({ from: "2025-04-01", to: "2026-03-31" });
    expect(presetRange("last_financial_year", "2026-02-14", "April")).toEqual({ from: "2024-04-01", to: "2025-03-31" });
    expect(presetRange("this_financial_quarter", "2026-02-14", "April")).toEqual({ from: "2026-01-01", to: "2026-03-31" });
    expect(presetRange("last_financial_quarter", "2026-02-14", "April")).toEqual({ from: "2025-10-01", to: "2025-12-31" });
    expect(presetRange("financial_year_to_date", "2026-02-14", "April")).toEqual({ from: "2025-04-01", to: "2026-02-14" });
    // On the first day of the fiscal year.
    expect(presetRange("this_financial_year", "2026-04-01", "April")).toEqual({ from: "2026-04-01", to: "2027-03-31" });
    expect(presetRange("this_financial_quarter", "2026-04-01", "April")).toEqual({ from: "2026-04-01", to: "2026-06-30" });
    expect(presetRange("last_financial_quarter", "2026-04-01", "April")).toEqual({ from: "2026-01-01", to: "2026-03-31" });
    expect(presetRange("this_financial_quarter", "2026-09-30", "April")).toEqual({ from: "2026-07-01", to: "2026-09-30" });
  });

  it("a start month that is not a quarter boundary (November)", () => {
    expect(presetRange("this_financial_year", "2026-10-31", "November")).toEqual({ from: "2025-11-01", to: "2026-10-31" });
    expect(presetRange("this_financial_quarter", "2026-01-15", "November")).toEqual({ from: "2025-11-01", to: "2026-01-31" });
    expect(presetRange("this_financial_quarter", "2026-02-01", "November")).toEqual({ from: "2026-02-01", to: "2026-04-30" });
    expect(presetRange("last_financial_quarter", "2026-02-01", "November")).toEqual({ from: "2025-11-01", to: "2026-01-31" });
  });

  it("reads the start month by name, abbreviation or number, January otherwise", () => {
    expect(fiscalStartMonth("April")).toBe(4);
    expect(fiscalStartMonth("apr")).toBe(4);
    expect(fiscalStartMonth(7)).toBe(7);
    expect(fiscalStartMonth("12")).toBe(12);
    expect(fiscalStartMonth("Smarch")).toBe(1);
    expect(fiscalStartMonth(null)).toBe(1);
    expect(fiscalStartMonth(13)).toBe(1);
    expect(fiscalYearStart("2026-03-31", 4)).toBe("2025-04-01");
    expect(fiscalYearStart("2026-04-01", 4)).toBe("2026-04-01");
  });
});

describe("presets", () => {
  it("all has no range; every other preset gives from <= to containing or preceding today", () => {
    expect(presetRange("all", "2026-05-20")).toBeNull();
    for (const preset of DATE_PRESETS.filter((p) => p !== "all")) {
      const range = presetRange(preset, "2026-05-20", "July");
      expect(range, preset).not.toBeNull();
      expect(range!.from <= range!.to, preset).toBe(true);
      if (preset.startsWith("last_")) expect(range!.to < "2026-05-20", preset).toBe(true);
      else expect(range!.from <= "2026-05-20" && "2026-05-20" <= range!.to, preset).toBe(true);
    }
    expect(isDatePreset("this_week")).toBe(true);
    expect(isDatePreset("next_week")).toBe(false);
    expect(isDatePreset(undefined)).toBe(false);
  });
});
