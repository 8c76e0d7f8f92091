import { requireCompany } from "~/modules/companies/require-company.server";
import { companyContext } from "~/modules/companies/companies.server";
import { statementAccount } from "~/modules/banking/statement-import.server";
import { DomainError, notFoundPage } from "~/utils/errors";
import { rowIdOf } from "~/lib/row-id";

// What the statement screens share: the company (the user's, or 404) and the bank or card account
// in the address (the company's, or 404), with the services' context.

export async function statementRequest(request: Request, params: { companyId?: string; accountId?: string }) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const id = rowIdOf(params.accountId ?? null);
  // An account of another type has no statement screens: as good as not there.
  const account = await statementAccount(db, company.id, id ?? 0).catch((error: unknown) => {
    if (error instanceof DomainError) throw notFoundPage(error.message);
    throw error;
  });
  return { db, company, account, ctx: companyContext(company, user.id) };
}
