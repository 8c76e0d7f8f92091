import { requireCompany } from "~/modules/companies/require-company.server";
import { companyContext } from "~/modules/companies/companies.server";
import { statementAccount } from "~/modules/banking/statement-import.server";
import { orNotFoundPage } from "~/utils/errors";
import { queryId } from "./__banking-form.server";

// What the statement screens share: the company (the user's, or 404) and the bank or card account
// in the address (the company's, or 404), with the services' context.

export async function statementRequest(request: Request, params: { companyId?: string; accountId?: string }) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const id = queryId(params.accountId ?? null);
  const account = await orNotFoundPage(statementAccount(db, company.id, id ?? 0), "Account not found");
  return { db, company, account, ctx: companyContext(company, user.id) };
}
