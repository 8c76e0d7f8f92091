import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { PurchaseFormView } from "~/components/purchases/purchase-form-data";
import { PurchaseFormScreen, purchaseFormClientAction } from "~/components/purchases/purchase-form-screen";
import { screenMeta } from "~/lib/title";
import { purchaseFormAction, purchaseFormLoader } from "./__purchase-form.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// The Vendor Credit screen: a credit note from a vendor, posted Dr Accounts Payable for the vendor (or Dr the bank account a refund was received into), Cr its rows.

export function loader(args: LoaderFunctionArgs) {
  return purchaseFormLoader(args, "vendor_credit");
}

export function action(args: ActionFunctionArgs) {
  return purchaseFormAction(args, "vendor_credit");
}

export const clientAction = purchaseFormClientAction;

export default function VendorCreditRoute() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>() as PurchaseFormView | undefined;
  return <PurchaseFormScreen loaded={loaded} answered={answered} />;
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Vendor Credit");
