import { runDueSchedules } from "~/modules/recurring/recurring.server";
import { runDueSchema } from "~/modules/recurring/schema";
import { api, byMethod, idParam } from "./__api.server";

// POST /api/recurring/company/:companyId/run { asOf? } → { asOf, created, failed, results }: every
// automatic recurring transaction due on or before asOf (today by default), each occurrence once
// even when runs overlap (what `ledgerline recurring run` does).

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Recurring transactions",
        summary:
          "Create every automatic recurring transaction due on or before asOf (today by default), each once: { asOf, created, failed, results }",
        responses: { 200: "Run", 400: "Invalid input", 404: "Company not found" },
      },
      params: idParam("companyId"),
      body: runDueSchema,
    },
    async ({ db, params, body, context }) => {
      const ctx = await context(params.companyId);
      return runDueSchedules(db, ctx, body.asOf ?? ctx.today);
    },
  ),
});
