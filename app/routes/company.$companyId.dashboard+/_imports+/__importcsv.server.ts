import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { menuHref } from "~/components/shell/menu";
import { parsePagination } from "~/lib/pagination";
import { companyContext } from "~/modules/companies/companies.server";
import { can } from "~/modules/companies/policy";
import { requireCompany } from "~/modules/companies/require-company.server";
import { HR_IMPORT_MESSAGES, readHrImportMode } from "~/modules/consultants/constants";
import { checkUpload, getUpload, IMPORT_MESSAGES, MAX_IMPORT_BYTES, outcomeView, uploadPreview } from "~/modules/imports/imports.server";
import { getImportJob, IMPORT_JOB_MESSAGES, importCheckedUpload } from "~/modules/imports/jobs.server";
import { importKind, importKindFor, importKinds, type ImportKind } from "~/modules/imports/kinds.server";
import { assertDomainError, DomainError, notFoundPage } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";

// Company › Import From CSV (importcsv): step 1 chooses the kind and uploads the file, which is
// checked at once (a dry run, rolled back) and kept; step 2 is the preview at importcsv?upload=ID
// (the problems paged on the server); step 3, its Import button, imports it for real and shows the
// summary there. Plain forms: every step works without JavaScript. ADR 0082. A file of more than
// BACKGROUND_IMPORT_LINES lines imports in the background instead (ADR 0089): Import redirects to
// the job's page, importcsv/jobs/ID, which shows its progress and then the same summary.

const recordId = (value: string | null | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);
const uploadId = recordId;

export async function importCsvLoader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const url = new URL(request.url);
  const id = uploadId(url.searchParams.get("upload"));
  const upload = id
    ? await getUpload(db, company.id, id).catch((error: unknown) => {
        if (error instanceof DomainError) throw notFoundPage(error.message);
        throw error;
      })
    : null;
  const requested = url.searchParams.get("kind") ?? "";
  const kind: ImportKind = upload?.kind ?? (importKindFor(requested, company.industryId) ? requested : "vendors");
  return {
    companyId: company.id,
    canImport: can(company.role, "write"),
    kind,
    kinds: importKinds(company.industryId).map((k) => ({
      kind: k.kind,
      label: k.label,
      description: k.description,
      template: menuHref(company.id, `importcsv/template/${k.kind}`),
    })),
    upload: upload && uploadPreview(upload, parsePagination(url.searchParams), (to) => menuHref(company.id, to)),
  };
}

export async function importCsvAction({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  if (Number(request.headers.get("Content-Length")) > MAX_IMPORT_BYTES + 64 * 1024) {
    return data({ error: IMPORT_MESSAGES.fileTooLarge }, { status: 413 });
  }
  const form = await request.formData();
  const here = menuHref(company.id, "importcsv");
  try {
    if (form.get("intent") === "import") {
      const id = uploadId(String(form.get("upload") ?? ""));
      if (!id) throw new DomainError(IMPORT_MESSAGES.uploadGone, 404);
      const { upload, job } = await importCheckedUpload(db, ctx, id);
      if (job) return redirect(`${here}/jobs/${job.id}`);
      const target = `${here}?upload=${upload.id}`;
      if (upload.status !== "imported") return redirect(target);
      return redirectWithToast(target, { type: "success", message: upload.outcome.message });
    }
    const kind = String(form.get("kind") ?? "");
    if (!importKindFor(kind, company.industryId)) return data({ error: IMPORT_MESSAGES.kindRequired }, { status: 400 });
    const mode = readHrImportMode(form.get("mode"));
    if (!mode) return data({ error: HR_IMPORT_MESSAGES.modeInvalid }, { status: 400 });
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) return data({ error: IMPORT_MESSAGES.fileRequired }, { status: 400 });
    if (file.size > MAX_IMPORT_BYTES) return data({ error: IMPORT_MESSAGES.fileTooLarge }, { status: 413 });
    const upload = await checkUpload(db, ctx, {
      kind,
      fileName: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
      options: { createAccounts: form.get("createAccounts") === "on", mode },
    });
    return redirect(`${here}?upload=${upload.id}`);
  } catch (error) {
    assertDomainError(error);
    return data({ error: error.message }, { status: error.status });
  }
}

/** A background import's page (importcsv/jobs/ID): the job of this company, or a 404. */
export async function importCsvJobLoader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const id = recordId(params.jobId);
  const job = id
    ? await getImportJob(db, company, id).catch((error: unknown) => {
        if (error instanceof DomainError) throw notFoundPage(error.message);
        throw error;
      })
    : null;
  if (!job) throw notFoundPage(IMPORT_JOB_MESSAGES.notFound);
  const href = (to: string) => menuHref(company.id, to);
  const { outcome, ...shown } = job;
  return {
    companyId: company.id,
    job: { ...shown, kindLabel: importKind(job.kind).label },
    result: outcome && outcomeView(outcome, parsePagination(new URL(request.url).searchParams), href),
    importAgain: href(`importcsv?kind=${job.kind}`),
  };
}
