import { ItemFormRoute, itemFormClientAction } from "~/components/items/item-form";
import { screenMeta } from "~/lib/title";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";
export { nonInventoryItemLoader as loader, nonInventoryItemAction as action } from "./__sales-item-forms.server";

// Customers › New Sales Item › New Non Inventory Item: a product the company sells without keeping stock.

export const clientAction = itemFormClientAction();

export default ItemFormRoute;

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("New Non Inventory Item");
