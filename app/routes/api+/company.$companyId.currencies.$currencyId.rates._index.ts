import { parsePagination } from "~/lib/pagination";
import { CURRENCY_MESSAGES as M } from "~/modules/currencies/constants";
import { addRate, listRates } from "~/modules/currencies/currencies.server";
import { rateSaveSchema } from "~/modules/currencies/schema";
import { api, byMethod, json } from "./__api.server";
import { currencyParams as params, pageQuery, RATE_SHAPE_TEXT, TAG } from "./__currency-api.server";

// GET  /api/company/:companyId/currencies/:currencyId/rates?page=&perPage= → { items: [{ id, date,
//      rate }], total, page, perPage }: newest first; rate is "1 <code> in the home currency", a
//      decimal string with 8 places. Any member.
// POST { date, rate } → 201 { rate, message }: one rate a day. Settings permission.

export const loader = api(
  {
    doc: {
      tag: TAG,
      summary: `A currency's exchange rates, newest first, a page at a time: { items: [${RATE_SHAPE_TEXT}], total, page, perPage } (rate: 1 unit in the home currency, a decimal string)`,
      responses: { 200: "A page of rates", 404: "Company or currency not found" },
    },
    params,
    query: pageQuery,
    permission: "read",
  },
  async ({ db, params, request, company }) =>
    listRates(db, (await company(params.companyId)).id, params.currencyId, parsePagination(new URL(request.url).searchParams)),
);

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: TAG,
        summary: "Add a dated exchange rate (rate: a decimal string or number above 0, up to 8 decimals): { rate, message }",
        responses: {
          201: "Added",
          400: "Invalid date or rate",
          403: "Not allowed",
          404: "Company or currency not found",
          409: "There is already a rate on that date",
        },
      },
      params,
      body: rateSaveSchema,
      permission: "settings",
    },
    async ({ db, params, body, context }) => {
      const ctx = await context(params.companyId);
      return json({ rate: await addRate(db, ctx, params.currencyId, body), message: M.rateAdded }, 201);
    },
  ),
});
