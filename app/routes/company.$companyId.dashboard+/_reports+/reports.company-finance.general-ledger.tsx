import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralLedgerReport } from "~/components/reports/general-ledger-report";
import { screenMeta } from "~/lib/title";
import { loadGeneralLedger } from "./__general-ledger.server";

// General Ledger (Reports > Company & Financial): for a period, each account's opening balance, its lines with the
// running balance, and its closing balance; a page of accounts at a time, the CSV has everything.

export const loader = (args: LoaderFunctionArgs) => loadGeneralLedger(args);

export default function Report() {
  return <GeneralLedgerReport {...useLoaderData<typeof loader>()} title="General Ledger" path="reports/company-finance/general-ledger" />;
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("General Ledger");
