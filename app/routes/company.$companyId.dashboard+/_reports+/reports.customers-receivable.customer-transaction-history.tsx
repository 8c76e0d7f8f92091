import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { PartyHistoryView, CUSTOMER_REPORTS } from "~/components/reports/party-activity";
import { dashboardBase } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { errorTitle, pageTitle } from "~/lib/title";
import { customerChoices, customerTransactionHistory } from "~/modules/reports/customer-activity.server";
import { loadPartyReport } from "./__report-request.server";

// Customer Transaction History (Reports › Customers & Receivables): every customer's (or the one
// chosen's) invoices, cash sales, credit memos, payments and refunds dated in the period, by
// customer then date, with their status (voided ones marked Void) and what is still open of each
// invoice and credit memo; each number leads to its document or journal entry.

export const loader = (args: LoaderFunctionArgs) =>
  loadPartyReport(args, customerChoices, CUSTOMER_REPORTS.filter.name, customerTransactionHistory);

export default function CustomerTransactionHistoryReport() {
  return (
    <PartyHistoryView
      data={useLoaderData<typeof loader>()}
      words={{
        ...CUSTOMER_REPORTS,
        title: "Customer Transaction History",
        path: "reports/customers-receivable/customer-transaction-history",
      }}
    />
  );
}

export function ErrorBoundary() {
  const { companyId } = useParams();
  return <ShellErrorPanel homeHref={dashboardBase(companyId ?? "")} homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = ({ error }) => [{ title: error ? errorTitle(error) : pageTitle("Customer Transaction History") }];
