import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { SupportListErrorBoundary, SupportListScreen, supportListClientAction } from "~/components/support-lists/support-list-screen";
import { screenMeta } from "~/lib/title";
import { supportListAction, supportListLoader } from "./__support-list.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// Preferred Shipping Methods: the generic support-list screen for shipping-methods.

export function loader(args: LoaderFunctionArgs) {
  return supportListLoader("shipping-methods", args);
}

export function action(args: ActionFunctionArgs) {
  return supportListAction("shipping-methods", args);
}

export const clientAction = supportListClientAction("shipping-methods");

export default function ShippingMethodList() {
  return <SupportListScreen />;
}

export function ErrorBoundary() {
  return <SupportListErrorBoundary kind="shipping-methods" />;
}

export const meta = screenMeta("Preferred Shipping Methods");
