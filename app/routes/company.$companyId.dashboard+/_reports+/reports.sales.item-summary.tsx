import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { TradeReportView } from "~/components/reports/trade-report";
import { dashboardBase } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { errorTitle, pageTitle } from "~/lib/title";
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

export function ErrorBoundary() {
  const { companyId } = useParams();
  return <ShellErrorPanel homeHref={dashboardBase(companyId ?? "")} homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = ({ error }) => [{ title: error ? errorTitle(error) : pageTitle("Sales by Item Summary") }];
