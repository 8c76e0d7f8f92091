import { Form, Link } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { Button } from "~/components/ui/button";
import { PagedDataTable, type DataTableColumn } from "~/components/ui/data-table";
import { useHydrated } from "~/components/ui/use-hydrated";
import { formatUsDate } from "~/lib/dates";
import { DEFAULT_PER_PAGE } from "~/lib/pagination";
import { DATE_PRESET_LABELS, DATE_PRESETS } from "~/lib/periods";
import { PANEL_STEP, type CenterQuery } from "~/modules/parties/center";
import { FilterSelect, money, type PartyCenterKind } from "./center-panels";

// The selected party's transactions in its Center: view, type (the views that have types) and date
// filters in a GET form (a change goes back to page 1, since the form carries no page), the rows
// newest first and the server's pages. A row's number leads where `href` says (its document, or its
// journal entry).

const DATE_OPTIONS = DATE_PRESETS.map((preset) => ({ value: preset, label: DATE_PRESET_LABELS[preset] }));

/** What a Center's transaction row shows (the Vendor Center's and the Customer Center's rows have it). */
export interface CenterTransactionRow {
  key: string;
  id: number | null;
  documentId: number | null;
  date: string;
  type: string;
  number: string;
  reference: string;
  memo: string;
  dueDate: string | null;
  account: string;
  paymentMethod: string | null;
  amount: string;
  status: string;
}

export function PartyTransactionsPanel<T extends CenterTransactionRow>({
  kind,
  companyId,
  query,
  partyId,
  transactions,
  href,
  dueDateViews = [],
}: {
  kind: PartyCenterKind;
  companyId: number;
  query: CenterQuery;
  partyId: number;
  transactions: { items: T[]; total: number; page: number; perPage: number };
  /** Where a row's number leads, relative to the dashboard */
  href: (row: T) => string | null;
  /** The views that always show the Due Date column */
  dueDateViews?: readonly string[];
}) {
  const hydrated = useHydrated();
  const { party } = kind.words;
  const typeFilters = kind.typeFilters(query.view);
  const showDueDate = dueDateViews.includes(query.view) || transactions.items.some((t) => t.dueDate);

  const columns: DataTableColumn<T>[] = [
    { key: "date", header: "Date", className: "whitespace-nowrap", cell: (t) => formatUsDate(t.date) },
    { key: "type", header: "Type", className: "whitespace-nowrap" },
    {
      key: "number",
      header: "No.",
      className: "whitespace-nowrap",
      cell: (t) => {
        const to = href(t);
        return to ? <Link to={menuHref(companyId, to)}>{t.number}</Link> : t.number;
      },
    },
    // The party's own numbers (an invoice's, a credit note's): the column shows when a row has one.
    ...(transactions.items.some((t) => t.reference) ? [{ key: "reference", header: "Ref. No.", className: "whitespace-nowrap" }] : []),
    { key: "memo", header: "Memo", className: "min-w-[10rem]" },
    // Only some documents have due dates: the column shows in their view and whenever a row has one.
    ...(showDueDate
      ? [{ key: "dueDate", header: "Due Date", className: "whitespace-nowrap", cell: (t: T) => formatUsDate(t.dueDate) }]
      : []),
    { key: "account", header: "Account", className: "min-w-[9rem]" },
    ...(kind.paymentMethodViews.includes(query.view)
      ? [{ key: "paymentMethod", header: "Payment Method", className: "whitespace-nowrap" }]
      : []),
    { key: "amount", header: "Amount", className: "whitespace-nowrap text-right tabular-nums", cell: (t) => money(t.amount) },
    { key: "status", header: "Status", className: "whitespace-nowrap" },
  ];

  return (
    <section
      aria-labelledby={`${party}-transactions-heading`}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${party}-transactions-heading`} className="text-lg font-semibold text-slate-900">
        Transactions
      </h2>
      <Form method="get" aria-label="Filter transactions" className="flex flex-wrap items-end gap-3">
        {query.status !== "active" ? <input type="hidden" name="status" value={query.status} /> : null}
        {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
        {query.show !== PANEL_STEP ? <input type="hidden" name="show" value={query.show} /> : null}
        <input type="hidden" name={kind.partyParam} value={partyId} />
        {query.perPage !== DEFAULT_PER_PAGE ? <input type="hidden" name="perPage" value={query.perPage} /> : null}
        <FilterSelect id={`${party}-transactions-view`} label="View" name="view" value={query.view} options={kind.views} />
        {typeFilters.length ? (
          <FilterSelect
            id={`${party}-transactions-type`}
            label="Type"
            name="type"
            value={query.type}
            options={typeFilters}
            resetKey={`${query.view}-${query.type}`}
          />
        ) : null}
        <FilterSelect id={`${party}-transactions-date`} label="Date" name="date" value={query.date} options={DATE_OPTIONS} />
        {hydrated ? null : (
          <Button type="submit" variant="secondary">
            Apply
          </Button>
        )}
      </Form>
      <PagedDataTable columns={columns} list={transactions} getRowKey={(t) => t.key} caption="Transactions" paginationClassName="py-0" />
    </section>
  );
}
