import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DrillLink } from "~/components/reports/aging-report";
import { BankingReport } from "~/components/reports/banking-report";
import { AmountCell } from "~/components/reports/report-header";
import { formatUsDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { screenMeta } from "~/lib/title";
import { missingChecks } from "~/modules/reports/banking-reports.server";
import { loadBankingReport } from "./__report-request.server";

// Missing Checks (Reports › Banking): each bank account's printed cheques of the period in number
// order, with the numbers skipped between two of them and the numbers used twice; cheques still to
// be printed are counted apart (they have no number yet).

export const loader = (args: LoaderFunctionArgs) => loadBankingReport(args, missingChecks);

const COLUMNS = ["Check No.", "Date", "Type", "Number", "Payee", "Note", "Amount"];
const RIGHT = new Set(["Amount"]);

export default function MissingChecksReport() {
  return (
    <BankingReport
      {...useLoaderData<typeof loader>()}
      title="Missing Checks"
      path="reports/banking/missing-checks"
      columns={COLUMNS}
      right={RIGHT}
      caption="Cheque numbers"
      empty="No cheques written in this period."
      heading={(g) => (
        <span className="ml-3 text-sm font-normal text-slate-600" data-testid={`summary-${g.account.id}`}>
          {g.missing} missing · {g.duplicates} duplicated · {g.unnumbered} to be printed
        </span>
      )}
      row={(row, drill, index) =>
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
              <DrillLink href={drill(row.cheque.href)}>{row.cheque.documentNumber}</DrillLink>
            </td>
            <td className="px-4 py-2 text-slate-700">{row.cheque.payee}</td>
            <td className="px-4 py-2 text-slate-700">{row.duplicate ? "*** Duplicate number ***" : row.cheque.void ? "Void" : ""}</td>
            <AmountCell>{formatMoney(row.cheque.void ? 0 : row.cheque.amount)}</AmountCell>
          </tr>
        )
      }
    />
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Missing Checks");
