import * as z from "zod";
import { isoDate } from "~/lib/dates";
import { readFixedDecimal, isZeroDecimal } from "~/lib/fixed-decimal";
import { decimalInput } from "~/lib/zod-helpers";
import { currencyByCode } from "~/modules/companies/reference-data";
import { CURRENCY_MESSAGES, RATE_SHAPE } from "./constants";

// Company › Manage Currency (ADR 0085) as the screen and the API write it: a foreign currency by
// its ISO 4217 code, and a dated exchange rate "1 <foreign> = rate <home>" (up to 8 decimals).

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
