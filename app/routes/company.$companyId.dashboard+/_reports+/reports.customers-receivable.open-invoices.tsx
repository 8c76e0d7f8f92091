import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgingDetailReport } from "~/components/reports/aging-report";
import { formatUsDate } from "~/lib/dates";
import { screenMeta } from "~/lib/title";
import { loadReceivablesDetail } from "./__report-request.server";

// Open Invoices (Reports › Customers & Receivables): as of a date, each customer's invoices not yet
// paid — what payments and credits applied by then taken off — with the customer's total and the
// report's. Each number leads to its invoice.

export const loader = (args: LoaderFunctionArgs) => loadReceivablesDetail(args, "customer");

const COLUMNS = ["Type", "Date", "Number", "Due Date", "Days Past Due", "Amount", "Open Balance"];
const RIGHT = new Set(["Days Past Due", "Amount", "Open Balance"]);

export default function OpenInvoicesReport() {
  const data = useLoaderData<typeof loader>();
  return (
    <AgingDetailReport
      data={data}
      title="Open Invoices"
      section="Customers & Receivables"
      path="reports/customers-receivable/open-invoices"
      columns={COLUMNS}
      rightAligned={RIGHT}
      empty={{ page: "No invoices on this page.", report: `No invoice was open as of ${formatUsDate(data.asOf)}` }}
      parties={{ side: "customer", in: "heading" }}
    />
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Open Invoices");
