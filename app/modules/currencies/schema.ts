import * as z from "zod";
import { isoDate } from "~/lib/dates";
import { readFixedDecimal, isZeroDecimal, type DecimalShape } from "~/lib/fixed-decimal";
import { decimalInput } from "~/lib/zod-helpers";
import { currencyByCode } from "~/modules/companies/reference-data";

// Company › Manage Currency (ADR 0085) as the screen and the API write it: a foreign currency by
// its ISO 4217 code, and a dated exchange rate "1 <foreign> = rate <home>" (up to 8 decimals).

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
const M = CURRENCY_MESSAGES;

export const currencyAddSchema = z
  .object({
    code: z
      .string({ error: M.code })
      .trim()
      .toUpperCase()
      .refine((code) => currencyByCode(code) !== undefined, M.code)
      .describe("An ISO 4217 code from the reference list (EUR)"),
  })
  .strict();
export type CurrencyAdd = z.infer<typeof currencyAddSchema>;

const rateDate = z
  .string({ error: M.date })
  .transform((text, ctx) => {
    const iso = isoDate(text);
    if (!iso) {
      ctx.addIssue({ code: "custom", message: M.date });
      return z.NEVER;
    }
    return iso;
  })
  .describe("YYYY-MM-DD or MM/DD/YYYY");

const rateValue = decimalInput(
  z.string({ error: M.rate }).transform((text, ctx) => {
    const rate = readFixedDecimal(text, RATE_SHAPE);
    if (!rate || isZeroDecimal(rate)) {
      ctx.addIssue({ code: "custom", message: M.rate });
      return z.NEVER;
    }
    return rate;
  }),
).describe('1 foreign unit in the home currency: a decimal string ("1.0845"), up to 8 decimals');

export const rateSaveSchema = z.object({ date: rateDate, rate: rateValue }).strict();
export type RateSave = z.infer<typeof rateSaveSchema>;
