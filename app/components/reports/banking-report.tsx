import { Fragment, type ReactNode } from "react";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, type Cents } from "~/lib/money";
import { menuHref } from "~/components/shell/menu";
import { EmptyReportRow, TotalRow } from "./aging-report";
import { PeriodReport, ReportTable, type PeriodReportProps } from "./period-report";

// The frame of the banking reports (Check Detail, Deposit Detail, Missing Checks): the period
// report's options with the account filter, then one table whose rows come by account — each
// account's heading, its rows (each report draws its own) and, where the report totals, the
// account's total — and the report's total.

export interface AccountGroupView<T> {
  account: { id: number; accountNumber: string; accountName: string };
  rows: T[];
  total?: Cents;
}

export function BankingReport<G extends AccountGroupView<unknown>>({
  columns,
  right,
  caption,
  empty,
  report: { groups, total },
  heading,
  row,
  section = "Banking",
  ...frame
}: Omit<PeriodReportProps, "section" | "children"> & {
  /** The menu section the report is under (default Banking) */
  section?: string;
  columns: readonly string[];
  right: ReadonlySet<string>;
  /** The table's caption, before its period */
  caption: string;
  /** What the table says when no account has a row */
  empty: string;
  /** The rows by account, and the report's total (none: the report does not total) */
  report: { groups: readonly G[]; total?: Cents };
  /** More to say beside an account's heading */
  heading?: (group: G) => ReactNode;
  /** An account's row, as the report draws it (one or several table rows); `drill` makes a document's path a link */
  row: (row: G["rows"][number], drill: (path: string | null) => string | null, index: number) => ReactNode;
}) {
  const { query, companyId } = frame;
  const drill = (path: string | null) => (path === null ? null : menuHref(companyId, path));
  return (
    <PeriodReport {...frame} section={section}>
      <ReportTable caption={`${caption}, ${formatUsDate(query.from)} to ${formatUsDate(query.to)}`} columns={columns} right={right}>
        <tbody className="divide-y divide-slate-100">
          {groups.length === 0 ? (
            <EmptyReportRow columns={columns.length}>{empty}</EmptyReportRow>
          ) : (
            groups.map((group) => (
              <Fragment key={group.account.id}>
                <tr className="bg-slate-50">
                  <th scope="rowgroup" colSpan={columns.length} className="px-4 py-2 text-left font-semibold text-slate-900">
                    {group.account.accountNumber} · {group.account.accountName}
                    {heading?.(group)}
                  </th>
                </tr>
                {group.rows.map((r, index) => row(r, drill, index))}
                {group.total !== undefined ? (
                  <TotalRow columns={columns.length} label={`Total ${group.account.accountName}`} amount={formatMoney(group.total)} />
                ) : null}
              </Fragment>
            ))
          )}
        </tbody>
        {total !== undefined ? (
          <tfoot className="border-t border-slate-300">
            <TotalRow columns={columns.length} label="Total" amount={formatMoney(total)} footer />
          </tfoot>
        ) : null}
      </ReportTable>
    </PeriodReport>
  );
}
