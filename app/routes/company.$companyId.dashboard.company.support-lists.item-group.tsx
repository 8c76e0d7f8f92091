import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { supportListAction, supportListLoader } from "~/components/support-lists/support-list.server";
import { SupportListErrorBoundary, SupportListScreen } from "~/components/support-lists/support-list-screen";
import { pageTitle } from "~/lib/title";

// Item Group List (§2.7): the generic support-list screen for item-groups.

export function loader(args: LoaderFunctionArgs) {
  return supportListLoader("item-groups", args);
}

export function action(args: ActionFunctionArgs) {
  return supportListAction("item-groups", args);
}

export default function ItemGroupList() {
  return <SupportListScreen />;
}

export function ErrorBoundary() {
  return <SupportListErrorBoundary kind="item-groups" />;
}

export const meta: MetaFunction = () => [{ title: pageTitle("Item Group List") }];
