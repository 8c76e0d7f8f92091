import { findAccountCompanyId, getAccount, updateAccount } from "~/modules/accounts/accounts.server";
import { accountUpdateSchema } from "~/modules/accounts/schema";
import { api, byMethod, idParam } from "./__api.server";

// GET /api/company-account/:id → { account }; PUT (the account fields plus depositAmount) →
// { account }. The account is found only through a company the user owns: otherwise 404.

const params = idParam("id");

export const loader = api(
  {
    doc: {
      tag: "Accounts",
      summary:
        "One account with its balance: { account } (account.currentBalance on the account's normal side, and creditLimit: what the purchase screens' balance check reads)",
      responses: { 200: "The account", 404: "Account not found" },
    },
    params,
  },
  async ({ db, params, companyOf }) => {
    const { id } = await companyOf(findAccountCompanyId, params.id);
    return { account: await getAccount(db, id, params.id) };
  },
);

export const action = byMethod({
  PUT: api(
    {
      doc: {
        tag: "Accounts",
        summary: "Update an account, with the version read; depositAmount posts Dr the account, Cr Opening Balance Equity: { account }",
        responses: {
          200: "Updated",
          400: "Invalid input or a read-only field changed",
          404: "Account not found",
          409: "Duplicate bank account number, or the account was changed by someone else since its version was read",
        },
      },
      params,
      body: accountUpdateSchema,
    },
    async ({ db, params, body, contextOf }) => {
      const ctx = await contextOf(findAccountCompanyId, params.id);
      return { account: await updateAccount(db, ctx, params.id, body) };
    },
  ),
});
