import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { Fragment } from "react";
import { DrillLink, EmptyReportRow, PartyLink } from "~/components/reports/aging-report";
import { drillHref, PeriodReport, ReportTable } from "~/components/reports/period-report";
import { AmountCell } from "~/components/reports/report-header";
import { dashboardBase } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { formatUsDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { errorTitle, pageTitle } from "~/lib/title";
import { NO_CUSTOMER } from "~/modules/reports/aging";
import { customerChoices, customerTransactionHistory } from "~/modules/reports/customer-activity.server";
import { readPeriodRequest } from "./__report-request.server";

// Customer Transaction History (Reports › Customers & Receivables): every customer's (or the one
// chosen's) invoices, cash sales, credit memos, payments and refunds dated in the period, by
// customer then date, with their status (voided ones marked Void) and what is still open of each
// invoice and credit memo; each number leads to its document or journal entry.

export async function loader(args: LoaderFunctionArgs) {
  const { company, db, query, errors } = await readPeriodRequest(args);
  const customers = await customerChoices(db, company.id);
  const report = await customerTransactionHistory(db, company.id, query, query.customerId);
  return { companyId: company.id, companyName: company.companyName, query, errors, customers, report };
}

const COLUMNS = ["Type", "Date", "Number", "Status", "Memo", "Amount", "Open Balance"];
const RIGHT = new Set(["Amount", "Open Balance"]);

export default function CustomerTransactionHistoryReport() {
  const data = useLoaderData<typeof loader>();
  const { companyId, report, query } = data;
  const groups: { customerId: number | null; name: string; rows: typeof report.transactions }[] = [];
  for (const t of report.transactions) {
    const last = groups.at(-1);
    if (last && last.customerId === t.customerId) last.rows.push(t);
    else groups.push({ customerId: t.customerId, name: t.customerName || NO_CUSTOMER, rows: [t] });
  }
  return (
    <PeriodReport
      {...data}
      section="Customers & Receivables"
      title="Customer Transaction History"
      path="reports/customers-receivable/customer-transaction-history"
    >
      <ReportTable
        caption={`Customer transactions, ${formatUsDate(query.from)} to ${formatUsDate(query.to)}`}
        columns={COLUMNS}
        right={RIGHT}
      >
        <tbody className="divide-y divide-slate-100">
          {groups.length === 0 ? (
            <EmptyReportRow columns={COLUMNS.length}>No customer transactions in this period.</EmptyReportRow>
          ) : (
            groups.map((g) => (
              <Fragment key={g.customerId ?? "none"}>
                <tr className="bg-slate-50">
                  <th scope="rowgroup" colSpan={COLUMNS.length} className="px-4 py-2 text-left font-semibold text-slate-900">
                    <PartyLink companyId={companyId} side="customer" partyId={g.customerId} name={g.name} />
                  </th>
                </tr>
                {g.rows.map((t) => (
                  <tr key={`${t.source}-${t.id}`}>
                    <td className="px-4 py-2 text-slate-700">{t.type}</td>
                    <td className="whitespace-nowrap px-4 py-2 text-slate-700">{formatUsDate(t.date)}</td>
                    <td className="whitespace-nowrap px-4 py-2">
                      <DrillLink href={drillHref(companyId, t.drill)}>{t.number}</DrillLink>
                    </td>
                    <td className="px-4 py-2 text-slate-700">{t.status}</td>
                    <td className="px-4 py-2 text-slate-700">{t.memo}</td>
                    <AmountCell>{formatMoney(t.amount)}</AmountCell>
                    <AmountCell>{t.open === null ? "" : formatMoney(t.open)}</AmountCell>
                  </tr>
                ))}
              </Fragment>
            ))
          )}
        </tbody>
      </ReportTable>
    </PeriodReport>
  );
}

export function ErrorBoundary() {
  const { companyId } = useParams();
  return <ShellErrorPanel homeHref={dashboardBase(companyId ?? "")} homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = ({ error }) => [{ title: error ? errorTitle(error) : pageTitle("Customer Transaction History") }];
