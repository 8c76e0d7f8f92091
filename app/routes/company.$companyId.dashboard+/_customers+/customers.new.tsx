import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CustomerFormScreen, customerFormClientAction } from "~/components/customers/customer-form";
import { screenMeta } from "~/lib/title";
import { customerFormAction, customerFormLoader } from "./__customer-form.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// New Customer: four tabs, Next checks the tab, Save and New / Save and Close on the last one. A
// positive opening balance is posted to the ledger as of its Balance as of date (Dr Accounts
// Receivable, Cr Opening Balance Equity).

export function loader(args: LoaderFunctionArgs) {
  return customerFormLoader(args, "new");
}

export function action(args: ActionFunctionArgs) {
  return customerFormAction(args, "new");
}

export const clientAction = customerFormClientAction("new");

export default function NewCustomerRoute() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  return <CustomerFormScreen loaded={loaded} answered={answered && "status" in answered ? answered : undefined} />;
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("New Customer");
