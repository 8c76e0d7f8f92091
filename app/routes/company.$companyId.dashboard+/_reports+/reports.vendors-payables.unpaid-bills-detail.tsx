import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgingDetailReport } from "~/components/reports/aging-report";
import { formatUsDate } from "~/lib/dates";
import { screenMeta } from "~/lib/title";
import { loadPayablesDetail } from "./__report-request.server";

// Unpaid Bills Detail (Reports › Vendors & Payables): per vendor, its bills still unpaid on a date
// (date, number, due date, days past due, original amount, open balance) with the vendor's total,
// then the report's total — Accounts Payable in the trial balance on that date, since a vendor's
// unapplied credits (negative) and other postings on Accounts Payable are listed with its bills.
// A page of items at a time; the CSV export has them all.

export const loader = (args: LoaderFunctionArgs) => loadPayablesDetail(args, "vendor");

const COLUMNS = ["Type", "Date", "Number", "Due Date", "Aging", "Amount", "Open Balance"];
const RIGHT = new Set(["Aging", "Amount", "Open Balance"]);

export default function UnpaidBillsDetailReport() {
  const data = useLoaderData<typeof loader>();
  return (
    <AgingDetailReport
      data={data}
      title="Unpaid Bills Detail"
      section="Vendors & Payables"
      path="reports/vendors-payables/unpaid-bills-detail"
      columns={COLUMNS}
      rightAligned={RIGHT}
      empty={{ page: "No bills on this page.", report: `No unpaid bills as of ${formatUsDate(data.asOf)}` }}
      parties={{ side: "vendor", in: "heading" }}
    />
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Unpaid Bills Detail");
