import { Link } from "@remix-run/react";
import { RegisterBalanceRow, RegisterEntryRow } from "~/components/reports/register-rows";
import { AmountCell, ReportColumnHeads, ReportOptions, ReportTop } from "~/components/reports/report-header";
import { menuHref } from "~/components/shell/menu";
import { Card } from "~/components/ui/card";
import { DatePicker } from "~/components/ui/date-picker";
import { Pagination } from "~/components/ui/pagination";
import { SearchableSelect } from "~/components/ui/searchable-select";
import { formatUsDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import type { FieldErrors, GeneralLedgerQuery } from "~/modules/reports/schema";

// The General Ledger's screen, and Transaction Detail by Account's (the same lines, only the
// accounts with activity): for a period, each account's opening balance, its lines with the
// running balance (each opening its document — a bill, an invoice, a deposit… — or else its journal entry), and its closing balance.

const PAGE_SIZES = [5, 10, 20, 50] as const;
const GL_COLUMNS = ["Date", "Type", "Number", "Memo", "Debit", "Credit", "Balance"];
const GL_AMOUNTS = new Set(["Debit", "Credit", "Balance"]);

interface GeneralLedgerLineData {
  lineId: number;
  entryId: number;
  entryDate: string;
  entryType: string;
  entryNo: string;
  status: string;
  memo: string;
  debit: number;
  credit: number;
  /** Its document's screen (else its journal entry's), under the dashboard */
  href: string;
  balance: number;
}

/** What the General Ledger's loader returns (as JSON). */
export interface GeneralLedgerData {
  companyId: number;
  companyName: string;
  query: GeneralLedgerQuery;
  errors: FieldErrors | null;
  accounts: { id: number; accountNumber: string; accountName: string }[];
  report: {
    accounts: {
      accountId: number;
      accountNumber: string;
      accountName: string;
      accountType: string;
      opening: number;
      debit: number;
      credit: number;
      closing: number;
      lineCount: number;
      lines: GeneralLedgerLineData[];
    }[];
    total: number;
    page: number;
    perPage: number | null;
  };
  keptPerPage: string | null;
}

export function GeneralLedgerReport({
  companyId,
  companyName,
  query,
  errors,
  accounts,
  report,
  keptPerPage,
  title,
  path,
}: GeneralLedgerData & { title: string; path: string }) {
  const filters = new URLSearchParams({ from: query.from, to: query.to });
  if (query.accountId !== null) filters.set("accountId", String(query.accountId));
  const csvHref = `${menuHref(companyId, `${path}.csv`)}?${filters}`;
  const chosen = accounts.find((a) => a.id === query.accountId);
  const options = [
    { value: "all", label: "All accounts" },
    ...accounts.map((a) => ({ value: String(a.id), label: `${a.accountNumber} · ${a.accountName}` })),
  ];
  return (
    <div className="report-page mx-auto max-w-6xl space-y-4">
      <ReportTop
        companyId={companyId}
        section="Company & Financial"
        companyName={companyName}
        title={title}
        period={`${formatUsDate(query.from)} to ${formatUsDate(query.to)}${chosen ? ` · ${chosen.accountNumber} ${chosen.accountName}` : ""}`}
        csv={{ href: csvHref, filename: `${path.split("/").at(-1)}-${query.from}-to-${query.to}.csv` }}
      />
      <ReportOptions keptPerPage={keptPerPage}>
        <DatePicker key={`from-${query.from}`} name="from" label="From" defaultValue={query.from} error={errors?.from} className="w-48" />
        <DatePicker key={`to-${query.to}`} name="to" label="To" defaultValue={query.to} error={errors?.to} className="w-48" />
        <SearchableSelect
          key={`account-${query.accountId ?? "all"}`}
          name="accountId"
          label="Account"
          options={options}
          defaultValue={query.accountId !== null ? String(query.accountId) : "all"}
          placeholder="All accounts"
          error={errors?.accountId}
          className="w-72"
        />
      </ReportOptions>
      {report.accounts.length === 0 ? (
        <Card className="px-5 py-8 text-center text-sm text-slate-500">
          {report.total > 0
            ? "No accounts on this page."
            : `No account has a balance or activity from ${formatUsDate(query.from)} to ${formatUsDate(query.to)}`}
        </Card>
      ) : (
        report.accounts.map((account) => {
          const headingId = `gl-account-${account.accountId}`;
          return (
            <section key={account.accountId} aria-labelledby={headingId} className="report-section space-y-2">
              <h2 id={headingId} className="text-lg font-semibold text-slate-900">
                {account.accountNumber} · {account.accountName}
                <span className="ml-2 text-sm font-normal text-slate-500">{account.accountType}</span>
              </h2>
              <div className="report-table-wrap overflow-x-auto rounded-lg border border-slate-200 bg-white">
                <table className="report-table min-w-full table-fixed divide-y divide-slate-200 text-sm">
                  <caption className="sr-only">
                    General ledger of {account.accountNumber} {account.accountName}
                  </caption>
                  {/* Fixed widths line the columns up from one account's table to the next. */}
                  <colgroup>
                    <col className="w-32" />
                    <col className="w-20" />
                    <col className="w-32" />
                    <col />
                    <col className="w-32" />
                    <col className="w-32" />
                    <col className="w-36" />
                  </colgroup>
                  <ReportColumnHeads columns={GL_COLUMNS} alignRight={(label) => GL_AMOUNTS.has(label)} compact />
                  <tbody className="divide-y divide-slate-100">
                    <RegisterBalanceRow date={query.from} label="Opening balance" span={5}>
                      <AmountCell weight="medium">{formatMoney(account.opening)}</AmountCell>
                    </RegisterBalanceRow>
                    {account.lines.map((line) => (
                      <RegisterEntryRow
                        key={line.lineId}
                        date={line.entryDate}
                        type={line.entryType}
                        number={
                          <>
                            <Link to={menuHref(companyId, line.href)}>{line.entryNo}</Link>
                            {line.status === "cancelled" ? <span className="ml-2 text-xs text-slate-500">(cancelled)</span> : null}
                          </>
                        }
                        memo={line.memo}
                        sides={[line.debit, line.credit]}
                        balance={line.balance}
                      />
                    ))}
                    {account.lineCount > account.lines.length ? (
                      <tr>
                        <td colSpan={7} className="px-4 py-2 text-sm italic text-amber-700">
                          Showing the first {account.lines.length} of {account.lineCount} lines of this period. Export to CSV for all of
                          them, or narrow the dates.
                        </td>
                      </tr>
                    ) : null}
                    <RegisterBalanceRow date={query.to} label="Closing balance" span={3}>
                      <AmountCell weight="medium">{formatMoney(account.debit)}</AmountCell>
                      <AmountCell weight="medium">{formatMoney(account.credit)}</AmountCell>
                      <AmountCell weight="semibold">{formatMoney(account.closing)}</AmountCell>
                    </RegisterBalanceRow>
                  </tbody>
                </table>
              </div>
            </section>
          );
        })
      )}
      {report.perPage !== null && report.total > report.perPage ? (
        <p className="hidden text-sm text-slate-600 print:block">
          Accounts {(report.page - 1) * report.perPage + 1}–{Math.min(report.page * report.perPage, report.total)} of {report.total}
        </p>
      ) : null}
      {report.perPage !== null && report.total > 0 ? (
        <Pagination className="no-print" page={report.page} perPage={report.perPage} total={report.total} pageSizes={PAGE_SIZES} />
      ) : null}
    </div>
  );
}
