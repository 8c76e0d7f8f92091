import { DEPOSIT_MESSAGES } from "~/modules/banking/constants";
import { depositView } from "~/modules/banking/deposits.server";
import { DomainError } from "~/utils/errors";
import { api, idParam } from "./__api.server";
import { bankingContext, companyQuery } from "./__banking-api.server";

// GET /api/banking/deposits/:id?companyId → { deposit } with its lines and cash back.

export const loader = api(
  {
    doc: {
      tag: "Banking",
      summary:
        "One deposit with its lines (the payments and cash sales it took out of Undeposited Funds, other rows) and cash back: { deposit }",
      responses: { 200: "The deposit", 404: "Company or deposit not found" },
    },
    params: idParam("id"),
    query: companyQuery,
  },
  async ({ db, user, params, query, company }) => {
    const ctx = await bankingContext({ user, company }, query.companyId);
    const deposit = await depositView(db, ctx.companyId, params.id);
    if (!deposit) throw new DomainError(DEPOSIT_MESSAGES.notFound, 404);
    return { deposit };
  },
);
