import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { menuHref } from "~/components/shell/menu";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { ACCUMULATED_ACCOUNT_TYPES, ASSET_ACCOUNT_TYPES, DEPRECIATION_ACCOUNT_TYPES } from "~/modules/fixed-assets/constants";
import { createFixedAsset, fixedAssetStartDate, nextAssetNumber, purchaseDocuments } from "~/modules/fixed-assets/fixed-assets.server";
import { fixedAssetSchema } from "~/modules/fixed-assets/schema";
import { redirectWithToast } from "~/utils/toast.server";
import { accountOptions, assetRefusal } from "../__fixed-assets.server";

// New Asset's server half: the next asset number, the account choices (Fixed Asset accounts; the
// depreciation expense accounts; the accumulated depreciation accounts), the documents that bought
// fixed assets (Purchase Document) and the fixed-asset start date for the info line. Save and
// Close saves the asset as pending and goes to Pending Items; Register saves and registers it and
// goes to Registered Items. A refusal shows the form again with why (nothing written).

export async function newAssetLoader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const [assetNumber, assetAccounts, depreciationAccounts, accumulatedAccounts, documents, start] = await Promise.all([
    nextAssetNumber(db, company.id),
    accountOptions(db, company.id, ASSET_ACCOUNT_TYPES),
    accountOptions(db, company.id, DEPRECIATION_ACCOUNT_TYPES),
    accountOptions(db, company.id, ACCUMULATED_ACCOUNT_TYPES),
    purchaseDocuments(db, company.id),
    fixedAssetStartDate(db, company.id),
  ]);
  return {
    companyId: company.id,
    today: companyContext(company, user.id).today,
    assetNumber,
    assetAccounts,
    depreciationAccounts,
    accumulatedAccounts,
    documents: documents.map((d) => ({
      value: String(d.entryId),
      label: `${d.entryNo} · ${formatUsDate(d.entryDate)} · ${d.accountName} · ${formatMoney(fromDecimal(d.amount))}`,
    })),
    startDate: start.startDate,
  };
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
