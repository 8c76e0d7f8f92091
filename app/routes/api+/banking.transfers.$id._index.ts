import { transferView } from "~/modules/banking/transfers.server";
import { TRANSFER_MESSAGES } from "~/modules/banking/constants";
import { DomainError } from "~/utils/errors";
import { api, idParam } from "./__api.server";
import { bankingContext, companyQuery } from "./__banking-api.server";

// GET /api/banking/transfers/:id?companyId → { transfer }.

export const loader = api(
  {
    doc: {
      tag: "Banking",
      summary: "One transfer: { transfer: { id, number, date, fromAccountId, toAccountId, amount, memo, status, journalEntryId } }",
      responses: { 200: "The transfer", 404: "Company or transfer not found" },
    },
    params: idParam("id"),
    query: companyQuery,
  },
  async ({ db, user, params, query, company }) => {
    const ctx = await bankingContext({ user, company }, query.companyId);
    const transfer = await transferView(db, ctx.companyId, params.id);
    if (!transfer) throw new DomainError(TRANSFER_MESSAGES.notFound, 404);
    return { transfer };
  },
);
