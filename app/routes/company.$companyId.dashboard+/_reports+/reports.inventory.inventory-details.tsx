import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ItemMovementsView } from "~/components/reports/inventory-reports";
import { screenMeta } from "~/lib/title";
import { loadItemMovements } from "./__report-request.server";

// Inventory Details (Reports › Inventory): over a period, every item's movements in and out —
// purchases, sales, adjustments, builds, opening stock — with the warehouse and the quantity on hand
// after each, between what it held before the period and at its end. A page of items at a time.

export const loader = (args: LoaderFunctionArgs) => loadItemMovements(args);

export default function InventoryDetailsReport() {
  return (
    <ItemMovementsView
      data={useLoaderData<typeof loader>()}
      title="Inventory Details"
      path="reports/inventory/inventory-details"
      shows="quantities"
    />
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Inventory Details");
