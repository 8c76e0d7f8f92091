import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { NewConsultantScreen, type FormAnswer } from "~/components/consultants/consultant-form";
import { screenMeta } from "~/lib/title";
import { consultantFormAction, consultantFormLoader } from "./__consultants.server";

// New Consultant (Consultant > New Consultant): Save goes on to the consultant's page, where its
// placements are added. customers/add-consultant is the same screen.

export const loader = (args: LoaderFunctionArgs) => consultantFormLoader(args, "new");

export const action = (args: ActionFunctionArgs) => consultantFormAction(args, "new");

export default function NewConsultant() {
  return <NewConsultantScreen loaded={useLoaderData<typeof loader>()} answer={useActionData<FormAnswer>()} />;
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("New Consultant");
