import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { VendorFormScreen, vendorFormClientAction } from "~/components/vendors/vendor-form";
import { screenMeta } from "~/lib/title";
import { vendorFormAction, vendorFormLoader } from "./__vendor-form.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// New Vendor: four tabs, Next checks the tab, Save and New / Save and Close on the last one. A
// positive opening balance is posted to the ledger as of its Balance as of date.

export function loader(args: LoaderFunctionArgs) {
  return vendorFormLoader(args, "new");
}

export function action(args: ActionFunctionArgs) {
  return vendorFormAction(args, "new");
}

export const clientAction = vendorFormClientAction("new");

export default function NewVendorRoute() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  return <VendorFormScreen loaded={loaded} answered={answered && "status" in answered ? answered : undefined} />;
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("New Vendor");
