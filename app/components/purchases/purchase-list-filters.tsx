import type { ReactNode } from "react";
import { ListFilterForm } from "~/components/documents/document-list-screen";
import { SelectField } from "~/components/ui/field";
import { VendorPicker, type PickerVendor } from "~/components/vendors/vendor-picker";

/**
 * The filter form of the purchase lists (Bills, Payments): the vendor, the list's own fields
 * (`children`), which date, then the period (ListFilterForm).
 */
export function PurchaseListFilters({
  label,
  idPrefix,
  companyId,
  vendors,
  vendorSearch,
  query,
  dateTypes,
  children,
}: {
  /** The form's accessible name: "Filter bills". */
  label: string;
  idPrefix: string;
  companyId: number;
  vendors: readonly PickerVendor[];
  vendorSearch: string;
  query: { vendor: number | null; dateType: string; from: string | null; to: string | null; perPage: number };
  dateTypes: readonly { value: string; label: string }[];
  children: ReactNode;
}) {
  return (
    <ListFilterForm label={label} query={query}>
      <VendorPicker
        id={`${idPrefix}-vendor`}
        companyId={companyId}
        name="vendor"
        label="Vendor"
        options={vendors}
        defaultValue={query.vendor === null ? "" : String(query.vendor)}
        searchValue={vendorSearch}
        view="all"
        showAllOption
        allLabel="All Vendors"
        className="w-64"
      />
      {children}
      <SelectField id={`${idPrefix}-date-type`} label="Date" name="dateType" defaultValue={query.dateType} options={dateTypes} />
    </ListFilterForm>
  );
}
