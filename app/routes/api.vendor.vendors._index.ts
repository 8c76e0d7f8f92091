import * as z from "zod";
import { companyContext } from "~/modules/companies/companies.server";
import { companyIdField } from "~/lib/zod-helpers";
import { vendorCreateSchema, vendorListQuerySchema } from "~/modules/vendors/schema";
import { createVendor, listVendors } from "~/modules/vendors/vendors.server";
import { api, byMethod, json } from "./__api.server";

// GET /api/vendor/vendors?companyId=&q=&view=active|inactive|all&page=&perPage=
//   → { vendors, months, total, page, perPage } (purchases per month and balance from the ledger)
// POST /api/vendor/vendors (the vendor's fields plus companyId) → 201 { vendor, data }

const vendorListQuery = z.intersection(vendorListQuerySchema, z.object({ companyId: companyIdField }));
const body = z.intersection(vendorCreateSchema, z.object({ companyId: companyIdField }));

export const loader = api({ query: vendorListQuery }, async ({ db, user, query, company }) => {
  const { companyId, ...options } = query;
  const ctx = companyContext(await company(companyId), user.id);
  return listVendors(db, ctx.companyId, { ...options, today: ctx.today });
});

export const action = byMethod({
  POST: api({ body }, async ({ db, user, body, company }) => {
    const { companyId, ...input } = body;
    const ctx = companyContext(await company(companyId), user.id);
    const vendor = await createVendor(db, ctx, input);
    return json({ vendor, data: vendor }, 201);
  }),
});
