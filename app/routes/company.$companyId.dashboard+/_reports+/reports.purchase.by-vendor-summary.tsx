import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TradeReportView } from "~/components/reports/trade-report";
import { screenMeta } from "~/lib/title";
import { PURCHASE_SIDE } from "~/modules/reports/purchase-reports.server";
import { PURCHASE_WORDS } from "~/modules/reports/trade-report-types";
import { loadTradeReport } from "./__report-request.server";

// Purchase by Vendor Summary (Reports › Purchases): per vendor, its purchases of the period — bills, cash purchases, expenses and card charges less vendor credits
// (purchase-reports.server.ts says what counts).

export const loader = (args: LoaderFunctionArgs) => loadTradeReport(args, PURCHASE_SIDE, "vendor", false);

export default function PurchaseByVendorSummary() {
  return (
    <TradeReportView
      data={useLoaderData<typeof loader>()}
      title="Purchase by Vendor Summary"
      path="reports/purchase/by-vendor-summary"
      side={PURCHASE_WORDS}
      grouping="vendor"
      detail={false}
    />
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Purchase by Vendor Summary");
