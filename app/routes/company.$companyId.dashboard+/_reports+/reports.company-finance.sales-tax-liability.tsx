import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EmptyReportRow } from "~/components/reports/aging-report";
import { PeriodReport, ReportTable } from "~/components/reports/period-report";
import { AmountCell, ReportTotals, RowHeading } from "~/components/reports/report-header";
import { formatUsDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { screenMeta } from "~/lib/title";
import { salesTaxLiability } from "~/modules/reports/sales-reports.server";
import { readPeriodRequest } from "./__report-request.server";

// Sales Tax Liability (Reports › Company & Financial): for a period, per tax rate the taxable sales
// and the tax charged (credit memos less), and per liability account its balance at the start, the
// tax collected and paid in the period, and what is owed at its end.

export async function loader(args: LoaderFunctionArgs) {
  const { company, db, query, errors } = await readPeriodRequest(args);
  const report = await salesTaxLiability(db, company.id, query);
  return { companyId: company.id, companyName: company.companyName, query, errors, report };
}

const RATE_COLUMNS = ["Tax Rate", "Rate", "Agency", "Taxable Sales", "Tax"];
const ACCOUNT_COLUMNS = ["Liability Account", "Opening Balance", "Collected", "Paid", "Balance Owed"];
const RIGHT = new Set(["Rate", "Taxable Sales", "Tax", "Opening Balance", "Collected", "Paid", "Balance Owed"]);

export default function SalesTaxLiabilityReport() {
  const data = useLoaderData<typeof loader>();
  const { report, query } = data;
  const period = `${formatUsDate(query.from)} to ${formatUsDate(query.to)}`;
  return (
    <PeriodReport {...data} section="Company & Financial" title="Sales Tax Liability" path="reports/company-finance/sales-tax-liability">
      <ReportTable caption={`Sales tax by rate, ${period}`} columns={RATE_COLUMNS} right={RIGHT}>
        <tbody className="divide-y divide-slate-100">
          {report.rates.length === 0 ? (
            <EmptyReportRow columns={RATE_COLUMNS.length}>No sales tax rates.</EmptyReportRow>
          ) : (
            report.rates.map((r) => (
              <tr key={r.taxRateId}>
                <RowHeading>{r.name}</RowHeading>
                <AmountCell>{`${Number(r.rate)}%`}</AmountCell>
                <td className="px-4 py-2 text-slate-700">{r.agency}</td>
                <AmountCell>{formatMoney(r.taxableSales)}</AmountCell>
                <AmountCell>{formatMoney(r.tax)}</AmountCell>
              </tr>
            ))
          )}
        </tbody>
        <ReportTotals span={3}>
          <AmountCell weight="semibold">{formatMoney(report.totals.taxableSales)}</AmountCell>
          <AmountCell weight="semibold">{formatMoney(report.totals.tax)}</AmountCell>
        </ReportTotals>
      </ReportTable>
      <ReportTable caption={`Sales tax liability accounts, ${period}`} columns={ACCOUNT_COLUMNS} right={RIGHT}>
        <tbody className="divide-y divide-slate-100">
          {report.accounts.length === 0 ? (
            <EmptyReportRow columns={ACCOUNT_COLUMNS.length}>No liability accounts.</EmptyReportRow>
          ) : (
            report.accounts.map((a) => (
              <tr key={a.accountId}>
                <RowHeading>
                  {a.accountNumber} · {a.accountName}
                </RowHeading>
                <AmountCell>{formatMoney(a.opening)}</AmountCell>
                <AmountCell>{formatMoney(a.collected)}</AmountCell>
                <AmountCell>{formatMoney(a.paid)}</AmountCell>
                <AmountCell weight="medium">{formatMoney(a.closing)}</AmountCell>
              </tr>
            ))
          )}
        </tbody>
        <ReportTotals span={4} label={<>Sales tax owed on {formatUsDate(query.to)}</>}>
          <AmountCell weight="semibold" data-testid="total">
            {formatMoney(report.liability)}
          </AmountCell>
        </ReportTotals>
      </ReportTable>
    </PeriodReport>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Sales Tax Liability");
