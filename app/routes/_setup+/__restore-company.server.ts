import { restoreCompany } from "~/modules/companies/companies.server";
import { getDb } from "~/utils/db.server";
import { assertDomainError } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";

// Restore, from the company chooser's Archived companies (home.tsx posts it; so may a plain POST to
// /company/:companyId/restore): back to /home, where the company is in the list again. A refusal
// (too late, someone else's, a new company took its name) comes back as a toast.

export async function restoreToHome(userId: number, companyId: string) {
  try {
    const company = await restoreCompany(await getDb(), userId, companyId);
    return redirectWithToast("/home", { type: "success", message: `Company "${company.companyName}" was restored.` });
  } catch (error) {
    assertDomainError(error);
    const message =
      error.status === 404 ? "This company cannot be restored: it was not found among your archived companies." : error.message;
    return redirectWithToast("/home", { type: "error", message });
  }
}
