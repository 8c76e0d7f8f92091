import { reconciliationView, saveReconciliation } from "~/modules/banking/reconciliations.server";
import { api, byMethod, idParam } from "./__api.server";
import { bankingContext } from "./__banking-api.server";
import { ticksBody, viewJson } from "./__reconciliation-api.server";

// POST /api/banking/reconciliations/:id/ticks { companyId, listed, ticked } → { reconciliation,
// summary }: each line listed is ticked cleared when in `ticked`, unticked otherwise.

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Banking",
        summary: "Tick lines of a reconciliation in progress cleared, or untick them: { reconciliation, summary }",
        responses: {
          200: "Saved",
          400: "Invalid input, or a line that is not an unreconciled line of the account up to the statement date",
          404: "Company or reconciliation not found",
          409: "The reconciliation is finished or undone",
        },
      },
      params: idParam("id"),
      body: ticksBody,
    },
    async ({ db, user, params, body, company }) => {
      const { companyId, ...ticks } = body;
      const ctx = await bankingContext({ user, company }, companyId);
      await saveReconciliation(db, ctx, params.id, { ticks });
      return viewJson(await reconciliationView(db, ctx.companyId, params.id));
    },
  ),
});
