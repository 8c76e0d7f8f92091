import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ItemFormRoute, itemFormClientAction } from "~/components/items/item-form";
import { screenMeta } from "~/lib/title";
import { itemFormAction, itemFormLoader } from "../../__item-form.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// Edit a service or non inventory item sold to customers (Customers › Items): its kind's two tabs,
// the I sell box locked on, saved on the version it was read at. Another company's item is a 404.

export const loader = (args: LoaderFunctionArgs) => itemFormLoader(args, "edit", undefined, "customer");
export const action = (args: ActionFunctionArgs) => itemFormAction(args, "edit", undefined, "customer");
export const clientAction = itemFormClientAction();

export default ItemFormRoute;

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Edit Item");
