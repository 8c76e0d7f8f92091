import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CustomerMoneyScreen } from "~/components/receivables/customer-money-screen";
import { failedReply, guardedClientAction } from "~/components/ui/save-guard";
import { screenMeta } from "~/lib/title";
import { customerMoneyAction, customerMoneyLoader } from "./__customer-money.server";

// Receive Payment (Customer > Receive Payment): money from a customer into a bank, cash, Paypal or Undeposited Funds account, applied to its open invoices and with its credits (modules/sales/receive-payment.server.ts).

export const loader = (args: LoaderFunctionArgs) => customerMoneyLoader("receive-payment", args);

export const action = (args: ActionFunctionArgs) => customerMoneyAction("receive-payment", args);

// A save that gets no answer or a 5xx keeps the form and what was typed.
export const clientAction = guardedClientAction({}, (formData, failure) => failedReply(formData, failure.message));

export default function ReceivePayment() {
  const loaded = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return <CustomerMoneyScreen loaded={loaded} lastResult={lastResult} />;
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Receive Payment");
