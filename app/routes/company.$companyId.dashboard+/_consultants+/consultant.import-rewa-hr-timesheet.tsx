import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { HrImportModeField } from "~/components/imports/hr-import-mode";
import { CsvFileField, previewCard, previewHeading, UploadButton, UploadPreview } from "~/components/imports/upload-preview";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Alert } from "~/components/ui/notice";
import { screenMeta } from "~/lib/title";
import { hrImportAction, hrImportLoader } from "./__hr-import.server";

// Consultant › Import HR Timesheet: upload an HR system's export of hours (step 1), read its
// preview — a dry run rolled back, with every `line N:` problem (step 2) — and import it, all or
// nothing, into the consultants' weeks (step 3). ADR 0086; see ./__hr-import.server.ts.

export const loader = hrImportLoader;
export const action = hrImportAction;

export default function ImportHrTimesheet() {
  const { companyId, canImport, label, description, columns, template, upload } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? (navigation.formData?.get("intent") === "import" ? "import" : "check") : null;
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <Breadcrumb
        items={[
          { label: "Consultant" },
          { label: "HR Timesheets", to: menuHref(companyId, "consultant/hr-timesheets") },
          { label: "Import HR Timesheet" },
        ]}
      />
      <h1 className="text-2xl font-semibold text-slate-900">Import HR Timesheet</h1>
      <p className="text-sm text-slate-600">
        {description} Every line is checked first; an import writes all of the file or, on any problem, nothing. The same file is refused a
        second time; a corrected export of a period already imported replaces the hours the earlier import wrote when you choose to replace
        them.
      </p>
      {refused ? <Alert>{refused.error}</Alert> : null}
      <Form method="post" encType="multipart/form-data" className={previewCard} aria-labelledby="step-1">
        <h2 id="step-1" className={previewHeading}>
          1. Upload the HR system&apos;s export
        </h2>
        <p className="text-sm text-slate-600">
          Columns: {columns.join(", ")}. A line names its consultant by Email or, without one, by name; its Customer by name or customer ID;
          the Date as MM/DD/YYYY or YYYY-MM-DD; Hours from 0 to 24 with at most 2 decimals.{" "}
          <a href={template} download className="text-blue-700 underline">
            Download the template CSV
          </a>
        </p>
        <CsvFileField />
        <HrImportModeField defaultMode={upload?.outcome.options.mode} legend="Days that already have hours" />
        <UploadButton canImport={canImport} busy={busy} templates="template" />
      </Form>
      {upload ? <UploadPreview upload={upload} kindLabel={label} canImport={canImport} busy={busy} /> : null}
      <p className="text-sm">
        <Link className="text-blue-700 underline" to={menuHref(companyId, "consultant/hr-timesheets")}>
          Back to HR Timesheets
        </Link>
      </p>
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Import HR Timesheet");
