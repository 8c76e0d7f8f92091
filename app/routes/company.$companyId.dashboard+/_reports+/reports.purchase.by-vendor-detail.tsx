import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TradeReportView } from "~/components/reports/trade-report";
import { screenMeta } from "~/lib/title";
import { PURCHASE_SIDE } from "~/modules/reports/purchase-reports.server";
import { PURCHASE_WORDS } from "~/modules/reports/trade-report-types";
import { loadTradeReport } from "./__report-request.server";

// Purchase by Vendor Detail (Reports › Purchases): each vendor's purchase rows of the period — bills, cash purchases, expenses and card charges less vendor credits
// (purchase-reports.server.ts says what counts); a page of groups at a time.

export const loader = (args: LoaderFunctionArgs) => loadTradeReport(args, PURCHASE_SIDE, "vendor", true);

export default function PurchaseByVendorDetail() {
  return (
    <TradeReportView
      data={useLoaderData<typeof loader>()}
      title="Purchase by Vendor Detail"
      path="reports/purchase/by-vendor-detail"
      side={PURCHASE_WORDS}
      grouping="vendor"
      detail={true}
    />
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Purchase by Vendor Detail");
