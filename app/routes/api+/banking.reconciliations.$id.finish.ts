import { finishReconciliation, reconciliationView } from "~/modules/banking/reconciliations.server";
import { api, byMethod, idParam } from "./__api.server";
import { bankingContext } from "./__banking-api.server";
import { finishBody, viewJson } from "./__reconciliation-api.server";

// POST /api/banking/reconciliations/:id/finish { companyId, confirmAdjustment, adjustment } →
// { message, reconciliation, summary }: finished at difference 0.00, or with the adjustment confirmed.

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Banking",
        summary:
          "Finish a reconciliation: at difference 0.00, or with an adjustment entry to Reconciliation Discrepancies for the difference confirmed; posts the service charge and interest: { message, reconciliation, summary }",
        responses: {
          200: "Finished",
          400: "Invalid input",
          404: "Company or reconciliation not found",
          409: "A difference left and no adjustment confirmed (or another one), or already finished or undone",
        },
      },
      params: idParam("id"),
      body: finishBody,
    },
    async ({ db, user, params, body, company }) => {
      const { companyId, ...input } = body;
      const ctx = await bankingContext({ user, company }, companyId);
      const { message } = await finishReconciliation(db, ctx, params.id, input);
      return { message, ...viewJson(await reconciliationView(db, ctx.companyId, params.id)) };
    },
  ),
});
