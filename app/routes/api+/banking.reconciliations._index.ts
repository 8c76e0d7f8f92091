import { reconciliationList, reconciliationView, startReconciliation } from "~/modules/banking/reconciliations.server";
import { api, byMethod, json } from "./__api.server";
import { bankingContext } from "./__banking-api.server";
import { listQuery, statementBody, viewJson } from "./__reconciliation-api.server";

// GET /api/banking/reconciliations?companyId&accountId&status&page&perPage → the company's
// reconciliations, newest statement first: { items, total, page, perPage }.
// POST /api/banking/reconciliations (companyId, accountId, statementDate, endingBalance,
// serviceCharge, serviceChargeAccountId, interestEarned, interestAccountId) → 201 { reconciliation,
// summary }: a reconciliation started, or the account's one in progress with this statement.

export const loader = api(
  {
    doc: {
      tag: "Banking",
      summary: "The company's reconciliations (one account's, one status), newest statement first: { items, total, page, perPage }",
      responses: { 200: "The page", 400: "Invalid query", 404: "Company not found" },
    },
    query: listQuery,
  },
  async ({ db, user, query, company }) => {
    const ctx = await bankingContext({ user, company }, query.companyId);
    return reconciliationList(
      db,
      ctx.companyId,
      { accountId: query.accountId, status: query.status },
      { page: query.page ?? 1, perPage: query.perPage ?? 10 },
    );
  },
);

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Banking",
        summary:
          "Start reconciling a bank or card account against a statement (or go on with the one in progress, with this statement): { reconciliation, summary }",
        responses: {
          201: "Started",
          400: "Invalid input, or refused: an account of another kind, a statement before the last one",
          404: "Company not found",
        },
      },
      body: statementBody,
    },
    async ({ db, user, body, company }) => {
      const { companyId, ...input } = body;
      const ctx = await bankingContext({ user, company }, companyId);
      const id = await startReconciliation(db, ctx, input);
      return json(viewJson(await reconciliationView(db, ctx.companyId, id)), 201);
    },
  ),
});
