import { ItemFormRoute, itemFormClientAction } from "~/components/items/item-form";
import { screenMeta } from "~/lib/title";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";
export { serviceItemLoader as loader, serviceItemAction as action } from "./__sales-item-forms.server";

// Customers › New Sales Item › New Service Item: a service the company sells (its sales price and income account required).

export const clientAction = itemFormClientAction();

export default ItemFormRoute;

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("New Service Item");
