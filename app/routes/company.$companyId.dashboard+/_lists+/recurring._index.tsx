import { Form, Link, useLoaderData } from "@remix-run/react";
import { ScheduleFilters } from "~/components/recurring/schedule-filters";
import { ListHeading } from "~/components/ui/list-heading";
import { menuHref } from "~/components/shell/menu";
import { ListErrorPanel } from "~/components/shell/shell-error";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { PagedDataTable, type DataTableColumn } from "~/components/ui/data-table";
import { Field } from "~/components/ui/field";
import { FilterSelect, labelled } from "~/components/ui/filter-select";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { screenMeta } from "~/lib/title";
import { DATE_FILTER_LABELS, DATE_FILTERS, type ScheduleRow } from "~/modules/recurring/constants";
import { recurringListAction, recurringListLoader } from "./__recurring.server";

// The Recurring Transactions List (Company > Recurring Transactions, spec §2.12): Current View
// (All, Active, Inactive), the date filter (All, Prev. Schedule, Next Schedule) with From and To,
// and the search in the URL as a GET form (Update); the server pages the list. Each row edits,
// pauses or resumes, and deletes its schedule; New Recurring Transaction memorizes a saved
// document; Export to CSV downloads every matching one.

export const loader = recurringListLoader;
export const action = recurringListAction;

export default function RecurringList() {
  const { companyId, query, list } = useLoaderData<typeof loader>();
  const filter = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== ""));
  const columns: DataTableColumn<ScheduleRow>[] = [
    { key: "name", header: "Name", cell: (r) => <Link to={menuHref(companyId, `recurring/${r.id}`)}>{r.name}</Link> },
    { key: "type", header: "Transaction Type" },
    { key: "partyName", header: "Vendor / Customer" },
    { key: "amount", header: "Amount", cell: (r) => formatMoney(fromDecimal(r.amount)) },
    { key: "frequencyText", header: "Frequency" },
    { key: "lastDate", header: "Prev. Schedule", cell: (r) => formatUsDate(r.lastDate) },
    { key: "nextDate", header: "Next Schedule", cell: (r) => formatUsDate(r.nextDate) },
    { key: "mode", header: "Mode", cell: (r) => (r.mode === "automatic" ? "Automatic" : `Remind ${r.remindDaysBefore} days before`) },
    { key: "status", header: "Status" },
    {
      key: "actions",
      header: "Actions",
      cell: (r) => (
        <Form method="post" className="flex gap-2" aria-label={`${r.name} actions`}>
          <input type="hidden" name="id" value={r.id} />
          <input type="hidden" name="version" value={r.version} />
          <Link to={menuHref(companyId, `recurring/${r.id}`)} aria-label={`Edit ${r.name}`}>
            Edit
          </Link>
          {r.status === "Finished" ? null : (
            <Button
              type="submit"
              name="intent"
              value={r.active ? "pause" : "resume"}
              variant="link"
              aria-label={`${r.active ? "Pause" : "Resume"} ${r.name}`}
            >
              {r.active ? "Pause" : "Resume"}
            </Button>
          )}
          <Button type="submit" name="intent" value="delete" variant="link" aria-label={`Delete ${r.name}`}>
            Delete
          </Button>
        </Form>
      ),
    },
  ];
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb items={[{ label: "Company" }, { label: "Recurring Transactions" }]} />
      <ListHeading
        title="Recurring Transactions List"
        csv={{ href: menuHref(companyId, "recurring.csv"), query: filter, fileName: "recurring-transactions.csv" }}
      >
        <Link to={menuHref(companyId, "recurring/new")} className={buttonClasses({ className: "text-white no-underline" })}>
          New Recurring Transaction
        </Link>
        <Link to={menuHref(companyId, "reminders")} className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
          Reminders
        </Link>
      </ListHeading>
      <ScheduleFilters idPrefix="recurring" label="Filter recurring transactions" query={query} submit="Update">
        <FilterSelect
          id="recurring-date-filter"
          label="Date"
          name="dateFilter"
          value={query.dateFilter}
          options={labelled(DATE_FILTERS, DATE_FILTER_LABELS)}
        />
        <Field id="recurring-from" label="From" name="from" placeholder="MM/DD/YYYY" defaultValue={formatUsDate(query.from)} />
        <Field id="recurring-to" label="To" name="to" placeholder="MM/DD/YYYY" defaultValue={formatUsDate(query.to)} />
      </ScheduleFilters>
      <PagedDataTable columns={columns} list={list} getRowKey={(r) => r.id} caption="Recurring transactions" />
    </div>
  );
}

export function ErrorBoundary() {
  return <ListErrorPanel failed="Unable to load the recurring transactions. Please try again." />;
}

export const meta = screenMeta("Recurring Transactions");
