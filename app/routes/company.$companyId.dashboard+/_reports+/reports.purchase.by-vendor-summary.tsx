import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { TradeReportView } from "~/components/reports/trade-report";
import { dashboardBase } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { errorTitle, pageTitle } from "~/lib/title";
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

export function ErrorBoundary() {
  const { companyId } = useParams();
  return <ShellErrorPanel homeHref={dashboardBase(companyId ?? "")} homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = ({ error }) => [{ title: error ? errorTitle(error) : pageTitle("Purchase by Vendor Summary") }];
