import { redirect } from "@remix-run/node";
import { getSessionRecord, isRead, requireUser } from "~/modules/auth/session.server";
import { getDb } from "~/utils/db.server";
import { orNotFoundPage } from "~/utils/errors";
import { oncePerRequest } from "~/utils/request-scope.server";
import { type Company, getOwnedCompany } from "./companies.server";

/**
 * The one guard for company screens: the signed-in user's company with this id, or a 404 for
 * anyone else's (or a missing one). An encrypted company first asks for its password, once per
 * session.
 */
export async function requireCompany(request: Request, companyId: string | undefined) {
  const user = await requireUser(request);
  const db = await getDb();
  const lookup = () => getOwnedCompany(db, user.id, companyId ?? "");
  const company: Company = await orNotFoundPage(
    isRead(request) ? oncePerRequest(`company ${user.id} ${companyId ?? ""}`, lookup) : lookup(),
    "Company not found",
  );
  if (company.enableEncryption) {
    const session = await getSessionRecord(request);
    if (!session?.unlockedCompanyIds.includes(company.id)) {
      const url = new URL(request.url);
      throw redirect(`/company/${company.id}/unlock?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
    }
  }
  return { user, company, db };
}
