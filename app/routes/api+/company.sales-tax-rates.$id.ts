import * as z from "zod";
import { SALES_TAX_RATE_MESSAGES as M } from "~/modules/sales/sales-tax-rates";
import { salesTaxRateUpdateBody } from "~/modules/sales/sales-tax-rates-schema";
import { findSalesTaxRateCompanyId, getSalesTaxRate, updateSalesTaxRate } from "~/modules/sales/sales-tax-rates.server";
import { api, byMethod, idParam, parseInput } from "./__api.server";

// GET /api/company/sales-tax-rates/:id → { salesTaxRate }
// PUT /api/company/sales-tax-rates/:id: any of its fields (one left out keeps its value) and the
//     version read → { salesTaxRate, message }; a stale version or a taken name is a 409 (ADR 0014).
// A rate of another user's company is a 404.

const params = idParam("id");

export const loader = api(
  {
    doc: { tag: "Sales tax rates", summary: "One sales tax rate: { salesTaxRate }", responses: { 200: "The rate", 404: "Not found" } },
    params,
  },
  async ({ db, params, companyOf }) => {
    const { id } = await companyOf(findSalesTaxRateCompanyId, params.id);
    return { salesTaxRate: await getSalesTaxRate(db, id, params.id) };
  },
);

export const action = byMethod({
  PUT: api(
    {
      doc: {
        body: salesTaxRateUpdateBody,
        tag: "Sales tax rates",
        summary: "Update a sales tax rate on the version read; a field left out keeps its value: { salesTaxRate, message }",
        responses: {
          200: "Updated",
          400: "Invalid input",
          404: "Not found",
          409: "A rate with this name exists, or it was changed by someone else since its version was read",
        },
      },
      params,
      body: z.record(z.string(), z.unknown()),
    },
    async ({ db, params, body, contextOf }) => {
      const ctx = await contextOf(findSalesTaxRateCompanyId, params.id);
      const current = await getSalesTaxRate(db, ctx.companyId, params.id);
      const stored = {
        name: current.name,
        rate: current.rate,
        agency: current.agency,
        liabilityAccountId: current.liabilityAccountId,
        active: current.active,
      };
      const given = Object.fromEntries(Object.entries(body).filter(([key]) => key in stored || key === "version"));
      const input = parseInput(salesTaxRateUpdateBody, { ...stored, ...given });
      const salesTaxRate = await updateSalesTaxRate(db, ctx, params.id, input);
      return { salesTaxRate, message: M.updated };
    },
  ),
});
