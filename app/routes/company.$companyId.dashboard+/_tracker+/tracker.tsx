import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { agingItemHref } from "~/components/reports/aging-report";
import { menuHref } from "~/components/shell/menu";
import { ListErrorPanel } from "~/components/shell/shell-error";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, WhenWritable } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { PagedDataTable, type DataTableColumn } from "~/components/ui/data-table";
import { SelectField } from "~/components/ui/field";
import { formatUsDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { DEFAULT_PER_PAGE } from "~/lib/pagination";
import { screenMeta } from "~/lib/title";
import { CUSTOMER_PARTY } from "~/modules/customers/party-config.server";
import { listPartyOptions } from "~/modules/parties/options.server";
import {
  PAID_DAYS,
  TRACKER_DATE_OPTIONS,
  TRACKER_STATUSES,
  TRACKER_TABS,
  TRACKER_TYPES,
  trackerSearch,
  type TrackerQuery,
  type TrackerRow,
  type TrackerSort,
  type TrackerTile,
} from "~/modules/reports/tracker";
import { trackerTiles } from "~/modules/reports/tracker.server";
import { VENDOR_PARTY } from "~/modules/vendors/party-config.server";
import { readTrackerRequest } from "./__tracker.server";

// Tracker (top menu): QuickBooks Desktop's Income Tracker and Bill Tracker, a tab each (?tab=).
// A bar of coloured tiles — each a filter showing how many items and what they come to — over the
// matching documents, with Customer/Vendor, Type, Status and date filters in a GET form, sortable
// headings, server pagination and Export to CSV. Each row opens its document and offers Receive
// Payment or Pay Bill for its party (and Print for an invoice). Works without JavaScript.

export async function loader(args: LoaderFunctionArgs) {
  const { company, db, today, query, list } = await readTrackerRequest(args);
  const party = query.tab === "income" ? CUSTOMER_PARTY : VENDOR_PARTY;
  const [tiles, rows, parties] = await Promise.all([
    trackerTiles(db, company.id, query.tab, today),
    list(query),
    listPartyOptions(party, db, company.id, query.party),
  ]);
  return {
    companyId: company.id,
    today,
    query,
    tiles,
    list: rows,
    parties: parties.map((p) => ({ value: String(p.id), label: p.name })),
  };
}

const SORT_HEADINGS: readonly [TrackerSort, string][] = [
  ["party", ""],
  ["type", "Type"],
  ["number", "Number"],
  ["date", "Date"],
  ["due", "Due Date"],
  ["amount", "Amount"],
  ["open", "Open Balance"],
];

const TILE_COLOURS = {
  unbilled: "border-slate-300 bg-slate-50 text-slate-600",
  open: "border-sky-300 bg-sky-50 text-sky-900",
  overdue: "border-orange-300 bg-orange-50 text-orange-900",
  paid: "border-emerald-300 bg-emerald-50 text-emerald-900",
} as const;

function Tile({
  label,
  tile,
  colour,
  to,
  active,
}: {
  label: string;
  tile: TrackerTile;
  colour: keyof typeof TILE_COLOURS;
  to: string;
  active: boolean;
}) {
  return (
    <Link
      to={to}
      aria-current={active ? "true" : undefined}
      className={cn(
        "block min-w-44 flex-1 rounded-lg border-2 px-4 py-3 no-underline hover:shadow",
        TILE_COLOURS[colour],
        active && "ring-2 ring-slate-900 ring-offset-1",
      )}
    >
      <span className="block text-xl font-semibold tabular-nums">{formatMoney(tile.amount)}</span>
      <span className="block text-sm">
        {tile.count} {label}
      </span>
    </Link>
  );
}

export default function Tracker() {
  const { companyId, query, tiles, list, parties } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const income = query.tab === "income";
  const partyHeading = income ? "Customer" : "Vendor";
  const base = menuHref(companyId, "tracker");
  const search = (change: Partial<TrackerQuery>) => `${base}${trackerSearch(query, change)}`;
  const itemHref = agingItemHref(companyId, income ? "customer" : "vendor");
  const amount = "whitespace-nowrap text-right tabular-nums";

  const heading = (sort: TrackerSort, label: string) => {
    const active = query.sort === sort;
    const dir = active && query.dir === "asc" ? "desc" : "asc";
    return (
      <Link
        to={search({ sort, dir })}
        className="text-inherit"
        aria-label={`Sort by ${label}${active ? ` (${query.dir === "asc" ? "ascending" : "descending"})` : ""}`}
      >
        {label}
        {active ? (query.dir === "asc" ? " ▲" : " ▼") : ""}
      </Link>
    );
  };
  const sortable = Object.fromEntries(SORT_HEADINGS.map(([sort, label]) => [sort, heading(sort, label || partyHeading)]));

  const columns: DataTableColumn<TrackerRow>[] = [
    { key: "partyName", header: sortable.party },
    { key: "type", header: sortable.type, className: "whitespace-nowrap" },
    {
      key: "number",
      header: sortable.number,
      className: "whitespace-nowrap",
      cell: (r) => {
        const href = itemHref(r);
        return href ? <Link to={href}>{r.number}</Link> : r.number;
      },
    },
    { key: "date", header: sortable.date, className: "whitespace-nowrap", cell: (r) => formatUsDate(r.date) },
    { key: "dueDate", header: sortable.due, className: "whitespace-nowrap", cell: (r) => (r.dueDate ? formatUsDate(r.dueDate) : "") },
    { key: "amount", header: sortable.amount, className: amount, cell: (r) => formatMoney(r.amount) },
    { key: "open", header: sortable.open, className: amount, cell: (r) => (r.status === "Paid" ? "" : formatMoney(r.open)) },
    {
      key: "status",
      header: "Status",
      className: "whitespace-nowrap",
      cell: (r) => <span className={r.status === "Overdue" ? "font-medium text-red-700" : undefined}>{r.status}</span>,
    },
    {
      key: "action",
      header: "Action",
      className: "whitespace-nowrap",
      cell: (r) => <RowActions companyId={companyId} row={r} income={income} href={itemHref(r)} />,
    },
  ];

  // The filter form: its selects, and what it keeps of the URL (the tab, the sort, a page size chosen).
  const filters = [
    {
      name: "party",
      label: partyHeading,
      value: query.party === null ? "" : String(query.party),
      choices: { options: parties, placeholder: income ? "All Customers" : "All Vendors" },
    },
    { name: "type", label: "Type", value: query.type, choices: { options: TRACKER_TYPES[query.tab] } },
    { name: "status", label: "Status", value: query.status, choices: { options: TRACKER_STATUSES } },
    { name: "date", label: "Date", value: query.date, choices: { options: TRACKER_DATE_OPTIONS } },
  ];
  const kept: Record<string, string> = { tab: query.tab, sort: query.sort, dir: query.dir };
  if (query.perPage !== DEFAULT_PER_PAGE) kept.perPage = String(query.perPage);

  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb items={[{ label: "Company" }, { label: "Tracker" }]} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">{income ? "Income Tracker" : "Bill Tracker"}</h1>
        <a
          href={`${menuHref(companyId, "tracker.csv")}${trackerSearch(query)}`}
          download={income ? "income-tracker.csv" : "bill-tracker.csv"}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 no-underline hover:bg-slate-50"
        >
          Export to CSV
        </a>
      </div>
      <nav aria-label="Tracker" className="flex gap-1 border-b border-slate-200">
        {TRACKER_TABS.map((tab) => (
          <Link
            key={tab.value}
            to={`${base}?tab=${tab.value}`}
            aria-current={query.tab === tab.value ? "page" : undefined}
            className={cn(
              "-mb-px border-b-2 px-4 py-2 text-sm font-medium no-underline",
              query.tab === tab.value ? "border-blue-700 text-blue-700" : "border-transparent text-slate-600 hover:text-slate-900",
            )}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <section aria-label={income ? "Income summary" : "Bills summary"} className="flex flex-wrap gap-3">
        {income ? (
          <div className={cn("min-w-44 flex-1 rounded-lg border-2 px-4 py-3", TILE_COLOURS.unbilled)}>
            <span className="block text-xl font-semibold">Unbilled</span>
            <span className="block text-sm">Ledgerline keeps no estimates, sales orders or unbilled time.</span>
          </div>
        ) : null}
        <Tile
          label={income ? "Open invoices (not yet due)" : "Open bills (not yet due)"}
          tile={tiles.open}
          colour="open"
          to={search({ status: "open" })}
          active={query.status === "open"}
        />
        <Tile
          label="Overdue"
          tile={tiles.overdue}
          colour="overdue"
          to={search({ status: "overdue" })}
          active={query.status === "overdue"}
        />
        <Tile
          label={`Paid in the last ${PAID_DAYS} days`}
          tile={tiles.paid}
          colour="paid"
          to={search({ status: "paid" })}
          active={query.status === "paid"}
        />
      </section>
      <Form method="get" aria-label="Filter the tracker" key={location.search} className="flex flex-wrap items-end gap-3">
        {filters.map((f) => (
          <SelectField key={f.name} id={`tracker-${f.name}`} label={f.label} name={f.name} defaultValue={f.value} {...f.choices} />
        ))}
        {Object.entries(kept).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" variant="secondary">
          Update
        </Button>
      </Form>
      <PagedDataTable
        caption={income ? "Income tracker" : "Bill tracker"}
        emptyMessage="Nothing matches these filters."
        loading={loading}
        list={list}
        columns={columns}
        getRowKey={(r) => `${r.status}-${r.kind}-${r.id}-${r.partyId ?? ""}`}
      />
    </div>
  );
}

/** A row's actions: open it, take or make a payment for its party, print an invoice. */
function RowActions({ companyId, row, income, href }: { companyId: number; row: TrackerRow; income: boolean; href: string | null }) {
  const link = "text-blue-700 hover:underline";
  const pay =
    row.partyId === null || row.status === "Paid"
      ? null
      : income
        ? {
            label: "Receive Payment",
            to: `customers/receive-payment?customer=${row.partyId}${row.kind === "invoice" ? `&invoice=${row.id}` : ""}`,
          }
        : { label: "Pay Bill", to: `vendors/pay-bill?prefillVendor=${row.partyId}` };
  return (
    <span className="flex gap-3">
      {href ? (
        <Link className={link} to={href} aria-label={`Open ${row.type} ${row.number}`}>
          Open
        </Link>
      ) : null}
      {pay ? (
        <WhenWritable>
          <Link className={link} to={menuHref(companyId, pay.to)} aria-label={`${pay.label} for ${row.partyName} (${row.number})`}>
            {pay.label}
          </Link>
        </WhenWritable>
      ) : null}
      {row.kind === "invoice" ? (
        <a className={link} href={menuHref(companyId, `customers/documents/${row.id}/pdf`)} aria-label={`Print invoice ${row.number}`}>
          Print
        </a>
      ) : null}
    </span>
  );
}

export function ErrorBoundary() {
  return <ListErrorPanel failed="Failed to load the tracker." />;
}

export const meta = screenMeta("Tracker");
