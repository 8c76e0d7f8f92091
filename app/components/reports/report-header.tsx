import { Form } from "@remix-run/react";
import type { ReactNode, TdHTMLAttributes } from "react";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ReportActions } from "./report-actions";

/** A report's title block: the company (printed pages have no shell to name it), title and period. */
export function ReportHeader({
  companyName,
  title,
  period,
  actions,
}: {
  companyName: string;
  title: string;
  period: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="report-header flex flex-wrap items-end justify-between gap-3">
      <div>
        <p className="text-sm font-medium text-slate-500">{companyName}</p>
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{period}</p>
      </div>
      {actions}
    </header>
  );
}

/**
 * The top of a report screen: its breadcrumb (Reports › section › title, not printed) and its title
 * block with the Print and Export to CSV actions.
 */
export function ReportTop({
  companyId,
  section,
  csv,
  pdf,
  ...header
}: {
  companyId: number;
  /** The Reports menu's section, e.g. "Company & Financial". */
  section: string;
  csv: { href: string; filename: string };
  /** Its PDF (default: the CSV route's `.pdf` twin; null: none). */
  pdf?: { href: string; filename: string } | null;
  companyName: string;
  title: string;
  period: ReactNode;
}) {
  return (
    <>
      <Breadcrumb
        className="no-print"
        items={[{ label: "Reports", to: menuHref(companyId, "reports/home") }, { label: section }, { label: header.title }]}
      />
      <ReportHeader {...header} actions={<ReportActions csvHref={csv.href} csvFilename={csv.filename} pdf={pdf} />} />
    </>
  );
}

/** A report table's column headings; `alignRight` says which columns hold amounts. */
export function ReportColumnHeads({
  columns,
  alignRight,
  compact,
}: {
  columns: readonly string[];
  alignRight: (column: string, index: number) => boolean;
  /** Tighter rows, as in the general ledger's per-account tables. */
  compact?: boolean;
}) {
  return (
    <thead className="bg-slate-50">
      <tr>
        {columns.map((label, index) => (
          <th
            key={label}
            scope="col"
            className={`whitespace-nowrap px-4 ${compact ? "py-2" : "py-3"} text-xs font-semibold uppercase tracking-wide text-slate-600 ${
              alignRight(label, index) ? "text-right" : "text-left"
            }`}
          >
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A report's options (a GET form, so the figures' address can be shared and bookmarked): the
 * fields given, the page size the user chose kept, and Run report.
 */
export function ReportOptions({ keptPerPage, children }: { keptPerPage?: number | string | null; children: ReactNode }) {
  return (
    <Card className="no-print px-5 py-4">
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Report options">
        {children}
        {keptPerPage ? <input type="hidden" name="perPage" value={keptPerPage} /> : null}
        <Button type="submit" variant="primary">
          Run report
        </Button>
      </Form>
    </Card>
  );
}

const AMOUNT_WEIGHT = { normal: "", medium: " font-medium", semibold: " font-semibold" } as const;

/** A figure in a report's table: right-aligned in tabular digits. */
export function AmountCell({
  weight = "normal",
  ...props
}: TdHTMLAttributes<HTMLTableCellElement> & { weight?: keyof typeof AMOUNT_WEIGHT; "data-testid"?: string }) {
  return <td className={`px-4 py-2 text-right tabular-nums text-slate-900${AMOUNT_WEIGHT[weight]}`} {...props} />;
}

/** A row's heading cell in a report's table: what the row is about (an item, a rate, an account). */
export function RowHeading({ children }: { children: ReactNode }) {
  return (
    <th scope="row" className="px-4 py-2 text-left font-normal text-slate-900">
      {children}
    </th>
  );
}

/**
 * A report table's footer: one row, its `label` ("Total") heading the first `span` columns, then
 * the totals' cells (`children`).
 */
export function ReportTotals({ label = "Total", span, children }: { label?: ReactNode; span?: number; children: ReactNode }) {
  return (
    <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-semibold">
      <tr>
        <th scope="row" colSpan={span} className="px-4 py-3 text-left text-slate-900">
          {label}
        </th>
        {children}
      </tr>
    </tfoot>
  );
}
