import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ItemMovementsView } from "~/components/reports/inventory-reports";
import { screenMeta } from "~/lib/title";
import { loadItemMovements } from "./__report-request.server";

// Inventory Valuation Details (Reports › Inventory): over a period, each item's value before it,
// every stock movement with its quantity and value and the item's running quantity, average cost and
// value after it, and its value at the period's end (the valuation summary's on that date). A page
// of items at a time; each movement's number opens its document.

export const loader = (args: LoaderFunctionArgs) => loadItemMovements(args);

export default function InventoryValuationDetailsReport() {
  return (
    <ItemMovementsView
      data={useLoaderData<typeof loader>()}
      title="Inventory Valuation Details"
      path="reports/inventory/inventory-valuation-details"
      shows="valuation"
    />
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Inventory Valuation Details");
