/**
 * Money as integer cents: never floating-point arithmetic on amounts. The database keeps
 * numeric(14,2) and hands back strings ("1234.50"); forms and JSON bring strings or numbers.
 */

declare const centsBrand: unique symbol;
export type Cents = number & { readonly [centsBrand]: true };

/** numeric(14,2): at most 12 digits before the point. */
export const MAX_CENTS = 999_999_999_999_99 as Cents;

export const ZERO = 0 as Cents;

const AMOUNT = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * Parse "1,234.5", "1234.50", "$12", 12.5 or "-3" into cents. Returns null for anything that is
 * not an amount with at most 2 decimals and 12 whole digits. Numbers are read through their
 * shortest decimal text (12.5 → "12.5"), so 0.1 + 0.2 style noise is refused, not rounded.
 */
export function parseMoney(value: unknown): Cents | null {
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === "string") {
    text = value.trim().replace(/^\$/, "").replace(/,/g, "");
    if (text.startsWith("-$")) text = `-${text.slice(2)}`;
  } else {
    return null;
  }
  const match = AMOUNT.exec(text);
  if (!match) return null;
  const [, minus, whole, fraction = ""] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return (minus ? -cents : cents) as Cents;
}

/** The database's text for an amount: "1234.50", "-0.05". */
export function toDecimal(cents: Cents | number): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const text = `${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
  return negative ? `-${text}` : text;
}

// Sums from the database may pass a column's 12 whole digits; cents stay exact up to 2^53.
const DB_AMOUNT = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/;

/** A numeric string from the database ("1234.50", "12", null, or a sum of many lines) to cents. */
export function fromDecimal(text: string | number | null | undefined): Cents {
  if (text === null || text === undefined || text === "") return ZERO;
  const match = DB_AMOUNT.exec(String(text));
  const cents = match ? Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0")) : NaN;
  if (!Number.isSafeInteger(cents)) throw new Error(`Not an amount: ${text}`);
  return (match?.[1] ? -cents : cents) as Cents;
}

/** "$1,234.50", "-$12.00". */
export function formatMoney(cents: Cents | number, symbol = "$"): string {
  const negative = cents < 0;
  const [whole, fraction] = toDecimal(Math.abs(cents)).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}${symbol}${grouped}.${fraction}`;
}

export function sumCents(values: Iterable<Cents | number>): Cents {
  let total = 0;
  for (const value of values) total += value;
  return total as Cents;
}
