import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SalesPersonFormScreen, salesPersonFormClientAction } from "~/components/sales-persons/sales-person-form";
import type { SalesPersonFormAnswer } from "~/components/sales-persons/sales-person-form-data";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { pageTitle } from "~/lib/title";
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

export function ErrorBoundary() {
  return <ShellErrorPanel homeHref="/dashboard" homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = () => [{ title: pageTitle("New Sales Person") }];
