import { redirect } from "@remix-run/node";
import { getSessionRecord, isRead, requireUser } from "~/modules/auth/session.server";
import { getDb } from "~/utils/db.server";
import { forbiddenPage, orNotFoundPage } from "~/utils/errors";
import { oncePerRequest } from "~/utils/request-scope.server";
import { type Company, getMemberCompany } from "./companies.server";
import { can, PERMISSION_DENIED, type Permission, permissionOfMethod, permissionsOf, ROLE_LABELS, type Role } from "./policy";

/**
 * The one guard for company screens: the company with this id if the signed-in user is a member
 * of it, or a 404 for anyone else (or a missing one); a 403 when the user's role lacks `permission`
 * (by default what the request's method needs: `read` for GET, `write` for an action; policy.ts).
 * An encrypted company first asks for its password, once per session.
 */
export async function requireCompany(request: Request, companyId: string | undefined, permission?: Permission) {
  const user = await requireUser(request);
  const db = await getDb();
  const lookup = () => getMemberCompany(db, user.id, companyId ?? "");
  const company: Company = await orNotFoundPage(
    isRead(request) ? oncePerRequest(`company ${user.id} ${companyId ?? ""}`, lookup) : lookup(),
    "Company not found",
  );
  const needed = permission ?? permissionOfMethod(request.method);
  if (!can(company.role, needed)) throw forbiddenPage(PERMISSION_DENIED[needed]);
  if (company.enableEncryption) {
    const session = await getSessionRecord(request);
    if (!session?.unlockedCompanyIds.includes(company.id)) {
      const url = new URL(request.url);
      throw redirect(`/company/${company.id}/unlock?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
    }
  }
  return { user, company, db };
}

/** What the company's shell needs of the user's role: what it allows, and why it is read-only (the client never loads the policy). */
export const roleFacts = (role: Role, companyName: string) => ({
  permissions: permissionsOf(role),
  readOnlyNote: can(role, "write")
    ? null
    : `You are a ${ROLE_LABELS[role]} in ${companyName}: you can open and export every screen, but not change anything.`,
});
