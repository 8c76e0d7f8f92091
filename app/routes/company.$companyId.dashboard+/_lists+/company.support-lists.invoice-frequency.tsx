import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { SupportListErrorBoundary, SupportListScreen, supportListClientAction } from "~/components/support-lists/support-list-screen";
import { screenMeta } from "~/lib/title";
import { supportListAction, supportListLoader } from "./__support-list.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// Invoice Frequency List: the generic support-list screen for invoice-frequencies.

export function loader(args: LoaderFunctionArgs) {
  return supportListLoader("invoice-frequencies", args);
}

export function action(args: ActionFunctionArgs) {
  return supportListAction("invoice-frequencies", args);
}

export const clientAction = supportListClientAction("invoice-frequencies");

export default function InvoiceFrequencyList() {
  return <SupportListScreen />;
}

export function ErrorBoundary() {
  return <SupportListErrorBoundary kind="invoice-frequencies" />;
}

export const meta = screenMeta("Invoice Frequency List");
