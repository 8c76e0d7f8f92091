import type { Knex } from "knex";
import { toCsv } from "~/lib/csv";
import { formatUsDate } from "~/lib/dates";
import { toDecimal, type Cents } from "~/lib/money";
import type { trialBalance } from "~/modules/ledger/ledger.server";
import { AGING_BUCKET_LABELS, AGING_BUCKETS, NO_VENDOR, type ApAgingItem } from "./aging";
import type { ApAgingSummary, ApDetailReport } from "./ap-aging.server";
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
 * and its closing row (with the period's debit and credit totals). Lines are read in batches as
 * the client takes them, so a large ledger never sits in memory at once.
 */
export function generalLedgerCsvStream(
  db: Knex,
  companyId: number,
  filters: GeneralLedgerFilters,
  options: { batchSize?: number } = {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let batches: AsyncGenerator<GeneralLedgerRow[]> | null = null;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(toCsv([[...GENERAL_LEDGER_COLUMNS]])));
    },
    async pull(controller) {
      batches ??= generalLedgerRows(db, companyId, filters, options);
      const next = await batches.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(toCsv(next.value.map((row) => generalLedgerRecord(row, filters.from, filters.to)))));
    },
    async cancel() {
      await batches?.return(undefined);
    },
  });
}

/** The same export as one string (tests, small ledgers). */
export async function generalLedgerCsv(db: Knex, companyId: number, filters: GeneralLedgerFilters, options: { batchSize?: number } = {}) {
  return new Response(generalLedgerCsvStream(db, companyId, filters, options)).text();
}

// The payables reports (ap-aging.server.ts): the screen's columns and rows, its subtotals and its
// total. Days past due are blank for items not yet due, as on screen.

const AP_AGING_SUMMARY_COLUMNS = ["Vendor", ...AGING_BUCKETS.map((b) => AGING_BUCKET_LABELS[b]), "Total"] as const;

/** A/P Aging Summary: one row per vendor, then the totals. */
export function apAgingSummaryCsv(report: ApAgingSummary): string {
  const rows = report.rows.map((r) => [r.partyName || NO_VENDOR, ...AGING_BUCKETS.map((b) => amount(r[b])), amount(r.total)]);
  rows.push(["Total", ...AGING_BUCKETS.map((b) => amount(report.totals[b])), amount(report.totals.total)]);
  return toCsv(rows, { header: true, columns: [...AP_AGING_SUMMARY_COLUMNS] });
}

const pastDue = (days: number) => (days > 0 ? String(days) : "");

const AP_AGING_DETAIL_COLUMNS = [
  "Aging",
  "Type",
  "Date",
  "Number",
  "Vendor",
  "Due Date",
  "Days Past Due",
  "Amount",
  "Open Balance",
] as const;

/**
 * The payables detail reports' rows: each group's items (`cells` of each), the group's total where
 * the group ends, then the report's total; the total sits in the last column.
 */
function groupedCsv(report: ApDetailReport, columns: readonly string[], cells: (group: string, item: ApAgingItem) => string[]) {
  const total = (label: string, value: Cents) => [label, ...Array<string>(columns.length - 2).fill(""), amount(value)];
  const rows: string[][] = [];
  for (const group of report.groups) {
    for (const item of group.items) rows.push(cells(group.label, item));
    if (group.ends) rows.push(total(`Total ${group.label}`, group.open));
  }
  rows.push(total("Total", report.open));
  return toCsv(rows, { header: true, columns: [...columns] });
}

/** A/P Aging Detail: the items by bucket, each bucket's total, then the report's. */
export function apAgingDetailCsv(report: ApDetailReport): string {
  return groupedCsv(report, AP_AGING_DETAIL_COLUMNS, (bucket, i) => [
    bucket,
    i.type,
    formatUsDate(i.date),
    i.number,
    i.partyName || NO_VENDOR,
    formatUsDate(i.dueDate),
    pastDue(i.daysPastDue),
    amount(i.amount),
    amount(i.open),
  ]);
}

const UNPAID_BILLS_DETAIL_COLUMNS = ["Vendor", "Type", "Date", "Number", "Due Date", "Aging", "Amount", "Open Balance"] as const;

/** Unpaid Bills Detail: each vendor's items, the vendor's total, then the report's. */
export function unpaidBillsDetailCsv(report: ApDetailReport): string {
  return groupedCsv(report, UNPAID_BILLS_DETAIL_COLUMNS, (vendor, i) => [
    vendor,
    i.type,
    formatUsDate(i.date),
    i.number,
    formatUsDate(i.dueDate),
    pastDue(i.daysPastDue),
    amount(i.amount),
    amount(i.open),
  ]);
}
