import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { Fragment } from "react";
import { DrillLink, EmptyReportRow } from "~/components/reports/aging-report";
import { PeriodReport, ReportTable } from "~/components/reports/period-report";
import { AmountCell } from "~/components/reports/report-header";
import { dashboardBase, menuHref } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { formatUsDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { errorTitle, pageTitle } from "~/lib/title";
import { missingChecks } from "~/modules/reports/banking-reports.server";
import { readBankingReportRequest } from "./__report-request.server";

// Missing Checks (Reports › Banking): each bank account's printed cheques of the period in number
// order, with the numbers skipped between two of them and the numbers used twice; cheques still to
// be printed are counted apart (they have no number yet).

export async function loader(args: LoaderFunctionArgs) {
  const { company, db, query, errors, filters, accounts } = await readBankingReportRequest(args);
  const report = await missingChecks(db, company.id, filters);
  return { companyId: company.id, companyName: company.companyName, query, errors, accounts, report };
}

const COLUMNS = ["Check No.", "Date", "Type", "Number", "Payee", "Note", "Amount"];
const RIGHT = new Set(["Amount"]);

export default function MissingChecksReport() {
  const data = useLoaderData<typeof loader>();
  const { companyId, report, query } = data;
  return (
    <PeriodReport {...data} section="Banking" title="Missing Checks" path="reports/banking/missing-checks">
      <ReportTable caption={`Cheque numbers, ${formatUsDate(query.from)} to ${formatUsDate(query.to)}`} columns={COLUMNS} right={RIGHT}>
        <tbody className="divide-y divide-slate-100">
          {report.groups.length === 0 ? (
            <EmptyReportRow columns={COLUMNS.length}>No cheques written in this period.</EmptyReportRow>
          ) : (
            report.groups.map((group) => (
              <Fragment key={group.account.id}>
                <tr className="bg-slate-50">
                  <th scope="rowgroup" colSpan={COLUMNS.length} className="px-4 py-2 text-left font-semibold text-slate-900">
                    {group.account.accountNumber} · {group.account.accountName}
                    <span className="ml-3 text-sm font-normal text-slate-600" data-testid={`summary-${group.account.id}`}>
                      {group.missing} missing · {group.duplicates} duplicated · {group.unnumbered} to be printed
                    </span>
                  </th>
                </tr>
                {group.rows.map((row, index) =>
                  row.kind === "gap" ? (
                    <tr key={`gap-${index}`} className="bg-amber-50 text-amber-900">
                      <td colSpan={COLUMNS.length} className="px-4 py-2 font-medium">
                        *** Missing {row.count === 1 ? row.from : `${row.from} to ${row.to}`} ({row.count}) ***
                      </td>
                    </tr>
                  ) : (
                    <tr key={`${row.cheque.kind}-${row.cheque.id}`} className={row.duplicate ? "bg-red-50" : undefined}>
                      <td className="whitespace-nowrap px-4 py-2 font-medium text-slate-900">{row.cheque.checkNumber}</td>
                      <td className="whitespace-nowrap px-4 py-2 text-slate-700">{formatUsDate(row.cheque.date)}</td>
                      <td className="px-4 py-2 text-slate-700">{row.cheque.type}</td>
                      <td className="whitespace-nowrap px-4 py-2">
                        <DrillLink href={menuHref(companyId, row.cheque.href)}>{row.cheque.documentNumber}</DrillLink>
                      </td>
                      <td className="px-4 py-2 text-slate-700">{row.cheque.payee}</td>
                      <td className="px-4 py-2 text-slate-700">
                        {row.duplicate ? "*** Duplicate number ***" : row.cheque.void ? "Void" : ""}
                      </td>
                      <AmountCell>{formatMoney(row.cheque.void ? 0 : row.cheque.amount)}</AmountCell>
                    </tr>
                  ),
                )}
              </Fragment>
            ))
          )}
        </tbody>
      </ReportTable>
    </PeriodReport>
  );
}

export function ErrorBoundary() {
  const { companyId } = useParams();
  return <ShellErrorPanel homeHref={dashboardBase(companyId ?? "")} homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = ({ error }) => [{ title: error ? errorTitle(error) : pageTitle("Missing Checks") }];
