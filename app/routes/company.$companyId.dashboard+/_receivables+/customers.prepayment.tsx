import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CustomerMoneyScreen } from "~/components/receivables/customer-money-screen";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { failedReply, guardedClientAction } from "~/components/ui/save-guard";
import { pageTitle } from "~/lib/title";
import { customerMoneyAction, customerMoneyLoader } from "./__customer-money.server";

// Prepayment (Customer > Prepayment): money a customer pays before any invoice, kept as its credit (modules/sales/prepayment.server.ts).

export const loader = (args: LoaderFunctionArgs) => customerMoneyLoader("prepayment", args);

export const action = (args: ActionFunctionArgs) => customerMoneyAction("prepayment", args);

// A save that gets no answer or a 5xx keeps the form and what was typed.
export const clientAction = guardedClientAction({}, (formData, failure) => failedReply(formData, failure.message));

export default function Prepayment() {
  const loaded = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return <CustomerMoneyScreen loaded={loaded} lastResult={lastResult} />;
}

export function ErrorBoundary() {
  return <ShellErrorPanel homeHref="/dashboard" homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = () => [{ title: pageTitle("Prepayment") }];
