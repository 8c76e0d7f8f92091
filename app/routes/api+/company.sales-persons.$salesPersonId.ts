import * as z from "zod";
import { addressesOf, SALES_PERSON_MESSAGES, salesPersonPatchBody, salesPersonUpdateBody } from "~/modules/sales-persons/schema";
import {
  findSalesPersonCompanyId,
  getSalesPerson,
  salesPersonInputOf,
  updateSalesPerson,
} from "~/modules/sales-persons/sales-persons.server";
import { api, byMethod, idParam, parseInput } from "./__api.server";

// GET /api/company/sales-persons/:salesPersonId → { salesPerson, data }
// PUT /api/company/sales-persons/:salesPersonId: any of the sales person's fields (one left out keeps
//     its value; expenseAccountId null for none; dates ISO or null; `address` an object or null, or
//     `addresses`) and the version read → { salesPerson, data, message: "Sales person updated successfully!" };
//     a stale version or a taken name is a 409 (ADR 0014).
// A sales person of another user's company is a 404.

const params = idParam("salesPersonId");

export const loader = api(
  {
    doc: {
      tag: "Sales persons",
      summary: "One sales person with its addresses: { salesPerson, data }",
      responses: { 200: "The sales person", 404: "Not found" },
    },
    params,
  },
  async ({ db, params, companyOf }) => {
    const { id } = await companyOf(findSalesPersonCompanyId, params.salesPersonId);
    const salesPerson = await getSalesPerson(db, id, params.salesPersonId);
    return { salesPerson, data: salesPerson };
  },
);

export const action = byMethod({
  PUT: api(
    {
      doc: {
        body: salesPersonPatchBody,
        tag: "Sales persons",
        summary:
          'Update a sales person on the version read; a field left out keeps its value: { salesPerson, data, message: "Sales person updated successfully!" }',
        responses: {
          200: "Updated",
          400: "Invalid input",
          404: "Not found",
          409: "A sales person with this name exists, or it was changed by someone else since its version was read",
        },
      },
      params,
      body: z.record(z.string(), z.unknown()),
    },
    async ({ db, params, body, contextOf }) => {
      const ctx = await contextOf(findSalesPersonCompanyId, params.salesPersonId);
      parseInput(salesPersonPatchBody, body);
      const current = await getSalesPerson(db, ctx.companyId, params.salesPersonId);
      const { addresses: currentAddresses, ...stored } = salesPersonInputOf(current);
      // The stored fields (dates and all as the API sends them), overlaid with the ones given.
      const known = new Set([...Object.keys(stored), "address", "addresses", "version"]);
      const given = Object.fromEntries(Object.entries(body).filter(([key]) => known.has(key)));
      const parsed = parseInput(salesPersonUpdateBody, { ...stored, ...given });
      const { address: _a, addresses: _l, version, ...fields } = parsed;
      const salesPerson = await updateSalesPerson(db, ctx, params.salesPersonId, {
        ...fields,
        addresses: addressesOf(parsed, currentAddresses),
        version,
      });
      return { salesPerson, data: salesPerson, message: SALES_PERSON_MESSAGES.updated };
    },
  ),
});
