import * as z from "zod";
import { companyContext } from "~/modules/companies/companies.server";
import { vendorUpdateSchema } from "~/modules/vendors/schema";
import { deleteVendor, findVendorCompanyId, getVendor, updateVendor, vendorUpdatePayload } from "~/modules/vendors/vendors.server";
import { api, byMethod, idParam, parseInput } from "./__api.server";

// GET /api/vendor/vendors/:id → { vendor, data }; PUT (every field but the opening balance, which
// is read-only once posted; a field left out keeps its value, contacts and addresses included, so a
// list given replaces the vendor's list; `version` is required: the one the client read, a stale
// one is a 409, ADR 0014) → { vendor, data }; DELETE → { success, message } or 409 when any
// journal line is tagged with the vendor (an opening balance is such a posting).
// A vendor is found only through a company the user owns: otherwise 404.

const params = idParam("id");

export const loader = api(
  {
    doc: {
      tag: "Vendors",
      summary: "One vendor with contacts, addresses, custom fields and balance: { vendor, data }",
      responses: { 200: "The vendor", 404: "Not found" },
    },
    params,
  },
  async ({ db, user, params, company }) => {
    const { id } = await company(await findVendorCompanyId(db, user.id, params.id));
    const vendor = await getVendor(db, id, params.id);
    return { vendor, data: vendor };
  },
);

export const action = byMethod({
  PUT: api(
    {
      doc: {
        body: vendorUpdateSchema,
        tag: "Vendors",
        summary:
          "Update a vendor (the opening balance is read-only), with the version read. A field left out keeps its value; a contacts, addresses or customFields list given replaces the vendor's: { vendor, data }",
        responses: {
          200: "Updated",
          400: "Invalid input",
          404: "Not found",
          409: "Vendor ID already exists, or the vendor was changed by someone else since its version was read",
        },
      },
      params,
      body: z.record(z.string(), z.unknown()),
    },
    async ({ db, user, params, body, company }) => {
      const owner = await company(await findVendorCompanyId(db, user.id, params.id));
      const current = vendorUpdatePayload(await getVendor(db, owner.id, params.id));
      const input = parseInput(vendorUpdateSchema, { ...current, ...body });
      const vendor = await updateVendor(db, companyContext(owner, user.id), params.id, input);
      return { vendor, data: vendor };
    },
  ),
  DELETE: api(
    {
      doc: {
        tag: "Vendors",
        summary: "Delete a vendor with no postings: { success, message }",
        responses: { 200: "Deleted", 404: "Not found", 409: "The vendor has transactions (an opening balance counts)" },
      },
      params,
    },
    async ({ db, user, params, company }) => {
      const { id } = await company(await findVendorCompanyId(db, user.id, params.id));
      const vendor = await deleteVendor(db, id, params.id);
      return { success: true, id: vendor.id, message: `Vendor "${vendor.vendorName}" has been deleted.` };
    },
  ),
});
