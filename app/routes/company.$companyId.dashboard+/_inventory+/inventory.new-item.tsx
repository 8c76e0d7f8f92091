import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ItemFormRoute, itemFormClientAction } from "~/components/items/item-form";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { pageTitle } from "~/lib/title";
import { inventoryFormAction, inventoryFormLoader } from "../__inventory-item-form.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// New Inventory Item: Basic Information and Sales & Purchase Details, Next checks the first tab,
// Save and New / Save and Close on the second. The opening On Hand Quantity × Standard Cost is
// received into the chosen warehouse and posted Dr assets, Cr Opening Balance Equity.

export function loader(args: LoaderFunctionArgs) {
  return inventoryFormLoader(args, "new");
}

export function action(args: ActionFunctionArgs) {
  return inventoryFormAction(args, "new");
}

export const clientAction = itemFormClientAction();

export default ItemFormRoute;

export function ErrorBoundary() {
  return <ShellErrorPanel homeHref="/dashboard" homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = () => [{ title: pageTitle("New Inventory Item") }];
