import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { PurchaseFormView } from "~/components/purchases/purchase-form-data";
import { PurchaseFormScreen, purchaseFormClientAction } from "~/components/purchases/purchase-form-screen";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { pageTitle } from "~/lib/title";
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

export function ErrorBoundary() {
  return <ShellErrorPanel homeHref="/dashboard" homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = () => [{ title: pageTitle("Edit Bill") }];
