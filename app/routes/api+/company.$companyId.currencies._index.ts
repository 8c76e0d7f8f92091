import { CURRENCY_MESSAGES as M } from "~/modules/currencies/constants";
import { addCurrency, listCurrencies } from "~/modules/currencies/currencies.server";
import { currencyAddSchema } from "~/modules/currencies/schema";
import { api, byMethod, json } from "./__api.server";
import { companyParams as params, CURRENCY_SHAPE, TAG } from "./__currency-api.server";

// GET  /api/company/:companyId/currencies → { home: { code, name, symbol }, multiCurrency,
//      currencies: [{ id, code, name, symbol, latestRate, latestRateDate, rateCount }] }: any member.
// POST { code } → 201 { currency, message }: add a foreign currency (multi-currency on; not the
//      home currency; once). Settings permission (ADR 0063, 0085).

export const loader = api(
  {
    doc: {
      tag: TAG,
      summary: `The company's currencies: { home: { code, name, symbol }, multiCurrency, currencies: [${CURRENCY_SHAPE}] }; documents and reports stay in the home currency`,
      responses: { 200: "The currency list", 404: "Company not found" },
    },
    params,
    permission: "read",
  },
  async ({ db, params, company }) => listCurrencies(db, (await company(params.companyId)).id),
);

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: TAG,
        summary: "Add a foreign currency by its ISO 4217 code: { currency, message }",
        responses: {
          201: "Added",
          400: "Not a currency of the list",
          403: "Not allowed",
          404: "Company not found",
          409: "Multi-currency is off, or it is the home currency or already in the list",
        },
      },
      params,
      body: currencyAddSchema,
      permission: "settings",
    },
    async ({ db, params, body, context }) => {
      const ctx = await context(params.companyId);
      const currency = await addCurrency(db, ctx, body);
      return json({ currency, message: M.added(currency.code) }, 201);
    },
  ),
});
