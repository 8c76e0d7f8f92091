import type { Cents } from "~/lib/money";
import type { DepreciationMethod } from "./constants";

// The rules of depreciation (ADR 0064), pure and client-safe:
// - Months: an asset depreciates from the month it was bought, or from the fixed-asset start date's
//   month when it was bought before it (month 1), one full month at a time (a month is the 1st of
//   it, YYYY-MM-01); it is not depreciated for the month it is sold or disposed of, nor after.
// - Rates are annual percentages with up to 4 decimals, read as integer ten-thousandths of a percent
//   (20% = 200000), so no float touches money: every amount is integer cents, rounded half up.
// - Straight line: the depreciation taken after n months is round(cost × rate × n / 1200), never more
//   than the cost; month n takes what that adds to month n − 1 (so the months add up exactly).
// - Declining balance: month n takes round(book value after month n − 1 × rate / 1200), the book
//   value starting at the cost.
// - The schedule is a function of the asset alone (cost, rate, method, first month), not of what
//   was posted, so a month's amount is the same whichever run posts it and in whatever order.

const RATE_SCALE = 10_000n;
/** 100 (percent) × 12 (months) × the rate's scale */
const MONTHLY_DIVISOR = 100n * 12n * RATE_SCALE;

/** "20", "12.5", "7.1234" → ten-thousandths of a percent; null when not such a number. */
export function rateUnits(rate: string | number): number | null {
  const text = String(rate).trim();
  if (!/^\d{1,3}(\.\d{1,4})?$/.test(text)) return null;
  const [whole, fraction = ""] = text.split(".");
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, "0"));
}

/** a / b rounded half up, for a ≥ 0 and b > 0. */
const divideHalfUp = (a: bigint, b: bigint): bigint => (a * 2n + b) / (2n * b);

export interface ScheduleAsset {
  cost: Cents;
  /** ten-thousandths of a percent a year */
  rate: number;
  method: DepreciationMethod;
  /** YYYY-MM-01: the first month depreciated */
  firstMonth: string;
}

/** YYYY-MM-01 of a date. */
export const monthOf = (iso: string) => `${iso.slice(0, 7)}-01`;

/** The month `n` months after `month` (YYYY-MM-01). */
export function addMonths(month: string, n: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

/** Months from `a` to `b` (both YYYY-MM-01): 0 when equal, negative when b is before a. */
export function monthsBetween(a: string, b: string): number {
  return Number(b.slice(0, 4)) * 12 + Number(b.slice(5, 7)) - (Number(a.slice(0, 4)) * 12 + Number(a.slice(5, 7)));
}

/** The last day of a month (YYYY-MM-DD). */
export function lastDayOf(month: string): string {
  const next = addMonths(month, 1);
  const d = new Date(`${next}T00:00:00Z`);
  d.setUTCDate(0);
  return d.toISOString().slice(0, 10);
}

/** The first month an asset depreciates: its purchase month, or the start date's when later. */
export const firstDepreciationMonth = (purchaseDate: string, startDate: string) =>
  monthOf(purchaseDate) > monthOf(startDate) ? monthOf(purchaseDate) : monthOf(startDate);

/**
 * The depreciation of months 1..count of an asset's schedule (index 0 is month 1), in cents.
 * Straight line stops at the cost; declining balance runs on what is left.
 */
export function depreciationSchedule(asset: ScheduleAsset, count: number): Cents[] {
  const cost = BigInt(asset.cost);
  const rate = BigInt(asset.rate);
  const amounts: Cents[] = [];
  if (asset.method === "straight_line") {
    let before = 0n;
    for (let n = 1; n <= count; n++) {
      const raw = divideHalfUp(cost * rate * BigInt(n), MONTHLY_DIVISOR);
      const taken = raw > cost ? cost : raw;
      amounts.push(Number(taken - before) as Cents);
      before = taken;
    }
  } else {
    let book = cost;
    for (let n = 1; n <= count; n++) {
      const amount = divideHalfUp(book * rate, MONTHLY_DIVISOR);
      amounts.push(Number(amount) as Cents);
      book -= amount;
    }
  }
  return amounts;
}

/** The amount an asset depreciates in `month` (YYYY-MM-01): 0 before its first month. */
export function depreciationFor(asset: ScheduleAsset, month: string): Cents {
  const n = monthsBetween(asset.firstMonth, month) + 1;
  if (n < 1) return 0 as Cents;
  return depreciationSchedule(asset, n)[n - 1];
}
