import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { menuHref } from "~/components/shell/menu";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { DISPOSAL_ACCOUNT_TYPES, FIXED_ASSET_MESSAGES as M } from "~/modules/fixed-assets/constants";
import {
  deleteFixedAsset,
  disposeFixedAsset,
  getFixedAsset,
  registerFixedAsset,
  updateFixedAsset,
} from "~/modules/fixed-assets/fixed-assets.server";
import { assetVersionSchema, disposalSchema, fixedAssetEditSchema } from "~/modules/fixed-assets/schema";
import { assertDomainError, orNotFoundPage } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";
import { accountOptions, assetFormChoices, assetIdOf, assetRefusal } from "../__fixed-assets.server";

// A fixed asset's page (Show history): its facts, its history (registration, each month
// depreciated, the sale) with the entries, Register for a pending asset and Sell / Dispose for a
// registered one; a pending one is edited (?edit=1, with the version it was opened at) or deleted
// (asked first). Another company's asset, or none, is the 404 page.

export async function assetLoader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const asset = await orNotFoundPage(getFixedAsset(db, company.id, assetIdOf(params.assetId)), M.notFound);
  const search = new URL(request.url).searchParams;
  const pending = asset.status === "pending";
  const depositAccounts = asset.status === "registered" ? await accountOptions(db, company.id, DISPOSAL_ACCOUNT_TYPES) : [];
  // A pending asset's Edit is ?edit=1, and Delete's question without JavaScript ?confirm=delete.
  const editor = pending && search.get("edit") === "1" ? await assetFormChoices(db, company, user.id) : null;
  return {
    companyId: company.id,
    today: companyContext(company, user.id).today,
    asset,
    depositAccounts,
    editor,
    confirmDelete: pending && search.get("confirm") === "delete",
  };
}

export async function assetAction({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const id = assetIdOf(params.assetId);
  const ctx = companyContext(company, user.id);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const back = menuHref(company.id, `company/fixed-assets/${id}`);
  const pendingList = menuHref(company.id, "company/fixed-assets/pending-items");
  if (intent === "save") {
    const edit = parseWithZod(formData, { schema: fixedAssetEditSchema, disableAutoCoercion: true });
    if (edit.status !== "success") return data(edit.reply(), { status: 400 });
    try {
      const { message } = await updateFixedAsset(db, ctx, id, edit.value);
      return redirectWithToast(back, { type: "success", message });
    } catch (error) {
      return assetRefusal(edit, error);
    }
  }
  if (intent === "delete") {
    const parsed = assetVersionSchema.safeParse({ version: formData.get("version") });
    try {
      const { message } = await deleteFixedAsset(db, ctx, id, parsed.success ? parsed.data.version : undefined);
      return redirectWithToast(pendingList, { type: "success", message });
    } catch (error) {
      assertDomainError(error);
      return data({ error: error.message }, { status: error.status });
    }
  }
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
