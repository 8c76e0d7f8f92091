import { Form, useLoaderData } from "@remix-run/react";
import { ScheduleFilters } from "~/components/recurring/schedule-filters";
import { ListHeading } from "~/components/ui/list-heading";
import { menuHref } from "~/components/shell/menu";
import { ListErrorPanel } from "~/components/shell/shell-error";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button } from "~/components/ui/button";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { screenMeta } from "~/lib/title";
import { remindersAction, remindersLoader } from "./__recurring.server";

// The Reminders List (Company > Reminders, spec §2.12): the recurring transactions due today or
// within their reminder days (Name, Transaction Date, Transaction Type, Amount), a view (All,
// Active, Inactive: paused) and search. Create Selected saves the ticked ones' next occurrences
// through their documents' own save (each posts its entry), Skip Selected moves their next date;
// all or none. Export to CSV downloads the list.

export const loader = remindersLoader;
export const action = remindersAction;

export default function Reminders() {
  const { companyId, query, reminders } = useLoaderData<typeof loader>();
  const filter = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== ""));
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb items={[{ label: "Company" }, { label: "Reminders" }]} />
      <ListHeading title="Reminders List" csv={{ href: menuHref(companyId, "reminders.csv"), query: filter, fileName: "reminders.csv" }} />
      <ScheduleFilters idPrefix="reminders" label="Filter reminders" query={query} submit="Search" />
      <Form method="post" aria-label="Reminders" className="space-y-3">
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">Reminders</caption>
            <thead className="bg-slate-50 text-xs uppercase text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2">
                  <span className="sr-only">Select</span>
                </th>
                <th scope="col" className="px-4 py-2">
                  Name
                </th>
                <th scope="col" className="px-4 py-2">
                  Transaction Date
                </th>
                <th scope="col" className="px-4 py-2">
                  Transaction Type
                </th>
                <th scope="col" className="px-4 py-2 text-right">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {reminders.length ? (
                reminders.map((r) => (
                  <tr key={r.scheduleId} id={`schedule-${r.scheduleId}`} className="border-t border-slate-100">
                    <td className="px-4 py-2">
                      <input type="checkbox" name="scheduleId" value={r.scheduleId} aria-label={`Select ${r.name}`} />
                    </td>
                    <td className="px-4 py-2">
                      {r.name}
                      {r.partyName ? <span className="text-slate-500"> · {r.partyName}</span> : null}
                      {r.active ? null : <span className="ml-2 text-xs text-amber-700">Paused</span>}
                    </td>
                    <td className="px-4 py-2 tabular-nums">
                      {formatUsDate(r.date)}
                      {r.overdue ? null : <span className="ml-2 text-xs text-slate-500">upcoming</span>}
                    </td>
                    <td className="px-4 py-2">{r.type}</td>
                    <td className="px-4 py-2 text-right tabular-nums">{formatMoney(fromDecimal(r.amount))}</td>
                  </tr>
                ))
              ) : (
                <tr>
                  <td colSpan={5} className="px-4 py-8 text-center text-slate-500">
                    No records to show
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        <p className="text-sm text-slate-600">{reminders.length ? `1-${reminders.length} of ${reminders.length}` : "0-0 of 0"}</p>
        <div className="flex gap-2">
          <Button type="submit" name="intent" value="create">
            Create Selected
          </Button>
          <Button type="submit" name="intent" value="skip" variant="secondary">
            Skip Selected
          </Button>
        </div>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <ListErrorPanel failed="Unable to load the reminders. Please try again." />;
}

export const meta = screenMeta("Reminders");
