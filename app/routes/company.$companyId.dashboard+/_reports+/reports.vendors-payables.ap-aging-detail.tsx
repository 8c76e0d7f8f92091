import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgingDetailReport } from "~/components/reports/aging-report";
import { formatUsDate } from "~/lib/dates";
import { screenMeta } from "~/lib/title";
import { NO_VENDOR } from "~/modules/reports/aging";
import { loadPayablesDetail } from "./__report-request.server";

// A/P Aging Detail (Reports › Vendors & Payables): what was open on a date, item by item, grouped
// by how far past due — Current, 1–30, 31–60, 61–90, over 90 days — with each group's total and the
// report's, which equals Accounts Payable in the trial balance on that date. Bills are due on their
// due date; vendor credits (negative) and other postings on Accounts Payable on their date. A page
// of items at a time; the CSV export has them all.

export const loader = (args: LoaderFunctionArgs) => loadPayablesDetail(args, "bucket");

const COLUMNS = ["Type", "Date", "Number", "Vendor", "Due Date", "Days Past Due", "Amount", "Open Balance"];
const RIGHT = new Set(["Days Past Due", "Amount", "Open Balance"]);

export default function ApAgingDetailReport() {
  const data = useLoaderData<typeof loader>();
  return (
    <AgingDetailReport
      data={data}
      title="A/P Aging Detail"
      section="Vendors & Payables"
      path="reports/vendors-payables/ap-aging-detail"
      columns={COLUMNS}
      rightAligned={RIGHT}
      empty={{ page: "No items on this page.", report: `Nothing was owed to vendors as of ${formatUsDate(data.asOf)}` }}
      parties={{ side: "vendor", in: "column", noParty: NO_VENDOR }}
    />
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("A/P Aging Detail");
