import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { SupportListErrorBoundary, SupportListScreen, supportListClientAction } from "~/components/support-lists/support-list-screen";
import { screenMeta } from "~/lib/title";
import { supportListAction, supportListLoader } from "./__support-list.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// Payment Term List: the generic support-list screen for payment-terms.

export function loader(args: LoaderFunctionArgs) {
  return supportListLoader("payment-terms", args);
}

export function action(args: ActionFunctionArgs) {
  return supportListAction("payment-terms", args);
}

export const clientAction = supportListClientAction("payment-terms");

export default function PaymentTermList() {
  return <SupportListScreen />;
}

export function ErrorBoundary() {
  return <SupportListErrorBoundary kind="payment-terms" />;
}

export const meta = screenMeta("Payment Term List");
