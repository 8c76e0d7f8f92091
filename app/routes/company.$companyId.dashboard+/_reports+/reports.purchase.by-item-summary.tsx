import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TradeReportView } from "~/components/reports/trade-report";
import { screenMeta } from "~/lib/title";
import { PURCHASE_SIDE } from "~/modules/reports/purchase-reports.server";
import { PURCHASE_WORDS } from "~/modules/reports/trade-report-types";
import { loadTradeReport } from "./__report-request.server";

// Purchase by Item Summary (Reports › Purchases): per item, the quantity and amount bought in the period, less what went back on vendor credits
// (purchase-reports.server.ts says what counts).

export const loader = (args: LoaderFunctionArgs) => loadTradeReport(args, PURCHASE_SIDE, "item", false);

export default function PurchaseByItemSummary() {
  return (
    <TradeReportView
      data={useLoaderData<typeof loader>()}
      title="Purchase by Item Summary"
      path="reports/purchase/by-item-summary"
      side={PURCHASE_WORDS}
      grouping="item"
      detail={false}
    />
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Purchase by Item Summary");
