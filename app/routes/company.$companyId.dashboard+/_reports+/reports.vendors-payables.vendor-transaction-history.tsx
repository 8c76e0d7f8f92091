import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PartyHistoryView, VENDOR_REPORTS } from "~/components/reports/party-activity";
import { screenMeta } from "~/lib/title";
import { vendorChoices, vendorTransactionHistory } from "~/modules/reports/vendor-activity.server";
import { loadPartyReport } from "./__report-request.server";

// Vendor Transaction History (Reports › Vendors & Payables): every vendor's (or the one chosen's)
// bills, cash purchases, expenses, card charges, vendor credits, bill payments and checks dated in
// the period, by vendor then date, with their status and what is still open of each bill and
// credit; each number leads to its document or journal entry.

export const loader = (args: LoaderFunctionArgs) =>
  loadPartyReport(args, vendorChoices, VENDOR_REPORTS.filter.name, vendorTransactionHistory);

export default function VendorTransactionHistoryReport() {
  return (
    <PartyHistoryView
      data={useLoaderData<typeof loader>()}
      words={{ ...VENDOR_REPORTS, title: "Vendor Transaction History", path: "reports/vendors-payables/vendor-transaction-history" }}
    />
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Vendor Transaction History");
