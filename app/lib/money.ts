/**
 * Money as integer cents: never floating-point arithmetic on amounts. The database keeps
 * numeric(14,2) and hands back strings ("1234.50"); forms and JSON bring strings or numbers.
 */

declare const centsBrand: unique symbol;
export type Cents = number & { readonly [centsBrand]: true };

/** numeric(14,2): at most 12 digits before the point. */
export const MAX_CENTS = 999_999_999_999_99 as Cents;

export const ZERO = 0 as Cents;

const AMOUNT = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** The column's bound as people write it: every amount is strictly inside ±this. */
const MONEY_LIMIT_TEXT = "1,000,000,000,000.00";

/** "Opening balance must be less than 1,000,000,000,000.00" (or "more than -…" for a negative one). */
export const moneyRangeMessage = (label: string, negative = false) =>
  negative ? `${label} must be more than -${MONEY_LIMIT_TEXT}` : `${label} must be less than ${MONEY_LIMIT_TEXT}`;

export type MoneyReading = { ok: true; cents: Cents } | { ok: false; reason: "format" | "range"; negative: boolean };

/**
 * Read "1,234.5", "1234.50", "$12", 12.5 or "-3" as cents, or say why not: "format" for anything
 * that is not an amount with at most 2 decimals (NaN, "Infinity", "1e5", "12.345", an object),
 * "range" for an amount the column cannot hold (13 or more whole digits, ±1e308). Numbers are read
 * through their shortest decimal text (12.5 → "12.5"), so 0.1 + 0.2 style noise is refused, not rounded.
 */
export function readMoney(value: unknown): MoneyReading {
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return { ok: false, reason: "format", negative: value < 0 };
    if (Math.abs(value) * 100 > MAX_CENTS) return { ok: false, reason: "range", negative: value < 0 };
    text = String(value);
  } else if (typeof value === "string") {
    text = value.trim().replace(/^\$/, "").replace(/,/g, "");
    if (text.startsWith("-$")) text = `-${text.slice(2)}`;
  } else {
    return { ok: false, reason: "format", negative: false };
  }
  const match = AMOUNT.exec(text);
  if (!match) return { ok: false, reason: "format", negative: text.startsWith("-") };
  const [, minus, digits, fraction = ""] = match;
  const whole = digits.replace(/^0+(?=\d)/, "");
  if (whole.length > 12) return { ok: false, reason: "range", negative: !!minus };
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return { ok: true, cents: (minus ? -cents : cents) as Cents };
}

/**
 * Parse "1,234.5", "1234.50", "$12", 12.5 or "-3" into cents. Returns null for anything that is
 * not an amount with at most 2 decimals and 12 whole digits (readMoney says which).
 */
export function parseMoney(value: unknown): Cents | null {
  const reading = readMoney(value);
  return reading.ok ? reading.cents : null;
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

/**
 * An amount as the company on show writes it (Company Preferences › Currency Format, while a
 * company's screen renders: see formatInEffect), else "$1,234.50", "-$12.00". With `symbol` given,
 * always the plain form with that symbol (a printed check's amount box).
 */
export function formatMoney(cents: Cents | number, symbol?: string): string {
  const format = symbol === undefined ? formatInEffect() : null;
  if (format) return formatMoneyAs(cents, format);
  return plainMoney(cents, symbol ?? "$");
}

function plainMoney(cents: Cents | number, symbol: string): string {
  const negative = cents < 0;
  const [whole, fraction] = toDecimal(Math.abs(cents)).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}${symbol}${grouped}.${fraction}`;
}

/** How a company writes its amounts (Company Preferences › Currency Format). */
export interface CurrencyFormat {
  symbol: string;
  symbolPosition: "before" | "after";
  decimalSeparator: "." | ",";
  thousandSeparator: "," | "." | " " | "'" | "";
  negativeFormat: "minus" | "parentheses";
}

// The format in effect while a company's screen renders, so every formatMoney of the screen writes
// the company's amounts its way without each screen passing it down (ADR 0074). On the server the
// request's render reads it from its own async context (app/utils/currency-format.server.ts, which
// registers itself here); in the browser the dashboard's layout shows its company's format before
// its screen renders. Outside a company's render (CSV, a message, a test) nothing is in effect.
let serverFormat: (() => CurrencyFormat | null) | null = null;
let browserFormat: CurrencyFormat | null = null;

function formatInEffect(): CurrencyFormat | null {
  return serverFormat ? serverFormat() : browserFormat;
}

/** The server's source of the format in effect (its request's render); set once, by the server. */
export function setServerCurrencyFormat(source: () => CurrencyFormat | null): void {
  serverFormat = source;
}

/** The company on show in the browser writes its amounts this way from now on (null: the plain form). No effect on the server. */
export function showCurrencyFormat(format: CurrencyFormat | null): void {
  if (typeof document !== "undefined") browserFormat = format;
}

/** `cents` written in `format`: "$1,234.50", "1.234,50 €", "($12.00)", "-12,00 €". */
export function formatMoneyAs(cents: Cents | number, format: CurrencyFormat): string {
  const negative = cents < 0;
  const [whole, fraction] = toDecimal(Math.abs(cents)).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, format.thousandSeparator);
  const number = `${grouped}${format.decimalSeparator}${fraction}`;
  const amount = format.symbolPosition === "before" ? `${format.symbol}${number}` : `${number} ${format.symbol}`.trimEnd();
  if (!negative) return amount;
  return format.negativeFormat === "parentheses" ? `(${amount})` : `-${amount}`;
}

export function sumCents(values: Iterable<Cents | number>): Cents {
  let total = 0;
  for (const value of values) total += value;
  return total as Cents;
}
