import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TradeReportView } from "~/components/reports/trade-report";
import { screenMeta } from "~/lib/title";
import { SALES_WORDS } from "~/modules/reports/trade-report-types";
import { SALES_SIDE } from "~/modules/reports/sales-reports.server";
import { loadTradeReport } from "./__report-request.server";

// Sales by Item Summary (Reports › Sales): per item, the quantity sold (less returned) and its sales of the period — invoices and cash sales less credit memos, before tax
// and net of discounts (sales-reports.server.ts says how a discount is shared out).

export const loader = (args: LoaderFunctionArgs) => loadTradeReport(args, SALES_SIDE, "item", false);

export default function SalesByItemSummary() {
  return (
    <TradeReportView
      data={useLoaderData<typeof loader>()}
      title="Sales by Item Summary"
      path="reports/sales/item-summary"
      side={SALES_WORDS}
      grouping="item"
      detail={false}
    />
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Sales by Item Summary");
