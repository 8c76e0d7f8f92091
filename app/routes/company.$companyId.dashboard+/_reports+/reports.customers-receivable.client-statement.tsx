import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PartyStatementsView, CUSTOMER_REPORTS } from "~/components/reports/party-activity";
import { screenMeta } from "~/lib/title";
import { customerChoices, customerStatements } from "~/modules/reports/customer-activity.server";
import { loadPartyReport } from "./__report-request.server";

// Customer Statement (Reports › Customers & Receivables): for a period, each customer's (or the one
// chosen's) balance forward, the invoices, credit memos, payments and other postings on Accounts
// Receivable with the running balance, the balance due, and the items open at the period's end;
// each statement downloadable as a PDF to send to the customer. A page of customers at a time.

export const loader = (args: LoaderFunctionArgs) =>
  loadPartyReport(args, customerChoices, CUSTOMER_REPORTS.filter.name, customerStatements);

export default function CustomerStatementReport() {
  return (
    <PartyStatementsView
      data={useLoaderData<typeof loader>()}
      words={{ ...CUSTOMER_REPORTS, title: "Customer Statement", path: "reports/customers-receivable/client-statement" }}
    />
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Customer Statement");
