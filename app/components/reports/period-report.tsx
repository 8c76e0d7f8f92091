import type { ReactNode } from "react";
import { menuHref } from "~/components/shell/menu";
import { DatePicker } from "~/components/ui/date-picker";
import { SelectField } from "~/components/ui/field";
import { formatUsDate } from "~/lib/dates";
import { periodSearch, REPORT_PERIOD_LABELS, REPORT_PERIODS, type FieldErrors, type PeriodReportQuery } from "~/modules/reports/schema";
import { ReportColumnHeads, ReportOptions, ReportTop } from "./report-header";

// The frame of the reports over a period (statements, transaction history, the sales reports,
// Income by Customer, Sales Tax Liability): breadcrumb, heading with the CSV export, the options —
// a period among the company's date presets (its fiscal year and quarters) or Custom with From and
// To, and for some a customer — in a GET form that works without JavaScript, then the report.

const PERIOD_OPTIONS = REPORT_PERIODS.map((p) => ({ value: p, label: REPORT_PERIOD_LABELS[p] }));

export interface PeriodReportProps {
  companyId: number;
  companyName: string;
  section: string;
  title: string;
  /** The report's address under the dashboard, e.g. "reports/sales/customer-summary". */
  path: string;
  query: PeriodReportQuery;
  errors: FieldErrors | null;
  /** The customer filter's choices (none: the report has no customer filter). */
  customers?: readonly { id: number; name: string }[];
  /** The account filter's choices (none: the report has no account filter), with the label of "all". */
  accounts?: { all: string; choices: readonly { id: number; name: string }[] };
  /** More links beside the CSV export (e.g. a statement's PDF). */
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
  customers,
  accounts,
  children,
}: PeriodReportProps) {
  const search = periodSearch(query);
  const chosen = customers?.find((c) => c.id === query.customerId) ?? accounts?.choices.find((a) => a.id === query.accountId);
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
      />
      <ReportOptions>
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
        {customers ? (
          <SelectField
            key={`customer-${query.customerId ?? "all"}`}
            name="customerId"
            label="Customer"
            options={[{ value: "all", label: "All customers" }, ...customers.map((c) => ({ value: String(c.id), label: c.name }))]}
            defaultValue={query.customerId !== null ? String(query.customerId) : "all"}
            error={errors?.customerId}
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
        {query.group !== null ? <input type="hidden" name="group" value={String(query.group)} /> : null}
      </ReportOptions>
      <p className="no-print text-xs text-slate-500">Pick Custom to run the report on the From and To dates.</p>
      {children}
    </div>
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

/** Where a line of a receivables or sales report drills down to: its sales document or its journal entry. */
export function drillHref(companyId: number, drill: { document: number } | { entry: number } | null): string | null {
  if (drill === null) return null;
  return "document" in drill
    ? menuHref(companyId, `customers/documents/${drill.document}`)
    : menuHref(companyId, `journal-entries/${drill.entry}`);
}
