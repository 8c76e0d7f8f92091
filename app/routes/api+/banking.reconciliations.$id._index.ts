import { reconciliationView } from "~/modules/banking/reconciliations.server";
import { api, idParam } from "./__api.server";
import { bankingContext, companyQuery } from "./__banking-api.server";
import { viewJson } from "./__reconciliation-api.server";

// GET /api/banking/reconciliations/:id?companyId → { reconciliation, summary }: the statement, the
// beginning balance, what is ticked, the cleared balance and the difference, computed now.

export const loader = api(
  {
    doc: {
      tag: "Banking",
      summary: "A reconciliation with its summary (beginning balance, ticked, cleared balance, difference): { reconciliation, summary }",
      responses: { 200: "The reconciliation", 404: "Company or reconciliation not found" },
    },
    params: idParam("id"),
    query: companyQuery,
  },
  async ({ db, user, params, query, company }) => {
    const ctx = await bankingContext({ user, company }, query.companyId);
    return viewJson(await reconciliationView(db, ctx.companyId, params.id));
  },
);
