import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CustomerMoneyScreen } from "~/components/receivables/customer-money-screen";
import { failedReply, guardedClientAction } from "~/components/ui/save-guard";
import { screenMeta } from "~/lib/title";
import { customerMoneyAction, customerMoneyLoader } from "./__customer-money.server";

// Refund (Customer > Refund): a customer's credits paid back from a bank, cash or Paypal account; by Cheque it joins the checks to print (modules/sales/refund.server.ts).

export const loader = (args: LoaderFunctionArgs) => customerMoneyLoader("refund", args);

export const action = (args: ActionFunctionArgs) => customerMoneyAction("refund", args);

// A save that gets no answer or a 5xx keeps the form and what was typed.
export const clientAction = guardedClientAction({}, (formData, failure) => failedReply(formData, failure.message));

export default function Refund() {
  const loaded = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return <CustomerMoneyScreen loaded={loaded} lastResult={lastResult} />;
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Refund");
