import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, isRouteErrorResponse, Link, useLoaderData, useRouteError, useSubmit } from "@remix-run/react";
import { useState } from "react";
import { menuHref } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { DataTable, type DataTableColumn } from "~/components/ui/data-table";
import { SelectField } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import { purchaseItemTypeOptions, SelectItemTypeDialog } from "~/components/ui/select-item-type";
import { useHydrated } from "~/components/ui/use-hydrated";
import { formatMoney, fromDecimal } from "~/lib/money";
import { DEFAULT_PER_PAGE, parsePagination } from "~/lib/pagination";
import { pageTitle } from "~/lib/title";
import { requireCompany } from "~/modules/auth/session.server";
import { listVendorItems, type VendorItemRow } from "~/modules/items/items.server";
import { BILL_STATUSES, ITEM_TYPE_LABELS, itemListParams } from "~/modules/items/schema";
import { readItemListFilter } from "./__item-list.server";

// The Vendor Items list: Status (All, Active, Inactive; Active by default) and Bill Status (All,
// Available, Bill Created, Bill Paid) in the URL as a GET form; the server paginates (10 by
// default, 5 to 100) and derives each item's Bill Status from the bills that bought it. Export to
// CSV downloads every matching item (vendors/items.csv). Add a New Item opens the item type chooser
// (Service Item by default); without JavaScript the chooser is a disclosure whose Continue posts here.

const NEW_ITEM_PATH = { service: "vendors/new-service-item", product: "vendors/new-product-item" } as const;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const url = new URL(request.url);
  const filter = readItemListFilter(url.searchParams);
  const { page, perPage } = parsePagination(url.searchParams);
  const list = await listVendorItems(db, company.id, { ...filter, page, perPage });
  return { companyId: company.id, filter, list };
}

/** The chooser's Continue without JavaScript: to the chosen item screen. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { company } = await requireCompany(request, params.companyId);
  const formData = await request.formData();
  const chosen = formData.get("itemType") === "product" ? "product" : "service";
  return redirect(menuHref(company.id, NEW_ITEM_PATH[chosen]));
}

const money = (value: string) => formatMoney(fromDecimal(value));

export default function VendorItemsList() {
  const { companyId, filter, list } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const [choosing, setChoosing] = useState(false);
  const params = itemListParams(filter);
  const csvHref = `${menuHref(companyId, "vendors/items.csv")}${params.size ? `?${params}` : ""}`;
  const autoSubmit = (event: { currentTarget: HTMLSelectElement }) => {
    if (event.currentTarget.form) submit(event.currentTarget.form, { preventScrollReset: true });
  };

  const columns: DataTableColumn<VendorItemRow>[] = [
    {
      key: "active",
      header: "Active",
      cell: (row) => (
        <input
          type="checkbox"
          checked={row.active}
          readOnly
          disabled
          aria-label={`${row.name} is ${row.active ? "active" : "inactive"}`}
          className="h-4 w-4 rounded border-slate-300"
        />
      ),
    },
    {
      key: "name",
      header: "Item Name",
      cell: (row) => (
        <Link to={menuHref(companyId, `vendors/items/${row.id}/edit`)} aria-label={`Edit ${row.name}`}>
          {row.name}
        </Link>
      ),
    },
    { key: "description", header: "Description", cell: (row) => row.purchaseDescription || row.salesDescription },
    { key: "type", header: "Type", cell: (row) => ITEM_TYPE_LABELS[row.type] },
    { key: "purchasePrice", header: "Purchase Price", className: "text-right tabular-nums", cell: (row) => money(row.purchasePrice) },
    { key: "billStatus", header: "Bill Status", cell: (row) => <BillStatusBadge status={row.billStatus} /> },
  ];

  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb items={[{ label: "Vendor", to: menuHref(companyId, "vendors/list") }, { label: "Vendor Items" }]} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">Vendor Items</h1>
        <a href={csvHref} download="vendor-items.csv" className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
          Export to CSV
        </a>
        {hydrated ? (
          <Button type="button" onClick={() => setChoosing(true)}>
            Add a New Item
          </Button>
        ) : (
          <NoScriptChooser listHref={menuHref(companyId, "vendors/items")} />
        )}
      </div>

      <Form method="get" role="search" aria-label="Filter items" className="flex flex-wrap items-end gap-3">
        <SelectField
          key={filter.status}
          id="item-status"
          label="Status"
          name="status"
          defaultValue={filter.status}
          onChange={autoSubmit}
          options={[
            { value: "all", label: "All" },
            { value: "active", label: "Active" },
            { value: "inactive", label: "Inactive" },
          ]}
        />
        <SelectField
          key={filter.billStatus}
          id="item-bill-status"
          label="Bill Status"
          name="billStatus"
          defaultValue={filter.billStatus}
          onChange={autoSubmit}
          options={[{ value: "all", label: "All" }, ...BILL_STATUSES.map((s) => ({ value: s, label: s }))]}
        />
        {list.perPage !== DEFAULT_PER_PAGE ? <input type="hidden" name="perPage" value={list.perPage} /> : null}
        {hydrated ? null : (
          <Button type="submit" variant="secondary">
            Apply
          </Button>
        )}
      </Form>

      <DataTable columns={columns} rows={list.items} getRowKey={(row) => row.id} caption="Vendor items" emptyMessage="No records to show" />
      <Pagination page={list.page} perPage={list.perPage} total={list.total} />

      {hydrated && choosing ? (
        <SelectItemTypeDialog open onOpenChange={setChoosing} options={purchaseItemTypeOptions(menuHref(companyId, ""))} />
      ) : null}
    </div>
  );
}

const BADGE: Record<string, string> = {
  Available: "bg-slate-100 text-slate-700",
  "Bill Created": "bg-amber-100 text-amber-800",
  "Bill Paid": "bg-green-100 text-green-800",
};

function BillStatusBadge({ status }: { status: string }) {
  return <span className={cn("inline-flex rounded-full px-2 py-0.5 text-xs font-medium", BADGE[status])}>{status}</span>;
}

/** Add a New Item before JavaScript runs: the chooser as a disclosure, posted to this route. */
function NoScriptChooser({ listHref }: { listHref: string }) {
  return (
    <details className="relative">
      <summary className={buttonClasses({ className: "cursor-pointer list-none text-white" })}>Add a New Item</summary>
      <Form
        method="post"
        aria-label="Select Item Type"
        className="absolute right-0 z-10 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-4 shadow-lg"
      >
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-900">Select Item Type</legend>
          <label className="flex items-center gap-2 py-1 text-sm text-slate-700">
            <input type="radio" name="itemType" value="service" defaultChecked /> Service Item
          </label>
          <label className="flex items-center gap-2 py-1 text-sm text-slate-700">
            <input type="radio" name="itemType" value="product" /> Product Item
          </label>
        </fieldset>
        <div className="mt-3 flex justify-end gap-2">
          <Link to={listHref} className={buttonClasses({ variant: "secondary", size: "sm", className: "no-underline" })}>
            Cancel
          </Link>
          <Button type="submit" size="sm">
            Continue
          </Button>
        </div>
      </Form>
    </details>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      {notFound ? null : (
        <p role="alert" className="mx-auto mt-6 max-w-xl rounded-md border border-red-200 bg-red-50 p-3 text-center text-sm text-red-700">
          Failed to load items.
        </p>
      )}
      <ShellErrorPanel homeHref="/dashboard" homeLabel="Back to the dashboard" />
    </>
  );
}

export const meta: MetaFunction = () => [{ title: pageTitle("Vendor Items") }];
