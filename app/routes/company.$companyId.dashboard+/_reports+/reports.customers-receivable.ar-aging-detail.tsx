import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgingDetailReport } from "~/components/reports/aging-report";
import { formatUsDate } from "~/lib/dates";
import { screenMeta } from "~/lib/title";
import { NO_CUSTOMER } from "~/modules/reports/aging";
import { loadReceivablesDetail } from "./__report-request.server";

// A/R Aging Detail (Reports › Customers & Receivables): what was open on a date, item by item,
// grouped by how far past due, each group's total and the report's — Accounts Receivable in the
// trial balance on that date. Invoices age from their due date; credit memos, payments (negative)
// and other postings from their date. Each number leads to its document or journal entry.

export const loader = (args: LoaderFunctionArgs) => loadReceivablesDetail(args, "bucket");

const COLUMNS = ["Type", "Date", "Number", "Customer", "Due Date", "Days Past Due", "Amount", "Open Balance"];
const RIGHT = new Set(["Days Past Due", "Amount", "Open Balance"]);

export default function ArAgingDetailReport() {
  const data = useLoaderData<typeof loader>();
  return (
    <AgingDetailReport
      data={data}
      title="A/R Aging Detail"
      section="Customers & Receivables"
      path="reports/customers-receivable/ar-aging-detail"
      columns={COLUMNS}
      rightAligned={RIGHT}
      empty={{ page: "No items on this page.", report: `No customer owed anything as of ${formatUsDate(data.asOf)}` }}
      parties={{ side: "customer", in: "column", noParty: NO_CUSTOMER }}
    />
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("A/R Aging Detail");
