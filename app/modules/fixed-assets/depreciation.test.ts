import { describe, expect, it } from "vitest";
import type { Cents } from "~/lib/money";
import { addMonths, depreciationFor, depreciationSchedule, firstDepreciationMonth, lastDayOf, rateUnits } from "./depreciation";

// Depreciation's rules (ADR 0064) against tables worked by hand.

describe("declining balance", () => {
  it("takes the rate's twelfth of what is left each month, rounded half up to the cent", () => {
    // $10,000.00 at 24% a year: 2% a month of the book value left.
    //   month  book before   × 2%        taken   book after
    //   1      10,000.00     200.00      200.00  9,800.00
    //   2       9,800.00     196.00      196.00  9,604.00
    //   3       9,604.00     192.08      192.08  9,411.92
    //   4       9,411.92     188.2384    188.24  9,223.68
    //   5       9,223.68     184.4736    184.47  9,039.21
    //   6       9,039.21     180.7842    180.78  8,858.43
    const asset = { cost: 1_000_000 as Cents, rate: rateUnits("24")!, method: "declining_balance" as const, firstMonth: "2026-01-01" };
    expect(depreciationSchedule(asset, 6)).toEqual([20000, 19600, 19208, 18824, 18447, 18078]);
    expect(depreciationFor(asset, "2026-04-01")).toBe(18824);
    expect(depreciationFor(asset, "2025-12-01")).toBe(0);
  });

  it("rounds a half cent up", () => {
    // $100.25 at 12%: 1% is 1.0025 → 1.00; then 99.25 × 1% = 0.9925 → 0.99. $0.50 at 12%: 0.005 → 0.01.
    expect(depreciationSchedule({ cost: 10025 as Cents, rate: 120000, method: "declining_balance", firstMonth: "2026-01-01" }, 2)).toEqual([
      100, 99,
    ]);
    expect(depreciationSchedule({ cost: 50 as Cents, rate: 120000, method: "declining_balance", firstMonth: "2026-01-01" }, 1)).toEqual([
      1,
    ]);
  });
});

describe("straight line", () => {
  it("spreads the rate's year over its months so the months add up to the cost exactly", () => {
    // $1,000.00 at 10%: $100.00 a year, 8.333… a month — 8.33, 8.34, 8.33, … (taken to date 8.33, 16.67, 25.00).
    const asset = { cost: 100_000 as Cents, rate: rateUnits("10")!, method: "straight_line" as const, firstMonth: "2026-01-01" };
    const schedule = depreciationSchedule(asset, 121);
    expect(schedule.slice(0, 3)).toEqual([833, 834, 833]);
    expect(schedule.slice(0, 12).reduce((a, b) => a + b, 0)).toBe(10000);
    expect(schedule.slice(0, 120).reduce((a, b) => a + b, 0)).toBe(100_000);
    expect(schedule[120]).toBe(0);
  });

  it("stops at the cost when the rate would take more", () => {
    const schedule = depreciationSchedule(
      { cost: 1200 as Cents, rate: rateUnits("100")!, method: "straight_line", firstMonth: "2026-01-01" },
      14,
    );
    expect(schedule.slice(0, 12)).toEqual(Array(12).fill(100));
    expect(schedule.slice(12)).toEqual([0, 0]);
  });
});

describe("months", () => {
  it("starts at the purchase month, or at the start date's when bought before it", () => {
    expect(firstDepreciationMonth("2026-03-17", "2021-04-01")).toBe("2026-03-01");
    expect(firstDepreciationMonth("2019-05-02", "2021-04-01")).toBe("2021-04-01");
    expect(addMonths("2026-11-01", 3)).toBe("2027-02-01");
    expect(lastDayOf("2028-02-01")).toBe("2028-02-29");
    expect(rateUnits("12.5")).toBe(125000);
    expect(rateUnits("1.23456")).toBeNull();
  });
});
