import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { PurchaseFormView } from "~/components/purchases/purchase-form-data";
import { PurchaseFormScreen, purchaseFormClientAction } from "~/components/purchases/purchase-form-screen";
import { screenMeta } from "~/lib/title";
import { purchaseFormAction, purchaseFormLoader } from "./__purchase-form.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// The Cash Expense screen (Vendors > Record Expenses > Cash): an expense paid at once, posted Dr its rows, Cr the Pay From account, which must cover it.

export function loader(args: LoaderFunctionArgs) {
  return purchaseFormLoader(args, "cash_expense");
}

export function action(args: ActionFunctionArgs) {
  return purchaseFormAction(args, "cash_expense");
}

export const clientAction = purchaseFormClientAction;

export default function CashExpenseRoute() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>() as PurchaseFormView | undefined;
  return <PurchaseFormScreen loaded={loaded} answered={answered} />;
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Cash Expense");
