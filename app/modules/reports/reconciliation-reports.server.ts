import type { Knex } from "knex";
import { toCsv } from "~/lib/csv";
import { formatUsDate } from "~/lib/dates";
import { fromDecimal, toDecimal, type Cents } from "~/lib/money";
import { RECONCILIATION_STATUS_LABELS, type ReconcileLine } from "~/modules/banking/reconciliations";
import { reconciliationLines, reconciliationView, type LinePage, type ReconciliationView } from "~/modules/banking/reconciliations.server";
import type { ReconciliationStatus } from "~/modules/banking/reconciliation.model";
import { documentPath, entryTypeLabel } from "~/modules/banking/register.server";
import { byAccount, type AccountGroup, type BankingReportFilters, type ReportAccount } from "./banking-reports.server";

// The reconciliation reports (ADR 0060):
// - one reconciliation's report: its summary (beginning balance, the cleared payments and deposits,
//   service charge, interest, adjustment, ending balance), the lines it cleared, and the lines left
//   uncleared up to its statement date — as a screen, a CSV and a PDF, from the history;
// - Reconciliation (Reports › Company & Financial): the reconciliations of the period by account,
//   each leading to its report;
// - Reconciliation Discrepancy (Reports › Banking): the lines reconciliations held that have since
//   changed — voided (after an undo), their amount, date or account changed, gone, or no longer
//   marked reconciled — found by comparing what each reconciliation kept with the books.

const ALL = { page: 1, perPage: 1_000_000 };

export interface ReconciliationReport extends ReconciliationView {
  cleared: ReconcileLine[];
  uncleared: ReconcileLine[];
}

type Paging = { page: number; perPage: number };

export interface ReconciliationReportPage extends ReconciliationView {
  cleared: LinePage;
  uncleared: LinePage;
}

/**
 * One reconciliation's report with a page of each of its two line lists (the screen pages them on
 * the server, as the register does, ADR 0057): the lines it cleared and those left uncleared up to
 * its statement date (404 when the company has none such). In progress, nothing is cleared yet and
 * the uncleared lines are the account's open ones.
 */
export async function reconciliationReportPage(
  db: Knex,
  companyId: number,
  id: number,
  paging: { cleared: Paging; uncleared: Paging },
): Promise<ReconciliationReportPage> {
  const view = await reconciliationView(db, companyId, id);
  const open = view.reconciliation.status === "in_progress";
  const cleared = open
    ? { items: [], total: 0, page: 1, perPage: paging.cleared.perPage }
    : await reconciliationLines(db, companyId, id, paging.cleared, "cleared");
  const uncleared = await reconciliationLines(db, companyId, id, paging.uncleared, open ? "open" : "uncleared");
  return { ...view, cleared, uncleared };
}

/** One reconciliation's whole report (CSV, PDF, API): summary, the lines it cleared and those left uncleared. */
export async function reconciliationReport(db: Knex, companyId: number, id: number): Promise<ReconciliationReport> {
  const report = await reconciliationReportPage(db, companyId, id, { cleared: ALL, uncleared: ALL });
  return { ...report, cleared: report.cleared.items, uncleared: report.uncleared.items };
}

const amount = (cents: Cents | number) => toDecimal(cents);

/** The report's summary as label and amount (normal side), in the order the screens show it. */
export function reconciliationSummaryRows(report: ReconciliationView): [string, Cents][] {
  const s = report.summary;
  const credit = report.reconciliation.accountType === "Credit Card";
  return [
    ["Beginning Balance", s.beginningBalance],
    [
      `Cleared ${credit ? "charges" : "deposits and other credits"} (${credit ? s.clearedCreditCount : s.clearedDebitCount})`,
      (credit ? s.clearedCredits : s.clearedDebits) as Cents,
    ],
    [
      `Cleared ${credit ? "payments" : "checks and payments"} (${credit ? s.clearedDebitCount : s.clearedCreditCount})`,
      -(credit ? s.clearedDebits : s.clearedCredits) as Cents,
    ],
    ["Service Charge", -s.serviceCharge as Cents],
    ["Interest Earned", s.interestEarned],
    ["Adjustment", fromDecimal(report.reconciliation.adjustment)],
    ["Cleared Balance", s.clearedBalance],
    ["Ending Balance", s.endingBalance],
    ["Difference", s.difference],
  ];
}

const lineRow = (section: string, l: ReconcileLine) => [
  section,
  formatUsDate(l.date),
  l.type,
  l.number,
  l.payee,
  l.memo,
  amount(l.debit - l.credit),
];

/** The report as CSV: the statement, the summary, then the cleared and uncleared lines (amount: debit − credit). */
export function reconciliationReportCsv(report: ReconciliationReport): string {
  const r = report.reconciliation;
  const rows: unknown[][] = [
    ["Account", `${r.accountNumber} ${r.accountName}`],
    ["Statement Date", formatUsDate(r.statementDate)],
    ["Status", RECONCILIATION_STATUS_LABELS[r.status]],
    ["Reconciled On", formatUsDate(r.finishedOn)],
    [],
    ...reconciliationSummaryRows(report).map(([label, cents]) => [label, amount(cents)]),
    [],
    ["Section", "Date", "Type", "Number", "Payee", "Memo", "Amount"],
    ...report.cleared.map((l) => lineRow("Cleared", l)),
    ...report.uncleared.map((l) => lineRow("Uncleared", l)),
  ];
  return toCsv(rows);
}

/** A report by account as CSV: the account's number and name, then the row's own cells, one line per row. */
function byAccountCsv<T>(
  header: readonly string[],
  groups: readonly { account: ReportAccount; rows: T[] }[],
  cells: (row: T) => unknown[],
): string {
  return toCsv([
    ["Account Number", "Account", ...header],
    ...groups.flatMap((g) => g.rows.map((r) => [g.account.accountNumber, g.account.accountName, ...cells(r)])),
  ]);
}

// ——— Reconciliation (company & financial) ———

export interface ReconciliationRow {
  id: number;
  account: ReportAccount;
  statementDate: string;
  status: ReconciliationStatus;
  statusLabel: string;
  finishedOn: string | null;
  beginningBalance: Cents;
  clearedDebits: Cents;
  clearedCredits: Cents;
  serviceCharge: Cents;
  interestEarned: Cents;
  adjustment: Cents;
  endingBalance: Cents;
  void: boolean;
  href: string;
}

export interface ReconciliationsReport extends BankingReportFilters {
  /** By account, not totalled */
  groups: Omit<AccountGroup<ReconciliationRow>, "total">[];
}

/** The finished and undone reconciliations whose statement date is in the period, by account. */
export async function reconciliationsReport(db: Knex, companyId: number, filters: BankingReportFilters): Promise<ReconciliationsReport> {
  const { rows } = (await db.raw(
    `SELECT r.id, r.account_id AS "accountId", a.account_number AS "accountNumber", a.account_name AS "accountName",
            r.statement_date AS "statementDate", r.status, to_char(r.finished_at, 'YYYY-MM-DD') AS "finishedOn",
            r.beginning_balance AS "beginningBalance", r.ending_balance AS "endingBalance", r.service_charge AS "serviceCharge",
            r.interest_earned AS "interestEarned", r.adjustment,
            coalesce(sum(greatest(x.net, 0)), 0) AS "clearedDebits", coalesce(sum(greatest(-x.net, 0)), 0) AS "clearedCredits"
       FROM reconciliations r
       JOIN company_accounts a ON a.company_id = r.company_id AND a.id = r.account_id
       LEFT JOIN reconciliation_lines x ON x.company_id = r.company_id AND x.reconciliation_id = r.id
        AND NOT EXISTS (SELECT 1 FROM journal_lines l WHERE l.company_id = x.company_id AND l.id = x.journal_line_id
                         AND l.journal_entry_id IN (coalesce(r.service_charge_entry_id, 0), coalesce(r.interest_entry_id, 0), coalesce(r.adjustment_entry_id, 0)))
      WHERE r.company_id = ? AND r.status <> 'in_progress' AND r.statement_date BETWEEN ? AND ? ${filters.accountId === null ? "" : "AND r.account_id = ?"}
      GROUP BY r.company_id, r.id, a.company_id, a.id
      ORDER BY a.account_number, a.id, r.statement_date, r.id`,
    [companyId, filters.from, filters.to, ...(filters.accountId === null ? [] : [filters.accountId])],
  )) as { rows: Record<string, string & number>[] };
  const list: ReconciliationRow[] = rows.map((r) => ({
    id: r.id,
    account: { id: r.accountId, accountNumber: r.accountNumber, accountName: r.accountName },
    statementDate: r.statementDate,
    status: r.status as ReconciliationStatus,
    statusLabel: RECONCILIATION_STATUS_LABELS[r.status as ReconciliationStatus],
    finishedOn: r.finishedOn,
    beginningBalance: fromDecimal(r.beginningBalance),
    clearedDebits: fromDecimal(r.clearedDebits),
    clearedCredits: fromDecimal(r.clearedCredits),
    serviceCharge: fromDecimal(r.serviceCharge),
    interestEarned: fromDecimal(r.interestEarned),
    adjustment: fromDecimal(r.adjustment),
    endingBalance: fromDecimal(r.endingBalance),
    void: r.status === "undone",
    href: `banking/reconciliations/${r.id}`,
  }));
  return { ...filters, groups: byAccount(list, () => 0 as Cents).map(({ account, rows }) => ({ account, rows })) };
}

export function reconciliationsReportCsv(report: ReconciliationsReport): string {
  return byAccountCsv(
    [
      "Statement Date",
      "Status",
      "Reconciled On",
      "Beginning Balance",
      "Cleared Debits",
      "Cleared Credits",
      "Service Charge",
      "Interest Earned",
      "Adjustment",
      "Ending Balance",
    ],
    report.groups,
    (r) => [
      formatUsDate(r.statementDate),
      r.statusLabel,
      formatUsDate(r.finishedOn),
      ...[r.beginningBalance, r.clearedDebits, r.clearedCredits, r.serviceCharge, r.interestEarned, r.adjustment, r.endingBalance].map(
        amount,
      ),
    ],
  );
}

// ——— Reconciliation Discrepancy ———

export type DiscrepancyKind = "voided" | "deleted" | "amount" | "date" | "account" | "unreconciled";

export const DISCREPANCY_LABELS: Record<DiscrepancyKind, string> = {
  voided: "Voided",
  deleted: "Deleted",
  amount: "Amount changed",
  date: "Date changed",
  account: "Account changed",
  unreconciled: "No longer marked reconciled",
};

export interface DiscrepancyRow {
  reconciliationId: number;
  account: ReportAccount;
  statementDate: string;
  reconciliationStatus: string;
  lineId: number;
  /** The line's date when reconciled */
  date: string;
  type: string;
  number: string;
  change: DiscrepancyKind;
  changeLabel: string;
  /** What was reconciled (debit − credit) and what the books say now (0 when voided or gone) */
  reconciledAmount: Cents;
  currentAmount: Cents;
  /** currentAmount − reconciledAmount */
  effect: Cents;
  void: boolean;
  href: string | null;
}

export interface DiscrepancyReport extends BankingReportFilters {
  groups: AccountGroup<DiscrepancyRow>[];
  total: Cents;
}

/** Reconciliation Discrepancy: the lines reconciliations of the period (by statement date) held that changed since. */
export async function reconciliationDiscrepancy(db: Knex, companyId: number, filters: BankingReportFilters): Promise<DiscrepancyReport> {
  const { rows } = (await db.raw(
    `SELECT r.id AS "reconciliationId", r.account_id AS "accountId", a.account_number AS "accountNumber", a.account_name AS "accountName",
            r.statement_date AS "statementDate", r.status, x.journal_line_id AS "lineId", x.entry_date AS "date", x.net AS "reconciledNet",
            l.id IS NULL AS "deleted", l.debit - l.credit AS "currentNet", l.entry_date AS "currentDate", l.account_id AS "currentAccountId",
            e.id AS "entryId", e.entry_no AS "entryNo", e.entry_type AS "entryType", e.status AS "entryStatus", e.source_type AS "sourceType",
            e.source_id AS "sourceId", c.reconciliation_id AS "heldBy"
       FROM reconciliation_lines x
       JOIN reconciliations r ON r.company_id = x.company_id AND r.id = x.reconciliation_id
       JOIN company_accounts a ON a.company_id = r.company_id AND a.id = r.account_id
       LEFT JOIN journal_lines l ON l.company_id = x.company_id AND l.id = x.journal_line_id
       LEFT JOIN journal_entries e ON e.company_id = l.company_id AND e.id = l.journal_entry_id
       LEFT JOIN cleared_lines c ON c.company_id = x.company_id AND c.journal_line_id = x.journal_line_id
      WHERE x.company_id = ? AND r.statement_date BETWEEN ? AND ? ${filters.accountId === null ? "" : "AND r.account_id = ?"}
        AND (e.id IS NULL OR e.id NOT IN (coalesce(r.service_charge_entry_id, 0), coalesce(r.interest_entry_id, 0), coalesce(r.adjustment_entry_id, 0)) OR r.status = 'finished')
        AND (l.id IS NULL OR e.status = 'cancelled' OR l.debit - l.credit <> x.net OR l.entry_date <> x.entry_date OR l.account_id <> x.account_id
             OR (r.status = 'finished' AND c.reconciliation_id IS DISTINCT FROM r.id))
      ORDER BY a.account_number, a.id, r.statement_date, r.id, x.entry_date, x.journal_line_id`,
    [companyId, filters.from, filters.to, ...(filters.accountId === null ? [] : [filters.accountId])],
  )) as { rows: Record<string, string & number & boolean & null>[] };
  const list: DiscrepancyRow[] = rows.map((r) => {
    const reconciledAmount = fromDecimal(r.reconciledNet);
    const gone = r.deleted || r.entryStatus === "cancelled" || Number(r.currentAccountId) !== Number(r.accountId);
    const currentAmount = gone ? (0 as Cents) : fromDecimal(r.currentNet);
    const change: DiscrepancyKind = r.deleted
      ? "deleted"
      : r.entryStatus === "cancelled"
        ? "voided"
        : Number(r.currentAccountId) !== Number(r.accountId)
          ? "account"
          : fromDecimal(r.currentNet) !== reconciledAmount
            ? "amount"
            : r.currentDate !== r.date
              ? "date"
              : "unreconciled";
    return {
      reconciliationId: r.reconciliationId,
      account: { id: r.accountId, accountNumber: r.accountNumber, accountName: r.accountName },
      statementDate: r.statementDate,
      reconciliationStatus: RECONCILIATION_STATUS_LABELS[r.status as ReconciliationStatus],
      lineId: Number(r.lineId),
      date: r.date,
      type: r.entryType ? entryTypeLabel(r.entryType) : "",
      number: r.entryNo ?? "",
      change,
      changeLabel: DISCREPANCY_LABELS[change],
      reconciledAmount,
      currentAmount,
      effect: (currentAmount - reconciledAmount) as Cents,
      void: false,
      href: r.entryId === null ? null : documentPath({ entryId: r.entryId, sourceType: r.sourceType, sourceId: r.sourceId }),
    };
  });
  const groups = byAccount(list, (row) => row.effect);
  return { ...filters, groups, total: groups.reduce((sum, g) => sum + g.total, 0) as Cents };
}

export function reconciliationDiscrepancyCsv(report: DiscrepancyReport): string {
  return byAccountCsv(
    ["Statement Date", "Reconciliation", "Date", "Type", "Number", "Change", "Reconciled Amount", "Current Amount", "Effect"],
    report.groups,
    (r) => [
      formatUsDate(r.statementDate),
      r.reconciliationStatus,
      formatUsDate(r.date),
      r.type,
      r.number,
      r.changeLabel,
      ...[r.reconciledAmount, r.currentAmount, r.effect].map(amount),
    ],
  );
}
