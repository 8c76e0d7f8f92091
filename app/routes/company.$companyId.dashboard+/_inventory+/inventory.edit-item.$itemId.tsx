import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ItemFormRoute, itemFormClientAction } from "~/components/items/item-form";
import { screenMeta } from "~/lib/title";
import { inventoryFormAction, inventoryFormLoader } from "../__inventory-item-form.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// Edit Inventory Item: the same two tabs, saved on the version read (ADR 0014); the on-hand
// quantity is stock's, read-only, and the assets account is fixed once stock has moved. Another
// company's item, or none, is a 404.

export function loader(args: LoaderFunctionArgs) {
  return inventoryFormLoader(args, "edit");
}

export function action(args: ActionFunctionArgs) {
  return inventoryFormAction(args, "edit");
}

export const clientAction = itemFormClientAction();

export default ItemFormRoute;

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Edit Inventory Item");
