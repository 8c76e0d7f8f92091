import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { restoreCompany } from "~/modules/companies/companies.server";
import { requireUser } from "~/modules/auth/session.server";
import { getDb } from "~/utils/db.server";
import { assertDomainError } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";

// Restore, from the company chooser's Archived companies: the company is back in /home's list.
// A refusal (too late, someone else's, a new company took its name) comes back as a toast.

export async function loader() {
  return redirect("/home");
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  try {
    const company = await restoreCompany(await getDb(), user.id, params.companyId ?? "");
    return redirectWithToast("/home", { type: "success", message: `Company "${company.companyName}" was restored.` });
  } catch (error) {
    assertDomainError(error);
    const message =
      error.status === 404 ? "This company cannot be restored: it was not found among your archived companies." : error.message;
    return redirectWithToast("/home", { type: "error", message });
  }
}
