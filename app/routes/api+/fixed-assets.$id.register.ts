import { registerFixedAsset } from "~/modules/fixed-assets/fixed-assets.server";
import { api, byMethod, idParam } from "./__api.server";
import { companyBody, TAG } from "./__fixed-asset-api.server";

// POST /api/fixed-assets/:id/register { companyId } → { asset, message }: Pending → Registered.

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: TAG,
        summary:
          "Register a pending fixed asset: an opening asset posts Dr asset / Cr Opening Balance Equity; one bought on a bill or cheque is linked to its entry and posts nothing: { asset, message }",
        responses: {
          200: "Registered",
          400: "Refused: no purchase price, or a purchase document that does not cover it",
          404: "Company or fixed asset not found",
          409: "Not pending",
        },
      },
      params: idParam("id"),
      body: companyBody,
    },
    async ({ db, params, body, context }) => registerFixedAsset(db, await context(body.companyId), params.id),
  ),
});
