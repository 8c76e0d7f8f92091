import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { ItemListScreen } from "~/components/items/item-list-screen";
import { menuHref } from "~/components/shell/menu";
import { ListErrorPanel } from "~/components/shell/shell-error";
import { Button, buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import type { DataTableColumn } from "~/components/ui/data-table";
import { FilterSelect, type FilterOption } from "~/components/ui/filter-select";
import { purchaseItemTypeOptions, SelectItemTypeDialog } from "~/components/ui/select-item-type";
import { useHydrated } from "~/components/ui/use-hydrated";
import { formatMoney, fromDecimal } from "~/lib/money";
import { parsePagination } from "~/lib/pagination";
import { screenMeta } from "~/lib/title";
import { requireCompany } from "~/modules/companies/require-company.server";
import { listVendorItems, type VendorItemRow } from "~/modules/items/items.server";
import { BILL_STATUSES, ITEM_TYPE_LABELS, itemListParams } from "~/modules/items/constants";
import { readItemListFilter } from "../__item-list.server";

const STATUS_FILTERS: readonly FilterOption[] = [
  ["all", "All"],
  ["active", "Active"],
  ["inactive", "Inactive"],
];

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
  const hydrated = useHydrated();
  const [choosing, setChoosing] = useState(false);

  const columns: DataTableColumn<VendorItemRow>[] = [
    { key: "description", header: "Description", cell: (row) => row.purchaseDescription || row.salesDescription },
    { key: "type", header: "Type", cell: (row) => ITEM_TYPE_LABELS[row.type] },
    { key: "purchasePrice", header: "Purchase Price", className: "text-right tabular-nums", cell: (row) => money(row.purchasePrice) },
    { key: "billStatus", header: "Bill Status", cell: (row) => <BillStatusBadge status={row.billStatus} /> },
  ];

  return (
    <ItemListScreen
      title="Vendor Items"
      parent={{ label: "Vendor", to: menuHref(companyId, "vendors/list") }}
      csv={{ href: menuHref(companyId, "vendors/items.csv"), query: itemListParams(filter), fileName: "vendor-items.csv" }}
      addButton={
        hydrated ? (
          <Button type="button" onClick={() => setChoosing(true)}>
            Add a New Item
          </Button>
        ) : (
          <NoScriptChooser listHref={menuHref(companyId, "vendors/items")} />
        )
      }
      filterLabel="Filter items"
      filters={
        <>
          <FilterSelect id="item-status" label="Status" name="status" value={filter.status} options={STATUS_FILTERS} />
          <FilterSelect
            id="item-bill-status"
            label="Bill Status"
            name="billStatus"
            value={filter.billStatus}
            options={[["all", "All"], ...BILL_STATUSES.map((s) => [s, s] as const)]}
          />
        </>
      }
      list={list}
      editHref={(row) => menuHref(companyId, `vendors/items/${row.id}/edit`)}
      columns={columns}
      caption="Vendor items"
    >
      {hydrated && choosing ? (
        <SelectItemTypeDialog open onOpenChange={setChoosing} options={purchaseItemTypeOptions(menuHref(companyId, ""))} />
      ) : null}
    </ItemListScreen>
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
  return <ListErrorPanel failed="Failed to load items." />;
}

export const meta = screenMeta("Vendor Items");
