import { ItemFormRoute, itemFormClientAction } from "~/components/items/item-form";
import { screenMeta } from "~/lib/title";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";
export { inventoryItemLoader as loader, inventoryItemAction as action } from "./__sales-item-forms.server";

// Customers › New Sales Item › New Inventory Item: a stocked product the company sells; an opening On Hand Quantity is received as on the Inventory screen.

export const clientAction = itemFormClientAction();

export default ItemFormRoute;

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("New Inventory Item");
