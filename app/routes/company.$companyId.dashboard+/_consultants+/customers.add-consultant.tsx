import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { NewConsultantScreen, type FormAnswer } from "~/components/consultants/consultant-form";
import { screenMeta } from "~/lib/title";
import { consultantFormAction, consultantFormLoader } from "./__consultants.server";

// New Consultant from the item-type chooser (Add New Consultant): the same screen as
// consultant/add-customer-consultant.

export const loader = (args: LoaderFunctionArgs) => consultantFormLoader(args, "new");

export const action = (args: ActionFunctionArgs) => consultantFormAction(args, "new");

export default function NewConsultant() {
  return <NewConsultantScreen loaded={useLoaderData<typeof loader>()} answer={useActionData<FormAnswer>()} />;
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("New Consultant");
