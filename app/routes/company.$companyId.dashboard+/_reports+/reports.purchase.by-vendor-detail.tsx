import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { TradeReportView } from "~/components/reports/trade-report";
import { dashboardBase } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { errorTitle, pageTitle } from "~/lib/title";
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

export function ErrorBoundary() {
  const { companyId } = useParams();
  return <ShellErrorPanel homeHref={dashboardBase(companyId ?? "")} homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = ({ error }) => [{ title: error ? errorTitle(error) : pageTitle("Purchase by Vendor Detail") }];
