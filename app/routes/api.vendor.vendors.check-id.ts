import { z } from "zod";
import { vendorIdExists } from "~/modules/vendors/vendors.server";
import { api } from "./__api.server";
import { companyIdField } from "~/lib/zod-helpers";

// GET /api/vendor/vendors/check-id?companyId=&vendorId=[&excludeId=] → { data: { exists } }

const checkIdQuery = z.object({
  companyId: companyIdField,
  vendorId: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z.string({ error: "Vendor ID is required." }).min(1, "Vendor ID is required."),
  ),
  excludeId: z.preprocess(
    (v) => (v === "" || v === "null" || v === "undefined" ? undefined : v),
    z.coerce.number().int().positive().max(2147483647).optional(),
  ),
});

export const loader = api({ query: checkIdQuery }, async ({ db, query, company }) => {
  const { id } = await company(query.companyId);
  return { data: { exists: await vendorIdExists(db, id, query.vendorId, query.excludeId) } };
});
