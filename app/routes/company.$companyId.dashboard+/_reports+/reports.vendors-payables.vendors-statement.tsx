import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PartyStatementsView, VENDOR_REPORTS } from "~/components/reports/party-activity";
import { screenMeta } from "~/lib/title";
import { vendorChoices, vendorStatements } from "~/modules/reports/vendor-activity.server";
import { loadPartyReport } from "./__report-request.server";

// Vendor Statement (Reports › Vendors & Payables): for a period, each vendor's (or the one chosen's)
// balance forward, the bills, payments, vendor credits and other postings on Accounts Payable with
// the running balance, the balance due — what the company owes the vendor on the period's last day,
// its row of the A/P aging — and the items open then; each statement downloadable as a PDF. A page
// of vendors at a time.

export const loader = (args: LoaderFunctionArgs) => loadPartyReport(args, vendorChoices, VENDOR_REPORTS.filter.name, vendorStatements);

export default function VendorStatementReport() {
  return (
    <PartyStatementsView
      data={useLoaderData<typeof loader>()}
      words={{ ...VENDOR_REPORTS, title: "Vendor Statement", path: "reports/vendors-payables/vendors-statement" }}
    />
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Vendor Statement");
