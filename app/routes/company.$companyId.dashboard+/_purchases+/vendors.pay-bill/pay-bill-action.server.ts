import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs } from "@remix-run/node";
import { menuHref } from "~/components/shell/menu";
import { fromDecimal } from "~/lib/money";
import { requireCompany } from "~/modules/companies/require-company.server";
import { companyContext } from "~/modules/companies/companies.server";
import { payBills } from "~/modules/purchases/bill-payments.server";
import { PAY_BILL_MESSAGES } from "~/modules/purchases/schema";
import { paymentInput, planPayment } from "~/modules/purchases/pay-bill-form";
import { payBillFormSchema } from "~/modules/purchases/pay-bill-schema";
import { amountsDue, openCreditsForVendor } from "~/modules/purchases/purchase-lists.server";
import { assertDomainError } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";

// Pay Bill's save (route.tsx re-exports it): beside the route, not in it, so the form's zod stays out
// of the screen's first scripts (ADR 0027).

/** Fields whose messages show beside them; every other message goes to the form's list. */
const HEADER_FIELDS = ["vendorId", "payFromAccountId", "date", "paymentMethod", "comments"];

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: payBillFormSchema, disableAutoCoercion: true });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  // Update (without JavaScript): the form again as submitted, its figures worked out by the render; nothing saved.
  if (formData.get("intent") === "update") return data(submission.reply(), { status: 200 });
  const form = submission.value;
  const billIds = form.bills.map((b) => b.billId).filter((id): id is number => id !== null);
  const [due, credits] = await Promise.all([
    amountsDue(db, company.id, billIds),
    form.vendorId !== null ? openCreditsForVendor(db, company.id, form.vendorId) : [],
  ]);
  const plan = planPayment(form, due, new Map(credits.map((c) => [c.id, fromDecimal(c.amountLeft)])));
  try {
    await payBills(db, ctx, paymentInput(form, plan));
  } catch (error) {
    assertDomainError(error);
    const fieldErrors = Object.fromEntries(Object.entries(error.fieldErrors ?? {}).filter(([field]) => HEADER_FIELDS.includes(field)));
    const beside = new Set(Object.values(fieldErrors).flat());
    const formErrors = [...new Set(error.message.split("\n").filter((line) => line && !beside.has(line)))];
    return data(submission.reply({ formErrors, fieldErrors }), { status: 400 });
  }
  return redirectWithToast(menuHref(company.id, "vendors/payments"), { type: "success", message: PAY_BILL_MESSAGES.created });
}
