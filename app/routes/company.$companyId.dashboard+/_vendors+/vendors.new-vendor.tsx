import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { VendorFormScreen, vendorFormClientAction } from "~/components/vendors/vendor-form";
import { pageTitle } from "~/lib/title";
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

export function ErrorBoundary() {
  return <ShellErrorPanel homeHref="/dashboard" homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = () => [{ title: pageTitle("New Vendor") }];
