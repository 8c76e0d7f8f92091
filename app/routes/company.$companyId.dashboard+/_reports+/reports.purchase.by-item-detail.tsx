import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TradeReportView } from "~/components/reports/trade-report";
import { screenMeta } from "~/lib/title";
import { PURCHASE_SIDE } from "~/modules/reports/purchase-reports.server";
import { PURCHASE_WORDS } from "~/modules/reports/trade-report-types";
import { loadTradeReport } from "./__report-request.server";

// Purchase by Item Detail (Reports › Purchases): each item's purchase rows of the period with their quantities, less vendor credits
// (purchase-reports.server.ts says what counts); a page of groups at a time.

export const loader = (args: LoaderFunctionArgs) => loadTradeReport(args, PURCHASE_SIDE, "item", true);

export default function PurchaseByItemDetail() {
  return (
    <TradeReportView
      data={useLoaderData<typeof loader>()}
      title="Purchase by Item Detail"
      path="reports/purchase/by-item-detail"
      side={PURCHASE_WORDS}
      grouping="item"
      detail={true}
    />
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Purchase by Item Detail");
