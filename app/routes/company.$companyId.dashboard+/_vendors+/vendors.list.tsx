import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useSubmit } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { ListErrorPanel } from "~/components/shell/shell-error";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { EditLink } from "~/components/ui/edit-link";
import { LiveSearchInput } from "~/components/ui/live-search-input";
import { cn } from "~/components/ui/cn";
import { activeColumn, PagedDataTable, type DataTableColumn } from "~/components/ui/data-table";
import { inputClasses } from "~/components/ui/field";
import { formatMoney, fromDecimal } from "~/lib/money";
import { DEFAULT_PER_PAGE, parsePagination } from "~/lib/pagination";
import { pageTitle } from "~/lib/title";
import { companyContext } from "~/modules/companies/companies.server";
import { listVendors } from "~/modules/vendors/vendors.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { readVendorListQuery } from "./__vendor-list.server";

// The Vendors list: search "Search vendor..." (vendor name, case-insensitive) and Current View
// (Active, Inactive, All) in the URL as a GET form, the server paginates (10 by default); the month
// columns are the current month and the five before it, then Year to Date and the ledger Balance.
// Export to CSV downloads every matching vendor (vendors.list.csv).

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const url = new URL(request.url);
  const { q, view } = readVendorListQuery(url.searchParams);
  const { page, perPage } = parsePagination(url.searchParams);
  const list = await listVendors(db, company.id, { q, view, page, perPage, today });
  return {
    companyId: company.id,
    q,
    view,
    months: list.months.map(({ key, label }) => ({ key, label })),
    list: {
      items: list.vendors as VendorRow[],
      total: list.total,
      page: list.page,
      perPage: list.perPage,
    },
  };
}

type VendorRow = {
  id: number;
  vendorId: string;
  vendorName: string;
  active: boolean;
  ytd: string;
  balance: string;
} & Record<string, unknown>;

const money = (value: unknown) => formatMoney(fromDecimal(typeof value === "string" || typeof value === "number" ? value : "0"));

export default function VendorsList() {
  const { companyId, q, view, months, list } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const rows = list.items as VendorRow[];

  const filterParams = new URLSearchParams();
  if (q) filterParams.set("q", q);
  if (view !== "active") filterParams.set("view", view);
  const csvHref = `${menuHref(companyId, "vendors/list.csv")}${filterParams.size ? `?${filterParams}` : ""}`;

  const amount = "text-right tabular-nums";
  const columns: DataTableColumn<VendorRow>[] = [
    activeColumn((row) => row.vendorName),
    { key: "vendorId", header: "Vendor ID" },
    { key: "vendorName", header: "Vendor Name" },
    ...months.map((m) => ({ key: m.key, header: m.label, className: amount, cell: (row: VendorRow) => money(row[m.key]) })),
    { key: "ytd", header: "Year to Date", className: amount, cell: (row) => money(row.ytd) },
    { key: "balance", header: "Balance", className: amount, cell: (row) => money(row.balance) },
    {
      key: "actions",
      header: "Actions",
      cell: (row) => <EditLink to={menuHref(companyId, `vendors/edit/${row.id}`)} name={row.vendorName} />,
    },
  ];

  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb items={[{ label: "Company" }, { label: "Vendors" }]} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">Vendors</h1>
        <a href={csvHref} download="vendors.csv" className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
          Export to CSV
        </a>
        <Link to={menuHref(companyId, "vendors/new-vendor")} className={buttonClasses({ className: "text-white no-underline" })}>
          Add New Vendor
        </Link>
      </div>

      <Form method="get" role="search" aria-label="Filter vendors" className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="vendor-view" className="mb-1 block text-sm font-medium text-slate-700">
            Current View
          </label>
          <select
            key={view}
            id="vendor-view"
            name="view"
            defaultValue={view}
            onChange={(event) => {
              if (event.currentTarget.form) submit(event.currentTarget.form, { preventScrollReset: true });
            }}
            className={cn(inputClasses, "pr-8")}
          >
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
            <option value="all">All</option>
          </select>
        </div>
        <div className="w-full max-w-sm">
          <label htmlFor="vendor-search" className="mb-1 block text-sm font-medium text-slate-700">
            Search
          </label>
          <LiveSearchInput query={q} id="vendor-search" name="q" maxLength={200} placeholder="Search vendor..." className={inputClasses} />
        </div>
        {list.perPage !== DEFAULT_PER_PAGE ? <input type="hidden" name="perPage" value={list.perPage} /> : null}
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </Form>

      <PagedDataTable columns={columns} list={{ ...list, items: rows }} getRowKey={(row) => row.id} caption="Vendors" />
    </div>
  );
}

export function ErrorBoundary() {
  return <ListErrorPanel failed="Failed to load vendors." />;
}

export const meta: MetaFunction = () => [{ title: pageTitle("Vendors") }];
