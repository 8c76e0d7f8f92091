import { Form, useLocation, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { PurchaseListHeader } from "~/components/purchases/purchase-list-header";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button } from "~/components/ui/button";
import { PagedDataTable, type PagedDataTableProps } from "~/components/ui/data-table";
import { DatePicker } from "~/components/ui/date-picker";
import { DEFAULT_PER_PAGE } from "~/lib/pagination";

// The frame of the documents lists (Bills, Vendor Payments, Invoices): the breadcrumb under its
// area, the heading with Export to CSV and the screen that adds to the list, the filters, then a
// page of the list with its totals — "Loading..." while the same list loads other filters.

export function DocumentListScreen<T>({
  companyId,
  area,
  title,
  csv,
  action,
  filters,
  table,
}: {
  companyId: number;
  /** The area the list belongs to, in the breadcrumb: Vendors (`vendors/list`), Customers. */
  area: { label: string; path: string };
  title: string;
  /** The list's CSV with the filters shown, and the file's name */
  csv: { href: string; fileName: string };
  action: { label: string; to: string };
  /** The list's filter form (ListFilterForm) */
  filters: ReactNode;
  table: Omit<PagedDataTableProps<T>, "loading">;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb items={[{ label: "Company" }, { label: area.label, to: menuHref(companyId, area.path) }, { label: title }]} />
      <PurchaseListHeader title={title} csv={csv} action={action} />
      {filters}
      <PagedDataTable {...table} loading={loading} />
    </div>
  );
}

/**
 * A documents list's filters: a GET form of the list's own fields (`children`) and the period,
 * keeping a page size the user chose; Update goes back to page 1 (the form carries no page). A new
 * answer starts the fields again from the URL's values.
 */
export function ListFilterForm({
  label,
  query,
  children,
}: {
  /** The form's accessible name: "Filter bills". */
  label: string;
  query: { from: string | null; to: string | null; perPage: number };
  children: ReactNode;
}) {
  const location = useLocation();
  return (
    <Form method="get" aria-label={label} key={location.search} className="flex flex-wrap items-end gap-3">
      {children}
      <DatePicker name="from" label="From" defaultValue={query.from} className="w-44" />
      <DatePicker name="to" label="To" defaultValue={query.to} className="w-44" />
      {query.perPage !== DEFAULT_PER_PAGE ? <input type="hidden" name="perPage" value={query.perPage} /> : null}
      <Button type="submit" variant="secondary">
        Update
      </Button>
    </Form>
  );
}
