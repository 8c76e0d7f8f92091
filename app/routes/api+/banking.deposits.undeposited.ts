import { undepositedPayments } from "~/modules/banking/deposits.server";
import { api } from "./__api.server";
import { bankingContext, companyQuery } from "./__banking-api.server";

// GET /api/banking/deposits/undeposited?companyId → { payments: [{ source, id, kind, number, date,
// customerId, customerName, paymentMethod, reference, memo, amount }] }: what waits in Undeposited Funds.

export const loader = api(
  {
    doc: {
      tag: "Banking",
      summary: "The customer payments and cash sales waiting in Undeposited Funds, oldest first: { payments }",
      responses: { 200: "The payments", 404: "Company not found" },
    },
    query: companyQuery,
  },
  async ({ db, user, query, company }) => {
    const ctx = await bankingContext({ user, company }, query.companyId);
    return { payments: await undepositedPayments(db, ctx.companyId) };
  },
);
