import type { ReactNode } from "react";
import { menuHref } from "~/components/shell/menu";
import { DatePicker } from "~/components/ui/date-picker";
import { SelectField } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import { formatUsDate } from "~/lib/dates";
import { periodSearch, REPORT_PERIOD_LABELS, REPORT_PERIODS, type FieldErrors, type PeriodReportQuery } from "~/modules/reports/schema";
import { PARTY_DOCUMENTS, REPORT_PAGE_SIZES, type PartySide } from "./aging-report";
import { ReportColumnHeads, ReportOptions, ReportTop } from "./report-header";

// The frame of the reports over a period (statements, transaction history, the sales reports,
// Income by Customer, Sales Tax Liability): breadcrumb, heading with the CSV export, the options —
// a period among the company's date presets (its fiscal year and quarters) or Custom with From and
// To, and for some a customer — in a GET form that works without JavaScript, then the report.

const PERIOD_OPTIONS = REPORT_PERIODS.map((p) => ({ value: p, label: REPORT_PERIOD_LABELS[p] }));

/** A period report's party filter: its field in the address, label and "all" choice. */
export interface PartyFilter {
  name: "customerId" | "vendorId";
  label: string;
  all: string;
}
export const CUSTOMER_FILTER: PartyFilter = { name: "customerId", label: "Customer", all: "All customers" };
export const VENDOR_FILTER: PartyFilter = { name: "vendorId", label: "Vendor", all: "All vendors" };

/** What a period report's loader returns beside its report. */
export interface PeriodReportData {
  companyId: number;
  companyName: string;
  query: PeriodReportQuery;
  errors: FieldErrors | null;
  /** The page size the user chose, kept when the options change */
  keptPerPage: string | null;
}

export interface PeriodReportProps {
  companyId: number;
  companyName: string;
  section: string;
  title: string;
  /** The report's address under the dashboard, e.g. "reports/sales/customer-summary". */
  path: string;
  query: PeriodReportQuery;
  errors: FieldErrors | null;
  /** The party filter's choices (none: the report has no party filter): customers, or vendors. */
  parties?: readonly { id: number; name: string }[];
  /** The party filter's field (default customerId), label and "all" choice. */
  partyFilter?: PartyFilter;
  /** A report a page at a time: its page, page size (null: all on one page) and how many rows or groups in all. */
  paging?: { page: number; perPage: number | null; total: number };
  /** The page size the user chose, kept when the options change. */
  keptPerPage?: string | null;
  /** The account filter's choices (none: the report has no account filter), with the label of "all". */
  accounts?: { all: string; choices: readonly { id: number; name: string }[] };
  /** null: the report has no PDF of its own as a whole (each statement has its own) */
  pdf?: null;
  /** The report's own options after the period's (a basis), and what they add to the exports' query. */
  options?: { fields: ReactNode; search: Record<string, string> };
  /** The report. */
  children: ReactNode;
}

export function PeriodReport({
  companyId,
  companyName,
  section,
  title,
  path,
  query,
  errors,
  parties,
  partyFilter = CUSTOMER_FILTER,
  accounts,
  paging,
  keptPerPage,
  pdf,
  options,
  children,
}: PeriodReportProps) {
  const search = new URLSearchParams([...periodSearch(query), ...Object.entries(options?.search ?? {})]);
  const chosenId = query[partyFilter.name];
  const chosen = parties?.find((c) => c.id === chosenId) ?? accounts?.choices.find((a) => a.id === query.accountId);
  return (
    <div className="report-page mx-auto max-w-6xl space-y-4">
      <ReportTop
        companyId={companyId}
        section={section}
        companyName={companyName}
        title={title}
        period={`${formatUsDate(query.from)} to ${formatUsDate(query.to)}${chosen ? ` · ${chosen.name}` : ""}`}
        csv={{
          href: `${menuHref(companyId, `${path}.csv`)}?${search}`,
          filename: `${path.split("/").at(-1)}-${query.from}-to-${query.to}.csv`,
        }}
        pdf={pdf}
      />
      <ReportOptions keptPerPage={keptPerPage}>
        <PeriodFields query={query} errors={errors} />
        {parties ? (
          <SelectField
            key={`party-${chosenId ?? "all"}`}
            name={partyFilter.name}
            label={partyFilter.label}
            options={[{ value: "all", label: partyFilter.all }, ...parties.map((c) => ({ value: String(c.id), label: c.name }))]}
            defaultValue={chosenId !== null ? String(chosenId) : "all"}
            error={errors?.[partyFilter.name]}
            containerClassName="w-64"
          />
        ) : null}
        {accounts ? (
          <SelectField
            key={`account-${query.accountId ?? "all"}`}
            name="accountId"
            label="Account"
            options={[{ value: "all", label: accounts.all }, ...accounts.choices.map((a) => ({ value: String(a.id), label: a.name }))]}
            defaultValue={query.accountId !== null ? String(query.accountId) : "all"}
            error={errors?.accountId}
            containerClassName="w-64"
          />
        ) : null}
        {options?.fields}
        {query.group !== null ? <input type="hidden" name="group" value={String(query.group)} /> : null}
      </ReportOptions>
      <p className="no-print text-xs text-slate-500">Pick Custom to run the report on the From and To dates.</p>
      {children}
      {paging && paging.perPage !== null && paging.total > paging.perPage ? (
        <Pagination className="no-print" page={paging.page} perPage={paging.perPage} total={paging.total} pageSizes={REPORT_PAGE_SIZES} />
      ) : null}
    </div>
  );
}

/** A period report's Dates (the company's presets, or Custom), From and To fields. */
export function PeriodFields({ query, errors }: { query: Pick<PeriodReportQuery, "period" | "from" | "to">; errors: FieldErrors | null }) {
  return (
    <>
      <SelectField
        key={`period-${query.period}`}
        name="period"
        label="Dates"
        options={PERIOD_OPTIONS}
        defaultValue={query.period}
        error={errors?.period}
        containerClassName="w-56"
      />
      <DatePicker key={`from-${query.from}`} name="from" label="From" defaultValue={query.from} error={errors?.from} className="w-44" />
      <DatePicker key={`to-${query.to}`} name="to" label="To" defaultValue={query.to} error={errors?.to} className="w-44" />
    </>
  );
}

/** A report table: its caption, column headings (`right`: amounts) and body. */
export function ReportTable({
  caption,
  columns,
  right,
  children,
}: {
  caption: string;
  columns: readonly string[];
  right: ReadonlySet<string>;
  children: ReactNode;
}) {
  return (
    <div className="report-table-wrap overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="report-table min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <ReportColumnHeads columns={columns} alignRight={(label) => right.has(label)} />
        {children}
      </table>
    </div>
  );
}

/** Where a line of a party's report drills down to: its sales or purchase document, or its journal entry. */
export function drillHref(companyId: number, drill: { document: number } | { entry: number } | null, side: PartySide): string | null {
  if (drill === null) return null;
  return "document" in drill
    ? menuHref(companyId, `${PARTY_DOCUMENTS[side]}/${drill.document}`)
    : menuHref(companyId, `journal-entries/${drill.entry}`);
}
