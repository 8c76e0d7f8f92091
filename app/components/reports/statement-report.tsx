import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { SelectField } from "~/components/ui/field";
import { formatMoney } from "~/lib/money";
import type { FieldErrors, StatementQuery } from "~/modules/reports/schema";
import {
  formatPercent,
  STATEMENT_BASES,
  STATEMENT_BASIS_LABELS,
  STATEMENT_COLUMN_LABELS,
  STATEMENT_COLUMNS,
  STATEMENT_COMPARISON_LABELS,
  STATEMENT_COMPARISONS,
  type Statement,
  type StatementBasis,
  type StatementColumn,
  type StatementRow,
} from "~/modules/reports/statement-types";
import { PeriodFields } from "./period-report";
import { ReportOptions, ReportTop } from "./report-header";

// The financial statements' screen (Profit and Loss, Balance Sheet, Cash Flows, Expense): the
// report's top with its CSV and PDF, its options in a GET form (works without JavaScript), then
// the statement's table. An account's figure links to the account's lines behind it (Transaction
// Detail by Account over the column's dates), and each line there to its document.

/** Where an account's figure drills down to: its lines over the column's dates. */
export function statementDrillHref(companyId: number, accountId: number, range: NonNullable<StatementColumn["range"]>): string {
  const search = new URLSearchParams({ period: "custom", from: range.from ?? "", to: range.to, accountId: String(accountId) });
  return `${menuHref(companyId, "reports/company-finance/transaction-detail")}?${search}`;
}

const ROW_STYLE: Record<StatementRow["kind"], string> = {
  heading: "font-semibold text-slate-900",
  account: "text-slate-800",
  total: "font-medium text-slate-900 bg-slate-50/60",
  grand: "font-semibold text-slate-900 bg-slate-100 border-t-2 border-slate-300",
};

const INDENT = ["pl-4", "pl-8", "pl-12", "pl-16"];

function Cell({ companyId, row, column, value }: { companyId: number; row: StatementRow; column: StatementColumn; value: number | null }) {
  if ((value === null || value === undefined) && column.kind === "money") return <td className="px-4 py-2" />;
  // A percent of a change from zero has no value: "—".
  const text = column.kind === "percent" ? formatPercent(value ?? null) : formatMoney(value!);
  const drill = row.kind === "account" && row.accountId !== undefined && column.range !== null && column.kind === "money";
  return (
    <td className="whitespace-nowrap px-4 py-2 text-right tabular-nums">
      {drill ? (
        <Link to={statementDrillHref(companyId, row.accountId!, column.range!)} title={`The lines behind ${row.label}`}>
          {text}
        </Link>
      ) : (
        text
      )}
    </td>
  );
}

/** A statement's table: one row per heading, account and total; amounts right-aligned. */
export function StatementTable({ companyId, statement }: { companyId: number; statement: Statement }) {
  return (
    <div className="report-table-wrap overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="report-table min-w-full divide-y divide-slate-200 text-sm" data-testid="statement">
        <caption className="sr-only">
          {statement.title}, {statement.period}
        </caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
              Account
            </th>
            {statement.columns.map((c) => (
              <th
                key={c.label}
                scope="col"
                className="whitespace-nowrap px-4 py-3 text-right text-xs font-semibold uppercase tracking-wide text-slate-600"
              >
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {statement.rows.map((row, index) => (
            <tr key={`${index}-${row.label}`} className={ROW_STYLE[row.kind]}>
              <th
                scope="row"
                className={`py-2 pr-4 text-left ${row.kind === "account" ? "font-normal" : ""} ${INDENT[row.depth] ?? "pl-16"}`}
              >
                {row.label}
              </th>
              {row.kind === "heading"
                ? statement.columns.map((c) => <td key={c.label} />)
                : statement.columns.map((c, i) => (
                    <Cell key={c.label} companyId={companyId} row={row} column={c} value={row.cells[i] ?? null} />
                  ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A statement's screen: the top (title, period, CSV and PDF of the same options), the options, the table. */
export function StatementReport({
  companyId,
  companyName,
  path,
  statement,
  search,
  keptPerPage,
  options,
  notes,
  name = path.split("/").at(-1)!,
  section = "Company & Financial",
  stamp,
}: {
  companyId: number;
  companyName: string;
  /** The report's address under the dashboard, e.g. "reports/company-finance/profit-loss". */
  path: string;
  statement: Statement;
  /** The report's options as its address query (the exports get the same). */
  search: string;
  keptPerPage?: string | null;
  /** The options form's fields. */
  options: ReactNode;
  /** A line under the table (what the statement computed). */
  notes?: ReactNode;
  /** The exports' file name before the period (by default the path's last part). */
  name?: string;
  /** The Reports menu's section. */
  section?: string;
  /** The exports' file names' period ("2026-01-01-to-2026-12-31"; by default the query's from/to or asOf). */
  stamp?: string;
}) {
  const params = new URLSearchParams(search);
  const fileStamp = stamp ?? [params.get("from"), params.get("to") ?? params.get("asOf")].filter(Boolean).join("-to-");
  return (
    <div className="report-page mx-auto max-w-6xl space-y-4">
      <ReportTop
        companyId={companyId}
        section={section}
        companyName={companyName}
        title={statement.title}
        period={statement.period}
        csv={{ href: `${menuHref(companyId, `${path}.csv`)}?${search}`, filename: `${name}-${fileStamp}.csv` }}
        pdf={{ href: `${menuHref(companyId, `${path}.pdf`)}?${search}`, filename: `${name}-${fileStamp}.pdf` }}
      />
      <ReportOptions keptPerPage={keptPerPage}>{options}</ReportOptions>
      <StatementTable companyId={companyId} statement={statement} />
      {notes ? <p className="text-sm text-slate-600">{notes}</p> : null}
    </div>
  );
}

/** A period statement's own options beside the period: its field, label, choices and width. */
const STATEMENT_OPTIONS = [
  {
    name: "columns",
    label: "Columns",
    options: STATEMENT_COLUMNS.map((c) => ({ value: c, label: STATEMENT_COLUMN_LABELS[c] })),
    width: "w-40",
  },
  {
    name: "compare",
    label: "Compare with",
    options: STATEMENT_COMPARISONS.map((c) => ({ value: c, label: STATEMENT_COMPARISON_LABELS[c] })),
    width: "w-44",
  },
  { name: "basis", label: "Basis", options: STATEMENT_BASES.map((c) => ({ value: c, label: STATEMENT_BASIS_LABELS[c] })), width: "w-32" },
] as const;

/** One of those options as its select. */
function OptionField({ option, value, errors }: { option: (typeof STATEMENT_OPTIONS)[number]; value: string; errors: FieldErrors | null }) {
  return (
    <SelectField
      key={`${option.name}-${value}`}
      name={option.name}
      label={option.label}
      options={[...option.options]}
      defaultValue={value}
      error={errors?.[option.name]}
      containerClassName={option.width}
    />
  );
}

/** The basis field alone (the Balance Sheet's and the Statement of Cash Flows'). */
export function StatementBasisField({ basis, errors }: { basis: StatementBasis; errors: FieldErrors | null }) {
  return <OptionField option={STATEMENT_OPTIONS[2]} value={basis} errors={errors} />;
}

/** A period statement's options: the period, columns, comparison and basis. */
export function StatementPeriodFields({ query, errors }: { query: StatementQuery; errors: FieldErrors | null }) {
  return (
    <>
      <PeriodFields query={query} errors={errors} />
      {STATEMENT_OPTIONS.map((option) => (
        <OptionField key={`${option.name}-${query[option.name]}`} option={option} value={query[option.name]} errors={errors} />
      ))}
    </>
  );
}
