import * as z from "zod";
import { vendorIdExists } from "~/modules/vendors/vendors.server";
import { api } from "./__api.server";
import { companyIdField, requiredText } from "~/lib/zod-helpers";

// GET /api/vendor/vendors/check-id?companyId=&vendorId=[&excludeId=] → { data: { exists } }

const checkIdQuery = z.object({
  companyId: companyIdField,
  vendorId: requiredText("Vendor ID is required.", 200),
  excludeId: z.preprocess(
    (v) => (v === "" || v === "null" || v === "undefined" ? undefined : v),
    z.coerce.number().int().positive().max(2147483647).optional(),
  ),
});

export const loader = api(
  {
    doc: {
      tag: "Vendors",
      summary: "Whether a Vendor ID is taken in the company: { data: { exists } }",
      responses: { 200: "Result", 400: "Invalid query", 404: "Company not found" },
    },
    query: checkIdQuery,
  },
  async ({ db, query, company }) => {
    const { id } = await company(query.companyId);
    return { data: { exists: await vendorIdExists(db, id, query.vendorId, query.excludeId) } };
  },
);
