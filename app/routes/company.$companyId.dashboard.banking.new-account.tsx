import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AccountFormScreen } from "~/components/accounts/account-form";
import { accountFormAction, accountFormLoader } from "~/components/accounts/account-form.server";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { pageTitle } from "~/lib/title";

// New Bank Account (Banking menu): the New Account screen (§2.8), starting on type Bank.

const SCREEN = { mode: "new", variant: "banking" } as const;

export function loader(args: LoaderFunctionArgs) {
  return accountFormLoader(args, SCREEN);
}

export function action(args: ActionFunctionArgs) {
  return accountFormAction(args, SCREEN);
}

export default function AccountFormRoute() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const location = useLocation();
  // A new location (an answer, or Save and New) starts the form again from its values.
  return <AccountFormScreen key={location.key} loaded={loaded} answered={answered && "result" in answered ? answered : undefined} />;
}

export function ErrorBoundary() {
  return <ShellErrorPanel homeHref="/dashboard" homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = () => [{ title: pageTitle("New Bank Account") }];
