import { disposeFixedAsset } from "~/modules/fixed-assets/fixed-assets.server";
import { api, byMethod, idParam } from "./__api.server";
import { disposalBody, TAG } from "./__fixed-asset-api.server";

// POST /api/fixed-assets/:id/dispose { companyId, disposalDate, disposalPrice, disposalAccountId, version? }
// → { asset, message }: sold or disposed of, the gain or loss posted.

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: TAG,
        summary:
          "Sell or dispose of a registered fixed asset: Dr Deposit To the price, Dr accumulated depreciation, Cr the asset's cost, the gain or loss to Gain/Loss on Sale of Fixed Assets: { asset, message }",
        responses: {
          200: "Sold or disposed of",
          400: "Invalid input, or refused: a date before the purchase or on a month already depreciated, no Deposit To for a price",
          404: "Company or fixed asset not found",
          409: "Not registered, or changed by someone else",
        },
      },
      params: idParam("id"),
      body: disposalBody,
    },
    async ({ db, params, body, context }) => {
      const { companyId, ...input } = body;
      return disposeFixedAsset(db, await context(companyId), params.id, input);
    },
  ),
});
