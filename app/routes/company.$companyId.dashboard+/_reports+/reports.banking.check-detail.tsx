import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { DrillLink } from "~/components/reports/aging-report";
import { BankingReport } from "~/components/reports/banking-report";
import { AmountCell } from "~/components/reports/report-header";
import { formatUsDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { screenMeta } from "~/lib/title";
import { checkDetail } from "~/modules/reports/banking-reports.server";
import { loadBankingReport } from "./__report-request.server";

// Check Detail (Reports › Banking): the cheques written from each bank account in the period — bill
// payments by cheque, cash purchases paid by cheque, refunds by cheque — each with what it paid;
// each number leads to its document.

export const loader = (args: LoaderFunctionArgs) => loadBankingReport(args, checkDetail);

const COLUMNS = ["Date", "Type", "Check No.", "Number", "Payee", "Paid", "Amount"];
const RIGHT = new Set(["Amount"]);

export default function CheckDetailReport() {
  return (
    <BankingReport
      {...useLoaderData<typeof loader>()}
      title="Check Detail"
      path="reports/banking/check-detail"
      columns={COLUMNS}
      right={RIGHT}
      caption="Cheques written"
      empty="No cheques written in this period."
      row={(c, drill) => (
        <Fragment key={`${c.kind}-${c.id}`}>
          <tr>
            <td className="whitespace-nowrap px-4 py-2 text-slate-700">{formatUsDate(c.date)}</td>
            <td className="px-4 py-2 text-slate-700">{c.type}</td>
            <td className="whitespace-nowrap px-4 py-2 text-slate-700">{c.checkNumber ?? "To be printed"}</td>
            <td className="whitespace-nowrap px-4 py-2">
              <DrillLink href={drill(c.href)}>{c.documentNumber}</DrillLink>
              {c.void ? <span className="ml-1 text-xs text-slate-500">(void)</span> : null}
            </td>
            <td className="px-4 py-2 text-slate-700">{c.payee}</td>
            <td />
            <AmountCell weight="medium">{formatMoney(c.void ? 0 : c.amount)}</AmountCell>
          </tr>
          {c.lines.map((l, index) => (
            <tr key={index} className="text-slate-600">
              <td colSpan={5} />
              <td className="px-4 py-1">
                <DrillLink href={drill(l.href)}>{l.description}</DrillLink>
              </td>
              <td className="px-4 py-1 text-right tabular-nums">{formatMoney(l.amount)}</td>
            </tr>
          ))}
        </Fragment>
      )}
    />
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Check Detail");
