import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { HrImportModeField } from "~/components/imports/hr-import-mode";
import { CsvFileField, previewCard, previewHeading, UploadButton, UploadPreview } from "~/components/imports/upload-preview";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Alert } from "~/components/ui/notice";
import { screenMeta } from "~/lib/title";
import { importCsvAction, importCsvLoader } from "./__importcsv.server";

// Company › Import From CSV: choose what to import and upload the file (step 1), read its preview —
// a dry run rolled back, with every `line N:` problem (step 2) — and import it (step 3), through the
// importers the CLI calls. See ./__importcsv.server.ts.

export const loader = importCsvLoader;
export const action = importCsvAction;

const card = previewCard;
const heading = previewHeading;

export default function ImportFromCsv() {
  const { companyId, canImport, kind, kinds, upload } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? (navigation.formData?.get("intent") === "import" ? "import" : "check") : null;
  const outcome = upload?.outcome;
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <Breadcrumb items={[{ label: "Company", to: menuHref(companyId, "overview") }, { label: "Import From CSV" }]} />
      <h1 className="text-2xl font-semibold text-slate-900">Import From CSV</h1>
      <p className="text-sm text-slate-600">
        Every row is checked first; an import writes all of the file or, on any problem, nothing. Bank statements are imported from{" "}
        <Link className="text-blue-700 underline" to={menuHref(companyId, "banking/accounts")}>
          Banking
        </Link>{" "}
        (an account&apos;s Import Statement).
      </p>
      {refused ? <Alert>{refused.error}</Alert> : null}

      <Form method="post" encType="multipart/form-data" className={card} aria-labelledby="step-1">
        <h2 id="step-1" className={heading}>
          1. Choose what to import
        </h2>
        <fieldset className="space-y-2">
          <legend className="sr-only">What to import</legend>
          {kinds.map((k) => (
            <div key={k.kind} className="flex items-start gap-3 rounded-md border border-slate-200 p-3">
              <input
                id={`kind-${k.kind}`}
                type="radio"
                name="kind"
                value={k.kind}
                defaultChecked={k.kind === kind}
                className="mt-1"
                required
              />
              <div className="flex-1 text-sm">
                <label htmlFor={`kind-${k.kind}`} className="font-medium text-slate-900">
                  {k.label}
                </label>
                <p className="text-slate-600">{k.description}</p>
              </div>
              <a href={k.template} download className="text-sm text-blue-700 underline" aria-label={`Download the ${k.label} template`}>
                Template CSV
              </a>
            </div>
          ))}
        </fieldset>
        <CsvFileField />
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name="createAccounts" defaultChecked={outcome?.options.createAccounts} />
          Journal entries: create the accounts the file lacks from their journal names (Assets:Bank:1010 Checking)
        </label>
        {kinds.some((k) => k.kind === "hr-timesheets") ? (
          <HrImportModeField defaultMode={outcome?.options.mode} legend="HR timesheets: days that already have hours" />
        ) : null}
        <UploadButton canImport={canImport} busy={busy} templates="templates" />
      </Form>

      {upload ? (
        <UploadPreview
          upload={upload}
          kindLabel={kinds.find((k) => k.kind === upload.outcome.kind)?.label ?? ""}
          canImport={canImport}
          busy={busy}
        />
      ) : null}
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Import From CSV");
