import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EmptyReportRow } from "~/components/reports/aging-report";
import { PeriodReport, ReportTable } from "~/components/reports/period-report";
import { AmountCell, ReportTotals, RowHeading } from "~/components/reports/report-header";
import { formatMoney } from "~/lib/money";
import { screenMeta } from "~/lib/title";
import { DEPRECIATION_METHOD_LABELS } from "~/modules/fixed-assets/constants";
import { fixedAssetDepreciationReport } from "~/modules/reports/fixed-asset-depreciation.server";
import { readPeriodRequest } from "./__report-request.server";

// Fixed Asset Depreciation (Reports › Fixed Assets › Depreciation): for a period, each asset's cost,
// the depreciation taken before the period, in it and by its end, and its book value at the end.

export async function loader(args: LoaderFunctionArgs) {
  const { company, db, query, errors } = await readPeriodRequest(args);
  const report = await fixedAssetDepreciationReport(db, company.id, query);
  return { companyId: company.id, companyName: company.companyName, query, errors, report };
}

const COLUMNS = ["Item", "Account", "Method", "Cost", "Before", "In Period", "Accumulated", "Book value"];
const RIGHT = new Set(["Cost", "Before", "In Period", "Accumulated", "Book value"]);

export default function FixedAssetDepreciationReport() {
  const data = useLoaderData<typeof loader>();
  const { report } = data;
  return (
    <PeriodReport {...data} section="Fixed Assets" title="Fixed Asset Depreciation" path="reports/fixed-asset/depreciation">
      <ReportTable caption="Depreciation by fixed asset" columns={COLUMNS} right={RIGHT}>
        <tbody className="divide-y divide-slate-100">
          {report.rows.length === 0 ? (
            <EmptyReportRow columns={COLUMNS.length}>No fixed assets.</EmptyReportRow>
          ) : (
            report.rows.map((r) => (
              <tr key={r.assetId}>
                <RowHeading>
                  {r.assetNumber} · {r.itemName}
                </RowHeading>
                <td className="px-4 py-2 text-slate-700">{r.accountName}</td>
                <td className="px-4 py-2 text-slate-700">
                  {DEPRECIATION_METHOD_LABELS[r.method]} {r.rate}%
                </td>
                <AmountCell>{formatMoney(r.cost)}</AmountCell>
                <AmountCell>{formatMoney(r.before)}</AmountCell>
                <AmountCell>{formatMoney(r.inPeriod)}</AmountCell>
                <AmountCell>{formatMoney(r.accumulated)}</AmountCell>
                <AmountCell weight="medium">{formatMoney(r.bookValue)}</AmountCell>
              </tr>
            ))
          )}
        </tbody>
        <ReportTotals span={3}>
          <AmountCell weight="semibold">{formatMoney(report.totals.cost)}</AmountCell>
          <AmountCell weight="semibold">{formatMoney(report.totals.before)}</AmountCell>
          <AmountCell weight="semibold" data-testid="total">
            {formatMoney(report.totals.inPeriod)}
          </AmountCell>
          <AmountCell weight="semibold">{formatMoney(report.totals.accumulated)}</AmountCell>
          <AmountCell weight="semibold">{formatMoney(report.totals.bookValue)}</AmountCell>
        </ReportTotals>
      </ReportTable>
    </PeriodReport>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Fixed Asset Depreciation");
