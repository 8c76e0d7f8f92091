import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TradeReportView } from "~/components/reports/trade-report";
import { screenMeta } from "~/lib/title";
import { SALES_WORDS } from "~/modules/reports/trade-report-types";
import { SALES_SIDE } from "~/modules/reports/sales-reports.server";
import { loadTradeReport } from "./__report-request.server";

// Sales by Sales Person (Reports › Sales): per sales person named on the documents, their sales of the period — invoices and cash sales less credit memos, before tax
// and net of discounts (sales-reports.server.ts says how a discount is shared out).

export const loader = (args: LoaderFunctionArgs) => loadTradeReport(args, SALES_SIDE, "sales-person", false);

export default function SalesBySalesPerson() {
  return (
    <TradeReportView
      data={useLoaderData<typeof loader>()}
      title="Sales by Sales Person"
      path="reports/sales/sales-person-summary"
      side={SALES_WORDS}
      grouping="sales-person"
      detail={false}
    />
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Sales by Sales Person");
