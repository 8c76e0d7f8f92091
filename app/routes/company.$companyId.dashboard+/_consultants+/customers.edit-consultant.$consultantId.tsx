import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ConsultantForm, type FormAnswer } from "~/components/consultants/consultant-form";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { screenMeta } from "~/lib/title";
import { consultantFormAction, consultantFormLoader } from "./__consultants.server";

// Edit Consultant (customers/edit-consultant/{consultantId}): the consultant's fields (Update
// Changes, back to the list), Delete (refused once there are timesheets), and its placements.
// Another company's consultant, or none, is a 404; a save on a stale copy is refused (ADR 0014).

export const loader = (args: LoaderFunctionArgs) => consultantFormLoader(args, "edit");

export const action = (args: ActionFunctionArgs) => consultantFormAction(args, "edit");

export default function EditConsultant() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<FormAnswer>();
  const name = loaded.consultant?.consultantName ?? "";
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <Breadcrumb
        items={[{ label: "Consultant" }, { label: "Consultant List", to: menuHref(loaded.companyId, "consultant/list") }, { label: name }]}
      />
      <h1 className="text-2xl font-semibold text-slate-900">Edit Consultant: {name}</h1>
      <ConsultantForm {...loaded} answer={answer} cancelTo={menuHref(loaded.companyId, "consultant/list")} />
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Edit Consultant");
