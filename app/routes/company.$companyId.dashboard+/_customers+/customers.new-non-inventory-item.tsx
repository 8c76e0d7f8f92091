import type { MetaFunction } from "@remix-run/node";
import { ItemFormRoute, itemFormClientAction } from "~/components/items/item-form";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { pageTitle } from "~/lib/title";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";
export { nonInventoryItemLoader as loader, nonInventoryItemAction as action } from "./__sales-item-forms.server";

// Customers › New Sales Item › New Non Inventory Item: a product the company sells without keeping stock.

export const clientAction = itemFormClientAction();

export default ItemFormRoute;

export function ErrorBoundary() {
  return <ShellErrorPanel homeHref="/dashboard" homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = () => [{ title: pageTitle("New Non Inventory Item") }];
