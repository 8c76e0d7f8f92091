import { Fragment } from "react";
import { menuHref } from "~/components/shell/menu";
import { Card } from "~/components/ui/card";
import { formatUsDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import type { PartyTransaction, StatementsReport, TransactionHistoryReport } from "~/modules/reports/party-activity-types";
import { periodSearch } from "~/modules/reports/schema";
import { agingItemHref, DrillLink, EmptyReportRow, PartyLink, TotalRow, type PartySide } from "./aging-report";
import {
  CUSTOMER_FILTER,
  drillHref,
  PeriodReport,
  ReportTable,
  VENDOR_FILTER,
  type PartyFilter,
  type PeriodReportData,
} from "./period-report";
import { RegisterBalanceRow, RegisterEntryRow } from "./register-rows";
import { AmountCell } from "./report-header";

// The party reports' screens, one frame for customers and vendors: a Statement (each party's
// balance forward, lines with the running balance, balance due and open items, with a PDF to send)
// and a Transaction History (each party's documents and payments of the period). Parties come a page
// at a time; each number leads to its document or journal entry.

export interface PartyReportWords {
  side: PartySide;
  /** The Reports menu's section */
  section: string;
  title: string;
  /** The report's address under the dashboard */
  path: string;
  filter: PartyFilter;
  /** How a party's rows without one are labelled (a transaction history's) */
  none: string;
}

/** The two sides' words. */
export const CUSTOMER_REPORTS = {
  side: "customer",
  section: "Customers & Receivables",
  filter: CUSTOMER_FILTER,
  none: "No customer",
} as const;
export const VENDOR_REPORTS = { side: "vendor", section: "Vendors & Payables", filter: VENDOR_FILTER, none: "No vendor" } as const;

interface PartyReportData<R> extends PeriodReportData {
  parties: readonly { id: number; name: string }[];
  report: R;
}

const STATEMENT_COLUMNS = ["Date", "Type", "Number", "Memo", "Charge", "Credit", "Balance"];
const STATEMENT_RIGHT = new Set(["Charge", "Credit", "Balance"]);

/** Customer Statement, Vendor Statement: each party's statement, with its PDF. */
export function PartyStatementsView({ data, words }: { data: PartyReportData<StatementsReport>; words: PartyReportWords }) {
  const { companyId, report, query } = data;
  const openHref = agingItemHref(companyId, words.side);
  return (
    <PeriodReport
      {...data}
      section={words.section}
      title={words.title}
      path={words.path}
      partyFilter={words.filter}
      paging={report}
      pdf={null}
    >
      {report.statements.length === 0 ? (
        <Card className="px-5 py-8 text-center text-sm text-slate-500">
          {report.total > 0
            ? "No statements on this page."
            : `No ${words.side} has a balance or activity from ${formatUsDate(query.from)} to ${formatUsDate(query.to)}`}
        </Card>
      ) : (
        report.statements.map((s) => (
          <section key={s.partyId} aria-labelledby={`statement-${s.partyId}`} className="report-section space-y-2">
            <div className="flex flex-wrap items-end justify-between gap-2">
              <h2 id={`statement-${s.partyId}`} className="text-lg font-semibold text-slate-900">
                {s.partyName}
              </h2>
              <a
                className="no-print text-sm text-blue-700 hover:underline"
                href={`${menuHref(companyId, `${words.path}.pdf`)}?${periodSearch({ from: query.from, to: query.to, [words.filter.name]: s.partyId })}`}
                download
              >
                Download PDF
              </a>
            </div>
            <ReportTable caption={`Statement of ${s.partyName}`} columns={STATEMENT_COLUMNS} right={STATEMENT_RIGHT}>
              <tbody className="divide-y divide-slate-100">
                <RegisterBalanceRow date={query.from} label="Balance forward" span={5}>
                  <AmountCell weight="medium">{formatMoney(s.balanceForward)}</AmountCell>
                </RegisterBalanceRow>
                {s.lines.map((l) => (
                  <RegisterEntryRow
                    key={l.entryId}
                    date={l.date}
                    type={l.type}
                    number={<DrillLink href={drillHref(companyId, l.drill, words.side)}>{l.number}</DrillLink>}
                    memo={l.memo}
                    sides={[l.charge, l.credit]}
                    balance={l.balance}
                  />
                ))}
                <TotalRow
                  columns={STATEMENT_COLUMNS.length}
                  label={`Balance due on ${formatUsDate(query.to)}`}
                  amount={formatMoney(s.closing)}
                />
              </tbody>
            </ReportTable>
            {s.open.length ? (
              <ReportTable
                caption={`Open items of ${s.partyName}`}
                columns={["Type", "Date", "Number", "Due Date", "Open Balance"]}
                right={new Set(["Open Balance"])}
              >
                <tbody className="divide-y divide-slate-100">
                  {s.open.map((i) => (
                    <tr key={`${i.kind}-${i.id}`}>
                      <td className="px-4 py-2 text-slate-700">{i.type}</td>
                      <td className="whitespace-nowrap px-4 py-2 text-slate-700">{formatUsDate(i.date)}</td>
                      <td className="whitespace-nowrap px-4 py-2">
                        <DrillLink href={openHref(i)}>{i.number}</DrillLink>
                      </td>
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

const HISTORY_COLUMNS = ["Type", "Date", "Number", "Status", "Memo", "Amount", "Open Balance"];
const HISTORY_RIGHT = new Set(["Amount", "Open Balance"]);

/** Customer and Vendor Transaction History: each party's transactions of the period, by date. */
export function PartyHistoryView({ data, words }: { data: PartyReportData<TransactionHistoryReport>; words: PartyReportWords }) {
  const { companyId, report, query } = data;
  const groups: { partyId: number | null; name: string; rows: PartyTransaction[] }[] = [];
  for (const t of report.transactions) {
    const last = groups.at(-1);
    if (last && last.partyId === t.partyId) last.rows.push(t);
    else groups.push({ partyId: t.partyId, name: t.partyName || words.none, rows: [t] });
  }
  return (
    <PeriodReport {...data} section={words.section} title={words.title} path={words.path} partyFilter={words.filter} paging={report}>
      <ReportTable
        caption={`${words.title}, ${formatUsDate(query.from)} to ${formatUsDate(query.to)}`}
        columns={HISTORY_COLUMNS}
        right={HISTORY_RIGHT}
      >
        <tbody className="divide-y divide-slate-100">
          {groups.length === 0 ? (
            <EmptyReportRow columns={HISTORY_COLUMNS.length}>
              {report.total > 0 ? "No transactions on this page." : `No ${words.side} transactions in this period.`}
            </EmptyReportRow>
          ) : (
            groups.map((g) => (
              <Fragment key={g.partyId ?? "none"}>
                <tr className="bg-slate-50">
                  <th scope="rowgroup" colSpan={HISTORY_COLUMNS.length} className="px-4 py-2 text-left font-semibold text-slate-900">
                    <PartyLink companyId={companyId} side={words.side} partyId={g.partyId} name={g.name} />
                  </th>
                </tr>
                {g.rows.map((t) => (
                  <tr key={`${t.source}-${t.id}`}>
                    <td className="px-4 py-2 text-slate-700">{t.type}</td>
                    <td className="whitespace-nowrap px-4 py-2 text-slate-700">{formatUsDate(t.date)}</td>
                    <td className="whitespace-nowrap px-4 py-2">
                      <DrillLink href={drillHref(companyId, t.drill, words.side)}>{t.number}</DrillLink>
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
