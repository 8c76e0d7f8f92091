import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgingSummaryReport } from "~/components/reports/aging-report";
import { screenMeta } from "~/lib/title";
import { NO_VENDOR } from "~/modules/reports/aging";
import { apAgingSummary } from "~/modules/reports/ap-aging.server";
import { loadAgingSummary } from "./__report-request.server";

// A/P Aging Summary (Reports › Vendors & Payables): as of a date, what each vendor was owed, split
// by how far past due (Current, 1–30, 31–60, 61–90, over 90 days), with the totals — which equal
// Accounts Payable in the trial balance on that date (unapplied vendor credits and other postings
// on Accounts Payable are in it; see ap-aging.server.ts). A page of vendors at a time; the totals
// and the CSV export cover them all.

export const loader = (args: LoaderFunctionArgs) => loadAgingSummary(args, apAgingSummary);

export default function ApAgingSummaryReport() {
  const data = useLoaderData<typeof loader>();
  return (
    <AgingSummaryReport
      data={data}
      title="A/P Aging Summary"
      section="Vendors & Payables"
      path="reports/vendors-payables/ap-aging-summary"
      party={{ side: "vendor", heading: "Vendor", none: NO_VENDOR }}
      empty={{ page: "No vendors on this page.", report: "Nothing was owed to vendors as of" }}
    />
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("A/P Aging Summary");
