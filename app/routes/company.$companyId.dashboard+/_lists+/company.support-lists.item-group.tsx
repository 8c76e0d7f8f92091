import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { SupportListErrorBoundary, SupportListScreen, supportListClientAction } from "~/components/support-lists/support-list-screen";
import { screenMeta } from "~/lib/title";
import { supportListAction, supportListLoader } from "./__support-list.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// Item Group List: the generic support-list screen for item-groups.

export function loader(args: LoaderFunctionArgs) {
  return supportListLoader("item-groups", args);
}

export function action(args: ActionFunctionArgs) {
  return supportListAction("item-groups", args);
}

export const clientAction = supportListClientAction("item-groups");

export default function ItemGroupList() {
  return <SupportListScreen />;
}

export function ErrorBoundary() {
  return <SupportListErrorBoundary kind="item-groups" />;
}

export const meta = screenMeta("Item Group List");
