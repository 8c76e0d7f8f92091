import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { SalesFormView } from "~/components/sales/sales-form-data";
import { SalesFormScreen, salesFormClientAction } from "~/components/sales/sales-form-screen";
import { screenMeta } from "~/lib/title";
import { salesFormAction, salesFormLoader } from "./__sales-form.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// New Credit Memo: Dr its rows' income and the sales tax, Cr Accounts Receivable for the customer; returned stock comes back at average cost.

export function loader(args: LoaderFunctionArgs) {
  return salesFormLoader(args, "credit_memo");
}

export function action(args: ActionFunctionArgs) {
  return salesFormAction(args, "credit_memo");
}

export const clientAction = salesFormClientAction;

export default function NewCreditMemoRoute() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>() as SalesFormView | undefined;
  return <SalesFormScreen loaded={loaded} answered={answered} />;
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("New Credit Memo");
