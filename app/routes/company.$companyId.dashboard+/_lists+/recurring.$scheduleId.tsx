import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { holdsText, ScheduleForm, type ScheduleFormAnswer } from "~/components/recurring/schedule-form";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { screenMeta } from "~/lib/title";
import { editScheduleAction, editScheduleLoader } from "./__recurring.server";

// Edit Recurring Transaction: its name and schedule on the version read (a stale save is refused
// with 409 and keeps what was typed), and the transactions it created or skipped.

export const loader = editScheduleLoader;
export const action = editScheduleAction;

export default function EditRecurring() {
  const { companyId, schedule, values } = useLoaderData<typeof loader>();
  const answer = useActionData<ScheduleFormAnswer>();
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb items={[{ label: "Company" }, { label: "Recurring Transactions", to: "recurring" }, { label: schedule.name }]} />
      <h1 className="text-2xl font-semibold text-slate-900">Edit Recurring Transaction</h1>
      <ScheduleForm
        mode="edit"
        values={values}
        answer={answer}
        holds={`${holdsText(schedule.kind, schedule.partyName)} · ${formatMoney(fromDecimal(schedule.amount))} · ${schedule.status}`}
        cancelHref={menuHref(companyId, "recurring")}
      />
      <section aria-label="Transactions created" className="max-w-3xl">
        <h2 className="mb-2 text-lg font-semibold">Transactions created</h2>
        {schedule.occurrences.length ? (
          <ul className="space-y-1 text-sm">
            {schedule.occurrences.map((o) => (
              <li key={o.date}>
                {formatUsDate(o.date)}: {o.href ? <Link to={menuHref(companyId, o.href)}>{o.documentNumber}</Link> : "skipped"}
                {o.href ? ` (${formatMoney(fromDecimal(o.amount))})` : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">None yet</p>
        )}
      </section>
    </div>
  );
}

export const meta = screenMeta("Edit Recurring Transaction");
