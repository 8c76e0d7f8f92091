import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { SupportListErrorBoundary, SupportListScreen, supportListClientAction } from "~/components/support-lists/support-list-screen";
import { screenMeta } from "~/lib/title";
import { supportListAction, supportListLoader } from "./__support-list.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// Vendor Group List: the generic support-list screen for vendor-groups.

export function loader(args: LoaderFunctionArgs) {
  return supportListLoader("vendor-groups", args);
}

export function action(args: ActionFunctionArgs) {
  return supportListAction("vendor-groups", args);
}

export const clientAction = supportListClientAction("vendor-groups");

export default function VendorGroupList() {
  return <SupportListScreen />;
}

export function ErrorBoundary() {
  return <SupportListErrorBoundary kind="vendor-groups" />;
}

export const meta = screenMeta("Vendor Group List");
