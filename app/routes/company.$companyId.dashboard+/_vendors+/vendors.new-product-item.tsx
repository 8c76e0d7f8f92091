import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ItemFormRoute, itemFormClientAction } from "~/components/items/item-form";
import { screenMeta } from "~/lib/title";
import { itemFormAction, itemFormLoader } from "../../__item-form.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// Vendor Product Item: Basic Information and Product Information, Next checks the first tab, Save
// and New / Save and Close on the second (Save and Close goes to the Vendor Items list).

export function loader(args: LoaderFunctionArgs) {
  return itemFormLoader(args, "new", "product");
}

export function action(args: ActionFunctionArgs) {
  return itemFormAction(args, "new", "product");
}

export const clientAction = itemFormClientAction();

export default ItemFormRoute;

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Vendor Product Item");
