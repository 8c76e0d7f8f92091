import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { SalesFormView } from "~/components/sales/sales-form-data";
import { SalesFormScreen, salesFormClientAction } from "~/components/sales/sales-form-screen";
import { screenMeta } from "~/lib/title";
import { salesFormAction, salesFormLoader } from "./__sales-form.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// Create Invoice (?customerId= starts it with a customer): Dr Accounts Receivable for the customer, Cr its rows' income and the sales tax, due as its terms say; Save as Draft posts nothing until the draft is saved open (customers/edit-invoice/{id}).

export function loader(args: LoaderFunctionArgs) {
  return salesFormLoader(args, "invoice");
}

export function action(args: ActionFunctionArgs) {
  return salesFormAction(args, "invoice");
}

export const clientAction = salesFormClientAction;

export default function CreateInvoiceRoute() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>() as SalesFormView | undefined;
  return <SalesFormScreen loaded={loaded} answered={answered} />;
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Create Invoice");
