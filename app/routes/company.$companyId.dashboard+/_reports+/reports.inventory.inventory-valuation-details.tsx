import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { ItemMovementsView } from "~/components/reports/inventory-reports";
import { dashboardBase } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { errorTitle, pageTitle } from "~/lib/title";
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

export function ErrorBoundary() {
  const { companyId } = useParams();
  return <ShellErrorPanel homeHref={dashboardBase(companyId ?? "")} homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = ({ error }) => [{ title: error ? errorTitle(error) : pageTitle("Inventory Valuation Details") }];
