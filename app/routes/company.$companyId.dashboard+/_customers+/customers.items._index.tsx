import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AddSalesItemButton } from "~/components/items/add-sales-item-button";
import { ItemListScreen } from "~/components/items/item-list-screen";
import { menuHref } from "~/components/shell/menu";
import { ListErrorPanel } from "~/components/shell/shell-error";
import type { DataTableColumn } from "~/components/ui/data-table";
import { FilterSelect, type FilterOption } from "~/components/ui/filter-select";
import { formatMoney, fromDecimal } from "~/lib/money";
import { parsePagination } from "~/lib/pagination";
import { screenMeta } from "~/lib/title";
import { requireCompany } from "~/modules/companies/require-company.server";
import { itemEditPath, itemListParams, SALES_ITEM_TYPE_LABELS } from "~/modules/items/constants";
import { listSoldItems, type SoldItemRow } from "~/modules/items/items.server";
import { readItemListFilter } from "../__item-list.server";
import { customerItemTypesFor } from "../__shell.server";

// Customers › Items: the items the company sells (I sell this …), of every kind — service, non
// inventory, inventory items and assemblies — with their sales description and price. Status (All,
// Active, Inactive; Active by default) in the URL as a GET form; the server paginates (10 by
// default). Export to CSV downloads every matching item (customers/items.csv). Add a New Item opens
// the New Sales Item chooser; without JavaScript it lists the four screens as links.

const STATUS_FILTERS: readonly FilterOption[] = [
  ["all", "All"],
  ["active", "Active"],
  ["inactive", "Inactive"],
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const url = new URL(request.url);
  const filter = { ...readItemListFilter(url.searchParams), billStatus: "all" as const };
  const { page, perPage } = parsePagination(url.searchParams);
  const list = await listSoldItems(db, company.id, { ...filter, page, perPage });
  return { companyId: company.id, filter, list, itemTypes: customerItemTypesFor(company.id, company) };
}

const money = (value: string) => formatMoney(fromDecimal(value));

export default function CustomerItemsList() {
  const { companyId, filter, list, itemTypes } = useLoaderData<typeof loader>();

  const columns: DataTableColumn<SoldItemRow>[] = [
    { key: "description", header: "Description", cell: (row) => row.salesDescription || row.purchaseDescription },
    { key: "type", header: "Type", cell: (row) => SALES_ITEM_TYPE_LABELS[row.type] },
    { key: "salesPrice", header: "Sales Price", className: "text-right tabular-nums", cell: (row) => money(row.salesPrice) },
  ];

  return (
    <ItemListScreen
      title="Items"
      parent={{ label: "Customer", to: menuHref(companyId, "customers/list") }}
      csv={{ href: menuHref(companyId, "customers/items.csv"), query: itemListParams(filter), fileName: "customer-items.csv" }}
      addButton={<AddSalesItemButton options={itemTypes} />}
      filterLabel="Filter items"
      filters={<FilterSelect id="item-status" label="Status" name="status" value={filter.status} options={STATUS_FILTERS} />}
      list={list}
      editHref={(row) => menuHref(companyId, itemEditPath(row))}
      columns={columns}
      caption="Items sold"
    />
  );
}

export function ErrorBoundary() {
  return <ListErrorPanel failed="Failed to load items." />;
}

export const meta = screenMeta("Items");
