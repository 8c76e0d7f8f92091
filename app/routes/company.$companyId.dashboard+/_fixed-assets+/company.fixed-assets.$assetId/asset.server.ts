import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { menuHref } from "~/components/shell/menu";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { DISPOSAL_ACCOUNT_TYPES, FIXED_ASSET_MESSAGES as M } from "~/modules/fixed-assets/constants";
import { disposeFixedAsset, getFixedAsset, registerFixedAsset } from "~/modules/fixed-assets/fixed-assets.server";
import { disposalSchema } from "~/modules/fixed-assets/schema";
import { orNotFoundPage } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";
import { accountOptions, assetIdOf, assetRefusal } from "../__fixed-assets.server";

// A fixed asset's page (Show history): its facts, its history (registration, each month
// depreciated, the sale) with the entries, Register for a pending asset and Sell / Dispose for a
// registered one. Another company's asset, or none, is the 404 page.

export async function assetLoader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const asset = await orNotFoundPage(getFixedAsset(db, company.id, assetIdOf(params.assetId)), M.notFound);
  const depositAccounts = asset.status === "registered" ? await accountOptions(db, company.id, DISPOSAL_ACCOUNT_TYPES) : [];
  return { companyId: company.id, today: companyContext(company, user.id).today, asset, depositAccounts };
}

export async function assetAction({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const id = assetIdOf(params.assetId);
  const ctx = companyContext(company, user.id);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const back = menuHref(company.id, `company/fixed-assets/${id}`);
  const submission = parseWithZod(formData, { schema: disposalSchema, disableAutoCoercion: true });
  try {
    if (intent === "register") {
      const { message } = await registerFixedAsset(db, ctx, id);
      return redirectWithToast(back, { type: "success", message });
    }
    if (intent !== "dispose") return data({ error: "Unknown action" }, { status: 400 });
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });
    const { message } = await disposeFixedAsset(db, ctx, id, submission.value);
    return redirectWithToast(menuHref(company.id, "company/fixed-assets/sold"), { type: "success", message });
  } catch (error) {
    return assetRefusal(submission, error);
  }
}
