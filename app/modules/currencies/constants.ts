import type { DecimalShape } from "~/lib/fixed-decimal";

// Company › Manage Currency's words and shapes (client-safe: the screens, the API and the service
// share them). ADR 0085.

/** numeric(18,8): 10 whole digits, 8 places. */
export const RATE_SHAPE: DecimalShape = { whole: 10, places: 8 };

export const CURRENCY_MESSAGES = {
  code: "Choose a currency from the list.",
  home: (code: string) => `${code} is the home currency: it is always in the list, at a rate of 1.`,
  taken: (code: string) => `${code} is already in the currency list.`,
  multiCurrencyOff: "Multi-currency is off: turn on Enable Multi-Currency in Company Preferences before adding a foreign currency.",
  notFound: "Currency not found",
  rateNotFound: "Exchange rate not found",
  date: "Enter the rate's date as MM/DD/YYYY.",
  rate: "Enter the rate as a number greater than 0 with at most 8 decimals (and at most 10 digits before the point).",
  rateTaken: (date: string) => `There is already a rate on ${date}: edit that one instead.`,
  added: (code: string) => `${code} added to the currency list.`,
  removed: (code: string) => `${code} removed from the currency list.`,
  rateAdded: "Exchange rate added.",
  rateSaved: "Exchange rate saved.",
  rateDeleted: "Exchange rate deleted.",
} as const;

/** What the screen says once: nothing is converted yet. */
export const HOME_CURRENCY_NOTE =
  "Documents and reports stay in the home currency: the rates here are kept for reference and are not applied to any amount.";
