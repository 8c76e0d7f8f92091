import { Link, useLoaderData } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { buttonClasses } from "~/components/ui/button";
import { PagedDataTable, type DataTableColumn } from "~/components/ui/data-table";
import { formatUsDate } from "~/lib/dates";
import { screenMeta } from "~/lib/title";
import { HR_IMPORT_MESSAGES as M } from "~/modules/consultants/constants";
import type { HrBatchRow } from "~/modules/consultants/hr-import.server";
import { hrBatchesLoader } from "./__hr-import.server";

// Consultant › HR Timesheets: every import of an HR system's hours, newest first (paged on the
// server), with what it brought — lines, hours, weeks and consultants, the days it covered, who
// imported it and when, whether it added hours or replaced those of an earlier import — and a link to the weeks it filled (the Timesheet list of that import).
// Import HR Timesheet uploads another. ADR 0086.

export const loader = hrBatchesLoader;

const when = (iso: string) => `${formatUsDate(iso.slice(0, 10))} ${iso.slice(11, 16)} UTC`;

export default function HrTimesheets() {
  const { companyId, canImport, list } = useLoaderData<typeof loader>();
  const columns: DataTableColumn<HrBatchRow>[] = [
    { key: "importedAt", header: "Imported", cell: (r) => when(r.importedAt) },
    { key: "fileName", header: "File", cell: (r) => M.batchName(r.fileName, r.id) },
    { key: "importedBy", header: "By" },
    {
      key: "firstDate",
      header: "Days",
      cell: (r) =>
        r.firstDate
          ? r.firstDate === r.lastDate
            ? formatUsDate(r.firstDate)
            : `${formatUsDate(r.firstDate)} – ${formatUsDate(r.lastDate)}`
          : "",
    },
    { key: "rows", header: "Lines", className: "text-right" },
    { key: "hours", header: "Hours", className: "text-right" },
    { key: "consultants", header: "Consultants", className: "text-right" },
    { key: "weeks", header: "Weeks", className: "text-right" },
    { key: "mode", header: "Mode", cell: (r) => (r.mode === "replace" ? `Replace (${r.replaced} replaced)` : "Add") },
    {
      key: "open",
      header: "Actions",
      cell: (r) => (
        <Link to={menuHref(companyId, `consultant/timesheet?batchId=${r.id}`)}>Weeks filled by {r.fileName || `import #${r.id}`}</Link>
      ),
    },
  ];
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb
        items={[
          { label: "Consultant" },
          { label: "Timesheets", to: menuHref(companyId, "consultant/timesheet") },
          { label: "HR Timesheets" },
        ]}
      />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">HR Timesheets</h1>
        {canImport ? (
          <Link
            to={menuHref(companyId, "consultant/import-rewa-hr-timesheet")}
            className={buttonClasses({ className: "text-white no-underline" })}
          >
            Import HR Timesheet
          </Link>
        ) : null}
      </div>
      <p className="text-sm text-slate-600">
        Hours imported from an HR system&apos;s export land in each consultant&apos;s weekly timesheet, submitted, to approve on the
        Timesheet screen.
      </p>
      <PagedDataTable
        columns={columns}
        list={list}
        getRowKey={(r) => r.id}
        caption="HR timesheet imports"
        emptyMessage="No HR timesheets imported yet"
      />
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("HR Timesheets");
