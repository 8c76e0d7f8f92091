import * as z from "zod";
import { companyContext } from "~/modules/companies/companies.server";
import { companyIdField } from "~/lib/zod-helpers";
import { vendorCreateSchema, vendorListQuerySchema } from "~/modules/vendors/schema";
import { searchVendors, VENDOR_SEARCH_MAX } from "~/modules/vendors/vendor-options.server";
import { createVendor, listVendors } from "~/modules/vendors/vendors.server";
import { api, byMethod, json } from "./__api.server";

// GET /api/vendor/vendors?companyId=&q=&view=active|inactive|all&page=&perPage=
//   → { vendors, months, total, page, perPage } (purchases per month and balance from the ledger)
// GET /api/vendor/vendors?companyId=&q=&view=&short=true&limit= → { vendors: [{ id, vendorId, vendorName,
//   phone, email, active }] }: the vendor picker's search (part of the name or the start of the Vendor ID; by name;
//   20 or limit, 50 at most)
// POST /api/vendor/vendors (the vendor's fields plus companyId) → 201 { vendor, data }

const vendorListQuery = z.intersection(
  vendorListQuerySchema,
  z.object({
    companyId: companyIdField,
    short: z.enum(["true", "false"], { error: "short must be true or false" }).optional(),
    limit: z.preprocess(
      (v) => (v === undefined || v === "" ? undefined : v),
      z.coerce
        .number({ error: `limit must be a whole number from 1 to ${VENDOR_SEARCH_MAX}` })
        .int(`limit must be a whole number from 1 to ${VENDOR_SEARCH_MAX}`)
        .min(1, `limit must be a whole number from 1 to ${VENDOR_SEARCH_MAX}`)
        .max(VENDOR_SEARCH_MAX, `limit must be a whole number from 1 to ${VENDOR_SEARCH_MAX}`)
        .optional(),
    ),
  }),
);
const body = z.intersection(vendorCreateSchema, z.object({ companyId: companyIdField }));

export const loader = api(
  {
    doc: {
      tag: "Vendors",
      summary:
        "A page of vendors with purchases per month (credits to Accounts Payable tagged with the vendor, opening balances excluded), year to date and balance: { vendors, months, total, page, perPage }",
      responses: { 200: "Vendors", 400: "Invalid query", 404: "Company not found" },
    },
    query: vendorListQuery,
  },
  async ({ db, user, query, company }) => {
    const { companyId, short, limit, ...options } = query;
    const ctx = companyContext(await company(companyId), user.id);
    if (short === "true") return { vendors: await searchVendors(db, ctx.companyId, { q: options.q, view: options.view, limit }) };
    return listVendors(db, ctx.companyId, { ...options, today: ctx.today });
  },
);

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Vendors",
        summary:
          "Create a vendor with contacts and addresses; an opening balance posts Dr Opening Balance Equity, Cr Accounts Payable (entry type VOB): { vendor, data }",
        responses: { 201: "Created", 400: "Invalid input", 404: "Company not found", 409: "Vendor ID already exists" },
      },
      body,
    },
    async ({ db, user, body, company }) => {
      const { companyId, ...input } = body;
      const ctx = companyContext(await company(companyId), user.id);
      const vendor = await createVendor(db, ctx, input);
      return json({ vendor, data: vendor }, 201);
    },
  ),
});
