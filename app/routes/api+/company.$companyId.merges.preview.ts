import { previewMerge } from "~/modules/merges/merges.server";
import { mergeRequestSchema } from "~/modules/merges/schema";
import { api, idParam } from "./__api.server";

// GET /api/company/:companyId/merges/preview?kind=vendors&sourceId=1&targetId=2 → { preview }: what
// the merge would move (each table's rows naming the source), both balances and the target's once
// merged, and `refusal` (null, or why the merge would be refused). Nothing changes. Another user's
// company, or a record not of it, is a 404.

export const loader = api(
  {
    doc: {
      tag: "Merges",
      summary:
        "Preview a merge: { preview: { kind, source, target, moves: [{ label, table, column, rows }], totalRows, balanceAfter, onHand?, refusal, token } }",
      responses: { 200: "Preview", 400: "Invalid input", 404: "Company or record not found" },
    },
    params: idParam("companyId"),
    query: mergeRequestSchema,
  },
  async ({ db, params, query, company }) => {
    const { id } = await company(params.companyId);
    return { preview: await previewMerge(db, id, query) };
  },
);
