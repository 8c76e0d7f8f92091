import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { ItemMovementsView } from "~/components/reports/inventory-reports";
import { dashboardBase } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { errorTitle, pageTitle } from "~/lib/title";
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

export function ErrorBoundary() {
  const { companyId } = useParams();
  return <ShellErrorPanel homeHref={dashboardBase(companyId ?? "")} homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = ({ error }) => [{ title: error ? errorTitle(error) : pageTitle("Inventory Details") }];
