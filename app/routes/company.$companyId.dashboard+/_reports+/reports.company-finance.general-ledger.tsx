import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { GeneralLedgerReport } from "~/components/reports/general-ledger-report";
import { dashboardBase } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { errorTitle, pageTitle } from "~/lib/title";
import { loadGeneralLedger } from "./__general-ledger.server";

// General Ledger (Reports > Company & Financial): for a period, each account's opening balance, its lines with the
// running balance, and its closing balance; a page of accounts at a time, the CSV has everything.

export const loader = (args: LoaderFunctionArgs) => loadGeneralLedger(args);

export default function Report() {
  return <GeneralLedgerReport {...useLoaderData<typeof loader>()} title="General Ledger" path="reports/company-finance/general-ledger" />;
}

export function ErrorBoundary() {
  const { companyId } = useParams();
  return <ShellErrorPanel homeHref={dashboardBase(companyId ?? "")} homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = ({ error }) => [{ title: error ? errorTitle(error) : pageTitle("General Ledger") }];
