import { unmatch } from "~/modules/banking/match.server";
import { api, byMethod, idParam } from "./__api.server";
import { bankingContext, companyBody } from "./__banking-api.server";

// POST /api/banking/statement-lines/:id/unmatch { companyId } → { message }: the statement line is
// open again and its ledger line no longer cleared (refused when the line is reconciled).

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Banking",
        summary: "Unmatch a statement line: its ledger line is no longer cleared: { message }",
        responses: { 200: "Unmatched", 404: "Company or statement line not found", 409: "Not matched, or the ledger line is reconciled" },
      },
      params: idParam("id"),
      body: companyBody,
    },
    async ({ db, user, params, body, company }) => {
      const ctx = await bankingContext({ user, company }, body.companyId);
      return { message: await unmatch(db, ctx, params.id) };
    },
  ),
});
