import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { PurchaseFormView } from "~/components/purchases/purchase-form-data";
import { PurchaseFormScreen, purchaseFormClientAction } from "~/components/purchases/purchase-form-screen";
import { screenMeta } from "~/lib/title";
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

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Credit Card Charge");
