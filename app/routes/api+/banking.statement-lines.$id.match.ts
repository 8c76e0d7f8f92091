import { confirmMatch } from "~/modules/banking/match.server";
import { api, byMethod, idParam } from "./__api.server";
import { bankingContext } from "./__banking-api.server";
import { matchBody } from "./__bank-statement-api.server";

// POST /api/banking/statement-lines/:id/match { companyId, journalLineId } → { message }: the
// statement line holds the ledger line (of its account, of the same amount), marked cleared.

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Banking",
        summary:
          "Confirm a statement line's match to a ledger line of its account (same amount); the ledger line is marked cleared: { message }",
        responses: {
          200: "Matched",
          400: "Invalid input, or the amounts differ",
          404: "Company, statement line or ledger line not found",
          409: "Already matched, the ledger line held by another statement line, or reconciled",
        },
      },
      params: idParam("id"),
      body: matchBody,
    },
    async ({ db, user, params, body, company }) => {
      const ctx = await bankingContext({ user, company }, body.companyId);
      return { message: await confirmMatch(db, ctx, params.id, body.journalLineId) };
    },
  ),
});
