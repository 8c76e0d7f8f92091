import { listBankRules, ruleFor } from "~/modules/banking/bank-rules.server";
import { confirmSuggestedMatches, statementLinesPage } from "~/modules/banking/match.server";
import { statementAccount } from "~/modules/banking/statement-import.server";
import { fromDecimal } from "~/lib/money";
import { api, byMethod, idParam } from "./__api.server";
import { bankingContext, companyBody } from "./__banking-api.server";
import { statementLinesQuery } from "./__bank-statement-api.server";

// GET /api/banking/accounts/:accountId/statement-lines?companyId&status&page&perPage → { account,
// items: [{ id, date, amount, description, memo, checkNumber, matched, candidates, rule }], total,
// page, perPage, unmatched }: newest first; an unmatched line with its candidates (best first) and
// what a bank rule would record it as.
// POST /api/banking/accounts/:accountId/statement-lines { companyId } → { matched, message }: every
// unmatched line's best candidate confirmed (each ledger line once), marked cleared.

export const loader = api(
  {
    doc: {
      tag: "Banking",
      summary:
        "A page of an account's statement lines, newest first: unmatched ones with their candidate ledger lines (same amount, within 5 days, the check number deciding) and the bank rule that applies",
      responses: { 200: "The page", 400: "Invalid query", 404: "Company or account not found" },
    },
    params: idParam("accountId"),
    query: statementLinesQuery,
  },
  async ({ db, user, params, query, company }) => {
    const ctx = await bankingContext({ user, company }, query.companyId);
    const account = await statementAccount(db, ctx.companyId, params.accountId);
    const [page, rules] = await Promise.all([
      statementLinesPage(db, ctx.companyId, account.id, {
        status: query.status ?? "unmatched",
        page: query.page ?? 1,
        perPage: query.perPage ?? 20,
      }),
      listBankRules(db, ctx.companyId),
    ]);
    return {
      account,
      ...page,
      items: page.items.map((line) => ({
        ...line,
        rule: line.matched ? null : ruleFor(rules, { ...line, amount: fromDecimal(line.amount) }),
      })),
    };
  },
);

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Banking",
        summary:
          "Confirm every unmatched statement line's best candidate (each ledger line once); the ledger lines are marked cleared: { matched, message }",
        responses: { 200: "Confirmed", 404: "Company or account not found" },
      },
      params: idParam("accountId"),
      body: companyBody,
    },
    async ({ db, user, params, body, company }) => {
      const ctx = await bankingContext({ user, company }, body.companyId);
      const account = await statementAccount(db, ctx.companyId, params.accountId);
      return confirmSuggestedMatches(db, ctx, account.id);
    },
  ),
});
