import * as z from "zod";
import { PAGE_SIZES } from "~/lib/pagination";
import { versionField } from "~/lib/record-version";
import { boxOrBoolean, companyIdField } from "~/lib/zod-helpers";
import { ASSET_STATUSES } from "~/modules/fixed-assets/constants";
import { depreciationRunSchema, disposalSchema, fixedAssetSchema } from "~/modules/fixed-assets/schema";

// What the fixed-asset API routes share: the company named by the query or the body (the user's,
// or a 404) as the services' context, and the bodies — the services' own schemas with companyId.

export const TAG = "Fixed assets";

export const companyQuery = z.object({ companyId: companyIdField });
export const companyBody = z.object({ companyId: companyIdField });
export const assetCreateBody = fixedAssetSchema.extend({
  companyId: companyIdField,
  register: boxOrBoolean(false, false).describe("true: register it at once (Register); false: save it as pending (Save and Close)"),
});
/** A pending asset's edit: the whole asset form on the version read. */
export const assetUpdateBody = fixedAssetSchema.extend({ companyId: companyIdField, version: versionField });
/** A pending asset's deletion on the version read. */
export const assetDeleteBody = companyBody.extend({ version: versionField });
export const disposalBody = disposalSchema.extend({ companyId: companyIdField });
export const depreciationBody = depreciationRunSchema.extend({ companyId: companyIdField });

export const listQuery = companyQuery.extend({
  status: z
    .enum(ASSET_STATUSES, { error: `status must be one of ${ASSET_STATUSES.join(", ")}` })
    .optional()
    .describe("registered by default"),
  page: z.coerce.number({ error: "page must be a whole number" }).int("page must be a whole number").min(1).max(10_000_000).optional(),
  perPage: z.coerce
    .number({ error: "perPage must be a whole number" })
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), `perPage must be one of ${PAGE_SIZES.join(", ")}`)
    .optional(),
});
