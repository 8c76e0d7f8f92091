import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { PurchaseFormView } from "~/components/purchases/purchase-form-data";
import { PurchaseFormScreen, purchaseFormClientAction } from "~/components/purchases/purchase-form-screen";
import { screenMeta } from "~/lib/title";
import { editBillAction, editBillLoader } from "./__purchase-form.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// Edit Bill: a draft bill in the Enter Bill form. Save Draft keeps it a draft; Save Bill saves it
// open, which gives it its number and posts it (Dr its rows, Cr Accounts Payable). Saves carry the
// draft's version (ADR 0014). A posted bill is read-only: its URL leads to the bill's own screen.

export function loader(args: LoaderFunctionArgs) {
  return editBillLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return editBillAction(args);
}

export const clientAction = purchaseFormClientAction;

export default function EditBillRoute() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>() as PurchaseFormView | undefined;
  return <PurchaseFormScreen loaded={loaded} answered={answered} />;
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Edit Bill");
