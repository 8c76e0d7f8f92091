import { Form, Link, useSubmit } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { menuHref } from "~/components/shell/menu";
import { Button, buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { inputClasses, SelectField } from "~/components/ui/field";
import { LiveSearchInput } from "~/components/ui/live-search-input";
import { useHydrated } from "~/components/ui/use-hydrated";
import { formatMoney, fromDecimal } from "~/lib/money";
import { DEFAULT_PER_PAGE } from "~/lib/pagination";
import { centerSearch, PANEL_MAX, PANEL_STEP, type CenterQuery, type CenterView } from "~/modules/parties/center";
import type { PartyWords } from "~/modules/parties/words";

// A party's Center (the Vendor Center, the Customer Center): its header, the party list (left) and
// the party's details card (right), in the party's words. Every control is a link or a GET form, so
// the screen works before JavaScript loads; with it, a select submits on change and the search box
// after a pause. The transactions are ./center-transactions.tsx.

/** One party's Center: its words, the URL parameter of the selected party, its paths and its views. */
export interface PartyCenterKind {
  words: PartyWords;
  /** "vendor": ?vendor=12 selects the vendor 12 */
  partyParam: string;
  /** Under the company's dashboard: the Center, and its New screen */
  paths: { center: string; newParty: string };
  views: readonly CenterView[];
  typeFilters: (view: string) => readonly { value: string; label: string }[];
  /** The views whose rows show their payment method */
  paymentMethodViews: readonly string[];
}

export interface PanelParty {
  id: number;
  name: string;
  balance: string;
}

export const money = (value: string) => formatMoney(fromDecimal(value));

/** Hidden inputs carrying the transaction filters (and page size) across a form that changes the party list. */
function KeepFilters({ query }: { query: CenterQuery }) {
  return (
    <>
      {query.view !== "all" ? <input type="hidden" name="view" value={query.view} /> : null}
      {query.type !== "all" ? <input type="hidden" name="type" value={query.type} /> : null}
      {query.date !== "all" ? <input type="hidden" name="date" value={query.date} /> : null}
      {query.perPage !== DEFAULT_PER_PAGE ? <input type="hidden" name="perPage" value={query.perPage} /> : null}
    </>
  );
}

/** Submits the select's form when it changes (with JavaScript). */
function useSubmitOnChange() {
  const submit = useSubmit();
  return (event: { currentTarget: HTMLSelectElement }) => {
    const form = event.currentTarget.form;
    if (form) submit(form, { preventScrollReset: true });
  };
}

const STATUS_OPTIONS = [
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
];

/** A filter of a GET form: choosing submits the form (without JavaScript, the form's Apply does). */
export function FilterSelect({
  id,
  label,
  name,
  value,
  options,
  resetKey,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** Starts the select again from `value` when it changes (default: the value) */
  resetKey?: string;
}) {
  const onChange = useSubmitOnChange();
  return (
    <SelectField key={resetKey ?? value} id={id} label={label} name={name} defaultValue={value} options={options} onChange={onChange} />
  );
}

export function PartyCenterHeader({
  kind,
  companyId,
  query,
  selectedId,
}: {
  kind: PartyCenterKind;
  companyId: number;
  query: CenterQuery;
  selectedId: number | null;
}) {
  const hydrated = useHydrated();
  const { Party, party } = kind.words;
  const csvQuery = { ...query, party: selectedId, page: 1, perPage: DEFAULT_PER_PAGE, show: undefined };
  const csvHref = `${menuHref(companyId, `${kind.paths.center}.csv`)}${centerSearch(kind.partyParam, csvQuery)}`;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <h1 className="mr-auto text-2xl font-semibold text-slate-900">{Party} Center</h1>
      <Form method="get" aria-label={`${Party} status`} className="flex items-end gap-2">
        <FilterSelect id={`${party}-center-status`} label="Status" name="status" value={query.status} options={STATUS_OPTIONS} />
        {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
        <KeepFilters query={query} />
        {hydrated ? null : (
          <Button type="submit" variant="secondary">
            Apply
          </Button>
        )}
      </Form>
      {selectedId ? (
        <a href={csvHref} download className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
          Export to CSV
        </a>
      ) : (
        <Button type="button" variant="secondary" disabled>
          Export to CSV
        </Button>
      )}
      <Link to={menuHref(companyId, kind.paths.newParty)} className={buttonClasses({ className: "text-white no-underline" })}>
        Add New {Party}
      </Link>
    </div>
  );
}

export function PartyListPanel({
  kind,
  query,
  panel,
  selectedId,
}: {
  kind: PartyCenterKind;
  query: CenterQuery;
  panel: { parties: PanelParty[]; total: number };
  selectedId: number | null;
}) {
  const searchId = useId();
  const { Party, Parties, party, parties } = kind.words;
  const search = (state: Partial<CenterQuery>) => centerSearch(kind.partyParam, state);

  // Selecting a party keeps the list and the filters; its transactions start at page 1.
  const partyHref = (id: number) => search({ ...query, party: id, page: 1 });
  const more = panel.total > panel.parties.length && query.show < PANEL_MAX;
  const moreHref = search({ ...query, party: selectedId, show: Math.min(PANEL_MAX, query.show + PANEL_STEP) });

  return (
    <section aria-label={Parties} className="min-w-0 rounded-lg border border-slate-200 bg-white shadow-sm">
      <Form method="get" role="search" aria-label={`Search ${parties}`} className="flex gap-2 border-b border-slate-200 p-3">
        <label htmlFor={searchId} className="sr-only">
          Search {party}
        </label>
        <LiveSearchInput
          query={query.q}
          id={searchId}
          name="q"
          maxLength={200}
          placeholder={`Search ${party}...`}
          className={inputClasses}
        />
        {query.status !== "active" ? <input type="hidden" name="status" value={query.status} /> : null}
        <KeepFilters query={query} />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </Form>
      <p className="px-3 pt-3 text-sm text-slate-600" aria-live="polite">
        {panel.total === 1 ? `1 ${party}` : `${panel.total} ${parties}`}
        {panel.total > panel.parties.length ? <span className="text-slate-400"> (showing {panel.parties.length})</span> : null}
      </p>
      <div className="max-h-[32rem] overflow-y-auto p-3">
        <table className="w-full text-sm">
          <caption className="sr-only">{Party} list</caption>
          <thead>
            <tr className="text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
              <th scope="col" className="pb-2">
                Name
              </th>
              <th scope="col" className="pb-2 text-right">
                Balance
              </th>
            </tr>
          </thead>
          <tbody>
            {panel.parties.length === 0 ? (
              <tr>
                <td colSpan={2} className="py-6 text-center text-slate-500">
                  No records to show
                </td>
              </tr>
            ) : (
              panel.parties.map((p) => {
                const selected = p.id === selectedId;
                return (
                  <tr key={p.id} className={cn("border-t border-slate-100", selected && "bg-blue-50")}>
                    <td className="py-2 pr-2">
                      <Link
                        to={partyHref(p.id)}
                        preventScrollReset
                        aria-current={selected ? "true" : undefined}
                        className={cn("block truncate", selected ? "font-semibold text-blue-800" : "text-slate-800")}
                      >
                        {p.name}
                      </Link>
                    </td>
                    <td className="py-2 text-right tabular-nums text-slate-700">{money(p.balance)}</td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
        {more ? (
          <Link to={moreHref} preventScrollReset className="mt-3 block text-center text-sm">
            Show more
          </Link>
        ) : null}
      </div>
    </section>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line break-words text-sm text-slate-800">
        {children || <span className="text-slate-400">—</span>}
      </dd>
    </div>
  );
}

/** The details card's party: the Preview's fields. */
export interface DetailsParty {
  code: string;
  name: string;
  currency: string;
  balance: string;
  openingBalance: string;
  email: string;
  fax: string;
  address: string;
  notes: string;
}

/**
 * The selected party's details: its name and balance (and `figures`, the customer's open and overdue
 * amounts), the party's own buttons (`actions`: Create Bill, Create Invoice, …) and the Preview card.
 */
export function PartyDetailsPanel({
  words,
  party,
  figures = [],
  actions,
}: {
  words: PartyWords;
  party: DetailsParty | null;
  figures?: readonly { label: string; value: string }[];
  actions?: ReactNode;
}) {
  const { Party, party: noun } = words;
  const headingId = `${noun}-details-heading`;
  if (!party) {
    return (
      <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {Party} Details
        </h2>
        <p className="mt-2 text-sm text-slate-500">No {noun} to show.</p>
      </section>
    );
  }
  const address = party.address
    .split("\n")
    .filter((line) => line.trim())
    .join("\n");
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-start gap-3 border-b border-slate-200 px-5 py-4">
        <div className="mr-auto min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {Party} Details
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            <span className="font-medium text-slate-900">{party.name}</span> · Balance{" "}
            <span className="tabular-nums">{money(party.balance)}</span>
            {figures.map((f) => (
              <span key={f.label}>
                {" "}
                · {f.label} <span className="tabular-nums">{money(f.value)}</span>
              </span>
            ))}
          </p>
        </div>
        {actions}
      </div>
      {/* <details> opens and closes without JavaScript. */}
      <details className="group px-5 py-3">
        <summary className="cursor-pointer select-none text-sm font-medium text-blue-700">Preview</summary>
        <dl aria-label={`${Party} preview`} className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Detail label={`${Party} ID`}>{party.code}</Detail>
          <Detail label="Name">{party.name}</Detail>
          <Detail label="Currency">{party.currency}</Detail>
          <Detail label="Balance">{money(party.balance)}</Detail>
          <Detail label="Opening Balance">{money(party.openingBalance)}</Detail>
          {figures.map((f) => (
            <Detail key={f.label} label={f.label}>
              {money(f.value)}
            </Detail>
          ))}
          <Detail label="Email">{party.email}</Detail>
          <Detail label="Fax">{party.fax}</Detail>
          <Detail label="Address">{address}</Detail>
          <Detail label="Notes">{party.notes}</Detail>
        </dl>
      </details>
    </section>
  );
}
