import { isRowId } from "~/lib/row-id";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { menuHref } from "~/components/shell/menu";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { lastDayOf, monthOf } from "~/modules/fixed-assets/depreciation";
import {
  previewDepreciation,
  recentDepreciationRuns,
  runDepreciation,
  undoDepreciationRun,
  type DepreciationPreview,
} from "~/modules/fixed-assets/depreciation.server";
import { FIXED_ASSET_MESSAGES as M } from "~/modules/fixed-assets/constants";
import { fixedAssetStartDate, setFixedAssetStartDate } from "~/modules/fixed-assets/fixed-assets.server";
import { depreciationRunSchema, startDateSchema } from "~/modules/fixed-assets/schema";
import { assertDomainError } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";
import { assetRefusal } from "../__fixed-assets.server";

// Depreciation's server half: the period in the URL (?from&to, default this month), the preview of
// what a run would post for it (each asset's amount, months already depreciated left out), the
// start date; Update posts the run (once per asset and month, ADR 0064), the Start Date dialog
// saves the company's fixed-asset start date; the recent runs are listed with Undo (the run's entry
// reversed and its months freed; refused for a run that is not the last of its assets, or whose asset was sold since).

export async function depreciationLoader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const url = new URL(request.url);
  const parsed = depreciationRunSchema.safeParse({
    from: url.searchParams.get("from") || monthOf(today),
    to: url.searchParams.get("to") || lastDayOf(monthOf(today)),
  });
  const start = await fixedAssetStartDate(db, company.id);
  let preview: DepreciationPreview | null = null;
  let error: string | null = null;
  if (!parsed.success) error = parsed.error.issues.map((i) => i.message).join(" ");
  else {
    try {
      preview = await previewDepreciation(db, company.id, parsed.data);
    } catch (e) {
      assertDomainError(e);
      error = e.message;
    }
  }
  return {
    companyId: company.id,
    from: (parsed.success ? parsed.data.from : url.searchParams.get("from")) ?? "",
    to: (parsed.success ? parsed.data.to : url.searchParams.get("to")) ?? "",
    preview,
    error,
    start,
    runs: await recentDepreciationRuns(db, company.id),
  };
}

export async function depreciationAction({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "start-date") {
    const submission = parseWithZod(formData, { schema: startDateSchema, disableAutoCoercion: true });
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });
    try {
      const { message } = await setFixedAssetStartDate(db, ctx, submission.value.startDate);
      return redirectWithToast(menuHref(company.id, "company/fixed-assets/depreciation"), { type: "success", message });
    } catch (error) {
      return assetRefusal(submission, error);
    }
  }
  if (intent === "undo") {
    const entryId = Number(formData.get("entryId"));
    if (!isRowId(entryId)) return data({ error: M.runNotFound }, { status: 404 });
    try {
      const { message } = await undoDepreciationRun(db, ctx, entryId);
      return redirectWithToast(menuHref(company.id, "company/fixed-assets/depreciation"), { type: "success", message });
    } catch (error) {
      assertDomainError(error);
      return data({ error: error.message }, { status: error.status });
    }
  }
  if (intent !== "update") return data({ error: "Unknown action" }, { status: 400 });
  const submission = parseWithZod(formData, { schema: depreciationRunSchema, disableAutoCoercion: true });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    const { message } = await runDepreciation(db, ctx, submission.value);
    return redirectWithToast(menuHref(company.id, "company/fixed-assets/registered-items"), { type: "success", message });
  } catch (error) {
    return assetRefusal(submission, error);
  }
}
