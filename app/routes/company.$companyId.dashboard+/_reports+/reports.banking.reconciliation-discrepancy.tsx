import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DrillLink } from "~/components/reports/aging-report";
import { BankingReport } from "~/components/reports/banking-report";
import { AmountCell } from "~/components/reports/report-header";
import { formatUsDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { screenMeta } from "~/lib/title";
import { reconciliationDiscrepancy } from "~/modules/reports/reconciliation-reports.server";
import { loadBankingReport } from "./__report-request.server";

// Reconciliation Discrepancy (Reports › Banking): the lines the reconciliations of the period (by
// statement date) held that have changed since — voided after an undo, changed or taken out by SQL —
// with what was reconciled, what the books say now and the effect; each leads to its document.

export const loader = (args: LoaderFunctionArgs) => loadBankingReport(args, reconciliationDiscrepancy);

const COLUMNS = ["Statement Date", "Reconciliation", "Date", "Type", "Number", "Change", "Reconciled Amount", "Current Amount", "Effect"];
const RIGHT = new Set(["Reconciled Amount", "Current Amount", "Effect"]);

export default function ReconciliationDiscrepancyReport() {
  return (
    <BankingReport
      {...useLoaderData<typeof loader>()}
      title="Reconciliation Discrepancy"
      path="reports/banking/reconciliation-discrepancy"
      columns={COLUMNS}
      right={RIGHT}
      caption="Reconciled lines changed since"
      empty="No reconciled line has changed."
      row={(d, drill) => (
        <tr key={`${d.reconciliationId}-${d.lineId}`}>
          <td className="whitespace-nowrap px-4 py-2 text-slate-700">
            <DrillLink href={drill(`banking/reconciliations/${d.reconciliationId}`)}>{formatUsDate(d.statementDate)}</DrillLink>
          </td>
          <td className="px-4 py-2 text-slate-700">{d.reconciliationStatus}</td>
          <td className="whitespace-nowrap px-4 py-2 text-slate-700">{formatUsDate(d.date)}</td>
          <td className="px-4 py-2 text-slate-700">{d.type}</td>
          <td className="whitespace-nowrap px-4 py-2">
            <DrillLink href={drill(d.href)}>{d.number}</DrillLink>
          </td>
          <td className="px-4 py-2 text-slate-700">{d.changeLabel}</td>
          <AmountCell>{formatMoney(d.reconciledAmount)}</AmountCell>
          <AmountCell>{formatMoney(d.currentAmount)}</AmountCell>
          <AmountCell weight="medium">{formatMoney(d.effect)}</AmountCell>
        </tr>
      )}
    />
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Reconciliation Discrepancy");
