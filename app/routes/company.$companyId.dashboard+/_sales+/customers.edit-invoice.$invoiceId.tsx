import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { SalesFormView } from "~/components/sales/sales-form-data";
import { SalesFormScreen, salesFormClientAction } from "~/components/sales/sales-form-screen";
import { screenMeta } from "~/lib/title";
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

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Edit Invoice");
