import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PartyHistoryView, CUSTOMER_REPORTS } from "~/components/reports/party-activity";
import { screenMeta } from "~/lib/title";
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

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Customer Transaction History");
