import { Form, Link, useSubmit } from "@remix-run/react";
import { ListHeading } from "~/components/ui/list-heading";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses, WhenWritable } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { activeColumn, PagedDataTable, type DataTableColumn } from "~/components/ui/data-table";
import { EditLink } from "~/components/ui/edit-link";
import { inputClasses } from "~/components/ui/field";
import { LiveSearchInput } from "~/components/ui/live-search-input";
import { formatMoney, fromDecimal } from "~/lib/money";
import { DEFAULT_PER_PAGE } from "~/lib/pagination";
import type { PartyWords } from "~/modules/parties/words";

// A party's list screen (Vendors, Customers): search "Search vendor..." (the name, case-insensitive)
// and Current View (Active, Inactive, All) in the URL as a GET form, the server's pages (10 by
// default); the month columns are the current month and the five before it, then Year to Date and
// the ledger Balance. Export to CSV downloads every matching party ({list}.csv).

export type PartyListRow = { id: number; active: boolean; ytd: string; balance: string } & Record<string, unknown>;

export interface PartyListData {
  companyId: number;
  q: string;
  view: string;
  months: { key: string; label: string }[];
  list: { items: PartyListRow[]; total: number; page: number; perPage: number };
}

export interface PartyListKind {
  words: PartyWords;
  /** The row's names of the party's code and name */
  names: { code: string; name: string };
  /** Under the company's dashboard: the list, its New screen, a party's Edit screen */
  paths: { list: string; new: string; edit: (id: number) => string };
}

const money = (value: unknown) => formatMoney(fromDecimal(typeof value === "string" || typeof value === "number" ? value : "0"));

export function PartyListScreen({ kind, data }: { kind: PartyListKind; data: PartyListData }) {
  const { companyId, q, view, months, list } = data;
  const { words, names, paths } = kind;
  const submit = useSubmit();

  const filterParams = new URLSearchParams();
  if (q) filterParams.set("q", q);
  if (view !== "active") filterParams.set("view", view);

  const amount = "text-right tabular-nums";
  const nameOf = (row: PartyListRow) => String(row[names.name]);
  const columns: DataTableColumn<PartyListRow>[] = [
    activeColumn(nameOf),
    { key: names.code, header: `${words.Party} ID` },
    { key: names.name, header: `${words.Party} Name` },
    ...months.map((m) => ({ key: m.key, header: m.label, className: amount, cell: (row: PartyListRow) => money(row[m.key]) })),
    { key: "ytd", header: "Year to Date", className: amount, cell: (row) => money(row.ytd) },
    { key: "balance", header: "Balance", className: amount, cell: (row) => money(row.balance) },
    {
      key: "actions",
      header: "Actions",
      cell: (row) => <EditLink to={menuHref(companyId, paths.edit(row.id))} name={nameOf(row)} />,
    },
  ];

  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb items={[{ label: "Company" }, { label: words.Parties }]} />
      <ListHeading
        title={words.Parties}
        csv={{ href: menuHref(companyId, `${paths.list}.csv`), query: filterParams, fileName: `${words.parties}.csv` }}
      >
        <WhenWritable>
          <Link to={menuHref(companyId, paths.new)} className={buttonClasses({ className: "text-white no-underline" })}>
            Add New {words.Party}
          </Link>
        </WhenWritable>
      </ListHeading>

      <Form method="get" role="search" aria-label={`Filter ${words.parties}`} className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${words.party}-view`} className="mb-1 block text-sm font-medium text-slate-700">
            Current View
          </label>
          <select
            key={view}
            id={`${words.party}-view`}
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
          <label htmlFor={`${words.party}-search`} className="mb-1 block text-sm font-medium text-slate-700">
            Search
          </label>
          <LiveSearchInput
            query={q}
            id={`${words.party}-search`}
            name="q"
            maxLength={200}
            placeholder={`Search ${words.party}...`}
            className={inputClasses}
          />
        </div>
        {list.perPage !== DEFAULT_PER_PAGE ? <input type="hidden" name="perPage" value={list.perPage} /> : null}
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </Form>

      <PagedDataTable columns={columns} list={list} getRowKey={(row) => row.id} caption={words.Parties} />
    </div>
  );
}
