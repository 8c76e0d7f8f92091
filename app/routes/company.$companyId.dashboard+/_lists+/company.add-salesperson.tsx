import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SalesPersonFormScreen, salesPersonFormClientAction } from "~/components/sales-persons/sales-person-form";
import type { SalesPersonFormAnswer } from "~/components/sales-persons/sales-person-form-data";
import { screenMeta } from "~/lib/title";
import { salesPersonFormAction, salesPersonFormLoader } from "./__sales-person-form.server";

// New Sales Person (Company > New Sales Person): Save & New (a blank form: active, gender
// Unspecified, hired today), Save & Close and Cancel (the company dashboard).

export const loader = (args: LoaderFunctionArgs) => salesPersonFormLoader(args, "new");

export const action = (args: ActionFunctionArgs) => salesPersonFormAction(args, "new");

export const clientAction = salesPersonFormClientAction("new");

export default function NewSalesPerson() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<SalesPersonFormAnswer>();
  return <SalesPersonFormScreen loaded={loaded} answered={answered} />;
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("New Sales Person");
