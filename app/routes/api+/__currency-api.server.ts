import * as z from "zod";
import { idParam } from "./__api.server";

// What the currency API's routes share (ADR 0085): their params, and the words of their answers.

export const TAG = "Currencies";

export const companyParams = idParam("companyId");
export const currencyParams = companyParams.extend(idParam("currencyId").shape);
export const rateParams = currencyParams.extend(idParam("rateId").shape);

export const CURRENCY_SHAPE = "{ id, code, name, symbol, latestRate, latestRateDate, rateCount }";
export const RATE_SHAPE_TEXT = "{ id, date, rate }";

export const pageQuery = z.object({
  page: z.string().optional().describe("1 and up; default 1"),
  perPage: z.string().optional().describe("5, 10, 20, 50 or 100; default 10"),
});
