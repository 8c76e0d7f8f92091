import { recentDepreciationRuns } from "~/modules/fixed-assets/depreciation.server";
import { api } from "./__api.server";
import { companyQuery, TAG } from "./__fixed-asset-api.server";

// GET /api/fixed-assets/depreciation/runs?companyId → { runs }: the latest depreciation runs still on
// the books, newest first, as the Depreciation screen lists them with Undo.

export const loader = api(
  {
    doc: {
      tag: TAG,
      summary:
        'The latest depreciation runs still on the books, newest first: { runs: [{ entryId, entryNo, entryDate, fromMonth, toMonth, assets, total }] }, total as "1234.50"',
      responses: { 200: "Runs", 400: "Invalid query", 404: "Company not found" },
    },
    query: companyQuery,
  },
  async ({ db, query, context }) => {
    const ctx = await context(query.companyId);
    return { runs: await recentDepreciationRuns(db, ctx.companyId) };
  },
);
