import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ItemFormRoute, itemFormClientAction } from "~/components/items/item-form";
import { screenMeta } from "~/lib/title";
import { itemFormAction, itemFormLoader } from "../../__item-form.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// Edit a vendor service or product item: its kind's two tabs with Cancel and Save Changes on each,
// saved on the version it was read at (a stale save is refused and the form keeps what was typed).
// Another company's item, or none, is a 404.

export function loader(args: LoaderFunctionArgs) {
  return itemFormLoader(args, "edit");
}

export function action(args: ActionFunctionArgs) {
  return itemFormAction(args, "edit");
}

export const clientAction = itemFormClientAction();

export default ItemFormRoute;

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Edit Item");
