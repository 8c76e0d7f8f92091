import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RegisterScreen } from "~/components/banking/register-screen";
import { errorTitle, pageTitle } from "~/lib/title";
import { readRegister } from "./__register.server";

// An account's transaction history (Banking > transaction-history/{accountId}): its lines over a
// period (the financial year to date unless chosen), oldest first, from the balance brought forward.

export const loader = (args: LoaderFunctionArgs) => readRegister(args, "history");

export default function AccountTransactionHistory() {
  return <RegisterScreen data={useLoaderData<typeof loader>()} />;
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta: MetaFunction<typeof loader> = ({ data, error }) => [
  {
    title: error || !data ? errorTitle(error) : pageTitle(`Transaction History: ${data.account.accountNumber} ${data.account.accountName}`),
  },
];
