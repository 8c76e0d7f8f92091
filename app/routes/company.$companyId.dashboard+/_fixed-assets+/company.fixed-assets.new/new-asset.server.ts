import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { menuHref } from "~/components/shell/menu";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { createFixedAsset, nextAssetNumber } from "~/modules/fixed-assets/fixed-assets.server";
import { fixedAssetSchema } from "~/modules/fixed-assets/schema";
import { redirectWithToast } from "~/utils/toast.server";
import { assetFormChoices, assetRefusal } from "../__fixed-assets.server";

// New Asset's server half: the next asset number, the account choices (Fixed Asset accounts; the
// depreciation expense accounts; the accumulated depreciation accounts), the documents that bought
// fixed assets (Purchase Document) and the fixed-asset start date for the info line. Save and
// Close saves the asset as pending and goes to Pending Items; Register saves and registers it and
// goes to Registered Items. A refusal shows the form again with why (nothing written).

export async function newAssetLoader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const [assetNumber, choices] = await Promise.all([nextAssetNumber(db, company.id), assetFormChoices(db, company, user.id)]);
  return { companyId: company.id, assetNumber, ...choices };
}

export async function newAssetAction({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const formData = await request.formData();
  const register = formData.get("intent") === "register";
  const submission = parseWithZod(formData, { schema: fixedAssetSchema, disableAutoCoercion: true });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    const { message } = await createFixedAsset(db, companyContext(company, user.id), submission.value, { register });
    const to = register ? "company/fixed-assets/registered-items" : "company/fixed-assets/pending-items";
    return redirectWithToast(menuHref(company.id, to), { type: "success", message });
  } catch (error) {
    return assetRefusal(submission, error);
  }
}
