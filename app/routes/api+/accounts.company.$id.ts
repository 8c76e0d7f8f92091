import { allAccounts } from "~/modules/accounts/accounts.server";
import { api, idParam } from "./__api.server";

// GET /api/accounts/company/:id → { data: { accounts } }: every account with its currentBalance.
export const loader = api(
  {
    doc: {
      tag: "Accounts",
      summary: "The company's accounts with their balances: { data: { accounts } }",
      responses: { 200: "Accounts", 404: "Company not found" },
    },
    params: idParam("id"),
  },
  async ({ db, params, company }) => {
    const { id } = await company(params.id);
    return { data: { accounts: await allAccounts(db, id) } };
  },
);
