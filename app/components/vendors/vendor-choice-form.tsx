import { Form, useSubmit } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import { type PickerVendor, VendorPicker } from "./vendor-picker";

/**
 * A screen's first step, choosing the vendor (Write Check, Print Check): a GET form whose picker
 * brings the page back for the chosen vendor (`?vendor=<id>`) as soon as one is picked; without
 * JavaScript, `submitLabel`'s button submits it.
 */
export function VendorChoiceForm({
  id,
  companyId,
  vendors,
  vendorSearch,
  chosenId,
  submitLabel,
}: {
  id: string;
  companyId: number;
  /** The loader's vendors for the picker (vendorPickerOptions). */
  vendors: readonly PickerVendor[];
  vendorSearch: string;
  chosenId: number | null;
  submitLabel: string;
}) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  return (
    <Form method="get" aria-label="Choose vendor" className="flex flex-wrap items-end gap-3">
      <VendorPicker
        key={chosenId ?? "none"}
        id={id}
        companyId={companyId}
        name="vendor"
        label="Vendor"
        placeholder="Select a vendor"
        options={vendors}
        defaultValue={chosenId === null ? "" : String(chosenId)}
        searchValue={vendorSearch}
        className="w-full max-w-md"
        onChange={(next) => {
          if (next) submit({ vendor: next }, { method: "get", preventScrollReset: true });
        }}
      />
      {hydrated ? null : (
        <Button type="submit" variant="secondary">
          {submitLabel}
        </Button>
      )}
    </Form>
  );
}
