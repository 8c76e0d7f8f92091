import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { supportListAction, supportListLoader } from "~/components/support-lists/support-list.server";
import { SupportListErrorBoundary, SupportListScreen } from "~/components/support-lists/support-list-screen";
import { pageTitle } from "~/lib/title";

// Customer Group List (§2.7): the generic support-list screen for customer-groups.

export function loader(args: LoaderFunctionArgs) {
  return supportListLoader("customer-groups", args);
}

export function action(args: ActionFunctionArgs) {
  return supportListAction("customer-groups", args);
}

export default function CustomerGroupList() {
  return <SupportListScreen />;
}

export function ErrorBoundary() {
  return <SupportListErrorBoundary kind="customer-groups" />;
}

export const meta: MetaFunction = () => [{ title: pageTitle("Customer Group List") }];
