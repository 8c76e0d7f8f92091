import { redirect } from "@remix-run/node";
import { getSessionRecord, isRead, readSessionWith, requireUser } from "~/modules/auth/session.server";
import { getDb } from "~/utils/db.server";
import { forbiddenPage, notFoundPage, orNotFoundPage } from "~/utils/errors";
import type { User } from "~/modules/auth/user.model";
import { oncePerRequest } from "~/utils/request-scope.server";
import { type Company, getMemberCompany, sessionWithMemberCompany } from "./companies.server";
import { can, PERMISSION_DENIED, type Permission, permissionOfMethod, permissionsOf, ROLE_LABELS, type Role } from "./policy";

/**
 * The one guard for company screens: the company with this id if the signed-in user is a member
 * of it, or a 404 for anyone else (or a missing one); a 403 when the user's role lacks `permission`
 * (by default what the request's method needs: `read` for GET, `write` for an action; policy.ts).
 * An encrypted company first asks for its password, once per session.
 */
export async function requireCompany(request: Request, companyId: string | undefined, permission?: Permission) {
  const { user, company } = await memberOfCompany(request, companyId ?? "");
  const needed = permission ?? permissionOfMethod(request.method);
  if (!can(company.role, needed)) throw forbiddenPage(PERMISSION_DENIED[needed]);
  if (company.enableEncryption) {
    const session = await getSessionRecord(request);
    if (!session?.unlockedCompanyIds.includes(company.id)) {
      const url = new URL(request.url);
      throw redirect(`/company/${company.id}/unlock?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
    }
  }
  return { user, company, db: await getDb() };
}

/**
 * The signed-in user (or the sign-in redirect) and the company (or the 404). A page's loaders read
 * both once, in one statement with the session where the request allows (readSessionWith), and
 * share them; a form post reads them afresh, since its action may change them.
 */
async function memberOfCompany(request: Request, companyId: string): Promise<{ user: User; company: Company }> {
  const { session, more } = await readSessionWith(request, `company ${companyId}`, (db, sessionKey) =>
    sessionWithMemberCompany(db, sessionKey, companyId),
  );
  const user = session?.user ?? (await requireUser(request));
  if (more !== undefined) {
    if (more === null) throw notFoundPage(COMPANY_NOT_FOUND);
    return { user, company: more };
  }
  const db = await getDb();
  const lookup = () => getMemberCompany(db, user.id, companyId);
  const company = await orNotFoundPage(
    isRead(request) ? oncePerRequest(`company ${user.id} ${companyId}`, lookup) : lookup(),
    COMPANY_NOT_FOUND,
  );
  return { user, company };
}

const COMPANY_NOT_FOUND = "Company not found";

/** What the company's shell needs of the user's role: what it allows, and why it is read-only (the client never loads the policy). */
export const roleFacts = (role: Role, companyName: string) => ({
  permissions: permissionsOf(role),
  readOnlyNote: can(role, "write")
    ? null
    : `You are a ${ROLE_LABELS[role]} in ${companyName}: you can open and export every screen, but not change anything.`,
});
