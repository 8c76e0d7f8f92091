import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ValuationSummaryView } from "~/components/reports/inventory-reports";
import { screenMeta } from "~/lib/title";
import { loadValuationSummary } from "./__report-request.server";

// Inventory Valuation Summary (Reports › Inventory): as of a date, each inventory item's and
// assembly's quantity on hand, average cost and asset value — `ledgerline inventory valuation`'s
// figures — their total, and beside it the inventory asset accounts' balances on that date, which
// it equals when the books are right. An item's name opens its valuation details.

export const loader = (args: LoaderFunctionArgs) => loadValuationSummary(args);

export default function InventoryValuationSummaryReport() {
  return <ValuationSummaryView data={useLoaderData<typeof loader>()} />;
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Inventory Valuation Summary");
