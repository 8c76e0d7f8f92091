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
import { checkDetail } from "~/modules/reports/banking-reports.server";
import { readBankingReportRequest } from "./__report-request.server";

// Check Detail (Reports › Banking): the cheques written from each bank account in the period — bill
// payments by cheque, cash purchases paid by cheque, refunds by cheque — each with what it paid;
// each number leads to its document.

export async function loader(args: LoaderFunctionArgs) {
  const { company, db, query, errors, filters, accounts } = await readBankingReportRequest(args);
  const report = await checkDetail(db, company.id, filters);
  return { companyId: company.id, companyName: company.companyName, query, errors, accounts, report };
}

const COLUMNS = ["Date", "Type", "Check No.", "Number", "Payee", "Paid", "Amount"];
const RIGHT = new Set(["Amount"]);

export default function CheckDetailReport() {
  const data = useLoaderData<typeof loader>();
  const { companyId, report, query } = data;
  const href = (path: string | null) => (path === null ? null : menuHref(companyId, path));
  return (
    <PeriodReport {...data} section="Banking" title="Check Detail" path="reports/banking/check-detail">
      <ReportTable caption={`Cheques written, ${formatUsDate(query.from)} to ${formatUsDate(query.to)}`} columns={COLUMNS} right={RIGHT}>
        <tbody className="divide-y divide-slate-100">
          {report.groups.length === 0 ? (
            <EmptyReportRow columns={COLUMNS.length}>No cheques written in this period.</EmptyReportRow>
          ) : (
            report.groups.map((group) => (
              <Fragment key={group.account.id}>
                <tr className="bg-slate-50">
                  <th scope="rowgroup" colSpan={COLUMNS.length} className="px-4 py-2 text-left font-semibold text-slate-900">
                    {group.account.accountNumber} · {group.account.accountName}
                  </th>
                </tr>
                {group.rows.map((c) => (
                  <Fragment key={`${c.kind}-${c.id}`}>
                    <tr>
                      <td className="whitespace-nowrap px-4 py-2 text-slate-700">{formatUsDate(c.date)}</td>
                      <td className="px-4 py-2 text-slate-700">{c.type}</td>
                      <td className="whitespace-nowrap px-4 py-2 text-slate-700">{c.checkNumber ?? "To be printed"}</td>
                      <td className="whitespace-nowrap px-4 py-2">
                        <DrillLink href={href(c.href)}>{c.documentNumber}</DrillLink>
                        {c.void ? <span className="ml-1 text-xs text-slate-500">(void)</span> : null}
                      </td>
                      <td className="px-4 py-2 text-slate-700">{c.payee}</td>
                      <td />
                      <AmountCell weight="medium">{c.void ? formatMoney(0) : formatMoney(c.amount)}</AmountCell>
                    </tr>
                    {c.lines.map((l, index) => (
                      <tr key={index} className="text-slate-600">
                        <td colSpan={5} />
                        <td className="px-4 py-1">
                          <DrillLink href={href(l.href)}>{l.description}</DrillLink>
                        </td>
                        <td className="px-4 py-1 text-right tabular-nums">{formatMoney(l.amount)}</td>
                      </tr>
                    ))}
                  </Fragment>
                ))}
                <tr>
                  <th scope="row" colSpan={COLUMNS.length - 1} className="px-4 py-2 text-right font-medium text-slate-900">
                    Total {group.account.accountName}
                  </th>
                  <AmountCell weight="semibold">{formatMoney(group.total)}</AmountCell>
                </tr>
              </Fragment>
            ))
          )}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-300">
            <th scope="row" colSpan={COLUMNS.length - 1} className="px-4 py-3 text-right font-semibold text-slate-900">
              Total
            </th>
            <AmountCell weight="semibold" data-testid="report-total">
              {formatMoney(report.total)}
            </AmountCell>
          </tr>
        </tfoot>
      </ReportTable>
    </PeriodReport>
  );
}

export function ErrorBoundary() {
  const { companyId } = useParams();
  return <ShellErrorPanel homeHref={dashboardBase(companyId ?? "")} homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = ({ error }) => [{ title: error ? errorTitle(error) : pageTitle("Check Detail") }];
