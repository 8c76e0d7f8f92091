import { listFixedAssets, createFixedAsset } from "~/modules/fixed-assets/fixed-assets.server";
import { api, byMethod, json } from "./__api.server";
import { assetCreateBody, listQuery, TAG } from "./__fixed-asset-api.server";

// GET  /api/fixed-assets?companyId&status=pending|registered|disposed&page&perPage → { assets, total, page, perPage }
// POST /api/fixed-assets { companyId, itemName, accountId, purchaseDate, purchasePrice, assetType,
//      depreciationRate, depreciationMethod, depreciationAccountId, accumulatedAccountId,
//      sourceEntryId?, register? } → 201 { asset, message }: pending, or registered (ADR 0064).

export const loader = api(
  {
    doc: {
      tag: TAG,
      summary:
        "The company's fixed assets of a status (registered by default), by asset number, with book values: { assets, total, page, perPage }",
      responses: { 200: "Fixed assets", 400: "Invalid query", 404: "Company not found" },
    },
    query: listQuery,
  },
  async ({ db, query, context }) => {
    const ctx = await context(query.companyId);
    const list = await listFixedAssets(db, ctx.companyId, {
      status: query.status ?? "registered",
      page: query.page ?? 1,
      perPage: query.perPage ?? 50,
    });
    return { assets: list.items, total: list.total, page: list.page, perPage: list.perPage };
  },
);

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: TAG,
        summary:
          "New Asset: save a fixed asset as pending, or register it (register: true; an opening asset posts Dr asset / Cr Opening Balance Equity, one bought on a document's entry is linked to it): { asset, message }",
        responses: {
          201: "Saved",
          400: "Invalid input, or refused: accounts of the wrong type, a purchase document that does not cover it",
          404: "Company not found",
          409: "The asset number is taken",
        },
      },
      body: assetCreateBody,
    },
    async ({ db, body, context }) => {
      const { companyId, register, ...input } = body;
      const ctx = await context(companyId);
      return json(await createFixedAsset(db, ctx, input, { register }), 201);
    },
  ),
});
