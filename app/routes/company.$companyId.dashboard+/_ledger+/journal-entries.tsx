import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useOutlet } from "@remix-run/react";
import { isoDate } from "~/lib/dates";
import { entryNumberLabel, StatusBadge, STATUS_LABELS } from "~/components/journal/status-badge";
import { dashboardTrail, menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { buttonClasses } from "~/components/ui/button";
import { type DataTableColumn } from "~/components/ui/data-table";
import { DatePicker } from "~/components/ui/date-picker";
import { Field, SelectField } from "~/components/ui/field";
import { FilteredList } from "~/components/ui/filtered-list";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { parsePagination } from "~/lib/pagination";
import { screenMeta } from "~/lib/title";
import { listJournalEntries, type JournalListRow } from "~/modules/journal/journal-entries.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { readJournalListFilters } from "./__journal-list.server";

// Journal Entries: find, open and cancel entries. Filters (date range, status, number or comments)
// and the page live in the URL; newest first, paginated on the server. One entry
// (journal-entries.$entryId) renders in this route's place: the list is not loaded for it.

const FILTER_KEYS = ["from", "to", "status", "q"] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  if (params.entryId) return { companyId: company.id, listing: null };
  const search = new URL(request.url).searchParams;
  const raw = Object.fromEntries(FILTER_KEYS.map((key) => [key, search.get(key)?.trim() ?? ""])) as Record<FilterKey, string>;
  const { errors, filters } = readJournalListFilters(raw);
  const list = await listJournalEntries(db, company.id, filters, parsePagination(search));
  return { companyId: company.id, listing: { list, filters: raw, errors, perPage: search.get("perPage") ?? "" } };
}

export default function JournalEntriesRoute() {
  const { companyId, listing } = useLoaderData<typeof loader>();
  const entry = useOutlet();
  if (entry) return entry;
  if (!listing) return null;
  return <JournalEntries companyId={companyId} {...listing} />;
}

type Listing = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["listing"]>;

function JournalEntries({ companyId, list, filters, errors, perPage }: Listing & { companyId: number }) {
  const entryHref = (id: number) => menuHref(companyId, `journal-entries/${id}`);
  const filtered = FILTER_KEYS.some((key) => filters[key]);

  const columns: DataTableColumn<JournalListRow>[] = [
    { key: "entryDate", header: "Date", cell: (row) => formatUsDate(row.entryDate), className: "whitespace-nowrap" },
    {
      key: "entryNo",
      header: "Number",
      cell: (row) => (
        <Link to={entryHref(row.id)} className="font-medium">
          {entryNumberLabel(row)}
        </Link>
      ),
      className: "whitespace-nowrap",
    },
    { key: "comments", header: "Comments", cell: (row) => row.comments || <span className="text-slate-400">—</span> },
    { key: "status", header: "Status", cell: (row) => <StatusBadge status={row.status} /> },
    { key: "total", header: "Amount", cell: (row) => formatMoney(fromDecimal(row.total)), className: "text-right tabular-nums" },
  ];

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Breadcrumb items={dashboardTrail(companyId, { label: "Journal Entries" })} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">Journal Entries</h1>
        <Link to={menuHref(companyId, "journalentry")} className={buttonClasses({ className: "text-white no-underline" })}>
          New Journal Entry
        </Link>
      </div>

      <FilteredList
        filterLabel="Filter journal entries"
        formClassName="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-5"
        perPage={perPage}
        filtered={filtered}
        filters={
          <>
            <DatePicker name="from" label="From" defaultValue={isoDate(filters.from)} error={errors.from} />
            <DatePicker name="to" label="To" defaultValue={isoDate(filters.to)} error={errors.to} />
            <SelectField
              label="Status"
              name="status"
              defaultValue={filters.status}
              error={errors.status}
              options={[
                { value: "", label: "All" },
                ...(["draft", "posted", "cancelled"] as const).map((value) => ({ value, label: STATUS_LABELS[value] })),
              ]}
            />
            <Field label="Search" name="q" type="search" placeholder="Number or comments" defaultValue={filters.q} error={errors.q} />
          </>
        }
        caption="Journal entries"
        columns={columns}
        list={list}
        getRowKey={(row) => row.id}
        emptyMessage={filtered ? "No journal entries match these filters." : "No journal entries yet."}
      />
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Journal Entries");
