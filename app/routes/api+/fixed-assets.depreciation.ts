import { previewDepreciation, runDepreciation } from "~/modules/fixed-assets/depreciation.server";
import { api, byMethod, json } from "./__api.server";
import { depreciationBody, TAG } from "./__fixed-asset-api.server";

// GET  /api/fixed-assets/depreciation?companyId&from&to → { preview }: what a run would post.
// POST /api/fixed-assets/depreciation { companyId, from, to } → 201 { preview, entryId, entryNo, message }:
//      one entry, Dr depreciation expense / Cr accumulated depreciation; a month never twice (409).

export const loader = api(
  {
    doc: {
      tag: TAG,
      summary: "Preview a Depreciation run: each registered asset's amount for the period's months not yet depreciated: { preview }",
      responses: { 200: "The preview", 400: "Invalid period", 404: "Company not found" },
    },
    query: depreciationBody,
  },
  async ({ db, query, context }) => {
    const { companyId, ...period } = query;
    const ctx = await context(companyId);
    return { preview: await previewDepreciation(db, ctx.companyId, period) };
  },
);

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: TAG,
        summary:
          "Run depreciation over a period: one journal entry (Dr depreciation expense, Cr accumulated depreciation) for every month of every registered asset not yet depreciated: { preview, entryId, entryNo, message }",
        responses: {
          201: "Posted",
          400: "Invalid period, or one before the fixed assets start date",
          404: "Company not found",
          409: "Nothing to depreciate: the period's months are already depreciated",
        },
      },
      body: depreciationBody,
    },
    async ({ db, body, context }) => {
      const { companyId, ...period } = body;
      return json(await runDepreciation(db, await context(companyId), period), 201);
    },
  ),
});
