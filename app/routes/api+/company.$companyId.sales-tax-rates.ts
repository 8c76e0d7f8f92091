import * as z from "zod";
import { SALES_TAX_RATE_MESSAGES as M } from "~/modules/sales/sales-tax-rates";
import { salesTaxRateCreateBody } from "~/modules/sales/sales-tax-rates-schema";
import { createSalesTaxRate, listSalesTaxRates } from "~/modules/sales/sales-tax-rates.server";
import { api, byMethod, idParam, json } from "./__api.server";

// GET  /api/company/:companyId/sales-tax-rates?active=true → { salesTaxRates } by name
// POST /api/company/:companyId/sales-tax-rates { name, rate, agency, liabilityAccountId, active }
//      → 201 { salesTaxRate, message }; the liability account left out is Sales Tax Payable.
// Another user's company is a 404; a taken name a 409.

const params = idParam("companyId");

export const loader = api(
  {
    doc: {
      tag: "Sales tax rates",
      summary:
        "The company's sales tax rates by name: { salesTaxRates: [{ id, name, rate, agency, liabilityAccountId, liabilityAccountName, active, version }] }",
      responses: { 200: "Sales tax rates", 404: "Company not found" },
    },
    params,
    query: z.object({
      active: z.enum(["true", "false"], { error: "active must be true or false" }).optional().describe("true: only the active rates"),
    }),
  },
  async ({ db, params, query, company }) => {
    const { id } = await company(params.companyId);
    return { salesTaxRates: await listSalesTaxRates(db, id, { activeOnly: query.active === "true" }) };
  },
);

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Sales tax rates",
        summary:
          "Create a sales tax rate (rate: a percentage, a number or a numeric string; liabilityAccountId: a Current Liability account, Sales Tax Payable when left out): { salesTaxRate, message }",
        responses: { 201: "Created", 400: "Invalid input", 404: "Company not found", 409: "A rate with this name exists" },
      },
      params,
      body: salesTaxRateCreateBody,
    },
    async ({ db, params, body, context }) => {
      const ctx = await context(params.companyId);
      const salesTaxRate = await createSalesTaxRate(db, ctx, body);
      return json({ salesTaxRate, message: M.created }, 201);
    },
  ),
});
