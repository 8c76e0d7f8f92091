import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { SalesFormView } from "~/components/sales/sales-form-data";
import { SalesFormScreen, salesFormClientAction } from "~/components/sales/sales-form-screen";
import { screenMeta } from "~/lib/title";
import { salesFormAction, salesFormLoader } from "./__sales-form.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// New Cash Sale: a sale paid at once, Dr the Deposit To account (a bank, cash, Paypal or Undeposited Funds), Cr its rows' income and the sales tax.

export function loader(args: LoaderFunctionArgs) {
  return salesFormLoader(args, "cash_sale");
}

export function action(args: ActionFunctionArgs) {
  return salesFormAction(args, "cash_sale");
}

export const clientAction = salesFormClientAction;

export default function NewCashSaleRoute() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>() as SalesFormView | undefined;
  return <SalesFormScreen loaded={loaded} answered={answered} />;
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("New Cash Sale");
