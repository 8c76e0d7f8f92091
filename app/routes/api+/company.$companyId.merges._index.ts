import * as z from "zod";
import { MERGE_KINDS } from "~/modules/merges/constants";
import { mergeCandidates, mergeRecords, recentMerges } from "~/modules/merges/merges.server";
import { mergeConfirmSchema } from "~/modules/merges/schema";
import { api, byMethod, idParam } from "./__api.server";

// GET  /api/company/:companyId/merges?kind=vendors → { candidates, recent }: the records the Merge
//      screen offers (active, with their details and balances) and the kind's last merges (undone or not).
// POST /api/company/:companyId/merges { kind, sourceId, targetId, token? } → { merge, preview, message }:
//      every reference to the source moved to the target and the source archived, in one transaction
//      (ADR 0067). Refused with a message (409) as the preview says; a token from a preview that no
//      longer matches the records is refused too. Another user's company, or a record not of it, is a 404.

const params = idParam("companyId");

export const loader = api(
  {
    doc: {
      tag: "Merges",
      summary:
        "The records a merge of this kind may choose from, and its last merges: { candidates: [{ id, label, active, details, balance }], recent: [{ id, sourceName, targetName, mergedAt, undone }] }; a merge not undone may be undone (POST …/merges/{mergeId}/undo)",
      responses: { 200: "Candidates", 400: "Invalid kind", 404: "Company not found" },
    },
    params,
    query: z.object({ kind: z.enum(MERGE_KINDS, { error: `kind must be one of ${MERGE_KINDS.join(", ")}` }) }),
  },
  async ({ db, params, query, company }) => {
    const { id } = await company(params.companyId);
    const [candidates, recent] = await Promise.all([mergeCandidates(db, id, query.kind), recentMerges(db, id, query.kind)]);
    return { candidates, recent };
  },
);

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Merges",
        summary:
          "Merge the source (archived) into the target: every document, line, payment, stock movement and journal line naming the source moves to the target; amounts unchanged: { merge, preview, message }",
        responses: {
          200: "Merged",
          400: "Invalid input",
          404: "Company or record not found",
          409: "Refused (a system account, different types, an unfinished reconciliation, an archived record, a changed preview)",
        },
      },
      params,
      body: mergeConfirmSchema,
    },
    async ({ db, params, body, context }) => {
      const ctx = await context(params.companyId);
      return mergeRecords(db, ctx, body);
    },
  ),
});
