import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { ValuationSummaryView } from "~/components/reports/inventory-reports";
import { dashboardBase } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { errorTitle, pageTitle } from "~/lib/title";
import { loadValuationSummary } from "./__report-request.server";

// Inventory Valuation Summary (Reports › Inventory): as of a date, each inventory item's and
// assembly's quantity on hand, average cost and asset value — `ledgerline inventory valuation`'s
// figures — their total, and beside it the inventory asset accounts' balances on that date, which
// it equals when the books are right. An item's name opens its valuation details.

export const loader = (args: LoaderFunctionArgs) => loadValuationSummary(args);

export default function InventoryValuationSummaryReport() {
  return <ValuationSummaryView data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  const { companyId } = useParams();
  return <ShellErrorPanel homeHref={dashboardBase(companyId ?? "")} homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = ({ error }) => [{ title: error ? errorTitle(error) : pageTitle("Inventory Valuation Summary") }];
