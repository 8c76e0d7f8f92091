/**
 * Quantities as integer ten-thousandths (the database keeps numeric(14,4)): 2.5 units is 25000.
 * Never floating-point arithmetic on stock. Values derived from quantities (average cost × units)
 * are computed with BigInt and rounded half away from zero to the cent.
 */

import { decimalTextOf } from "./fixed-decimal";
import type { Cents } from "./money";

const QUANTITY_SCALE = 10_000;

/** numeric(14,4): at most 10 digits before the point. */
export const MAX_QUANTITY_UNITS = 99_999_999_999_999;

const QUANTITY = /^(-)?(\d{1,10})(?:\.(\d{1,4}))?$/;
// Sums from the database may pass a column's 10 whole digits.
const DB_QUANTITY = /^(-)?(\d{1,11})(?:\.(\d{1,4}))?$/;

/** Read "12", "2.5", " -3.1250 ", 7 as ten-thousandths; null for anything else (more than 4 decimals, "1e3", NaN). */
export function readQuantity(value: unknown): number | null {
  const text = decimalTextOf(value);
  const match = QUANTITY.exec(text);
  if (!match) return null;
  const units = Number(match[2]) * QUANTITY_SCALE + Number((match[3] ?? "").padEnd(4, "0"));
  return match[1] ? -units : units;
}

/** A numeric string from the database ("12.5000", null, a sum) to ten-thousandths. */
export function fromQuantityDecimal(text: string | number | null | undefined): number {
  if (text === null || text === undefined || text === "") return 0;
  const match = DB_QUANTITY.exec(String(text));
  if (!match) throw new Error(`Not a quantity: ${text}`);
  const units = Number(match[2]) * QUANTITY_SCALE + Number((match[3] ?? "").padEnd(4, "0"));
  return match[1] ? -units : units;
}

/** The database's text: "12.5000", "-3.0000". */
export function toQuantityDecimal(units: number): string {
  const abs = Math.abs(units);
  const text = `${Math.trunc(abs / QUANTITY_SCALE)}.${String(abs % QUANTITY_SCALE).padStart(4, "0")}`;
  return units < 0 ? `-${text}` : text;
}

/** As people read it: "12", "2.5", "-0.125" (trailing zeros dropped, thousands grouped). */
export function formatQuantity(units: number): string {
  const [whole, fraction] = toQuantityDecimal(Math.abs(units)).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const trimmed = fraction.replace(/0+$/, "");
  return `${units < 0 ? "-" : ""}${grouped}${trimmed ? `.${trimmed}` : ""}`;
}

/** a × b / c rounded half away from zero, exactly (BigInt). */
function mulDivRound(a: bigint, b: bigint, c: bigint): number {
  const product = a * b;
  const negative = product < 0n !== c < 0n;
  const absProduct = product < 0n ? -product : product;
  const absC = c < 0n ? -c : c;
  const rounded = (absProduct * 2n + absC) / (absC * 2n);
  return Number(negative ? -rounded : rounded);
}

/** quantity × unit price (cents per unit) → cents, rounded to the cent. */
export function valueOf(units: number, unitPrice: Cents | number): Cents {
  return mulDivRound(BigInt(units), BigInt(unitPrice), BigInt(QUANTITY_SCALE)) as Cents;
}

/** The share of `value` that `units` of `onHandUnits` carry (average cost), rounded to the cent. */
export function shareOf(value: Cents | number, units: number, onHandUnits: number): Cents {
  if (onHandUnits === 0) return 0 as Cents;
  if (units === onHandUnits) return value as Cents;
  return mulDivRound(BigInt(value), BigInt(units), BigInt(onHandUnits)) as Cents;
}

/** Average cost per unit in cents with 4 decimals of a cent dropped: value / quantity, as a "12.3456" decimal text of dollars. */
export function averageCostText(value: Cents | number, onHandUnits: number): string {
  if (onHandUnits === 0) return "0.0000";
  // dollars with 4 decimals = value(cents) × 100 × SCALE / units / 10000 … in ten-thousandths of a dollar:
  const tenThousandths = mulDivRound(BigInt(value) * 100n, BigInt(QUANTITY_SCALE), BigInt(onHandUnits));
  return toQuantityDecimal(tenThousandths);
}
