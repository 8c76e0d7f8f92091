import { isRowId } from "~/lib/row-id";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { menuHref } from "~/components/shell/menu";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { isMergeKind, MERGE_MESSAGES, MERGE_WORDS, type MergeKind } from "~/modules/merges/constants";
import { mergeCandidates, mergeRecords, previewMerge, recentMerges, undoMerge } from "~/modules/merges/merges.server";
import { mergeConfirmSchema, mergeRequestSchema } from "~/modules/merges/schema";
import { assertDomainError, DomainError, notFoundPage } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";

// The Merge screens' server half (company/merge-accounts/customers, vendors, accounts, items): the
// loader reads From and To from the URL (a GET form: Preview) and previews the merge; the action
// merges on the preview's token and comes back to the screen with its message; Undo merge (intent
// "undo", a merge of the Recent merges list) undoes one, or says why it no longer can (ADR 0075).

function kindOf(value: string | undefined): MergeKind {
  if (!isMergeKind(value)) throw notFoundPage("Page not found");
  return value;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const kind = kindOf(params.kind);
  const url = new URL(request.url);
  const from = url.searchParams.get("from") ?? "";
  const to = url.searchParams.get("to") ?? "";
  const [candidates, recent] = await Promise.all([mergeCandidates(db, company.id, kind), recentMerges(db, company.id, kind)]);
  let preview = null;
  let error: string | null = null;
  if (from || to) {
    const parsed = mergeRequestSchema.safeParse({ kind, sourceId: from, targetId: to });
    if (!parsed.success) error = parsed.error.issues[0].message;
    else {
      try {
        preview = await previewMerge(db, company.id, parsed.data);
      } catch (caught) {
        assertDomainError(caught);
        error = caught.message;
      }
    }
  }
  return { companyId: company.id, kind, words: MERGE_WORDS[kind], from, to, candidates, recent, preview, error };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const kind = kindOf(params.kind);
  const here = menuHref(company.id, `company/merge-accounts/${kind}`);
  const form = Object.fromEntries(await request.formData());
  if (form.intent === "undo") {
    const mergeId = Number(form.mergeId);
    try {
      if (!isRowId(mergeId)) throw new DomainError(MERGE_MESSAGES.mergeNotFound, 404);
      const { message } = await undoMerge(db, companyContext(company, user.id), mergeId);
      return redirectWithToast(here, { type: "success", message });
    } catch (error) {
      assertDomainError(error);
      return redirectWithToast(here, { type: "error", message: error.message });
    }
  }
  const parsed = mergeConfirmSchema.safeParse({ ...form, kind });
  if (!parsed.success) return redirectWithToast(here, { type: "error", message: parsed.error.issues[0].message });
  const back = `${here}?from=${parsed.data.sourceId}&to=${parsed.data.targetId}`;
  try {
    const { message } = await mergeRecords(db, companyContext(company, user.id), parsed.data);
    return redirectWithToast(here, { type: "success", message });
  } catch (error) {
    assertDomainError(error);
    return redirectWithToast(back, { type: "error", message: error.message });
  }
}
