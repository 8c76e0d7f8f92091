import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PartyLoadError, PartyLoading, useLoadingOtherParty } from "~/components/parties/party-load-error";
import { VendorFormScreen, vendorFormClientAction } from "~/components/vendors/vendor-form";
import { VENDOR_FORM_MESSAGES } from "~/components/vendors/vendor-form-data";
import { screenMeta } from "~/lib/title";
import { vendorFormAction, vendorFormLoader } from "./__vendor-form.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// Edit Vendor: the New Vendor tabs with Cancel and Save Changes on each, the Opening Balance
// read-only (it was posted to the ledger). A vendor that does not exist (or is another user's) is a
// 404 shown as the spec's "Error Loading Vendor"; a vendor id that is not a number goes back to the
// Vendors list with "Invalid vendor or company ID".

export function loader(args: LoaderFunctionArgs) {
  return vendorFormLoader(args, "edit");
}

export function action(args: ActionFunctionArgs) {
  return vendorFormAction(args, "edit");
}

export const clientAction = vendorFormClientAction("edit");

export default function EditVendorRoute() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  if (useLoadingOtherParty("vendors", "vendorId")) return <PartyLoading texts={VENDOR_FORM_MESSAGES} />;
  return <VendorFormScreen key={loaded.party?.id} loaded={loaded} answered={answered && "status" in answered ? answered : undefined} />;
}

export function ErrorBoundary() {
  return <PartyLoadError texts={VENDOR_FORM_MESSAGES} listPath="vendors/list" listLabel="Back to the vendor list" />;
}

export const meta = screenMeta("Edit Vendor");
