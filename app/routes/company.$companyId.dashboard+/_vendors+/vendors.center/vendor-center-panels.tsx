import { Form, Link, useSubmit } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { menuHref } from "~/components/shell/menu";
import { ShellLink } from "~/components/shell/screen-links";
import { Button, buttonClasses } from "~/components/ui/button";
import { LiveSearchInput } from "~/components/ui/live-search-input";
import { cn } from "~/components/ui/cn";
import { inputClasses, SelectField } from "~/components/ui/field";
import { useHydrated } from "~/components/ui/use-hydrated";
import { formatMoney, fromDecimal } from "~/lib/money";
import { DEFAULT_PER_PAGE } from "~/lib/pagination";
import {
  VENDOR_PANEL_MAX,
  VENDOR_PANEL_STEP,
  vendorCenterSearch,
  type VendorCenterQuery,
  type VendorDetails,
} from "~/modules/vendors/vendor-transactions";

// The Vendor Center's header, vendor list (left) and Vendor Details (right). Every control
// is a link or a GET form, so the screen works before JavaScript loads; with it, a select submits
// on change and the search box after a pause.

export interface PanelVendor {
  id: number;
  vendorId: string;
  vendorName: string;
  balance: string;
}

/** The Vendor Details card's vendor (its active flag aside). */
export type DetailsVendor = Omit<VendorDetails, "active">;

export const money = (value: string) => formatMoney(fromDecimal(value));

/** Hidden inputs carrying the transaction filters (and page size) across a form that changes the vendor list. */
function KeepFilters({ query }: { query: VendorCenterQuery }) {
  return (
    <>
      {query.view !== "all" ? <input type="hidden" name="view" value={query.view} /> : null}
      {query.type !== "all" ? <input type="hidden" name="type" value={query.type} /> : null}
      {query.date !== "all" ? <input type="hidden" name="date" value={query.date} /> : null}
      {query.perPage !== DEFAULT_PER_PAGE ? <input type="hidden" name="perPage" value={query.perPage} /> : null}
    </>
  );
}

/** Submits the select's form when it changes (with JavaScript). */
export function useSubmitOnChange() {
  const submit = useSubmit();
  return (event: { currentTarget: HTMLSelectElement }) => {
    const form = event.currentTarget.form;
    if (form) submit(form, { preventScrollReset: true });
  };
}

const STATUS_OPTIONS = [
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
];

/** A filter of a GET form: choosing submits the form (without JavaScript, the form's Apply does). */
export function FilterSelect({
  id,
  label,
  name,
  value,
  options,
  resetKey,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** Starts the select again from `value` when it changes (default: the value) */
  resetKey?: string;
}) {
  const onChange = useSubmitOnChange();
  return (
    <SelectField key={resetKey ?? value} id={id} label={label} name={name} defaultValue={value} options={options} onChange={onChange} />
  );
}

export function VendorCenterHeader({
  companyId,
  query,
  selectedVendorId,
}: {
  companyId: number;
  query: VendorCenterQuery;
  selectedVendorId: number | null;
}) {
  const hydrated = useHydrated();
  const csvHref = `${menuHref(companyId, "vendors/center.csv")}${vendorCenterSearch({ ...query, vendor: selectedVendorId, page: 1, perPage: DEFAULT_PER_PAGE, show: undefined })}`;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <h1 className="mr-auto text-2xl font-semibold text-slate-900">Vendor Center</h1>
      <Form method="get" aria-label="Vendor status" className="flex items-end gap-2">
        <FilterSelect id="vendor-center-status" label="Status" name="status" value={query.status} options={STATUS_OPTIONS} />
        {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
        <KeepFilters query={query} />
        {hydrated ? null : (
          <Button type="submit" variant="secondary">
            Apply
          </Button>
        )}
      </Form>
      {selectedVendorId ? (
        <a href={csvHref} download className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
          Export to CSV
        </a>
      ) : (
        <Button type="button" variant="secondary" disabled>
          Export to CSV
        </Button>
      )}
      <Link to={menuHref(companyId, "vendors/new-vendor")} className={buttonClasses({ className: "text-white no-underline" })}>
        Add New Vendor
      </Link>
    </div>
  );
}

export function VendorListPanel({
  query,
  panel,
  selectedVendorId,
}: {
  query: VendorCenterQuery;
  panel: { vendors: PanelVendor[]; total: number };
  selectedVendorId: number | null;
}) {
  const searchId = useId();

  // Selecting a vendor keeps the list and the filters; its transactions start at page 1.
  const vendorHref = (id: number) => vendorCenterSearch({ ...query, vendor: id, page: 1 });
  const more = panel.total > panel.vendors.length && query.show < VENDOR_PANEL_MAX;
  const moreHref = vendorCenterSearch({
    ...query,
    vendor: selectedVendorId,
    show: Math.min(VENDOR_PANEL_MAX, query.show + VENDOR_PANEL_STEP),
  });

  return (
    <section aria-label="Vendors" className="min-w-0 rounded-lg border border-slate-200 bg-white shadow-sm">
      <Form method="get" role="search" aria-label="Search vendors" className="flex gap-2 border-b border-slate-200 p-3">
        <label htmlFor={searchId} className="sr-only">
          Search vendor
        </label>
        <LiveSearchInput query={query.q} id={searchId} name="q" maxLength={200} placeholder="Search vendor..." className={inputClasses} />
        {query.status !== "active" ? <input type="hidden" name="status" value={query.status} /> : null}
        <KeepFilters query={query} />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </Form>
      <p className="px-3 pt-3 text-sm text-slate-600" aria-live="polite">
        {panel.total === 1 ? "1 vendor" : `${panel.total} vendors`}
        {panel.total > panel.vendors.length ? <span className="text-slate-400"> (showing {panel.vendors.length})</span> : null}
      </p>
      <div className="max-h-[32rem] overflow-y-auto p-3">
        <table className="w-full text-sm">
          <caption className="sr-only">Vendor list</caption>
          <thead>
            <tr className="text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
              <th scope="col" className="pb-2">
                Name
              </th>
              <th scope="col" className="pb-2 text-right">
                Balance
              </th>
            </tr>
          </thead>
          <tbody>
            {panel.vendors.length === 0 ? (
              <tr>
                <td colSpan={2} className="py-6 text-center text-slate-500">
                  No records to show
                </td>
              </tr>
            ) : (
              panel.vendors.map((v) => {
                const selected = v.id === selectedVendorId;
                return (
                  <tr key={v.id} className={cn("border-t border-slate-100", selected && "bg-blue-50")}>
                    <td className="py-2 pr-2">
                      <Link
                        to={vendorHref(v.id)}
                        preventScrollReset
                        aria-current={selected ? "true" : undefined}
                        className={cn("block truncate", selected ? "font-semibold text-blue-800" : "text-slate-800")}
                      >
                        {v.vendorName}
                      </Link>
                    </td>
                    <td className="py-2 text-right tabular-nums text-slate-700">{money(v.balance)}</td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
        {more ? (
          <Link to={moreHref} preventScrollReset className="mt-3 block text-center text-sm">
            Show more
          </Link>
        ) : null}
      </div>
    </section>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line break-words text-sm text-slate-800">
        {children || <span className="text-slate-400">—</span>}
      </dd>
    </div>
  );
}

/** ?prefillVendor={id}&vendorName={name} for the EnterBill and PayBill routes. */
export function prefillSearch(vendor: { id: number; vendorName: string }) {
  return `?${new URLSearchParams({ prefillVendor: String(vendor.id), vendorName: vendor.vendorName })}`;
}

export function VendorDetailsPanel({ companyId, vendor }: { companyId: number; vendor: DetailsVendor | null }) {
  if (!vendor) {
    return (
      <section aria-labelledby="vendor-details-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="vendor-details-heading" className="text-lg font-semibold text-slate-900">
          Vendor Details
        </h2>
        <p className="mt-2 text-sm text-slate-500">No vendor to show.</p>
      </section>
    );
  }
  const address = vendor.address
    .split("\n")
    .filter((line) => line.trim())
    .join("\n");
  return (
    <section aria-labelledby="vendor-details-heading" className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-start gap-3 border-b border-slate-200 px-5 py-4">
        <div className="mr-auto min-w-0">
          <h2 id="vendor-details-heading" className="text-lg font-semibold text-slate-900">
            Vendor Details
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            <span className="font-medium text-slate-900">{vendor.vendorName}</span> · Balance{" "}
            <span className="tabular-nums">{money(vendor.balance)}</span>
          </p>
        </div>
        <ShellLink
          to={`${menuHref(companyId, "vendors/enter-bill")}${prefillSearch(vendor)}`}
          className={buttonClasses({ className: "text-white no-underline" })}
        >
          Create Bill
        </ShellLink>
        <ShellLink
          to={`${menuHref(companyId, "vendors/pay-bill")}${prefillSearch(vendor)}`}
          className={buttonClasses({ variant: "secondary", className: "no-underline" })}
        >
          Pay Bill
        </ShellLink>
      </div>
      {/* <details> opens and closes without JavaScript. */}
      <details className="group px-5 py-3">
        <summary className="cursor-pointer select-none text-sm font-medium text-blue-700">Preview</summary>
        <dl aria-label="Vendor preview" className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Detail label="Vendor ID">{vendor.vendorId}</Detail>
          <Detail label="Name">{vendor.vendorName}</Detail>
          <Detail label="Currency">{vendor.currency}</Detail>
          <Detail label="Balance">{money(vendor.balance)}</Detail>
          <Detail label="Opening Balance">{money(vendor.openingBalance)}</Detail>
          <Detail label="Email">{vendor.email}</Detail>
          <Detail label="Fax">{vendor.fax}</Detail>
          <Detail label="Address">{address}</Detail>
          <Detail label="Notes">{vendor.notes}</Detail>
        </dl>
      </details>
    </section>
  );
}
