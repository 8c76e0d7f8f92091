import { toCsv } from "~/lib/csv";
import { formatUsDate } from "~/lib/dates";
import { toDecimal, type Cents } from "~/lib/money";
import type { StatementsReport, TransactionHistoryReport } from "./party-activity.server";

// CSV exports of the party reports (party-activity.server.ts) — Customer and Vendor Statement,
// Customer and Vendor Transaction History — as csv.server.ts's: amounts as plain decimals, dates
// MM/DD/YYYY as on screen, one header row. `party` names the party column ("Customer", "Vendor").

const amount = (cents: Cents | number) => toDecimal(cents);

/** Statements: per party its balance forward, lines with the running balance, and closing balance. */
export function statementsCsv(report: StatementsReport, party: string): string {
  const rows: string[][] = [];
  for (const s of report.statements) {
    rows.push([s.partyName, formatUsDate(report.from), "Balance forward", "", "", "", "", amount(s.balanceForward)]);
    for (const l of s.lines)
      rows.push([
        s.partyName,
        formatUsDate(l.date),
        l.type,
        l.number,
        l.memo,
        l.charge ? amount(l.charge) : "",
        l.credit ? amount(l.credit) : "",
        amount(l.balance),
      ]);
    rows.push([s.partyName, formatUsDate(report.to), "Balance due", "", "", "", "", amount(s.closing)]);
  }
  return toCsv(rows, { header: true, columns: [party, "Date", "Type", "Number", "Memo", "Charge", "Credit", "Balance"] });
}

/** Transaction History: every transaction of the period, by party; `none` labels those without one. */
export function transactionHistoryCsv(report: TransactionHistoryReport, party: string, none: string): string {
  const rows = report.transactions.map((t) => [
    t.partyName || none,
    t.type,
    formatUsDate(t.date),
    t.number,
    t.status,
    t.memo,
    amount(t.amount),
    t.open === null ? "" : amount(t.open),
  ]);
  return toCsv(rows, { header: true, columns: [party, "Type", "Date", "Number", "Status", "Memo", "Amount", "Open Balance"] });
}
