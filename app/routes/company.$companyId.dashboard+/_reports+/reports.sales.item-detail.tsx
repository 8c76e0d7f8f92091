import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { SalesReportView } from "~/components/reports/sales-report";
import { dashboardBase } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { errorTitle, pageTitle } from "~/lib/title";
import { loadSalesReport } from "./__report-request.server";

// Sales by Item Detail (Reports › Sales): each item's sales rows of the period with their quantities — invoices and cash sales less credit memos, before tax
// and net of discounts (sales-reports.server.ts says how a discount is shared out).

export const loader = (args: LoaderFunctionArgs) => loadSalesReport(args, "item");

export default function SalesByItemDetail() {
  return (
    <SalesReportView
      data={useLoaderData<typeof loader>()}
      title="Sales by Item Detail"
      path="reports/sales/item-detail"
      grouping="item"
      detail={true}
    />
  );
}

export function ErrorBoundary() {
  const { companyId } = useParams();
  return <ShellErrorPanel homeHref={dashboardBase(companyId ?? "")} homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = ({ error }) => [{ title: error ? errorTitle(error) : pageTitle("Sales by Item Detail") }];
