import { Form, Link, useFetcher, useLocation, useNavigation } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { DataTable, type DataTableColumn } from "~/components/ui/data-table";
import { DatePicker } from "~/components/ui/date-picker";
import { Field, SelectField } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import { useHydrated } from "~/components/ui/use-hydrated";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { DEFAULT_PER_PAGE } from "~/lib/pagination";
import {
  REGISTER_PERIOD_LABELS,
  REGISTER_PERIODS,
  type BankAccountRow,
  type ClearedMark,
  type RegisterLine,
  type RegisterSearch,
} from "~/modules/banking/register";

// The register of an account (Banking > Bank Accounts > an account) and its transaction history:
// the account and its balances, the period (All Dates, the company's date presets, Custom), search
// and order in a GET form, then a page of its lines with the running balance, each number leading
// to its document. In the register a bank or card account's line is ticked cleared (C) or not with
// its own small form, which works without JavaScript; a reconciled line (R) keeps its mark.

export interface RegisterScreenData {
  mode: "register" | "history";
  companyId: number;
  account: {
    id: number;
    accountNumber: string;
    accountName: string;
    accountType: string;
    bankName: string | null;
    active: boolean;
    banking: boolean;
  };
  balances: { book: string; cleared: string; lastReconciliation: BankAccountRow["lastReconciliation"] };
  columns: { credit: string; debit: string };
  query: RegisterSearch;
  search: string;
  errors: Record<string, string[]> | null;
  list: { items: RegisterLine[]; total: number; page: number; perPage: number };
  broughtForward: string | null;
}

const PERIOD_OPTIONS = REGISTER_PERIODS.map((p) => ({ value: p, label: REGISTER_PERIOD_LABELS[p] }));
const ORDER_OPTIONS = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
];
const amount = "whitespace-nowrap text-right tabular-nums";
const side = (cents: number) => (cents ? formatMoney(cents) : "");

/** A line's cleared mark, and in the register a button that ticks it (its own form: works without JavaScript). */
function ClearedCell({ line, editable }: { line: RegisterLine; editable: boolean }) {
  const fetcher = useFetcher();
  const location = useLocation();
  const hydrated = useHydrated();
  if (!editable || line.cleared === "R") {
    return <span aria-label={line.cleared === "R" ? "Reconciled" : line.cleared === "C" ? "Cleared" : "Not cleared"}>{line.cleared}</span>;
  }
  // While a tick is on its way, show where it is going.
  const pending = fetcher.formData?.get("intent");
  const mark: ClearedMark = pending === "clear" ? "C" : pending === "unclear" ? "" : line.cleared;
  const FormOf = hydrated ? fetcher.Form : Form;
  return (
    <FormOf method="post" action={`${location.pathname}${location.search}`} preventScrollReset>
      <input type="hidden" name="lineId" value={line.lineId} />
      <input type="hidden" name="intent" value={mark === "C" ? "unclear" : "clear"} />
      <button
        type="submit"
        aria-pressed={mark === "C"}
        aria-label={`${mark === "C" ? "Unmark" : "Mark"} ${line.number} of ${formatUsDate(line.date)} cleared`}
        className="inline-flex h-6 w-6 items-center justify-center rounded border border-slate-300 text-xs font-semibold text-slate-700 hover:bg-slate-100"
      >
        {mark}
      </button>
    </FormOf>
  );
}

export function RegisterScreen({ data }: { data: RegisterScreenData }) {
  const { companyId, account, balances, columns, query, list, mode, errors } = data;
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const editable = mode === "register" && account.banking;
  const screen = mode === "register" ? "transactions" : "transaction-history";
  const title = mode === "register" ? "Register" : "Transaction History";
  const other = mode === "register" ? "transaction-history" : "transactions";
  const lines: (RegisterLine | { broughtForward: string })[] =
    data.broughtForward !== null && list.page === 1 && query.order === "oldest"
      ? [{ broughtForward: data.broughtForward }, ...list.items]
      : list.items;
  const isLine = (row: RegisterLine | { broughtForward: string }): row is RegisterLine => "lineId" in row;

  const tableColumns: DataTableColumn<RegisterLine | { broughtForward: string }>[] = [
    {
      key: "date",
      header: "Date",
      className: "whitespace-nowrap",
      cell: (r) => (isLine(r) ? formatUsDate(r.date) : formatUsDate(query.from)),
    },
    {
      key: "number",
      header: "Number",
      className: "whitespace-nowrap",
      cell: (r) =>
        isLine(r) ? (
          <>
            <Link to={menuHref(companyId, r.href)}>{r.number}</Link>
            {r.voided ? <span className="ml-1 text-xs text-slate-500">(void)</span> : null}
          </>
        ) : null,
    },
    { key: "payee", header: "Payee", cell: (r) => (isLine(r) ? r.payee : "") },
    { key: "type", header: "Type", className: "whitespace-nowrap", cell: (r) => (isLine(r) ? r.type : "Balance brought forward") },
    { key: "memo", header: "Memo", cell: (r) => (isLine(r) ? r.memo : "") },
    { key: "credit", header: columns.credit, className: amount, cell: (r) => (isLine(r) ? side(r.credit) : "") },
    { key: "debit", header: columns.debit, className: amount, cell: (r) => (isLine(r) ? side(r.debit) : "") },
    ...(account.banking
      ? [
          {
            key: "cleared",
            header: <abbr title="Cleared (C) or reconciled (R)">✓</abbr>,
            className: "text-center",
            cell: (r: RegisterLine | { broughtForward: string }) => (isLine(r) ? <ClearedCell line={r} editable={editable} /> : null),
          },
        ]
      : []),
    {
      key: "balance",
      header: "Balance",
      className: amount,
      cell: (r) => (isLine(r) ? (r.balance === null ? "" : formatMoney(r.balance)) : formatMoney(fromDecimal(r.broughtForward))),
    },
  ];

  const csvHref = `${menuHref(companyId, `banking/${screen}/${account.id}/csv`)}?${data.search}`;
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb
        className="no-print"
        items={[
          { label: "Banking" },
          { label: "Bank Accounts", to: menuHref(companyId, "banking/accounts") },
          { label: `${title}: ${account.accountName}` },
        ]}
      />
      <Card className="flex flex-wrap items-end justify-between gap-4 px-5 py-4">
        <div>
          <p className="text-sm font-medium text-slate-500">{title}</p>
          <h1 className="text-2xl font-semibold text-slate-900">
            {account.accountNumber} · {account.accountName}
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            {account.accountType}
            {account.bankName ? ` · ${account.bankName}` : null}
            {account.active ? null : " · Inactive"}
          </p>
          <p className="no-print mt-2 flex flex-wrap gap-3 text-sm">
            <Link to={menuHref(companyId, `banking/${other}/${account.id}`)}>
              {mode === "register" ? "Transaction History" : "Register"}
            </Link>
            {account.banking ? (
              <>
                <Link to={`${menuHref(companyId, "banking/transfer-fund")}?from=${account.id}`}>Transfer Funds</Link>
                <Link to={`${menuHref(companyId, "banking/make-deposit")}?to=${account.id}`}>Make Deposit</Link>
              </>
            ) : null}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-right">
          <dt className="text-sm text-slate-500">Book balance</dt>
          <dd className="text-2xl font-semibold tabular-nums text-slate-900" data-testid="current-balance">
            {formatMoney(fromDecimal(balances.book))}
          </dd>
          {account.banking ? (
            <>
              <dt className="text-sm text-slate-500">Cleared balance</dt>
              <dd className="tabular-nums text-slate-900" data-testid="cleared-balance">
                {formatMoney(fromDecimal(balances.cleared))}
              </dd>
              <dt className="text-sm text-slate-500">Last reconciled</dt>
              <dd className="text-slate-900">
                {balances.lastReconciliation ? formatUsDate(balances.lastReconciliation.statementDate) : "Never"}
              </dd>
            </>
          ) : null}
        </dl>
      </Card>

      <div className="no-print flex flex-wrap items-end gap-3">
        <Form
          method="get"
          aria-label={`Filter the ${title.toLowerCase()}`}
          key={location.search}
          className="flex flex-wrap items-end gap-3"
        >
          <SelectField
            id="register-period"
            label="Dates"
            name="period"
            defaultValue={query.period}
            options={PERIOD_OPTIONS}
            error={errors?.period}
            containerClassName="w-56"
          />
          <DatePicker name="from" label="From" defaultValue={query.from} error={errors?.from} className="w-44" />
          <DatePicker name="to" label="To" defaultValue={query.to} error={errors?.to} className="w-44" />
          <Field
            id="register-search"
            label="Search"
            type="search"
            name="q"
            defaultValue={query.search}
            maxLength={200}
            containerClassName="w-56"
          />
          <SelectField id="register-order" label="Order" name="order" defaultValue={query.order} options={ORDER_OPTIONS} />
          {list.perPage !== DEFAULT_PER_PAGE ? <input type="hidden" name="perPage" value={list.perPage} /> : null}
          <Button type="submit" variant="secondary">
            Update
          </Button>
        </Form>
        <a
          href={csvHref}
          download={`${mode === "register" ? "register" : "transaction-history"}-${account.accountNumber}.csv`}
          className={buttonClasses({ variant: "secondary", className: "ml-auto no-underline" })}
        >
          Export to CSV
        </a>
      </div>
      <p className="no-print text-xs text-slate-500">
        Pick Custom to run the {title.toLowerCase()} on the From and To dates.
        {query.search ? " A searched register shows no running balance." : ""}
      </p>

      <section aria-label="Transactions">
        <DataTable
          caption={`${title} of ${account.accountNumber} ${account.accountName}`}
          columns={tableColumns}
          rows={lines}
          getRowKey={(r) => (isLine(r) ? r.lineId : "brought-forward")}
          emptyMessage={query.search ? "No transactions match the search" : "No transactions in this account for these dates"}
          loading={loading}
        />
        <Pagination className="no-print" page={list.page} perPage={list.perPage} total={list.total} />
      </section>
    </div>
  );
}
