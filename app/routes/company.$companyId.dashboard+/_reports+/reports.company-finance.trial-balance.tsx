import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { sideAmount } from "~/components/reports/amounts";
import { EmptyReportRow } from "~/components/reports/aging-report";
import { AmountCell, ReportColumnHeads, ReportOptions, ReportTop, ReportTotals } from "~/components/reports/report-header";
import { menuHref } from "~/components/shell/menu";
import { DatePicker } from "~/components/ui/date-picker";
import { formatUsDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { screenMeta } from "~/lib/title";
import { trialBalance } from "~/modules/ledger/ledger.server";
import { parseTrialBalanceQuery } from "~/modules/reports/schema";
import { readReportRequest } from "./__report-request.server";

// Trial Balance (Reports > Company & Financial): every account's balance as of a date, in a debit
// or a credit column. The ledger refuses unbalanced entries, so the two totals always agree.

const TB_COLUMNS = ["Account No", "Account Name", "Type", "Debit", "Credit"];

export async function loader(args: LoaderFunctionArgs) {
  const { company, db, query, errors } = await readReportRequest(args, parseTrialBalanceQuery);
  const report = await trialBalance(db, company.id, query.asOf);
  return { companyId: company.id, companyName: company.companyName, asOf: query.asOf, errors, report };
}

export default function TrialBalanceReport() {
  const { companyId, companyName, asOf, errors, report } = useLoaderData<typeof loader>();
  const difference = report.totals.debit - report.totals.credit;
  const csvHref = `${menuHref(companyId, "reports/company-finance/trial-balance.csv")}?${new URLSearchParams({ asOf })}`;
  return (
    <div className="report-page mx-auto max-w-5xl space-y-4">
      <ReportTop
        companyId={companyId}
        section="Company & Financial"
        companyName={companyName}
        title="Trial Balance"
        period={`As of ${formatUsDate(asOf)}`}
        csv={{ href: csvHref, filename: `trial-balance-${asOf}.csv` }}
      />
      <ReportOptions>
        <DatePicker key={asOf} name="asOf" label="As of" defaultValue={asOf} error={errors?.asOf} className="w-48" />
      </ReportOptions>
      {difference !== 0 ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
          The totals differ by {formatMoney(Math.abs(difference))}: the books are out of balance.
        </p>
      ) : null}
      <div className="report-table-wrap overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="report-table min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Trial balance as of {formatUsDate(asOf)}</caption>
          <ReportColumnHeads columns={TB_COLUMNS} alignRight={(label) => label === "Debit" || label === "Credit"} />
          <tbody className="divide-y divide-slate-100">
            {report.rows.length === 0 ? (
              <EmptyReportRow columns={TB_COLUMNS.length}>No account has a balance as of {formatUsDate(asOf)}</EmptyReportRow>
            ) : (
              report.rows.map((row) => (
                <tr key={row.accountId}>
                  <td className="whitespace-nowrap px-4 py-2 text-slate-700">{row.accountNumber}</td>
                  <td className="px-4 py-2 text-slate-900">{row.accountName}</td>
                  <td className="px-4 py-2 text-slate-700">{row.accountType}</td>
                  <AmountCell>{sideAmount(row.debit)}</AmountCell>
                  <AmountCell>{sideAmount(row.credit)}</AmountCell>
                </tr>
              ))
            )}
          </tbody>
          <ReportTotals span={3}>
            <td className="px-4 py-3 text-right tabular-nums text-slate-900" data-testid="total-debit">
              {formatMoney(report.totals.debit)}
            </td>
            <td className="px-4 py-3 text-right tabular-nums text-slate-900" data-testid="total-credit">
              {formatMoney(report.totals.credit)}
            </td>
          </ReportTotals>
        </table>
      </div>
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Trial Balance");
