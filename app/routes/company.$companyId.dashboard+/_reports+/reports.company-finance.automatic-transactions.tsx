import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { EmptyReportRow } from "~/components/reports/aging-report";
import { PeriodReport, ReportTable } from "~/components/reports/period-report";
import { AmountCell, ReportTotals } from "~/components/reports/report-header";
import { menuHref } from "~/components/shell/menu";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { screenMeta } from "~/lib/title";
import { automaticTransactions } from "~/modules/recurring/recurring.server";
import { readPeriodRequest } from "./__report-request.server";

// Automatic Transactions (Reports › Company & Financial): every recurring transaction — its type,
// party, frequency, next date and state — and the documents it created in the period, each linked
// to its screen, with their total (ADR 0066).

export async function loader(args: LoaderFunctionArgs) {
  const { company, db, query, errors } = await readPeriodRequest(args);
  const report = await automaticTransactions(db, company.id, query);
  return { companyId: company.id, companyName: company.companyName, query, errors, report };
}

const COLUMNS = ["Name", "Transaction Type", "Frequency", "Next Schedule", "Date", "Number", "Amount"];
const RIGHT = new Set(["Amount"]);

export default function AutomaticTransactionsReport() {
  const data = useLoaderData<typeof loader>();
  const { report, query, companyId } = data;
  return (
    <PeriodReport
      {...data}
      section="Company & Financial"
      title="Automatic Transactions"
      path="reports/company-finance/automatic-transactions"
    >
      <ReportTable
        caption={`Recurring transactions and what they created, ${formatUsDate(query.from)} to ${formatUsDate(query.to)}`}
        columns={COLUMNS}
        right={RIGHT}
      >
        <tbody className="divide-y divide-slate-100">
          {report.groups.length === 0 ? (
            <EmptyReportRow columns={COLUMNS.length}>No recurring transactions.</EmptyReportRow>
          ) : (
            report.groups.flatMap(({ schedule: s, occurrences, total }) => [
              <tr key={`s${s.id}`} className="bg-slate-50">
                <th scope="row" className="px-4 py-2 text-left font-medium text-slate-900">
                  {s.name}
                  {s.partyName ? <span className="font-normal text-slate-500"> · {s.partyName}</span> : null}
                </th>
                <td className="px-4 py-2">{s.type}</td>
                <td className="px-4 py-2">{s.frequencyText}</td>
                <td className="px-4 py-2">{s.deleted ? "Deleted" : s.nextDate ? formatUsDate(s.nextDate) : s.status}</td>
                <td className="px-4 py-2" colSpan={2}>
                  {occurrences.length ? `${occurrences.length} created` : "None in the period"}
                </td>
                <AmountCell weight="medium">{formatMoney(fromDecimal(total))}</AmountCell>
              </tr>,
              ...occurrences.map((o) => (
                <tr key={`s${s.id}-${o.date}`}>
                  <td className="px-4 py-2" colSpan={4} />
                  <td className="px-4 py-2 tabular-nums">{formatUsDate(o.date)}</td>
                  <td className="px-4 py-2">
                    {o.href ? <Link to={menuHref(companyId, o.href)}>{o.documentNumber}</Link> : o.documentNumber}
                  </td>
                  <AmountCell>{formatMoney(fromDecimal(o.amount))}</AmountCell>
                </tr>
              )),
            ])
          )}
        </tbody>
        <ReportTotals span={6}>
          <AmountCell weight="semibold">{formatMoney(fromDecimal(report.total))}</AmountCell>
        </ReportTotals>
      </ReportTable>
    </PeriodReport>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Automatic Transactions");
