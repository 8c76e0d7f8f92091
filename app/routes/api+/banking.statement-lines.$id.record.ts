import { recordStatementLine } from "~/modules/banking/statement-record.server";
import { api, byMethod, idParam, json } from "./__api.server";
import { bankingContext } from "./__banking-api.server";
import { recordBody } from "./__bank-statement-api.server";

// POST /api/banking/statement-lines/:id/record { companyId, as, accountId, vendorId?, memo?, date? }
// → 201 { kind, documentId, number, journalLineId, message }: the unmatched line recorded as an
// expense (money out), a deposit (money in) or a transfer, posted and matched at once.

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Banking",
        summary:
          "Record an unmatched statement line as an expense (a cash expense, or a card charge), a deposit or a transfer to or from accountId, posted and matched at once: { kind, documentId, number, journalLineId, message }",
        responses: {
          201: "Recorded and matched",
          400: "Invalid input, or refused (the wrong way round, an account of another kind, Insufficient balance)",
          404: "Company or statement line not found",
          409: "Already matched",
        },
      },
      params: idParam("id"),
      body: recordBody,
    },
    async ({ db, user, params, body, company }) => {
      const { companyId, ...input } = body;
      const ctx = await bankingContext({ user, company }, companyId);
      return json(await recordStatementLine(db, ctx, params.id, input), 201);
    },
  ),
});
