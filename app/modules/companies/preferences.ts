import type { CurrencyFormat } from "~/lib/money";
import { CURRENCIES } from "./reference-data";

// Company Preferences (ADR 0070): the currency format's choices and their labels, and the
// screen's messages, without zod (the screen loads them; the schema in schema.ts uses them).

export const SYMBOL_POSITIONS = ["before", "after"] as const;
export const DECIMAL_SEPARATORS = [".", ","] as const;
export const THOUSAND_SEPARATORS = [",", ".", " ", "'", ""] as const;
export const NEGATIVE_FORMATS = ["minus", "parentheses"] as const;

export const SYMBOL_POSITION_LABELS: Record<CurrencyFormat["symbolPosition"], string> = {
  before: "Before the amount ($1,234.50)",
  after: "After the amount (1,234.50 $)",
};
export const DECIMAL_SEPARATOR_LABELS: Record<CurrencyFormat["decimalSeparator"], string> = {
  ".": "Point (1234.50)",
  ",": "Comma (1234,50)",
};
export const THOUSAND_SEPARATOR_LABELS: Record<CurrencyFormat["thousandSeparator"], string> = {
  ",": "Comma (1,234)",
  ".": "Point (1.234)",
  " ": "Space (1 234)",
  "'": "Apostrophe (1'234)",
  "": "None (1234)",
};
export const NEGATIVE_FORMAT_LABELS: Record<CurrencyFormat["negativeFormat"], string> = {
  minus: "Minus sign (-$1,234.50)",
  parentheses: "Parentheses (($1,234.50))",
};

/** A company's currency format settings as stored (an empty symbol is its primary currency's). */
export interface CurrencyFormatSettings {
  primaryCurrency: string;
  currencySymbol: string;
  currencySymbolPosition: CurrencyFormat["symbolPosition"];
  decimalSeparator: CurrencyFormat["decimalSeparator"];
  thousandSeparator: CurrencyFormat["thousandSeparator"];
  negativeFormat: CurrencyFormat["negativeFormat"];
}

/** The symbol of a currency code ("USD" → "$"); the code itself when it has none listed. */
export const currencySymbolOf = (code: string) => CURRENCIES.find((c) => c.code === code)?.symbol ?? code;

/** The company's format as the money formatter takes it. */
export function currencyFormatOf(settings: CurrencyFormatSettings): CurrencyFormat {
  return {
    symbol: settings.currencySymbol || currencySymbolOf(settings.primaryCurrency),
    symbolPosition: settings.currencySymbolPosition,
    decimalSeparator: settings.decimalSeparator,
    thousandSeparator: settings.thousandSeparator,
    negativeFormat: settings.negativeFormat,
  };
}

export const PREFERENCES_MESSAGES = {
  saved: "Company preferences saved.",
  separatorsClash: "The decimal and thousand separators must differ.",
  termNotFound: "Choose one of the company's payment terms.",
  /** Said when the fiscal year start changed: what moves and what does not (ADR 0070). */
  fiscalYearMoved: (month: string) =>
    `The fiscal year now starts in ${month}. Reports' fiscal-year ranges follow it; saved budgets and posted entries keep their dates.`,
} as const;
