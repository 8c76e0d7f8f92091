import { findAccountCompanyId, getAccount, updateAccount } from "~/modules/accounts/accounts.server";
import { accountUpdateSchema } from "~/modules/accounts/schema";
import { companyContext } from "~/modules/companies/companies.server";
import { api, byMethod, idParam } from "./__api.server";

// GET /api/company-account/:id → { account }; PUT (the account fields plus depositAmount) →
// { account }. The account is found only through a company the user owns: otherwise 404.

const params = idParam("id");

export const loader = api({ params }, async ({ db, user, params, company }) => {
  const { id } = await company(await findAccountCompanyId(db, user.id, params.id));
  return { account: await getAccount(db, id, params.id) };
});

export const action = byMethod({
  PUT: api({ params, body: accountUpdateSchema }, async ({ db, user, params, body, company }) => {
    const owner = await company(await findAccountCompanyId(db, user.id, params.id));
    return { account: await updateAccount(db, companyContext(owner, user.id), params.id, body) };
  }),
});
