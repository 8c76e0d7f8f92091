import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, isRouteErrorResponse, Link, useLoaderData, useRouteError, useSubmit } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { DataTable, type DataTableColumn } from "~/components/ui/data-table";
import { inputClasses, SelectField } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import { useHydrated } from "~/components/ui/use-hydrated";
import { formatMoney, fromDecimal } from "~/lib/money";
import { DEFAULT_PER_PAGE, parsePagination } from "~/lib/pagination";
import { formatQuantity, readQuantity } from "~/lib/quantity";
import { pageTitle } from "~/lib/title";
import { requireCompany } from "~/modules/auth/session.server";
import { INVENTORY_ITEM_MESSAGES } from "~/modules/inventory/inventory-item-rules";
import { inventoryListParams, readInventoryListFilter } from "~/modules/inventory/inventory-item-schema";
import { listInventoryItems, type InventoryItemRow } from "~/modules/inventory/inventory-items.server";

// The Inventory Items list (spec §2.9): Reorder Point (All, Safe, Reached) and Current View (Active,
// Inactive) filters and the search text in the URL as a GET form; the server searches (name and
// descriptions) and paginates (10 by default). On Hand Quantity comes from stock. Export to CSV
// downloads every matching item (inventory/items.csv); Add a new inventory item goes to new-item.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const url = new URL(request.url);
  const filter = readInventoryListFilter(url.searchParams);
  if (filter.view === "all") filter.view = "active";
  const { page, perPage } = parsePagination(url.searchParams);
  const list = await listInventoryItems(db, company.id, { ...filter, page, perPage });
  return { companyId: company.id, filter, list };
}

const money = (value: string) => formatMoney(fromDecimal(value));
const quantity = (value: string | null) => (value === null ? "" : formatQuantity(readQuantity(value) ?? 0));

export default function InventoryItemsList() {
  const { companyId, filter, list } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const params = inventoryListParams(filter);
  const csvHref = `${menuHref(companyId, "inventory/items.csv")}${params.size ? `?${params}` : ""}`;
  const autoSubmit = (event: { currentTarget: HTMLSelectElement }) => {
    if (event.currentTarget.form) submit(event.currentTarget.form, { preventScrollReset: true });
  };

  const columns: DataTableColumn<InventoryItemRow>[] = [
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
        <Link to={menuHref(companyId, `inventory/edit-item/${row.id}`)} aria-label={`Edit ${row.name}`}>
          {row.name}
        </Link>
      ),
    },
    { key: "description", header: "Description", cell: (row) => row.description },
    { key: "type", header: "Type", cell: (row) => row.type },
    { key: "onHand", header: "On Hand Quantity", className: "text-right tabular-nums", cell: (row) => quantity(row.onHandQuantity) },
    {
      key: "reorderPoint",
      header: "Reorder Point",
      className: "text-right tabular-nums",
      cell: (row) =>
        row.reorderPoint === null ? (
          ""
        ) : (
          <span className={cn(row.reorderState === "Reached" && "font-medium text-amber-700")} title={row.reorderState}>
            {quantity(row.reorderPoint)} ({row.reorderState})
          </span>
        ),
    },
    { key: "salesPrice", header: "Sales Price", className: "text-right tabular-nums", cell: (row) => money(row.salesPrice) },
    { key: "purchasePrice", header: "Purchase Price", className: "text-right tabular-nums", cell: (row) => money(row.purchasePrice) },
  ];

  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb items={[{ label: "Inventory", to: menuHref(companyId, "inventory/items") }, { label: "Inventory Items" }]} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">Inventory Items</h1>
        <a href={csvHref} download="inventory-items.csv" className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
          Export to CSV
        </a>
        <Link to={menuHref(companyId, "inventory/new-item")} className={buttonClasses({ className: "text-white no-underline" })}>
          Add a new inventory item
        </Link>
      </div>

      <Form method="get" role="search" aria-label="Filter inventory items" className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="inventory-search" className="mb-1 block text-sm font-medium text-slate-700">
            Search
          </label>
          <input
            key={filter.q}
            id="inventory-search"
            type="search"
            name="q"
            defaultValue={filter.q}
            placeholder="Search inventory item..."
            maxLength={200}
            className={inputClasses}
          />
        </div>
        <SelectField
          key={filter.reorder}
          id="inventory-reorder"
          label="Reorder Point"
          name="reorder"
          defaultValue={filter.reorder}
          onChange={autoSubmit}
          options={[
            { value: "all", label: "All" },
            { value: "safe", label: "Safe" },
            { value: "reached", label: "Reached" },
          ]}
        />
        <SelectField
          key={filter.view}
          id="inventory-view"
          label="Current View"
          name="view"
          defaultValue={filter.view}
          onChange={autoSubmit}
          options={[
            { value: "active", label: "Active" },
            { value: "inactive", label: "Inactive" },
          ]}
        />
        {list.perPage !== DEFAULT_PER_PAGE ? <input type="hidden" name="perPage" value={list.perPage} /> : null}
        <Button type="submit" variant="secondary">
          {hydrated ? "Search" : "Apply"}
        </Button>
      </Form>

      <DataTable
        columns={columns}
        rows={list.items}
        getRowKey={(row) => row.id}
        caption="Inventory items"
        emptyMessage="No records to show"
      />
      <Pagination page={list.page} perPage={list.perPage} total={list.total} />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      {notFound ? null : (
        <p role="alert" className="mx-auto mt-6 max-w-xl rounded-md border border-red-200 bg-red-50 p-3 text-center text-sm text-red-700">
          {INVENTORY_ITEM_MESSAGES.listFailed}
        </p>
      )}
      <ShellErrorPanel homeHref="/dashboard" homeLabel="Back to the dashboard" />
    </>
  );
}

export const meta: MetaFunction = () => [{ title: pageTitle("Inventory Items") }];
