import type { Knex } from "knex";
import { csvStream, toCsv } from "~/lib/csv";
import { formatUsDate } from "~/lib/dates";
import { toDecimal, type Cents } from "~/lib/money";
import type { trialBalance } from "~/modules/ledger/ledger.server";
import { AGING_BUCKET_LABELS, AGING_BUCKETS, NO_CUSTOMER, NO_VENDOR, type AgingItem } from "./aging";
import type { AgingDetailReport, AgingSummary } from "./aging.server";
import type { Statement } from "./statement-types";
import { generalLedgerRows, type GeneralLedgerFilters, type GeneralLedgerRow } from "./general-ledger.server";

// CSV exports of the reports: amounts as plain decimals ("1234.50", "-12.00"), dates MM/DD/YYYY
// as on screen, one header row. Text a spreadsheet would run as a formula is kept as text (toCsv).

type TrialBalance = Awaited<ReturnType<typeof trialBalance>>;

const amount = (cents: Cents | number) => toDecimal(cents);

export function csvResponse(body: string | ReadableStream<Uint8Array>, filename: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}

/** A CSV export's answer to a query that is not valid: 400 with its messages, one a line. */
export const badCsvQuery = (errors: Record<string, string[]>) =>
  new Response(Object.values(errors).flat().join("\n"), { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });

const TRIAL_BALANCE_COLUMNS = ["Account No", "Account Name", "Type", "Debit", "Credit"] as const;

/** The trial balance, one row per account, then the totals. */
export function trialBalanceCsv(report: TrialBalance): string {
  const rows = report.rows.map((r) => [r.accountNumber, r.accountName, r.accountType, amount(r.debit), amount(r.credit)]);
  rows.push(["", "Total", "", amount(report.totals.debit), amount(report.totals.credit)]);
  return toCsv(rows, { header: true, columns: [...TRIAL_BALANCE_COLUMNS] });
}

const GENERAL_LEDGER_COLUMNS = ["Account Number", "Account Name", "Date", "Type", "Number", "Memo", "Debit", "Credit", "Balance"] as const;

function generalLedgerRecord(row: GeneralLedgerRow, from: string, to: string): string[] {
  const head = [row.account.accountNumber, row.account.accountName];
  switch (row.kind) {
    case "opening":
      return [...head, formatUsDate(from), "", "", "Opening balance", "", "", amount(row.balance)];
    case "closing":
      return [...head, formatUsDate(to), "", "", "Closing balance", amount(row.debit), amount(row.credit), amount(row.balance)];
    case "line": {
      const { line } = row;
      return [
        ...head,
        formatUsDate(line.entryDate),
        line.entryType,
        line.entryNo,
        line.memo,
        line.debit ? amount(line.debit) : "",
        line.credit ? amount(line.credit) : "",
        amount(line.balance),
      ];
    }
  }
}

/**
 * The whole general ledger for the filters as a CSV stream: each account's opening row, its lines
 * and its closing row (with the period's debit and credit totals), read in batches.
 */
export function generalLedgerCsvStream(
  db: Knex,
  companyId: number,
  filters: GeneralLedgerFilters,
  options: { batchSize?: number } = {},
): ReadableStream<Uint8Array> {
  return csvStream(
    GENERAL_LEDGER_COLUMNS,
    () => generalLedgerRows(db, companyId, filters, options),
    (row) => generalLedgerRecord(row, filters.from, filters.to),
  );
}

/** The same export as one string (tests, small ledgers). */
export async function generalLedgerCsv(db: Knex, companyId: number, filters: GeneralLedgerFilters, options: { batchSize?: number } = {}) {
  return new Response(generalLedgerCsvStream(db, companyId, filters, options)).text();
}

// The aging reports (aging.server.ts; ap-aging.server.ts and ar-aging.server.ts): the screen's
// columns and rows, its subtotals and its total. Days past due are blank for items not yet due, as
// on screen. `party` names the party column ("Vendor", "Customer") and a posting without one.

type PartyWords = { heading: string; none: string };
const VENDOR_WORDS: PartyWords = { heading: "Vendor", none: NO_VENDOR };
const CUSTOMER_WORDS: PartyWords = { heading: "Customer", none: NO_CUSTOMER };

const summaryColumns = (party: PartyWords) => [party.heading, ...AGING_BUCKETS.map((b) => AGING_BUCKET_LABELS[b]), "Total"];

/** An aging summary: one row per party, then the totals. */
function agingSummaryCsv(report: AgingSummary, party: PartyWords): string {
  const rows = report.rows.map((r) => [r.partyName || party.none, ...AGING_BUCKETS.map((b) => amount(r[b])), amount(r.total)]);
  rows.push(["Total", ...AGING_BUCKETS.map((b) => amount(report.totals[b])), amount(report.totals.total)]);
  return toCsv(rows, { header: true, columns: summaryColumns(party) });
}

/** A/P Aging Summary: one row per vendor, then the totals. */
export const apAgingSummaryCsv = (report: AgingSummary) => agingSummaryCsv(report, VENDOR_WORDS);
/** A/R Aging Summary: one row per customer, then the totals. */
export const arAgingSummaryCsv = (report: AgingSummary) => agingSummaryCsv(report, CUSTOMER_WORDS);

const pastDue = (days: number) => (days > 0 ? String(days) : "");

/**
 * The detail reports' rows: each group's items (`cells` of each), the group's total where the
 * group ends, then the report's total; the total sits in the last column.
 */
function groupedCsv(report: AgingDetailReport, columns: readonly string[], cells: (group: string, item: AgingItem<string>) => string[]) {
  const total = (label: string, value: Cents) => [label, ...Array<string>(columns.length - 2).fill(""), amount(value)];
  const rows: string[][] = [];
  for (const group of report.groups) {
    for (const item of group.items) rows.push(cells(group.label, item));
    if (group.ends) rows.push(total(`Total ${group.label}`, group.open));
  }
  rows.push(total("Total", report.open));
  return toCsv(rows, { header: true, columns: [...columns] });
}

/** An aging detail: the items by bucket, each bucket's total, then the report's. */
function agingDetailCsv(report: AgingDetailReport, party: PartyWords): string {
  const columns = ["Aging", "Type", "Date", "Number", party.heading, "Due Date", "Days Past Due", "Amount", "Open Balance"];
  return groupedCsv(report, columns, (bucket, i) => [
    bucket,
    i.type,
    formatUsDate(i.date),
    i.number,
    i.partyName || party.none,
    formatUsDate(i.dueDate),
    pastDue(i.daysPastDue),
    amount(i.amount),
    amount(i.open),
  ]);
}

/** A/P Aging Detail: the items by bucket, each bucket's total, then the report's. */
export const apAgingDetailCsv = (report: AgingDetailReport) => agingDetailCsv(report, VENDOR_WORDS);
/** A/R Aging Detail: the items by bucket, each bucket's total, then the report's. */
export const arAgingDetailCsv = (report: AgingDetailReport) => agingDetailCsv(report, CUSTOMER_WORDS);

/** The items by party (Unpaid Bills Detail, Open Invoices): each party's items, its total, then the report's. */
function partyDetailCsv(report: AgingDetailReport, party: PartyWords): string {
  const columns = [party.heading, "Type", "Date", "Number", "Due Date", "Aging", "Amount", "Open Balance"];
  return groupedCsv(report, columns, (label, i) => [
    label,
    i.type,
    formatUsDate(i.date),
    i.number,
    formatUsDate(i.dueDate),
    pastDue(i.daysPastDue),
    amount(i.amount),
    amount(i.open),
  ]);
}

/** Unpaid Bills Detail: each vendor's items, the vendor's total, then the report's. */
export const unpaidBillsDetailCsv = (report: AgingDetailReport) => partyDetailCsv(report, VENDOR_WORDS);
/** Open Invoices: each customer's open invoices, the customer's total, then the report's. */
export const openInvoicesCsv = (report: AgingDetailReport) => partyDetailCsv(report, CUSTOMER_WORDS);

/**
 * A financial statement as CSV: the account (or heading, or total) then one cell per column,
 * amounts as plain decimals and percents as "12.5"; a heading's figures are blank.
 */
export function statementCsv(statement: Statement): string {
  const rows = statement.rows.map((row) => [
    `${"  ".repeat(row.depth)}${row.label}`,
    ...statement.columns.map((c, i) => {
      const value = row.cells[i];
      if (row.kind === "heading" || value === null || value === undefined) return "";
      return c.kind === "percent" ? (value / 100).toFixed(1) : amount(value);
    }),
  ]);
  return toCsv(rows, { header: true, columns: ["Account", ...statement.columns.map((c) => c.label)] });
}
