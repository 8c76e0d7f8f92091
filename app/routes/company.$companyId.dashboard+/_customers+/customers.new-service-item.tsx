import type { MetaFunction } from "@remix-run/node";
import { ItemFormRoute, itemFormClientAction } from "~/components/items/item-form";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { pageTitle } from "~/lib/title";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";
export { serviceItemLoader as loader, serviceItemAction as action } from "./__sales-item-forms.server";

// Customers › New Sales Item › New Service Item: a service the company sells (its sales price and income account required).

export const clientAction = itemFormClientAction();

export default ItemFormRoute;

export function ErrorBoundary() {
  return <ShellErrorPanel homeHref="/dashboard" homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = () => [{ title: pageTitle("New Service Item") }];
