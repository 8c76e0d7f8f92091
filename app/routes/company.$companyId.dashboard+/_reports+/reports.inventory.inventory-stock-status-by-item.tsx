import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StockStatusView } from "~/components/reports/inventory-reports";
import { screenMeta } from "~/lib/title";
import { loadStockStatus } from "./__report-request.server";

// Inventory Stock Status by Item (Reports › Inventory): as of a date, each item's quantity on hand
// against its reorder point, and whether to reorder (available at or below it). Nothing is on
// order: purchase orders are not kept. An item's name opens its movements (Inventory Details).

export const loader = (args: LoaderFunctionArgs) => loadStockStatus(args);

export default function InventoryStockStatusReport() {
  return <StockStatusView data={useLoaderData<typeof loader>()} />;
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Inventory Stock Status by Item");
