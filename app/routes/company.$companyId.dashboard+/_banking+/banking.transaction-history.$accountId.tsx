import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { RegisterScreen } from "~/components/banking/register-screen";
import { dashboardBase } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { errorTitle, pageTitle } from "~/lib/title";
import { readRegister } from "./__register.server";

// An account's transaction history (Banking > transaction-history/{accountId}): its lines over a
// period (the financial year to date unless chosen), oldest first, from the balance brought forward.

export const loader = (args: LoaderFunctionArgs) => readRegister(args, "history");

export default function AccountTransactionHistory() {
  return <RegisterScreen data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  const { companyId } = useParams();
  return <ShellErrorPanel homeHref={dashboardBase(companyId ?? "")} homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => [
  {
    title: error || !data ? errorTitle(error) : pageTitle(`Transaction History: ${data.account.accountNumber} ${data.account.accountName}`),
  },
];
