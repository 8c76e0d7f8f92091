import type { ActionFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { failedReply, guardedClientAction } from "~/components/ui/save-guard";
import { screenMeta } from "~/lib/title";
import { depositAction, depositLoader } from "./deposit.server";
import { DepositForm } from "./deposit-form";

// Make Deposit (Banking > Make Deposit): the payments and cash sales waiting in Undeposited Funds,
// ticked to include, other money (rows) and cash back, taken to a bank, cash or Paypal account
// (modules/banking/deposits.server.ts).

export const loader = depositLoader;
export const action = (args: ActionFunctionArgs) => depositAction(args);

// A save that gets no answer or a 5xx keeps the form and what was typed.
export const clientAction = guardedClientAction({}, (formData, failure) => failedReply(formData, failure.message));

export default function MakeDeposit() {
  const loaded = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return <DepositForm key={JSON.stringify(lastResult?.initialValue ?? null)} loaded={loaded} lastResult={lastResult} />;
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Make Deposit");
