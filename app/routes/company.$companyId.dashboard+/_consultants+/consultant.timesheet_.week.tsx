import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { FormAnswer } from "~/components/consultants/consultant-form";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button } from "~/components/ui/button";
import { Field, FormErrors, SelectField } from "~/components/ui/field";
import { formatUsDate } from "~/lib/dates";
import { screenMeta } from "~/lib/title";
import { hoursText, TIMESHEET_STATUS_LABELS, WEEKDAY_SHORT } from "~/modules/consultants/constants";
import { timesheetWeekAction, timesheetWeekLoader } from "./__consultants.server";

// A consultant's week (Consultant > Timesheet > Enter Week): a grid of the consultant's placements
// running that week × Monday–Sunday, decimal hours (0–24 a day in all). A draft is saved or
// submitted; a submitted week is approved or sent back to draft; an approved week is read only.
// Choosing the consultant and week is a GET form, the grid a POST form: both work without JavaScript.

export const loader = (args: LoaderFunctionArgs) => timesheetWeekLoader(args);

export const action = (args: ActionFunctionArgs) => timesheetWeekAction(args);

export default function TimesheetWeek() {
  const { companyId, consultants, weekStart, previousWeek, nextWeek, view, canWrite } = useLoaderData<typeof loader>();
  const answer = useActionData<FormAnswer>();
  const status = view?.timesheet?.status ?? "draft";
  const editable = canWrite && status === "draft";
  const weekHref = (week: string) =>
    menuHref(companyId, `consultant/timesheet/week?${new URLSearchParams({ consultantId: String(view?.consultant.id ?? ""), week })}`);
  const cell = (placementId: number, day: number) => {
    const name = `h.${placementId}.${day}`;
    if (answer?.values[name] !== undefined) return answer.values[name];
    const hundredths = view?.cells[`${placementId}.${day}`];
    return hundredths ? hoursText(hundredths) : "";
  };
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb
        items={[{ label: "Consultant" }, { label: "Timesheets", to: menuHref(companyId, "consultant/timesheet") }, { label: "Week" }]}
      />
      <h1 className="text-2xl font-semibold text-slate-900">
        Timesheet{view ? `: ${view.consultant.consultantName}, week of ${formatUsDate(weekStart)}` : ""}
      </h1>
      <Form method="get" aria-label="Choose consultant and week" className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Consultant"
          name="consultantId"
          placeholder="Select consultant"
          options={consultants}
          defaultValue={view ? String(view.consultant.id) : ""}
        />
        <Field label="Week (any day)" name="week" placeholder="MM/DD/YYYY" defaultValue={formatUsDate(weekStart)} />
        <Button type="submit" variant="secondary">
          Open Week
        </Button>
        {view ? (
          <span className="flex gap-3 text-sm">
            <Link to={weekHref(previousWeek)}>Previous week</Link>
            <Link to={weekHref(nextWeek)}>Next week</Link>
          </span>
        ) : null}
      </Form>

      {view ? (
        <Form
          key={`${view.consultant.id}-${weekStart}-${view.timesheet?.version ?? 0}`}
          method="post"
          aria-label="Week of hours"
          className="space-y-3"
        >
          <p className="text-sm text-slate-700">
            Status: <strong>{TIMESHEET_STATUS_LABELS[status]}</strong>
            {view.billed ? ` · ${hoursText(view.billed)} hours invoiced` : ""}
          </p>
          <FormErrors errors={answer?.messages} />
          <input type="hidden" name="consultantId" value={view.consultant.id} />
          <input type="hidden" name="weekStart" value={weekStart} />
          <input type="hidden" name="version" value={view.timesheet?.version ?? ""} />
          {view.placements.length === 0 ? (
            <p className="text-sm text-slate-600">{view.consultant.consultantName} has no placement running this week.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="min-w-full text-sm">
                <caption className="sr-only">Hours by placement and day</caption>
                <thead>
                  <tr>
                    <th className="dt-th text-left">Customer — item</th>
                    {view.days.map((d, i) => (
                      <th key={d} className="dt-th text-right">
                        {WEEKDAY_SHORT[i]} {formatUsDate(d).slice(0, 5)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {view.placements.map((p) => (
                    <tr key={p.id} className="dt-tr">
                      <th scope="row" className="dt-td text-left font-normal">
                        {p.customerName} — {p.itemName}
                      </th>
                      {view.days.map((d, i) => (
                        <td key={d} className="dt-td">
                          <input
                            name={`h.${p.id}.${i}`}
                            aria-label={`${p.customerName} ${WEEKDAY_SHORT[i]} ${formatUsDate(d)}`}
                            inputMode="decimal"
                            defaultValue={cell(p.id, i)}
                            readOnly={!editable || !p.runs[i]}
                            aria-invalid={answer?.errors[`h.${p.id}.${i}`] ? true : undefined}
                            className="w-16 rounded border border-slate-300 px-1 py-0.5 text-right read-only:bg-slate-100"
                          />
                        </td>
                      ))}
                    </tr>
                  ))}
                  <tr>
                    <th scope="row" className="dt-td text-left">
                      Total {hoursText(view.total)}
                    </th>
                    {view.dayTotals.map((t, i) => (
                      <td key={view.days[i]} className="dt-td text-right font-medium">
                        {hoursText(t)}
                      </td>
                    ))}
                  </tr>
                </tbody>
              </table>
            </div>
          )}
          {canWrite ? (
            <div className="flex flex-wrap gap-2">
              {status === "draft" ? (
                <>
                  <Button type="submit" name="intent" value="save" variant="secondary">
                    Save Draft
                  </Button>
                  <Button type="submit" name="intent" value="submit">
                    Submit for Approval
                  </Button>
                </>
              ) : null}
              {status === "submitted" ? (
                <>
                  <Button type="submit" name="intent" value="approve">
                    Approve
                  </Button>
                  <Button type="submit" name="intent" value="reopen" variant="secondary">
                    Send Back to Draft
                  </Button>
                </>
              ) : null}
            </div>
          ) : null}
        </Form>
      ) : (
        <p className="text-sm text-slate-600">Choose a consultant to enter or review a week of hours.</p>
      )}
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Timesheet");
