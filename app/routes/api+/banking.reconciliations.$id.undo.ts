import { reconciliationView, undoReconciliation } from "~/modules/banking/reconciliations.server";
import { api, byMethod, idParam } from "./__api.server";
import { bankingContext, companyBody } from "./__banking-api.server";
import { viewJson } from "./__reconciliation-api.server";

// POST /api/banking/reconciliations/:id/undo { companyId } → { message, reconciliation, summary }:
// the account's last reconciliation undone, its lines cleared again, its entries reversed.

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Banking",
        summary:
          "Undo the account's last reconciliation: its lines are cleared, not reconciled, and its entries reversed: { message, reconciliation, summary }",
        responses: { 200: "Undone", 404: "Company or reconciliation not found", 409: "Not finished, or not the account's last" },
      },
      params: idParam("id"),
      body: companyBody,
    },
    async ({ db, user, params, body, company }) => {
      const ctx = await bankingContext({ user, company }, body.companyId);
      const { message } = await undoReconciliation(db, ctx, params.id);
      return { message, ...viewJson(await reconciliationView(db, ctx.companyId, params.id)) };
    },
  ),
});
