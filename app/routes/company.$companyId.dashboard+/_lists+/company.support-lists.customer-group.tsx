import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { SupportListErrorBoundary, SupportListScreen, supportListClientAction } from "~/components/support-lists/support-list-screen";
import { screenMeta } from "~/lib/title";
import { supportListAction, supportListLoader } from "./__support-list.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// Customer Group List: the generic support-list screen for customer-groups.

export function loader(args: LoaderFunctionArgs) {
  return supportListLoader("customer-groups", args);
}

export function action(args: ActionFunctionArgs) {
  return supportListAction("customer-groups", args);
}

export const clientAction = supportListClientAction("customer-groups");

export default function CustomerGroupList() {
  return <SupportListScreen />;
}

export function ErrorBoundary() {
  return <SupportListErrorBoundary kind="customer-groups" />;
}

export const meta = screenMeta("Customer Group List");
