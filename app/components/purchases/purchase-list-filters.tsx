import { Form, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { DatePicker } from "~/components/ui/date-picker";
import { SelectField } from "~/components/ui/field";
import { VendorPicker, type PickerVendor } from "~/components/vendors/vendor-picker";
import { DEFAULT_PER_PAGE } from "~/lib/pagination";

/**
 * The filter form of the purchase lists (Bills, Payments): a GET form of the vendor, the list's own
 * fields (`children`), which date and the period, keeping a page size the user chose. A new answer
 * starts the fields again from the URL's values.
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
  const location = useLocation();
  return (
    <Form method="get" aria-label={label} key={location.search} className="flex flex-wrap items-end gap-3">
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
      <DatePicker name="from" label="From" defaultValue={query.from} className="w-44" />
      <DatePicker name="to" label="To" defaultValue={query.to} className="w-44" />
      {query.perPage !== DEFAULT_PER_PAGE ? <input type="hidden" name="perPage" value={query.perPage} /> : null}
      <Button type="submit" variant="secondary">
        Update
      </Button>
    </Form>
  );
}
