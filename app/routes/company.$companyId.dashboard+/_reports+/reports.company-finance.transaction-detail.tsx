import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralLedgerReport } from "~/components/reports/general-ledger-report";
import { screenMeta } from "~/lib/title";
import { loadGeneralLedger } from "./__general-ledger.server";

// Transaction Detail by Account (Reports > Company & Financial): every line of a period, account by account (only the
// accounts with lines in it), with running balances, each opening its journal entry; the financial
// statements' figures drill down here (?accountId&from&to).

export const loader = (args: LoaderFunctionArgs) => loadGeneralLedger(args, true);

export default function Report() {
  return (
    <GeneralLedgerReport
      {...useLoaderData<typeof loader>()}
      title="Transaction Detail by Account"
      path="reports/company-finance/transaction-detail"
    />
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Transaction Detail by Account");
