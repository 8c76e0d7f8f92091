import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RegisterScreen } from "~/components/banking/register-screen";
import { errorTitle, pageTitle } from "~/lib/title";
import { readRegister, registerAction } from "./__register.server";

// An account's register (Banking > Bank Accounts, the Account List's Register link): every line of
// the account, newest first, with the running balance; a bank or card account's lines are ticked
// cleared here (modules/banking/register.server.ts).

export const loader = (args: LoaderFunctionArgs) => readRegister(args, "register");

export const action = (args: ActionFunctionArgs) => registerAction(args);

export default function AccountRegister() {
  return <RegisterScreen data={useLoaderData<typeof loader>()} />;
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta: MetaFunction<typeof loader> = ({ data, error }) => [
  { title: error || !data ? errorTitle(error) : pageTitle(`Register: ${data.account.accountNumber} ${data.account.accountName}`) },
];
