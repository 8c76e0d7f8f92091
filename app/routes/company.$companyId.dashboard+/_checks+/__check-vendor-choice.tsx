import { VendorChoiceForm } from "~/components/vendors/vendor-choice-form";

// Write Check's and Print Check's vendor chooser (a GET form: its button shows the vendor's pay
// bills without JavaScript), and what went wrong reading them.

type ChoiceProps = Parameters<typeof VendorChoiceForm>[0];

export function CheckVendorChoice({
  loaded,
  ...choice
}: Omit<ChoiceProps, "vendors" | "vendorSearch"> & {
  loaded: Pick<ChoiceProps, "vendors" | "vendorSearch"> & { loadError: string | null };
}) {
  return (
    <>
      <VendorChoiceForm {...choice} vendors={loaded.vendors} vendorSearch={loaded.vendorSearch} />
      {loaded.loadError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {loaded.loadError}
        </p>
      ) : null}
    </>
  );
}
