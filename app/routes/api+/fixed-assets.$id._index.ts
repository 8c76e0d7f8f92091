import { deleteFixedAsset, getFixedAsset, updateFixedAsset } from "~/modules/fixed-assets/fixed-assets.server";
import { api, byMethod, idParam } from "./__api.server";
import { assetDeleteBody, assetUpdateBody, companyQuery, TAG } from "./__fixed-asset-api.server";

// GET    /api/fixed-assets/:id?companyId → { asset }: its accounts, book value and history.
// PUT    /api/fixed-assets/:id { companyId, …the New Asset fields, version } → { asset, message }: a pending
//        asset edited on the version read (nothing is posted for it yet); registered or stale: 409.
// DELETE /api/fixed-assets/:id { companyId, version } → { message }: a pending asset deleted; otherwise 409.

const params = idParam("id");

export const loader = api(
  {
    doc: {
      tag: TAG,
      summary: "A fixed asset with its accounts, book value and history (registration, each month depreciated, the sale): { asset }",
      responses: { 200: "The asset", 404: "Company or fixed asset not found" },
    },
    params,
    query: companyQuery,
  },
  async ({ db, params, query, context }) => {
    const ctx = await context(query.companyId);
    return { asset: await getFixedAsset(db, ctx.companyId, params.id) };
  },
);

export const action = byMethod({
  PUT: api(
    {
      doc: {
        tag: TAG,
        summary:
          "Edit a pending fixed asset on the version read (the New Asset fields; nothing is posted until it is registered): { asset, message }",
        responses: {
          200: "Updated",
          400: "Invalid input, or refused: accounts of the wrong type, a purchase document that does not cover it",
          404: "Company or fixed asset not found",
          409: "Not pending (registered or sold assets are not edited), changed by someone else, or the asset number is taken",
        },
      },
      params,
      body: assetUpdateBody,
    },
    async ({ db, params, body, context }) => {
      const { companyId, ...input } = body;
      return updateFixedAsset(db, await context(companyId), params.id, input);
    },
  ),
  DELETE: api(
    {
      doc: {
        tag: TAG,
        summary: "Delete a pending fixed asset on the version read (it has no entry and no depreciation): { message }",
        responses: {
          200: "Deleted",
          400: "Invalid input",
          404: "Company or fixed asset not found",
          409: "Not pending (a registered asset is sold or disposed of instead), or changed by someone else",
        },
      },
      params,
      body: assetDeleteBody,
    },
    async ({ db, params, body, context }) => deleteFixedAsset(db, await context(body.companyId), params.id, body.version),
  ),
});
