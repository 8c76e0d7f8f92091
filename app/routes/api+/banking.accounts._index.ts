import { bankAccounts } from "~/modules/banking/register.server";
import { api } from "./__api.server";
import { bankingContext, companyQuery } from "./__banking-api.server";

// GET /api/banking/accounts?companyId → { accounts: [{ id, accountNumber, accountName, accountType,
// bankName, active, bookBalance, clearedBalance, unclearedCount, lastReconciliation }] }: every
// active Bank, Cash, Credit Card and Paypal account with its balances, amounts as "1234.50".

export const loader = api(
  {
    doc: {
      tag: "Banking",
      summary:
        "Bank and card accounts with their book balance (every posted line), cleared balance (lines marked cleared or reconciled) and last reconciliation: { accounts }",
      responses: { 200: "The accounts", 400: "Invalid query", 404: "Company not found" },
    },
    query: companyQuery,
  },
  async ({ db, user, query, company }) => {
    const ctx = await bankingContext({ user, company }, query.companyId);
    return { accounts: await bankAccounts(db, ctx.companyId) };
  },
);
