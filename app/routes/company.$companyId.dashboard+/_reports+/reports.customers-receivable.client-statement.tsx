import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { DrillLink, TotalRow } from "~/components/reports/aging-report";
import { drillHref, PeriodReport, ReportTable } from "~/components/reports/period-report";
import { AmountCell } from "~/components/reports/report-header";
import { sideAmount } from "~/components/reports/amounts";
import { dashboardBase, menuHref } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { Card } from "~/components/ui/card";
import { formatUsDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { errorTitle, pageTitle } from "~/lib/title";
import { customerChoices, customerStatements } from "~/modules/reports/customer-activity.server";
import { periodSearch } from "~/modules/reports/schema";
import { readPeriodRequest } from "./__report-request.server";

// Customer Statement (Reports › Customers & Receivables): for a period, each customer's (or the one
// chosen's) balance forward, the invoices, credit memos, payments and other postings on Accounts
// Receivable with the running balance, the balance due, and the items open at the period's end;
// each statement downloadable as a PDF to send to the customer.

export async function loader(args: LoaderFunctionArgs) {
  const { company, db, query, errors } = await readPeriodRequest(args);
  const customers = await customerChoices(db, company.id);
  if (query.customerId !== null && !customers.some((c) => c.id === query.customerId)) {
    throw new Response("Customer not found", { status: 404, statusText: "Not Found" });
  }
  const report = await customerStatements(db, company.id, query, query.customerId);
  return { companyId: company.id, companyName: company.companyName, query, errors, customers, report };
}

const COLUMNS = ["Date", "Type", "Number", "Memo", "Charge", "Credit", "Balance"];
const RIGHT = new Set(["Charge", "Credit", "Balance"]);

export default function CustomerStatementReport() {
  const data = useLoaderData<typeof loader>();
  const { companyId, report, query } = data;
  return (
    <PeriodReport
      {...data}
      section="Customers & Receivables"
      title="Customer Statement"
      path="reports/customers-receivable/client-statement"
    >
      {report.statements.length === 0 ? (
        <Card className="px-5 py-8 text-center text-sm text-slate-500">
          No customer has a balance or activity from {formatUsDate(query.from)} to {formatUsDate(query.to)}
        </Card>
      ) : (
        report.statements.map((s) => (
          <section key={s.customerId} aria-labelledby={`statement-${s.customerId}`} className="report-section space-y-2">
            <div className="flex flex-wrap items-end justify-between gap-2">
              <h2 id={`statement-${s.customerId}`} className="text-lg font-semibold text-slate-900">
                {s.customerName}
              </h2>
              <a
                className="no-print text-sm text-blue-700 hover:underline"
                href={`${menuHref(companyId, "reports/customers-receivable/client-statement.pdf")}?${periodSearch({ ...query, customerId: s.customerId })}`}
                download
              >
                Download PDF
              </a>
            </div>
            <ReportTable caption={`Statement of ${s.customerName}`} columns={COLUMNS} right={RIGHT}>
              <tbody className="divide-y divide-slate-100">
                <tr className="bg-slate-50/60">
                  <td className="whitespace-nowrap px-4 py-2 text-slate-700">{formatUsDate(query.from)}</td>
                  <th scope="row" colSpan={5} className="px-4 py-2 text-left font-medium text-slate-900">
                    Balance forward
                  </th>
                  <AmountCell weight="medium">{formatMoney(s.balanceForward)}</AmountCell>
                </tr>
                {s.lines.map((l) => (
                  <tr key={l.entryId}>
                    <td className="whitespace-nowrap px-4 py-2 text-slate-700">{formatUsDate(l.date)}</td>
                    <td className="px-4 py-2 text-slate-700">{l.type}</td>
                    <td className="whitespace-nowrap px-4 py-2">
                      <DrillLink href={drillHref(companyId, l.drill)}>{l.number}</DrillLink>
                    </td>
                    <td className="px-4 py-2 text-slate-700">{l.memo}</td>
                    <AmountCell>{sideAmount(l.charge)}</AmountCell>
                    <AmountCell>{sideAmount(l.credit)}</AmountCell>
                    <AmountCell>{formatMoney(l.balance)}</AmountCell>
                  </tr>
                ))}
                <TotalRow columns={COLUMNS.length} label={`Balance due on ${formatUsDate(query.to)}`} amount={formatMoney(s.closing)} />
              </tbody>
            </ReportTable>
            {s.open.length ? (
              <ReportTable
                caption={`Open items of ${s.customerName}`}
                columns={["Type", "Date", "Number", "Due Date", "Open Balance"]}
                right={new Set(["Open Balance"])}
              >
                <tbody className="divide-y divide-slate-100">
                  {s.open.map((i) => (
                    <tr key={`${i.kind}-${i.id}`}>
                      <td className="px-4 py-2 text-slate-700">{i.type}</td>
                      <td className="whitespace-nowrap px-4 py-2 text-slate-700">{formatUsDate(i.date)}</td>
                      <td className="whitespace-nowrap px-4 py-2">{i.number}</td>
                      <td className="whitespace-nowrap px-4 py-2 text-slate-700">{formatUsDate(i.dueDate)}</td>
                      <AmountCell>{formatMoney(i.open)}</AmountCell>
                    </tr>
                  ))}
                </tbody>
              </ReportTable>
            ) : null}
          </section>
        ))
      )}
    </PeriodReport>
  );
}

export function ErrorBoundary() {
  const { companyId } = useParams();
  return <ShellErrorPanel homeHref={dashboardBase(companyId ?? "")} homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = ({ error }) => [{ title: error ? errorTitle(error) : pageTitle("Customer Statement") }];
