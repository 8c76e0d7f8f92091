import { undoDepreciationRun } from "~/modules/fixed-assets/depreciation.server";
import { api, byMethod, idParam } from "./__api.server";
import { companyBody, TAG } from "./__fixed-asset-api.server";

// POST /api/fixed-assets/depreciation/runs/:entryId/undo { companyId } → { reversalId, message }: the
// run's entry reversed and its months freed, as the Depreciation screen's Undo does.

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: TAG,
        summary:
          "Undo a depreciation run (its journal entry's id): a reversing entry posted, the run's entry cancelled and its months free for another run: { reversalId, message }",
        responses: {
          200: "Undone",
          400: "Invalid input",
          404: "Company or depreciation run not found",
          409: "Refused: already undone, a later run depreciates a later month of one of its assets, or one of its assets was sold since",
        },
      },
      params: idParam("entryId"),
      body: companyBody,
    },
    async ({ db, params, body, context }) => undoDepreciationRun(db, await context(body.companyId), params.entryId),
  ),
});
