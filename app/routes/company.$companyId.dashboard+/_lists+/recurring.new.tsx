import { useActionData, useLoaderData } from "@remix-run/react";
import { ScheduleForm, type ScheduleFormAnswer } from "~/components/recurring/schedule-form";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { screenMeta } from "~/lib/title";
import { newScheduleAction, newScheduleLoader } from "./__recurring.server";

// New Recurring Transaction: memorize a saved journal entry, bill, invoice, expense or transfer
// (a document's Memorize link comes here with it chosen) with its name and schedule.

export const loader = newScheduleLoader;
export const action = newScheduleAction;

export default function NewRecurring() {
  const { companyId, documents, values } = useLoaderData<typeof loader>();
  const answer = useActionData<ScheduleFormAnswer>();
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb items={[{ label: "Company" }, { label: "Recurring Transactions", to: "recurring" }, { label: "New" }]} />
      <h1 className="text-2xl font-semibold text-slate-900">New Recurring Transaction</h1>
      <ScheduleForm mode="new" values={values} answer={answer} documents={documents} cancelHref={menuHref(companyId, "recurring")} />
    </div>
  );
}

export const meta = screenMeta("New Recurring Transaction");
