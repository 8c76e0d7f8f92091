import { undoMerge } from "~/modules/merges/merges.server";
import { api, byMethod, idParam } from "./__api.server";

// POST /api/company/:companyId/merges/:mergeId/undo → { message }: what the merge moved pointed back
// at the source, which is active again, in one transaction (ADR 0075). Refused with a message (409)
// when it can no longer be undone exactly. Another user's company, or a merge not of it, is a 404.

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Merges",
        summary:
          "Undo a merge: every row it moved named the source again and the source active again, amounts unchanged; the merge's id is one of `recent` of GET merges: { message }",
        responses: {
          200: "Undone",
          404: "Company or merge not found",
          409: "Refused: already undone, a merge of items, a later merge of either record, or either record or what names it changed since",
        },
      },
      params: idParam("companyId").extend(idParam("mergeId").shape),
    },
    async ({ db, params, context }) => undoMerge(db, await context(params.companyId), params.mergeId),
  ),
});
