import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getMemberCompany } from "~/modules/companies/companies.server";
import { getDb } from "~/utils/db.server";
import { requireUser } from "~/modules/auth/session.server";

/** /dashboard opens the current company's dashboard, or the company chooser when there is none. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (user.currentCompanyId) {
    const company = await getMemberCompany(await getDb(), user.id, user.currentCompanyId).catch(() => null);
    if (company) return redirect(`/company/${company.id}/dashboard`);
  }
  return redirect("/home");
}
