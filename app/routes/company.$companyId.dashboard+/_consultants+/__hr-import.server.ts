import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { menuHref } from "~/components/shell/menu";
import { parsePagination } from "~/lib/pagination";
import { companyContext } from "~/modules/companies/companies.server";
import { can } from "~/modules/companies/policy";
import { HR_IMPORT_MESSAGES, readHrImportMode } from "~/modules/consultants/constants";
import { listHrBatches } from "~/modules/consultants/hr-import.server";
import { checkUpload, getUpload, IMPORT_MESSAGES, MAX_IMPORT_BYTES, uploadPreview } from "~/modules/imports/imports.server";
import { importUploadNow } from "~/modules/imports/jobs.server";
import { importKind } from "~/modules/imports/kinds.server";
import { assertDomainError, DomainError, notFoundPage } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";
import { requireConsultingCompany } from "./__consultants.server";

// Consultant › HR Timesheets (hr-timesheets: the list of imports) and Import HR Timesheet
// (import-rewa-hr-timesheet), ADR 0086. The import screen is the `hr-timesheets` kind of Company ›
// Import From CSV with a screen of its own: the same upload (checked at once: a dry run), the same
// preview at ?upload=ID with its problems paged on the server, the same Import button, all through
// the imports module. IT consulting companies only (404 for others); importing needs `write`, as
// entering a week does. Step 1 chooses the mode (add, or replace hours an earlier HR import wrote),
// kept with the upload so its Import button imports as previewed. Plain forms: every step works
// without JavaScript.

const KIND = "hr-timesheets" as const;
const HERE = "consultant/import-rewa-hr-timesheet";
const uploadId = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

export async function hrImportLoader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireConsultingCompany(request, params.companyId);
  const url = new URL(request.url);
  const id = uploadId(url.searchParams.get("upload"));
  const upload = id
    ? await getUpload(db, company.id, id).then(
        (found) => {
          if (found.kind !== KIND) throw notFoundPage(IMPORT_MESSAGES.uploadGone);
          return found;
        },
        (error: unknown) => {
          if (error instanceof DomainError) throw notFoundPage(error.message);
          throw error;
        },
      )
    : null;
  const spec = importKind(KIND);
  return {
    companyId: company.id,
    canImport: can(company.role, "write"),
    label: spec.label,
    description: spec.description,
    columns: spec.columns,
    template: menuHref(company.id, `importcsv/template/${KIND}`),
    upload: upload && uploadPreview(upload, parsePagination(url.searchParams), (to) => menuHref(company.id, to)),
  };
}

export async function hrImportAction({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireConsultingCompany(request, params.companyId, "write");
  if (Number(request.headers.get("Content-Length")) > MAX_IMPORT_BYTES + 64 * 1024) {
    return data({ error: IMPORT_MESSAGES.fileTooLarge }, { status: 413 });
  }
  const ctx = companyContext(company, user.id);
  const form = await request.formData();
  const here = menuHref(company.id, HERE);
  try {
    if (form.get("intent") === "import") {
      const id = uploadId(String(form.get("upload") ?? ""));
      const found = id ? await getUpload(db, company.id, id) : null;
      if (!found || found.kind !== KIND) throw new DomainError(IMPORT_MESSAGES.uploadGone, 404);
      // In this request, whatever its size (a few weeks of hours); refused while a background import runs (ADR 0089).
      const upload = await importUploadNow(db, ctx, found.id);
      const target = `${here}?upload=${upload.id}`;
      if (upload.status !== "imported") return redirect(target);
      return redirectWithToast(target, { type: "success", message: upload.outcome.message });
    }
    const mode = readHrImportMode(form.get("mode"));
    if (!mode) return data({ error: HR_IMPORT_MESSAGES.modeInvalid }, { status: 400 });
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) return data({ error: IMPORT_MESSAGES.fileRequired }, { status: 400 });
    if (file.size > MAX_IMPORT_BYTES) return data({ error: IMPORT_MESSAGES.fileTooLarge }, { status: 413 });
    const upload = await checkUpload(db, ctx, {
      kind: KIND,
      fileName: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
      options: { mode },
    });
    return redirect(`${here}?upload=${upload.id}`);
  } catch (error) {
    assertDomainError(error);
    return data({ error: error.message }, { status: error.status });
  }
}

export async function hrBatchesLoader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireConsultingCompany(request, params.companyId);
  const url = new URL(request.url);
  const list = await listHrBatches(db, company.id, parsePagination(url.searchParams));
  return { companyId: company.id, canImport: can(company.role, "write"), list };
}
