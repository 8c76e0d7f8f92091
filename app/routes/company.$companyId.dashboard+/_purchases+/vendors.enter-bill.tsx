import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { PurchaseFormView } from "~/components/purchases/purchase-form-data";
import { PurchaseFormScreen, purchaseFormClientAction } from "~/components/purchases/purchase-form-screen";
import { screenMeta } from "~/lib/title";
import { purchaseFormAction, purchaseFormLoader } from "./__purchase-form.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// Enter Bill (?prefillVendor={vendorId}&vendorName={name} from the Vendor Center): a bill posted Dr its rows, Cr Accounts Payable for the vendor, due as its payment term says; Save as Draft posts nothing until the draft is saved open (vendors/edit-bill/{id}).

export function loader(args: LoaderFunctionArgs) {
  return purchaseFormLoader(args, "bill");
}

export function action(args: ActionFunctionArgs) {
  return purchaseFormAction(args, "bill");
}

export const clientAction = purchaseFormClientAction;

export default function EnterBillRoute() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>() as PurchaseFormView | undefined;
  return <PurchaseFormScreen loaded={loaded} answered={answered} />;
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Enter Bill");
