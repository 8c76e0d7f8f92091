import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { DataTable, type DataTableColumn } from "~/components/ui/data-table";
import { inputClasses } from "~/components/ui/field";
import { FilterSelect, labelled, type FilterOption } from "~/components/ui/filter-select";
import { Pagination } from "~/components/ui/pagination";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { screenMeta } from "~/lib/title";
import { requireCompany } from "~/modules/companies/require-company.server";
import { companyContext } from "~/modules/companies/companies.server";
import {
  CENTER_DATE_LABELS,
  CENTER_DATES,
  CENTER_LIST_PER_PAGE,
  CENTER_TEXT,
  CENTER_VIEW_LABELS,
  CENTER_VIEWS,
  centerQuerySchema,
} from "~/modules/inventory/center";
import { itemTransactions } from "~/modules/document-catalog/inventory-transactions.server";
import { centerItem, listCenterItems, type CenterTransaction } from "~/modules/inventory/center.server";
import { orNullWhenNotFound } from "~/utils/errors";

const STATUS_FILTERS: readonly FilterOption[] = [
  ["active", "Active"],
  ["inactive", "Inactive"],
];

// Inventory Center (Home > Inventory > Inventory Center) on real data: the left list of inventory
// items and assemblies (status, server search, pages of 20), the selected item (?itemId=) with its
// Qty, Edit Item, Stock Adjustment and the Preview panel (a <details>, so it opens without
// JavaScript), and its transactions (stock movements with their documents) filtered by Current View
// and Date in the URL, newest first, paginated on the server (5–100, default 10). Export to CSV
// downloads the selected item's transactions, or the item list when none is selected.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const query = centerQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const list = await listCenterItems(db, company.id, {
    status: query.status,
    search: query.search,
    page: query.listPage,
    perPage: CENTER_LIST_PER_PAGE,
  });
  let selected = null;
  let transactions = null;
  if (query.itemId !== null) {
    selected = await orNullWhenNotFound(centerItem(db, company.id, query.itemId));
    transactions = selected
      ? await orNullWhenNotFound(
          itemTransactions(db, company.id, query.itemId, { ...query, today, fiscalYearStart: company.fiscalYearStart }),
        )
      : null;
  }
  return { companyId: company.id, query, list, selected, transactions };
}

const money = (value: string) => formatMoney(fromDecimal(value));

/** The transactions' filters: the view and the date range. */
const TRANSACTION_FILTERS = [
  { id: "center-view", label: "Current View", name: "view", options: labelled(CENTER_VIEWS, CENTER_VIEW_LABELS) },
  { id: "center-date", label: "Date", name: "date", options: labelled(CENTER_DATES, CENTER_DATE_LABELS) },
] as const;

export default function InventoryCenter() {
  const { companyId, query, list, selected, transactions } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const center = menuHref(companyId, "inventory/center");
  const keep = (changes: Record<string, string | number | null>) => {
    const params = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === "") params.delete(key);
      else params.set(key, String(value));
    }
    return `${center}?${params.toString()}`;
  };
  const csvParams = new URLSearchParams(location.search);
  csvParams.delete("page");
  const listPages = Math.max(1, Math.ceil(list.total / CENTER_LIST_PER_PAGE));

  const columns: DataTableColumn<CenterTransaction>[] = [
    { key: "date", header: "Date", className: "whitespace-nowrap", cell: (t) => formatUsDate(t.date) },
    { key: "type", header: "Type", className: "whitespace-nowrap" },
    { key: "no", header: "No", className: "whitespace-nowrap" },
    { key: "memo", header: "Memo", className: "min-w-[10rem]" },
    { key: "quantity", header: "Quantity", className: "text-right tabular-nums" },
    { key: "amount", header: "Amount", className: "text-right tabular-nums whitespace-nowrap", cell: (t) => money(t.amount) },
  ];

  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb items={[{ label: "Home", to: menuHref(companyId, "") }, { label: "Inventory" }, { label: "Inventory Centre" }]} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">Inventory Centre</h1>
        <a
          href={`${menuHref(companyId, "inventory/center.csv")}?${csvParams.toString()}`}
          className={buttonClasses({ variant: "secondary", className: "no-underline" })}
        >
          Export to CSV
        </a>
        <Link to={menuHref(companyId, "inventory/new-item")} className={buttonClasses({ className: "text-white no-underline" })}>
          Add New Inventory Item
        </Link>
      </div>

      <div className="grid gap-4 lg:grid-cols-[20rem_1fr]">
        <section aria-labelledby="center-items" className="space-y-3 rounded-lg border border-slate-200 bg-white p-3">
          <h2 id="center-items" className="text-lg font-semibold text-slate-900">
            Inventory Items <span className="text-sm font-normal text-slate-500">({list.total})</span>
          </h2>
          <Form method="get" key={location.search} className="space-y-2" aria-label="Find inventory items">
            <FilterSelect id="center-status" label="Status" name="status" value={query.status} options={STATUS_FILTERS} />
            <input
              type="search"
              name="search"
              aria-label="Search inventory item"
              placeholder={CENTER_TEXT.search}
              defaultValue={query.search}
              className={inputClasses}
            />
            <Button type="submit" variant="secondary" size="sm">
              Search
            </Button>
          </Form>
          {list.items.length === 0 ? (
            <p className="text-sm text-slate-500">{CENTER_TEXT.noItems}</p>
          ) : (
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-slate-500">
                  <th className="py-1 font-medium">Name</th>
                  <th className="py-1 font-medium">Status</th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((item) => (
                  <tr key={item.id} className={cn("border-t border-slate-100", item.id === query.itemId && "bg-blue-50")}>
                    <td className="py-1">
                      <Link to={keep({ itemId: item.id, page: null })} aria-current={item.id === query.itemId ? "true" : undefined}>
                        {item.name}
                      </Link>
                    </td>
                    <td className="py-1 capitalize text-slate-600">{item.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {listPages > 1 ? (
            <nav aria-label="Item pages" className="flex items-center justify-between text-sm">
              {query.listPage > 1 ? <Link to={keep({ listPage: query.listPage - 1 })}>Previous</Link> : <span />}
              <span>
                Page {query.listPage} of {listPages}
              </span>
              {query.listPage < listPages ? <Link to={keep({ listPage: query.listPage + 1 })}>Next</Link> : <span />}
            </nav>
          ) : null}
        </section>

        <section aria-label="Selected item" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
          {selected ? (
            <>
              <div className="flex flex-wrap items-center gap-3">
                <h2 className="mr-auto text-xl font-semibold text-slate-900">{selected.name}</h2>
                <p className="text-sm text-slate-700">
                  Qty: <span className="font-semibold tabular-nums">{selected.quantity}</span>
                </p>
                <Link
                  to={menuHref(companyId, `inventory/edit-item/${selected.id}`)}
                  className={buttonClasses({ variant: "secondary", size: "sm", className: "no-underline" })}
                >
                  Edit Item
                </Link>
                <Link
                  to={`${menuHref(companyId, "inventory/stock-adjustment/new")}?itemId=${selected.id}`}
                  className={buttonClasses({ variant: "secondary", size: "sm", className: "no-underline" })}
                >
                  Stock Adjustment
                </Link>
              </div>
              <details className="rounded-md border border-slate-200 p-3">
                <summary className="cursor-pointer text-sm font-medium text-slate-700">Preview</summary>
                <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
                  {[
                    ["Available Qty", selected.availableQty],
                    ["Standard Cost (USD)", money(selected.standardCost)],
                    ["Sales Price (USD)", money(selected.salesPrice)],
                    ["Items Group", selected.itemsGroup || "-"],
                    ["Warehouse", selected.warehouse || "-"],
                    ["Item No", selected.itemNo],
                  ].map(([label, value]) => (
                    <div key={label}>
                      <dt className="text-slate-500">{label}</dt>
                      <dd className="font-medium text-slate-900">{value}</dd>
                    </div>
                  ))}
                </dl>
              </details>
              <h3 className="text-lg font-semibold text-slate-900">Transactions</h3>
              <Form method="get" key={`tx-${location.search}`} className="flex flex-wrap items-end gap-3" aria-label="Filter transactions">
                {(["status", "search", "listPage", "itemId", "perPage"] as const).map((name) => {
                  const value = new URLSearchParams(location.search).get(name);
                  return value === null ? null : <input key={name} type="hidden" name={name} value={value} />;
                })}
                {TRANSACTION_FILTERS.map(({ name, ...filter }) => (
                  <FilterSelect key={name} name={name} value={query[name]} {...filter} />
                ))}
                <Button type="submit" variant="secondary">
                  Update
                </Button>
              </Form>
              {loading ? (
                <p role="status" className="text-sm text-slate-500">
                  {CENTER_TEXT.loading}
                </p>
              ) : null}
              <DataTable
                caption="Transactions"
                columns={columns}
                rows={transactions?.items ?? []}
                getRowKey={(t) => t.id}
                emptyMessage={CENTER_TEXT.noTransactions}
              />
              {transactions ? <Pagination page={transactions.page} perPage={transactions.perPage} total={transactions.total} /> : null}
            </>
          ) : (
            <div className="space-y-1 py-8 text-center text-slate-500">
              <p>{query.itemId !== null ? CENTER_TEXT.noItemSelected : CENTER_TEXT.selectItem}</p>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Inventory Centre");
