/**
 * Decimals with more places than money (an exchange rate's 8, say) as exact strings: read, check
 * and print, never through a float. A number is read through its shortest decimal text (0.1 → "0.1").
 */

export interface DecimalShape {
  /** At most this many digits before the point. */
  whole: number;
  /** At most this many after it. */
  places: number;
}

/**
 * A form's or a client's decimal as text to match: a finite number through its shortest decimal
 * text (0.1 → "0.1", NaN → ""), a string trimmed and without its thousands commas, else "".
 */
export function decimalTextOf(value: unknown): string {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  return typeof value === "string" ? value.trim().replace(/,/g, "") : "";
}

/**
 * "1,234.5", " 0.00012345 ", 1.25 → the canonical text with every place ("1234.50000000"), or
 * null for anything else: a sign, more places or whole digits than the shape, "1e3", NaN, "".
 */
export function readFixedDecimal(value: unknown, shape: DecimalShape): string | null {
  const text = decimalTextOf(value);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const whole = match[1].replace(/^0+(?=\d)/, "");
  const fraction = match[2] ?? "";
  if (whole.length > shape.whole || fraction.length > shape.places) return null;
  return `${whole}.${fraction.padEnd(shape.places, "0")}`;
}

/** True when a canonical or database text is zero ("0.00000000"). */
export function isZeroDecimal(text: string): boolean {
  return !/[1-9]/.test(text);
}

/** As people read it: "1,234.5", "0.00012345", "1" (trailing zeros dropped, thousands grouped). */
export function formatFixedDecimal(text: string): string {
  const [whole, fraction = ""] = text.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const trimmed = fraction.replace(/0+$/, "");
  return trimmed ? `${grouped}.${trimmed}` : grouped;
}
