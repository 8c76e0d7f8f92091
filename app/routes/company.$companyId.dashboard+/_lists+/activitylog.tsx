import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { ListErrorPanel } from "~/components/shell/shell-error";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { PagedDataTable, type DataTableColumn } from "~/components/ui/data-table";
import { Field } from "~/components/ui/field";
import { FilterSelect, labelled } from "~/components/ui/filter-select";
import { DEFAULT_PER_PAGE } from "~/lib/pagination";
import { formatMoney, fromDecimal } from "~/lib/money";
import { screenMeta } from "~/lib/title";
import { activityUsers, listActivity } from "~/modules/activity/activity.server";
import {
  ACTIVITIES,
  ACTIVITY_LABELS,
  ACTIVITY_MESSAGES,
  activityFilterParams,
  RECORD_TYPE_LABELS,
  RECORD_TYPES,
  type ActivityRow,
} from "~/modules/activity/constants";
import { activityLogRequest } from "./__activity-log.server";

// The Users Activity Log (Company > Company Lists, spec §2.12, ADR 0068): every change made in the
// company, newest first, by whom and when, with the record's name, date, amount and a link to it.
// The filters are a GET form (it works without JavaScript): From Date and End Date (today by
// default, as the spec has it), User, Activity, Record Type and Search; the server pages the list,
// and Export to CSV downloads every row the filters match. Read-only: nothing here changes the log.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db, filter, error, offsetMinutes, paging } = await activityLogRequest(request, params.companyId);
  const [list, users] = await Promise.all([listActivity(db, company.id, filter, offsetMinutes, paging), activityUsers(db, company.id)]);
  return { companyId: company.id, filter, error, list, users };
}

const ACTIVITY_OPTIONS = [["", "All"], ...labelled(ACTIVITIES, ACTIVITY_LABELS)] as [string, string][];
const RECORD_OPTIONS = [["", "All"], ...labelled(RECORD_TYPES, RECORD_TYPE_LABELS)] as [string, string][];

export default function ActivityLog() {
  const { companyId, filter, error, list, users } = useLoaderData<typeof loader>();
  const params = activityFilterParams(filter);
  const csvHref = `${menuHref(companyId, "activitylog.csv")}?${params}`;
  const userOptions = [["", "All"], ...users.map((u) => [u.value, u.label])] as [string, string][];

  const columns: DataTableColumn<ActivityRow>[] = [
    { key: "modifiedTime", header: "Modified Time", className: "whitespace-nowrap" },
    { key: "userName", header: "User Name" },
    { key: "activity", header: "Activity", cell: (row) => `${row.activityLabel} ${row.recordTypeLabel}` },
    {
      key: "name",
      header: "Name",
      cell: (row) => (
        <>
          {row.name}
          {row.detail ? <span className="block text-xs text-slate-500">{row.detail}</span> : null}
        </>
      ),
    },
    { key: "date", header: "Date", cell: (row) => row.date ?? "" },
    {
      key: "amount",
      header: "Amount",
      className: "text-right",
      cell: (row) => (row.amount === null ? "" : formatMoney(fromDecimal(row.amount))),
    },
    {
      key: "history",
      header: "History",
      cell: (row) =>
        row.link ? (
          <Link to={menuHref(companyId, row.link)} aria-label={`Open ${row.recordTypeLabel} ${row.name}`}>
            View
          </Link>
        ) : null,
    },
  ];

  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb items={[{ label: "Company" }, { label: "Users Activity Log" }]} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">Users Activity Log</h1>
        <a href={csvHref} download="activity-log.csv" className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
          Export to CSV
        </a>
      </div>

      <Form method="get" role="search" aria-label="Filter the activity log" className="flex flex-wrap items-end gap-3">
        <Field id="activity-from" label="From Date" type="date" name="from" defaultValue={filter.from} key={`from-${filter.from}`} />
        <Field id="activity-to" label="End Date" type="date" name="to" defaultValue={filter.to} key={`to-${filter.to}`} />
        <FilterSelect
          id="activity-user"
          label="User"
          name="user"
          value={filter.userId === null ? "" : String(filter.userId)}
          options={userOptions}
        />
        <FilterSelect id="activity-activity" label="Activity" name="activity" value={filter.activity ?? ""} options={ACTIVITY_OPTIONS} />
        <FilterSelect id="activity-record" label="Record Type" name="recordType" value={filter.recordType ?? ""} options={RECORD_OPTIONS} />
        <Field
          id="activity-search"
          label="Search"
          type="search"
          name="q"
          defaultValue={filter.q}
          key={`q-${filter.q}`}
          placeholder="Name, user or detail..."
          maxLength={200}
        />
        {list.perPage !== DEFAULT_PER_PAGE ? <input type="hidden" name="perPage" value={list.perPage} /> : null}
        <Button type="submit" variant="secondary">
          Update
        </Button>
      </Form>

      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}

      <PagedDataTable
        columns={columns}
        list={list}
        getRowKey={(row) => row.id}
        caption="Users activity log"
        emptyMessage="No records to show"
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <ListErrorPanel failed={ACTIVITY_MESSAGES.listFailed} />;
}

export const meta = screenMeta("Users Activity Log");
