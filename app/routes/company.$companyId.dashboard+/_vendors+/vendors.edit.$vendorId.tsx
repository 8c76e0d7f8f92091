import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation, useParams } from "@remix-run/react";
import { VendorFormScreen, vendorFormClientAction } from "~/components/vendors/vendor-form";
import { VENDOR_FORM_MESSAGES } from "~/components/vendors/vendor-form-data";
import { pageTitle } from "~/lib/title";
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
  const navigation = useNavigation();
  const { vendorId } = useParams();
  // Opening another vendor from this screen: its data is on the way.
  const loadingOther =
    navigation.state === "loading" &&
    !navigation.formMethod &&
    /\/vendors\/edit\/[^/]+$/.test(navigation.location.pathname) &&
    !navigation.location.pathname.endsWith(`/vendors/edit/${vendorId}`);
  if (loadingOther) {
    return (
      <p role="status" className="mx-auto max-w-6xl py-12 text-center text-slate-600">
        {VENDOR_FORM_MESSAGES.loading}
      </p>
    );
  }
  return <VendorFormScreen key={loaded.party?.id} loaded={loaded} answered={answered && "status" in answered ? answered : undefined} />;
}

export function ErrorBoundary() {
  const { companyId } = useParams();
  return (
    <section role="alert" aria-labelledby="vendor-load-error" className="mx-auto max-w-xl py-12 text-center">
      <h1 id="vendor-load-error" className="text-2xl font-semibold text-slate-900">
        {VENDOR_FORM_MESSAGES.loadErrorTitle}
      </h1>
      <p className="mt-4 text-slate-600">{VENDOR_FORM_MESSAGES.loadError}</p>
      <Link to={`/company/${companyId}/dashboard/vendors/list`} className="mt-6 inline-block">
        Back to the vendor list
      </Link>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: pageTitle("Edit Vendor") }];
