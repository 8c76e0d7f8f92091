import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { DrillLink } from "~/components/reports/aging-report";
import { BankingReport } from "~/components/reports/banking-report";
import { AmountCell } from "~/components/reports/report-header";
import { formatUsDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { screenMeta } from "~/lib/title";
import { depositDetail } from "~/modules/reports/banking-reports.server";
import { loadBankingReport } from "./__report-request.server";

// Deposit Detail (Reports › Banking): the deposits into each bank account in the period — Make
// Deposit's, and payments and cash sales received straight into the account — each with what it
// deposited and its cash back; each number leads to its deposit or document.

export const loader = (args: LoaderFunctionArgs) => loadBankingReport(args, depositDetail);

const COLUMNS = ["Date", "Type", "Number", "Received From", "Item", "From Account", "Method", "Memo", "Amount"];
const RIGHT = new Set(["Amount"]);

export default function DepositDetailReport() {
  return (
    <BankingReport
      {...useLoaderData<typeof loader>()}
      title="Deposit Detail"
      path="reports/banking/deposit-detail"
      columns={COLUMNS}
      right={RIGHT}
      caption="Deposits"
      empty="No deposits in this period."
      row={(d, drill) => (
        <Fragment key={`${d.kind}-${d.id}`}>
          <tr>
            <td className="whitespace-nowrap px-4 py-2 text-slate-700">{formatUsDate(d.date)}</td>
            <td className="px-4 py-2 text-slate-700">{d.type}</td>
            <td className="whitespace-nowrap px-4 py-2">
              <DrillLink href={drill(d.href)}>{d.number}</DrillLink>
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
                <DrillLink href={drill(l.itemHref)}>{l.item}</DrillLink>
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
      )}
    />
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Deposit Detail");
