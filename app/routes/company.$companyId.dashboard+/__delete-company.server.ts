import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs } from "@remix-run/node";
import { ARCHIVE_DAYS, deleteCompany } from "~/modules/companies/companies.server";
import { deleteCompanySchema } from "~/modules/companies/schema";
import { requireCompany } from "~/modules/companies/require-company.server";
import { clientAddress } from "~/utils/client-address.server";
import { refusalAnswer } from "~/utils/form-reply.server";
import { redirectWithToast } from "~/utils/toast.server";

// Delete Company's action (settings.delete-company.tsx): the owner's password checked, then the
// company archived. Beside the route so its schema stays out of the screen's scripts (ADR 0027).

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId, "delete");
  const submission = parseWithZod(await request.formData(), { schema: deleteCompanySchema });
  // The password is never sent back to the browser.
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  try {
    await deleteCompany(db, user.id, company.id, submission.value.password, clientAddress(request));
  } catch (error) {
    return refusalAnswer(submission, error, { hideFields: ["password"] });
  }
  return redirectWithToast("/home", {
    type: "success",
    message: `Company "${company.companyName}" was deleted. You can restore it from Archived companies for ${ARCHIVE_DAYS} days.`,
  });
}
