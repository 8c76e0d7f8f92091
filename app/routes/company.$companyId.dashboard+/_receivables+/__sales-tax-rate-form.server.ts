import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { SalesTaxRateFormLoaded } from "~/components/receivables/sales-tax-rate-form";
import { menuHref } from "~/components/shell/menu";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { SALES_TAX_LIABILITY_TYPE, SALES_TAX_RATE_MESSAGES as M } from "~/modules/sales/sales-tax-rates";
import { salesTaxRateSchema, salesTaxRateUpdateSchema } from "~/modules/sales/sales-tax-rates-schema";
import { createSalesTaxRate, getSalesTaxRate, updateSalesTaxRate } from "~/modules/sales/sales-tax-rates.server";
import { orNotFoundPage } from "~/utils/errors";
import { answerSaveError, refusalReply } from "~/utils/form-reply.server";
import { redirectWithToast } from "~/utils/toast.server";

// The server half of New and Edit Sales Tax Rate: the form's values and the Current Liability
// accounts; the save through the service (the schema the browser runs), back to the list with the
// message; a refused save answers the form again (400, or 409 for a taken name or a stale edit).

const readId = (raw: string | undefined) => (/^\d{1,10}$/.test((raw ?? "").trim()) ? Number(raw) : 0);

export async function salesTaxRateFormLoader(
  { request, params }: LoaderFunctionArgs,
  mode: "new" | "edit",
): Promise<SalesTaxRateFormLoaded> {
  const { company, db } = await requireCompany(request, params.companyId);
  const rate = mode === "edit" ? await orNotFoundPage(getSalesTaxRate(db, company.id, readId(params.id)), M.notFound) : null;
  const accounts = await db("companyAccounts")
    .where({ companyId: company.id, accountType: SALES_TAX_LIABILITY_TYPE })
    .where((q) => q.where("active", true).orWhere("id", rate?.liabilityAccountId ?? 0))
    .orderBy("accountName")
    .select("id", "accountName");
  return {
    mode,
    companyId: company.id,
    values: rate
      ? {
          name: rate.name,
          rate: rate.rate,
          agency: rate.agency,
          liabilityAccountId: String(rate.liabilityAccountId),
          active: rate.active,
          version: String(rate.version),
        }
      : { name: "", rate: "", agency: "", liabilityAccountId: "", active: true, version: "" },
    accounts,
  };
}

export async function salesTaxRateFormAction({ request, params }: ActionFunctionArgs, mode: "new" | "edit") {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const id = readId(params.id);
  if (mode === "edit") await orNotFoundPage(getSalesTaxRate(db, company.id, id), M.notFound);
  const formData = await request.formData();
  const submission =
    mode === "edit"
      ? parseWithZod(formData, { schema: salesTaxRateUpdateSchema(true), disableAutoCoercion: true })
      : parseWithZod(formData, { schema: salesTaxRateSchema(true), disableAutoCoercion: true });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    if (mode === "edit") await updateSalesTaxRate(db, ctx, id, submission.value as never);
    else await createSalesTaxRate(db, ctx, submission.value);
  } catch (error) {
    return answerSaveError(error, mode === "new" ? "Creating a sales tax rate failed" : "Updating a sales tax rate failed", {
      refused: (refusal) => data(refusalReply(submission, refusal, { fallback: M.saveFailed }), { status: refusal.status }),
      failed: () => data(submission.reply({ formErrors: [M.saveFailed] }), { status: 500 }),
    });
  }
  return redirectWithToast(menuHref(company.id, "company/lists/sales-tax-rates"), {
    type: "success",
    message: mode === "edit" ? M.updated : M.created,
  });
}
