import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EmptyReportRow, PartyLink } from "~/components/reports/aging-report";
import { PeriodReport, ReportTable } from "~/components/reports/period-report";
import { StatementBasisField } from "~/components/reports/statement-report";
import { AmountCell, ReportTotals, RowHeading } from "~/components/reports/report-header";
import { formatUsDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { screenMeta } from "~/lib/title";
import { NO_CUSTOMER } from "~/modules/reports/aging";
import { incomeByCustomer } from "~/modules/reports/sales-reports.server";
import { parsePeriodBasisQuery } from "~/modules/reports/schema";
import { readReportRequest } from "./__report-request.server";

// Income by Customer (Reports › Company & Financial): for a period, per customer the income its
// documents and journal entries posted to the income accounts (discounts included), the cost and
// expense lines tagged with it, and the net; income without a customer last. On cash basis an
// invoice's income counts as it is paid (the statements' cash basis, ADR 0062).

export async function loader(args: LoaderFunctionArgs) {
  const { company, db, query, errors } = await readReportRequest(args, (params, today, c) =>
    parsePeriodBasisQuery(params, today, c.fiscalYearStart),
  );
  const report = await incomeByCustomer(db, company.id, query, query.basis);
  return { companyId: company.id, companyName: company.companyName, query, errors, report };
}

const COLUMNS = ["Customer", "Income", "Expenses", "Net Income"];
const RIGHT = new Set(["Income", "Expenses", "Net Income"]);

export default function IncomeByCustomerReport() {
  const data = useLoaderData<typeof loader>();
  const { companyId, report, query } = data;
  return (
    <PeriodReport
      {...data}
      section="Company & Financial"
      title="Income by Customer"
      path="reports/company-finance/income-by-customer"
      options={{ fields: <StatementBasisField basis={query.basis} errors={data.errors} />, search: { basis: query.basis } }}
    >
      <ReportTable
        caption={`Income by Customer, ${formatUsDate(query.from)} to ${formatUsDate(query.to)}${query.basis === "cash" ? ", cash basis" : ""}`}
        columns={COLUMNS}
        right={RIGHT}
      >
        <tbody className="divide-y divide-slate-100">
          {report.rows.length === 0 ? (
            <EmptyReportRow columns={COLUMNS.length}>No income in this period.</EmptyReportRow>
          ) : (
            report.rows.map((r) => (
              <tr key={r.customerId ?? "none"}>
                <RowHeading>
                  <PartyLink companyId={companyId} side="customer" partyId={r.customerId} name={r.customerName} none={NO_CUSTOMER} />
                </RowHeading>
                <AmountCell>{formatMoney(r.income)}</AmountCell>
                <AmountCell>{formatMoney(r.expenses)}</AmountCell>
                <AmountCell weight="medium">{formatMoney(r.net)}</AmountCell>
              </tr>
            ))
          )}
        </tbody>
        <ReportTotals>
          <AmountCell weight="semibold">{formatMoney(report.totals.income)}</AmountCell>
          <AmountCell weight="semibold">{formatMoney(report.totals.expenses)}</AmountCell>
          <AmountCell weight="semibold" data-testid="total">
            {formatMoney(report.totals.net)}
          </AmountCell>
        </ReportTotals>
      </ReportTable>
    </PeriodReport>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Income by Customer");
