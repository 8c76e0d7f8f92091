import { getFixedAsset } from "~/modules/fixed-assets/fixed-assets.server";
import { api, idParam } from "./__api.server";
import { assetContext, companyQuery, TAG } from "./__fixed-asset-api.server";

// GET /api/fixed-assets/:id?companyId → { asset }: its accounts, book value and history.

export const loader = api(
  {
    doc: {
      tag: TAG,
      summary: "A fixed asset with its accounts, book value and history (registration, each month depreciated, the sale): { asset }",
      responses: { 200: "The asset", 404: "Company or fixed asset not found" },
    },
    params: idParam("id"),
    query: companyQuery,
  },
  async ({ db, user, params, query, company }) => {
    const ctx = await assetContext({ user, company }, query.companyId);
    return { asset: await getFixedAsset(db, ctx.companyId, params.id) };
  },
);
