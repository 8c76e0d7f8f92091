import { CURRENCY_MESSAGES as M } from "~/modules/currencies/constants";
import { deleteRate, getCurrency, getRate, updateRate } from "~/modules/currencies/currencies.server";
import { rateSaveSchema } from "~/modules/currencies/schema";
import { api, byMethod } from "./__api.server";
import { rateParams as params, RATE_SHAPE_TEXT, TAG } from "./__currency-api.server";

// GET    /api/company/:companyId/currencies/:currencyId/rates/:rateId → { rate }: any member.
// PUT    { date, rate } → { rate, message }; DELETE → { rate, message }. Settings permission.

export const loader = api(
  {
    doc: {
      tag: TAG,
      summary: `One exchange rate: { rate: ${RATE_SHAPE_TEXT} }`,
      responses: { 200: "The rate", 404: "Company, currency or rate not found" },
    },
    params,
    permission: "read",
  },
  async ({ db, params, company }) => {
    const { id } = await company(params.companyId);
    await getCurrency(db, id, params.currencyId);
    return { rate: await getRate(db, id, params.currencyId, params.rateId) };
  },
);

export const action = byMethod({
  PUT: api(
    {
      doc: {
        tag: TAG,
        summary: "Change a rate's date and value: { rate, message }",
        responses: {
          200: "Saved",
          400: "Invalid date or rate",
          403: "Not allowed",
          404: "Company, currency or rate not found",
          409: "There is already a rate on that date",
        },
      },
      params,
      body: rateSaveSchema,
      permission: "settings",
    },
    async ({ db, params, body, context }) => {
      const ctx = await context(params.companyId);
      return { rate: await updateRate(db, ctx, params.currencyId, params.rateId, body), message: M.rateSaved };
    },
  ),
  DELETE: api(
    {
      doc: {
        tag: TAG,
        summary: "Delete an exchange rate: { rate, message }",
        responses: { 200: "Deleted", 403: "Not allowed", 404: "Company, currency or rate not found" },
      },
      params,
      permission: "settings",
    },
    async ({ db, params, context }) => {
      const ctx = await context(params.companyId);
      return { rate: await deleteRate(db, ctx, params.currencyId, params.rateId), message: M.rateDeleted };
    },
  ),
});
