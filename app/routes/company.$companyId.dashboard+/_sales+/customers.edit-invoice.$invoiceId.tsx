import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { SalesFormView } from "~/components/sales/sales-form-data";
import { SalesFormScreen, salesFormClientAction } from "~/components/sales/sales-form-screen";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { pageTitle } from "~/lib/title";
import { editInvoiceAction, editInvoiceLoader } from "./__sales-form.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// Edit Invoice: a draft invoice in the Create Invoice form. Save Draft keeps it a draft; Save
// Invoice saves it open, which gives it its number and posts it. Saves carry the draft's version
// (ADR 0014). A posted invoice is read-only: its URL leads to the invoice's own screen.

export function loader(args: LoaderFunctionArgs) {
  return editInvoiceLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return editInvoiceAction(args);
}

export const clientAction = salesFormClientAction;

export default function EditInvoiceRoute() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>() as SalesFormView | undefined;
  return <SalesFormScreen loaded={loaded} answered={answered} />;
}

export function ErrorBoundary() {
  return <ShellErrorPanel homeHref="/dashboard" homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = () => [{ title: pageTitle("Edit Invoice") }];
