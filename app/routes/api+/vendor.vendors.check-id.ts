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

export const loader = api({ query: checkIdQuery }, async ({ db, query, company }) => {
  const { id } = await company(query.companyId);
  return { data: { exists: await vendorIdExists(db, id, query.vendorId, query.excludeId) } };
});
