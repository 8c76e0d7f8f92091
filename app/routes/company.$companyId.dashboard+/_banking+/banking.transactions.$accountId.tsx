import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { RegisterScreen } from "~/components/banking/register-screen";
import { dashboardBase } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
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

export function ErrorBoundary() {
  const { companyId } = useParams();
  return <ShellErrorPanel homeHref={dashboardBase(companyId ?? "")} homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => [
  { title: error || !data ? errorTitle(error) : pageTitle(`Register: ${data.account.accountNumber} ${data.account.accountName}`) },
];
