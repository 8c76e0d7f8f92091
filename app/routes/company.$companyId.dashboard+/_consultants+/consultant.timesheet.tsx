import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { PagedDataTable, type DataTableColumn } from "~/components/ui/data-table";
import { Field, SelectField } from "~/components/ui/field";
import { formatUsDate } from "~/lib/dates";
import { screenMeta } from "~/lib/title";
import { TIMESHEET_STATUS_LABELS, TIMESHEET_STATUSES } from "~/modules/consultants/constants";
import type { TimesheetRow } from "~/modules/consultants/timesheets.server";
import { timesheetListLoader } from "./__consultants.server";

// Timesheets (Consultant > Timesheet): every week of hours, newest first, filtered by week (any
// day of it), consultant, customer and status in the URL, with the filter's totals (hours,
// unbilled: approved and not on a live invoice, billed). Enter Week opens a consultant's week.

export const loader = (args: LoaderFunctionArgs) => timesheetListLoader(args);

const STATUS_OPTIONS = TIMESHEET_STATUSES.map((s) => ({ value: s, label: TIMESHEET_STATUS_LABELS[s] }));

export default function Timesheets() {
  const { companyId, filter, thisWeek, list, consultants, customers } = useLoaderData<typeof loader>();
  const weekHref = (consultantId: number | string, week: string) =>
    menuHref(companyId, `consultant/timesheet/week?${new URLSearchParams({ consultantId: String(consultantId), week })}`);
  const columns: DataTableColumn<TimesheetRow>[] = [
    { key: "weekStart", header: "Week of", cell: (r) => formatUsDate(r.weekStart) },
    { key: "consultantName", header: "Consultant" },
    { key: "customers", header: "Customers" },
    { key: "status", header: "Status", cell: (r) => TIMESHEET_STATUS_LABELS[r.status] },
    { key: "hours", header: "Hours", className: "text-right" },
    { key: "unbilledHours", header: "Unbilled", className: "text-right" },
    { key: "billedHours", header: "Billed", className: "text-right" },
    {
      key: "open",
      header: "Actions",
      cell: (r) => (
        <Link to={weekHref(r.consultantId, r.weekStart)}>
          Open week of {formatUsDate(r.weekStart)} for {r.consultantName}
        </Link>
      ),
    },
  ];
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb items={[{ label: "Consultant" }, { label: "Timesheets" }]} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">Timesheets</h1>
        <Link to={menuHref(companyId, "consultant/hr-timesheets")} className={buttonClasses({ variant: "secondary" })}>
          HR Timesheets
        </Link>
        <Link
          to={menuHref(companyId, `consultant/timesheet/week?week=${thisWeek}`)}
          className={buttonClasses({ className: "text-white no-underline" })}
        >
          Enter Week
        </Link>
      </div>
      <Form method="get" aria-label="Filter timesheets" className="flex flex-wrap items-end gap-3">
        <Field label="Week (any day)" name="week" placeholder="MM/DD/YYYY" defaultValue={filter.week ? formatUsDate(filter.week) : ""} />
        <SelectField
          label="Consultant"
          name="consultantId"
          placeholder="All consultants"
          options={consultants}
          defaultValue={filter.consultantId ? String(filter.consultantId) : ""}
        />
        <SelectField
          label="Customer"
          name="customerId"
          placeholder="All customers"
          options={customers}
          defaultValue={filter.customerId ? String(filter.customerId) : ""}
        />
        <SelectField label="Status" name="status" placeholder="Any status" options={STATUS_OPTIONS} defaultValue={filter.status ?? ""} />
        {filter.batchId ? (
          <label className="flex items-center gap-2 pb-2 text-sm text-slate-700">
            <input type="checkbox" name="batchId" value={filter.batchId} defaultChecked />
            Only the weeks of HR import #{filter.batchId}
          </label>
        ) : null}
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </Form>
      <PagedDataTable
        columns={columns}
        list={list}
        getRowKey={(r) => r.id}
        caption="Timesheets"
        emptyMessage="No timesheets to show"
        summary={
          <p className="text-sm text-slate-700" aria-label="Totals">
            Total hours <strong>{list.totals.hours}</strong> · Unbilled <strong>{list.totals.unbilledHours}</strong> · Billed{" "}
            <strong>{list.totals.billedHours}</strong>
          </p>
        }
      />
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Timesheets");
