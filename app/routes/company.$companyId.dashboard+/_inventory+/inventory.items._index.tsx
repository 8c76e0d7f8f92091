import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ItemListScreen } from "~/components/items/item-list-screen";
import { menuHref } from "~/components/shell/menu";
import { ListErrorPanel } from "~/components/shell/shell-error";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import type { DataTableColumn } from "~/components/ui/data-table";
import { Field } from "~/components/ui/field";
import { FilterSelect, type FilterOption } from "~/components/ui/filter-select";
import { formatMoney, fromDecimal } from "~/lib/money";
import { parsePagination } from "~/lib/pagination";
import { formatQuantity, readQuantity } from "~/lib/quantity";
import { screenMeta } from "~/lib/title";
import { requireCompany } from "~/modules/companies/require-company.server";
import { INVENTORY_ITEM_MESSAGES } from "~/modules/inventory/inventory-item-rules";
import { inventoryListParams, readInventoryListFilter } from "~/modules/inventory/inventory-item-schema";
import { listInventoryItems, type InventoryItemRow } from "~/modules/inventory/inventory-items.server";

const REORDER_FILTERS: readonly FilterOption[] = [
  ["all", "All"],
  ["safe", "Safe"],
  ["reached", "Reached"],
];
const VIEW_FILTERS: readonly FilterOption[] = [
  ["active", "Active"],
  ["inactive", "Inactive"],
];

// The Inventory Items list: Reorder Point (All, Safe, Reached) and Current View (Active,
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
  const columns: DataTableColumn<InventoryItemRow>[] = [
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
    <ItemListScreen
      title="Inventory Items"
      parent={{ label: "Inventory", to: menuHref(companyId, "inventory/items") }}
      csv={{ href: menuHref(companyId, "inventory/items.csv"), query: inventoryListParams(filter), fileName: "inventory-items.csv" }}
      addButton={
        <Link to={menuHref(companyId, "inventory/new-item")} className={buttonClasses({ className: "text-white no-underline" })}>
          Add a new inventory item
        </Link>
      }
      filterLabel="Filter inventory items"
      filters={
        <>
          <Field
            key={filter.q}
            id="inventory-search"
            label="Search"
            type="search"
            name="q"
            defaultValue={filter.q}
            placeholder="Search inventory item..."
            maxLength={200}
          />
          <FilterSelect id="inventory-reorder" label="Reorder Point" name="reorder" value={filter.reorder} options={REORDER_FILTERS} />
          <FilterSelect id="inventory-view" label="Current View" name="view" value={filter.view} options={VIEW_FILTERS} />
        </>
      }
      searchButton="Search"
      list={list}
      editHref={(row) => menuHref(companyId, `inventory/edit-item/${row.id}`)}
      columns={columns}
      caption="Inventory items"
    />
  );
}

export function ErrorBoundary() {
  return <ListErrorPanel failed={INVENTORY_ITEM_MESSAGES.listFailed} />;
}

export const meta = screenMeta("Inventory Items");
