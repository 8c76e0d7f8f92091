import { CURRENCY_MESSAGES as M } from "~/modules/currencies/constants";
import { getCurrency, removeCurrency } from "~/modules/currencies/currencies.server";
import { api, byMethod } from "./__api.server";
import { currencyParams as params, CURRENCY_SHAPE, TAG } from "./__currency-api.server";

// GET    /api/company/:companyId/currencies/:currencyId → { currency }: any member.
// DELETE → { currency, message }: the foreign currency and its rates are removed. Settings permission.

export const loader = api(
  {
    doc: {
      tag: TAG,
      summary: `A foreign currency of the company: { currency: ${CURRENCY_SHAPE} }`,
      responses: { 200: "The currency", 404: "Company or currency not found" },
    },
    params,
    permission: "read",
  },
  async ({ db, params, company }) => {
    const { home: _home, ...currency } = await getCurrency(db, (await company(params.companyId)).id, params.currencyId);
    return { currency };
  },
);

export const action = byMethod({
  DELETE: api(
    {
      doc: {
        tag: TAG,
        summary: "Remove a foreign currency with its exchange rates: { currency, message }",
        responses: { 200: "Removed", 403: "Not allowed", 404: "Company or currency not found" },
      },
      params,
      permission: "settings",
    },
    async ({ db, params, context }) => {
      const ctx = await context(params.companyId);
      const currency = await removeCurrency(db, ctx, params.currencyId);
      return { currency, message: M.removed(currency.code) };
    },
  ),
});
