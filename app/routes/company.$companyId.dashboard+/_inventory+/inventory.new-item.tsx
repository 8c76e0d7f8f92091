import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ItemFormRoute, itemFormClientAction } from "~/components/items/item-form";
import { screenMeta } from "~/lib/title";
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

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("New Inventory Item");
