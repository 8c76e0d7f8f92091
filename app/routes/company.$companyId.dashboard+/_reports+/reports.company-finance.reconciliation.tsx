import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DrillLink } from "~/components/reports/aging-report";
import { BankingReport } from "~/components/reports/banking-report";
import { AmountCell } from "~/components/reports/report-header";
import { formatUsDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { screenMeta } from "~/lib/title";
import { reconciliationsReport } from "~/modules/reports/reconciliation-reports.server";
import { loadBankingReport } from "./__report-request.server";

// Reconciliation (Reports › Company & Financial): each bank and card account's reconciliations whose
// statement date is in the period — beginning balance, what was cleared, service charge, interest,
// adjustment, ending balance — each leading to its reconciliation report.

export const loader = (args: LoaderFunctionArgs) => loadBankingReport(args, reconciliationsReport);

const COLUMNS = [
  "Statement Date",
  "Status",
  "Reconciled On",
  "Beginning",
  "Cleared Debits",
  "Cleared Credits",
  "Service Charge",
  "Interest",
  "Adjustment",
  "Ending",
];
const RIGHT = new Set(COLUMNS.slice(3));

export default function ReconciliationReport() {
  return (
    <BankingReport
      {...useLoaderData<typeof loader>()}
      title="Reconciliation"
      section="Company & Financial"
      path="reports/company-finance/reconciliation"
      columns={COLUMNS}
      right={RIGHT}
      caption="Reconciliations"
      empty="No reconciliations in this period."
      row={(r, drill) => (
        <tr key={r.id}>
          <td className="whitespace-nowrap px-4 py-2">
            <DrillLink href={drill(r.href)}>{formatUsDate(r.statementDate)}</DrillLink>
          </td>
          <td className="px-4 py-2 text-slate-700">{r.statusLabel}</td>
          <td className="whitespace-nowrap px-4 py-2 text-slate-700">{formatUsDate(r.finishedOn)}</td>
          <AmountCell>{formatMoney(r.beginningBalance)}</AmountCell>
          <AmountCell>{formatMoney(r.clearedDebits)}</AmountCell>
          <AmountCell>{formatMoney(r.clearedCredits)}</AmountCell>
          <AmountCell>{formatMoney(r.serviceCharge)}</AmountCell>
          <AmountCell>{formatMoney(r.interestEarned)}</AmountCell>
          <AmountCell>{formatMoney(r.adjustment)}</AmountCell>
          <AmountCell weight="medium">{formatMoney(r.endingBalance)}</AmountCell>
        </tr>
      )}
    />
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Reconciliation");
