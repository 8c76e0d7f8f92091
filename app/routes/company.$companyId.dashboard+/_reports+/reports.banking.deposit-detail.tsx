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
import { depositDetail } from "~/modules/reports/banking-reports.server";
import { readBankingReportRequest } from "./__report-request.server";

// Deposit Detail (Reports › Banking): the deposits into each bank account in the period — Make
// Deposit's, and payments and cash sales received straight into the account — each with what it
// deposited and its cash back; each number leads to its deposit or document.

export async function loader(args: LoaderFunctionArgs) {
  const { company, db, query, errors, filters, accounts } = await readBankingReportRequest(args);
  const report = await depositDetail(db, company.id, filters);
  return { companyId: company.id, companyName: company.companyName, query, errors, accounts, report };
}

const COLUMNS = ["Date", "Type", "Number", "Received From", "Item", "From Account", "Method", "Memo", "Amount"];
const RIGHT = new Set(["Amount"]);

export default function DepositDetailReport() {
  const data = useLoaderData<typeof loader>();
  const { companyId, report, query } = data;
  const href = (path: string | null) => (path === null ? null : menuHref(companyId, path));
  return (
    <PeriodReport {...data} section="Banking" title="Deposit Detail" path="reports/banking/deposit-detail">
      <ReportTable caption={`Deposits, ${formatUsDate(query.from)} to ${formatUsDate(query.to)}`} columns={COLUMNS} right={RIGHT}>
        <tbody className="divide-y divide-slate-100">
          {report.groups.length === 0 ? (
            <EmptyReportRow columns={COLUMNS.length}>No deposits in this period.</EmptyReportRow>
          ) : (
            report.groups.map((group) => (
              <Fragment key={group.account.id}>
                <tr className="bg-slate-50">
                  <th scope="rowgroup" colSpan={COLUMNS.length} className="px-4 py-2 text-left font-semibold text-slate-900">
                    {group.account.accountNumber} · {group.account.accountName}
                  </th>
                </tr>
                {group.rows.map((d) => (
                  <Fragment key={`${d.kind}-${d.id}`}>
                    <tr>
                      <td className="whitespace-nowrap px-4 py-2 text-slate-700">{formatUsDate(d.date)}</td>
                      <td className="px-4 py-2 text-slate-700">{d.type}</td>
                      <td className="whitespace-nowrap px-4 py-2">
                        <DrillLink href={href(d.href)}>{d.number}</DrillLink>
                        {d.void ? <span className="ml-1 text-xs text-slate-500">(void)</span> : null}
                      </td>
                      <td colSpan={4} />
                      <td className="px-4 py-2 text-slate-700">{d.memo}</td>
                      <AmountCell weight="medium">{formatMoney(d.void ? 0 : d.net)}</AmountCell>
                    </tr>
                    {d.lines.map((l, index) => (
                      <tr key={index} className="text-slate-600">
                        <td colSpan={3} />
                        <td className="px-4 py-1">{l.receivedFrom}</td>
                        <td className="whitespace-nowrap px-4 py-1">
                          <DrillLink href={href(l.itemHref)}>{l.item}</DrillLink>
                        </td>
                        <td className="px-4 py-1">{l.fromAccount}</td>
                        <td className="px-4 py-1">{l.paymentMethod}</td>
                        <td className="px-4 py-1">{[l.reference, l.memo].filter(Boolean).join(" · ")}</td>
                        <td className="px-4 py-1 text-right tabular-nums">{formatMoney(l.amount)}</td>
                      </tr>
                    ))}
                    {d.cashBack ? (
                      <tr className="text-slate-600">
                        <td colSpan={4} />
                        <td className="px-4 py-1">Cash back</td>
                        <td colSpan={3} />
                        <td className="px-4 py-1 text-right tabular-nums">{formatMoney(-d.cashBack)}</td>
                      </tr>
                    ) : null}
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

export const meta: MetaFunction = ({ error }) => [{ title: error ? errorTitle(error) : pageTitle("Deposit Detail") }];
