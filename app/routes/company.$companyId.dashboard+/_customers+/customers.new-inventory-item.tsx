import type { MetaFunction } from "@remix-run/node";
import { ItemFormRoute, itemFormClientAction } from "~/components/items/item-form";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { pageTitle } from "~/lib/title";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";
export { inventoryItemLoader as loader, inventoryItemAction as action } from "./__sales-item-forms.server";

// Customers › New Sales Item › New Inventory Item: a stocked product the company sells; an opening On Hand Quantity is received as on the Inventory screen.

export const clientAction = itemFormClientAction();

export default ItemFormRoute;

export function ErrorBoundary() {
  return <ShellErrorPanel homeHref="/dashboard" homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = () => [{ title: pageTitle("New Inventory Item") }];
