import { Form, Link } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { Button } from "~/components/ui/button";
import { PagedDataTable, type DataTableColumn } from "~/components/ui/data-table";
import { useHydrated } from "~/components/ui/use-hydrated";
import { formatUsDate } from "~/lib/dates";
import { DEFAULT_PER_PAGE } from "~/lib/pagination";
import { DATE_PRESET_LABELS, DATE_PRESETS } from "~/lib/periods";
import {
  transactionHref,
  TRANSACTION_VIEWS,
  typeFiltersOf,
  VENDOR_PANEL_STEP,
  type VendorCenterQuery,
  type VendorTransaction,
} from "~/modules/vendors/vendor-transactions";
import { FilterSelect, money } from "./vendor-center-panels";

// The selected vendor's transactions: view, type (Bills and Pay Bills only) and date
// filters in a GET form (a change goes back to page 1, since the form carries no page), the rows
// newest first and the server's pages.

const DATE_OPTIONS = DATE_PRESETS.map((preset) => ({ value: preset, label: DATE_PRESET_LABELS[preset] }));

export function VendorTransactionsPanel({
  companyId,
  query,
  vendorId,
  transactions,
}: {
  companyId: number;
  query: VendorCenterQuery;
  vendorId: number;
  transactions: { items: VendorTransaction[]; total: number; page: number; perPage: number };
}) {
  const hydrated = useHydrated();
  const typeFilters = typeFiltersOf(query.view);
  const showDueDate = query.view === "bills" || transactions.items.some((t) => t.dueDate);

  const columns: DataTableColumn<VendorTransaction>[] = [
    { key: "date", header: "Date", className: "whitespace-nowrap", cell: (t) => formatUsDate(t.date) },
    { key: "type", header: "Type", className: "whitespace-nowrap" },
    {
      key: "number",
      header: "No.",
      className: "whitespace-nowrap",
      cell: (t) => {
        const href = transactionHref(t);
        return href ? <Link to={menuHref(companyId, href)}>{t.number}</Link> : t.number;
      },
    },
    // The vendor's own numbers (an invoice's, a credit note's): the column shows when a row has one.
    ...(transactions.items.some((t) => t.reference) ? [{ key: "reference", header: "Ref. No.", className: "whitespace-nowrap" }] : []),
    { key: "memo", header: "Memo", className: "min-w-[10rem]" },
    // Only bills have due dates: the column shows in the Bills view and whenever a row has one.
    ...(showDueDate
      ? [{ key: "dueDate", header: "Due Date", className: "whitespace-nowrap", cell: (t: VendorTransaction) => formatUsDate(t.dueDate) }]
      : []),
    { key: "account", header: "Account", className: "min-w-[9rem]" },
    ...(query.view === "pay-bills" ? [{ key: "paymentMethod", header: "Payment Method", className: "whitespace-nowrap" }] : []),
    { key: "amount", header: "Amount", className: "whitespace-nowrap text-right tabular-nums", cell: (t) => money(t.amount) },
    { key: "status", header: "Status", className: "whitespace-nowrap" },
  ];

  return (
    <section aria-labelledby="vendor-transactions-heading" className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="vendor-transactions-heading" className="text-lg font-semibold text-slate-900">
        Transactions
      </h2>
      <Form method="get" aria-label="Filter transactions" className="flex flex-wrap items-end gap-3">
        {query.status !== "active" ? <input type="hidden" name="status" value={query.status} /> : null}
        {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
        {query.show !== VENDOR_PANEL_STEP ? <input type="hidden" name="show" value={query.show} /> : null}
        <input type="hidden" name="vendor" value={vendorId} />
        {query.perPage !== DEFAULT_PER_PAGE ? <input type="hidden" name="perPage" value={query.perPage} /> : null}
        <FilterSelect id="vendor-transactions-view" label="View" name="view" value={query.view} options={TRANSACTION_VIEWS} />
        {typeFilters.length ? (
          <FilterSelect
            id="vendor-transactions-type"
            label="Type"
            name="type"
            value={query.type}
            options={typeFilters}
            resetKey={`${query.view}-${query.type}`}
          />
        ) : null}
        <FilterSelect id="vendor-transactions-date" label="Date" name="date" value={query.date} options={DATE_OPTIONS} />
        {hydrated ? null : (
          <Button type="submit" variant="secondary">
            Apply
          </Button>
        )}
      </Form>
      <PagedDataTable
        columns={columns}
        list={transactions}
        getRowKey={(t) => t.key}
        caption="Transactions"

        paginationClassName="py-0"
      />
    </section>
  );
}
