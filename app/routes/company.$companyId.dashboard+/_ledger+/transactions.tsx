import type { LoaderFunctionArgs } from "@remix-run/node";
import { ListHeading } from "~/components/ui/list-heading";
import { Link, useLoaderData } from "@remix-run/react";
import { dashboardTrail, menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { type DataTableColumn } from "~/components/ui/data-table";
import { Field, SelectField } from "~/components/ui/field";
import { FilteredList } from "~/components/ui/filtered-list";
import { formatUsDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { parsePagination } from "~/lib/pagination";
import { screenMeta } from "~/lib/title";
import { companyToday } from "~/modules/companies/reference-data";
import { requireCompany } from "~/modules/companies/require-company.server";
import {
  readTransactionsQuery,
  TRANSACTION_DATE_OPTIONS,
  TRANSACTION_TYPE_OPTIONS,
  transactionsPage,
  type TransactionRow,
} from "~/modules/reports/all-transactions.server";

// Transactions (the top menu's): every posted transaction of the company, one row per journal
// entry, newest first; filtered by type, a date preset and a search (number, memo or name), a page
// at a time, each row leading to its document. A GET form: it works without scripts.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const search = new URL(request.url).searchParams;
  const { query, errors, raw } = readTransactionsQuery(search);
  const list = await transactionsPage(
    db,
    company.id,
    query,
    { today: companyToday(company.timezone), fiscalYearStart: company.fiscalYearStart },
    parsePagination(search),
  );
  return {
    companyId: company.id,
    list,
    filters: raw,
    errors,
    perPage: search.get("perPage") ?? "",
    typeOptions: TRANSACTION_TYPE_OPTIONS.map(({ value, label }) => ({ value, label })),
    dateOptions: TRANSACTION_DATE_OPTIONS,
  };
}

export default function Transactions() {
  const { companyId, list, filters, errors, perPage, typeOptions, dateOptions } = useLoaderData<typeof loader>();
  const filtered = Boolean(filters.type || (filters.date && filters.date !== "all") || filters.q);
  const csvQuery = new URLSearchParams(Object.entries(filters).filter(([, value]) => value));

  const columns: DataTableColumn<TransactionRow>[] = [
    { key: "date", header: "Date", cell: (row) => formatUsDate(row.date), className: "whitespace-nowrap" },
    {
      key: "type",
      header: "Type",
      cell: (row) => (
        <>
          {row.type}
          {row.voided ? <span className="ml-2 text-xs font-medium uppercase text-red-700">Void</span> : null}
        </>
      ),
    },
    {
      key: "number",
      header: "No.",
      cell: (row) => (
        <Link to={menuHref(companyId, row.href)} className="font-medium" aria-label={`${row.type} ${row.number}`}>
          {row.number || "—"}
        </Link>
      ),
      className: "whitespace-nowrap",
    },
    { key: "name", header: "Name" },
    { key: "memo", header: "Memo" },
    { key: "account", header: "Account" },
    { key: "amount", header: "Amount", cell: (row) => formatMoney(row.amount), className: "text-right tabular-nums" },
  ];

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Breadcrumb items={dashboardTrail(companyId, { label: "Transactions" })} />
      <ListHeading title="Transactions" csv={{ href: `${menuHref(companyId, "transactions")}.csv`, query: csvQuery }} />

      <FilteredList
        filterLabel="Filter transactions"
        formClassName="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-4"
        perPage={perPage}
        filtered={filtered}
        filters={
          <>
            <SelectField
              label="Type"
              name="type"
              defaultValue={filters.type}
              error={errors.type}
              options={[{ value: "", label: "All Types" }, ...typeOptions]}
            />
            <SelectField label="Date" name="date" defaultValue={filters.date || "all"} error={errors.date} options={dateOptions} />
            <Field label="Search" name="q" type="search" placeholder="Number, memo or name" defaultValue={filters.q} />
          </>
        }
        caption="Transactions"
        columns={columns}
        list={list}
        getRowKey={(row) => row.entryId}
        emptyMessage={filtered ? "No transactions match these filters." : "No transactions yet."}
      />
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Transactions");
