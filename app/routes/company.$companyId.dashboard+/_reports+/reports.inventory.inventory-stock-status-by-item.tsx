import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { StockStatusView } from "~/components/reports/inventory-reports";
import { dashboardBase } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { errorTitle, pageTitle } from "~/lib/title";
import { loadStockStatus } from "./__report-request.server";

// Inventory Stock Status by Item (Reports › Inventory): as of a date, each item's quantity on hand
// against its reorder point, and whether to reorder (available at or below it). Nothing is on
// order: purchase orders are not kept. An item's name opens its movements (Inventory Details).

export const loader = (args: LoaderFunctionArgs) => loadStockStatus(args);

export default function InventoryStockStatusReport() {
  return <StockStatusView data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  const { companyId } = useParams();
  return <ShellErrorPanel homeHref={dashboardBase(companyId ?? "")} homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = ({ error }) => [{ title: error ? errorTitle(error) : pageTitle("Inventory Stock Status by Item") }];
