import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { PurchaseFormView } from "~/components/purchases/purchase-form-data";
import { PurchaseFormScreen, purchaseFormClientAction } from "~/components/purchases/purchase-form-screen";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { pageTitle } from "~/lib/title";
import { purchaseFormAction, purchaseFormLoader } from "./__purchase-form.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// The Credit Card Charge screen (Vendors > Record Expenses > Credit Card): an expense paid with a card, posted Dr its rows, Cr the card (or another current liability) it was charged to.

export function loader(args: LoaderFunctionArgs) {
  return purchaseFormLoader(args, "credit_card_charge");
}

export function action(args: ActionFunctionArgs) {
  return purchaseFormAction(args, "credit_card_charge");
}

export const clientAction = purchaseFormClientAction;

export default function CreditCardExpenseRoute() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>() as PurchaseFormView | undefined;
  return <PurchaseFormScreen loaded={loaded} answered={answered} />;
}

export function ErrorBoundary() {
  return <ShellErrorPanel homeHref="/dashboard" homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = () => [{ title: pageTitle("Credit Card Charge") }];
