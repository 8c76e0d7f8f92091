import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AddSalesItemButton } from "~/components/items/add-sales-item-button";
import { ItemListScreen } from "~/components/items/item-list-screen";
import { menuHref } from "~/components/shell/menu";
import { ListErrorPanel } from "~/components/shell/shell-error";
import type { DataTableColumn } from "~/components/ui/data-table";
import { Field } from "~/components/ui/field";
import { FilterSelect, type FilterOption } from "~/components/ui/filter-select";
import { formatMoney, fromDecimal } from "~/lib/money";
import { parsePagination } from "~/lib/pagination";
import { formatQuantity, fromQuantityDecimal } from "~/lib/quantity";
import { screenMeta } from "~/lib/title";
import { requireCompany } from "~/modules/companies/require-company.server";
import { itemEditPath, itemListParams, SALES_ITEM_TYPE_LABELS } from "~/modules/items/constants";
import { listCompanyItems, type CompanyItemRow } from "~/modules/items/items.server";
import { readCompanyItemFilter } from "../__item-list.server";
import { customerItemTypesFor } from "../__shell.server";

// Company › Items (Both Customer And Vendor › Items, spec §2.12): the company's items of every kind
// — service, non inventory, inventory items and assemblies, bought or sold — with Active, Item Name,
// Description, Type, On Hand Quantity, Sales Price and Purchase Price. Current View (Active by
// default, Inactive, All) and the search text in the URL as a GET form; the server paginates (10 by
// default). Export to CSV downloads every matching item (company/lists/items.csv). Add a New Item
// opens the item-type chooser (Service Item by default). The query is the items lists' own
// (listVendorItems in app/modules/items), with every kind and the stock on hand.

const VIEWS: readonly FilterOption[] = [
  ["active", "Active"],
  ["inactive", "Inactive"],
  ["all", "All"],
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const url = new URL(request.url);
  const filter = readCompanyItemFilter(url.searchParams);
  const { page, perPage } = parsePagination(url.searchParams);
  const list = await listCompanyItems(db, company.id, { status: filter.status, search: filter.q, page, perPage });
  return { companyId: company.id, filter, list, itemTypes: customerItemTypesFor(company.id, company) };
}

const money = (value: string) => formatMoney(fromDecimal(value));

export default function CompanyItemsList() {
  const { companyId, filter, list, itemTypes } = useLoaderData<typeof loader>();
  const columns: DataTableColumn<CompanyItemRow>[] = [
    { key: "description", header: "Description", cell: (row) => row.salesDescription || row.purchaseDescription },
    { key: "type", header: "Type", cell: (row) => SALES_ITEM_TYPE_LABELS[row.type] },
    {
      key: "onHand",
      header: "On Hand Quantity",
      className: "text-right tabular-nums",
      cell: (row) => (row.type === "inventory" || row.type === "assembly" ? formatQuantity(fromQuantityDecimal(row.onHand)) : ""),
    },
    { key: "salesPrice", header: "Sales Price", className: "text-right tabular-nums", cell: (row) => money(row.salesPrice) },
    { key: "purchasePrice", header: "Purchase Price", className: "text-right tabular-nums", cell: (row) => money(row.purchasePrice) },
  ];

  return (
    <ItemListScreen
      title="Items"
      parent={{ label: "Company", to: menuHref(companyId, "overview") }}
      csv={{ href: menuHref(companyId, "company/lists/items.csv"), query: itemListParams(filter), fileName: "company-items.csv" }}
      addButton={<AddSalesItemButton options={itemTypes} />}
      filterLabel="Filter items"
      filters={
        <>
          <Field
            key={filter.q}
            id="company-items-search"
            label="Search"
            type="search"
            name="q"
            defaultValue={filter.q}
            placeholder="Search items..."
            maxLength={200}
          />
          <FilterSelect id="company-items-view" label="Current View" name="status" value={filter.status} options={VIEWS} />
        </>
      }
      searchButton="Search"
      list={list}
      editHref={(row) => menuHref(companyId, itemEditPath(row))}
      columns={columns}
      caption="Items"
    />
  );
}

export function ErrorBoundary() {
  return <ListErrorPanel failed="Failed to load items." />;
}

export const meta = screenMeta("Items");
