import type { Knex } from "knex";
import { fromDecimal, type Cents } from "~/lib/money";
import type { AccountType } from "~/modules/ledger/account-types";
import { normalBalance } from "~/modules/ledger/ledger.server";
import { documentPath } from "~/modules/banking/register.server";

// The General Ledger report: per account, the opening balance (every line before `from`), the
// lines of the period with the running balance after each, and the closing balance. Balances are
// on the account's normal side (positive = debit for assets and expenses, credit for the rest), in
// cents. Two queries whatever the number of accounts: one groups the openings and period totals
// by account, one reads the period's lines (window functions give the running balances).

export interface ReportPeriod {
  /** YYYY-MM-DD, inclusive */
  from: string;
  /** YYYY-MM-DD, inclusive */
  to: string;
}

/** The reports' default period: this year to date, in the company's calendar. */
export function reportPeriodDefaults(today: string): ReportPeriod {
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

export interface GeneralLedgerFilters extends ReportPeriod {
  /** One account only (shown even without activity); otherwise every account with activity in the
   *  period or a non-zero opening balance. */
  accountId?: number | null;
  /** Only the accounts with lines in the period (Transaction Detail by Account), not those with only an opening balance. */
  activityOnly?: boolean;
}

/** A line of the general ledger. */
export interface GeneralLedgerLine {
  lineId: number;
  entryId: number;
  entryDate: string;
  entryType: string;
  entryNo: string;
  status: string;
  memo: string;
  debit: Cents;
  credit: Cents;
  /** The account's balance after this line, on its normal side. */
  balance: Cents;
  /** Its document's screen under the dashboard (a bill, an invoice, a deposit…), else its journal entry's. */
  href: string;
}

export interface GeneralLedgerAccount {
  accountId: number;
  accountNumber: string;
  accountName: string;
  accountType: AccountType;
  opening: Cents;
  /** Debits and credits of the whole period. */
  debit: Cents;
  credit: Cents;
  closing: Cents;
  /** Lines in the period (all of them, even when `lines` is capped). */
  lineCount: number;
  lines: GeneralLedgerLine[];
}

export interface GeneralLedgerReport extends ReportPeriod {
  accounts: GeneralLedgerAccount[];
  /** Accounts in the report (all pages). */
  total: number;
  page: number;
  perPage: number | null;
}

export interface GeneralLedgerOptions {
  /** Accounts per page (none: every account). */
  perPage?: number;
  page?: number;
  /** At most this many lines per account (the first ones of the period); totals stay exact. */
  lineLimit?: number;
}

type SummaryRow = {
  accountId: number;
  accountNumber: string;
  accountName: string;
  accountType: AccountType;
  openingNet: string;
  debit: string;
  credit: string;
  lineCount: number | string;
  total: number | string;
};

/** A line as the query reads it: the register's line with its amounts still as NUMERIC text. */
type LineRow = Omit<GeneralLedgerLine, "lineId" | "debit" | "credit" | "balance" | "href"> & {
  lineId: number | string;
  sourceType: string | null;
  sourceId: number | null;
  reversal: boolean;
  accountId: number;
  debit: string;
  credit: string;
  runningNet: string;
};

/**
 * The report's accounts with their openings and period totals, ordered by account number.
 * `lastLineId` bounds the lines read (a snapshot for reports read in several queries).
 */
async function accountSummaries(
  db: Knex,
  companyId: number,
  filters: GeneralLedgerFilters,
  page: { limit: number | null; offset: number },
  lastLineId?: number,
): Promise<{ rows: SummaryRow[]; total: number }> {
  const single = filters.accountId !== undefined && filters.accountId !== null;
  const bindings: unknown[] = [filters.from, filters.from, filters.from, filters.from, filters.to];
  let sql = `
    SELECT a.id AS "accountId", a.account_number AS "accountNumber", a.account_name AS "accountName",
           a.account_type AS "accountType",
           coalesce(sum(l.debit - l.credit) FILTER (WHERE l.entry_date < ?), 0) AS "openingNet",
           coalesce(sum(l.debit) FILTER (WHERE l.entry_date >= ?), 0) AS "debit",
           coalesce(sum(l.credit) FILTER (WHERE l.entry_date >= ?), 0) AS "credit",
           count(l.id) FILTER (WHERE l.entry_date >= ?) AS "lineCount",
           count(*) OVER () AS "total"
      FROM company_accounts a
      LEFT JOIN journal_lines l
        ON l.company_id = a.company_id AND l.account_id = a.id AND l.entry_date <= ?`;
  if (lastLineId !== undefined) {
    sql += " AND l.id <= ?";
    bindings.push(lastLineId);
  }
  sql += " WHERE a.company_id = ?";
  bindings.push(companyId);
  if (single) {
    sql += " AND a.id = ?";
    bindings.push(filters.accountId);
  }
  sql += ` GROUP BY a.id, a.account_number, a.account_name, a.account_type`;
  if (!single) {
    if (filters.activityOnly) {
      sql += ` HAVING count(l.id) FILTER (WHERE l.entry_date >= ?) > 0`;
      bindings.push(filters.from);
    } else {
      sql += ` HAVING coalesce(sum(l.debit - l.credit) FILTER (WHERE l.entry_date < ?), 0) <> 0
                 OR count(l.id) FILTER (WHERE l.entry_date >= ?) > 0`;
      bindings.push(filters.from, filters.from);
    }
  }
  sql += " ORDER BY a.account_number, a.id";
  if (page.limit !== null) {
    sql += " LIMIT ? OFFSET ?";
    bindings.push(page.limit, page.offset);
  }
  const { rows } = (await db.raw(sql, bindings as Knex.RawBinding[])) as { rows: SummaryRow[] };
  if (rows.length || page.offset === 0 || page.limit === null) return { rows, total: Number(rows[0]?.total ?? 0) };
  // A page past the end: still say how many accounts there are.
  const first = await accountSummaries(db, companyId, filters, { limit: 1, offset: 0 }, lastLineId);
  return { rows: [], total: first.total };
}

function toAccount(row: SummaryRow): GeneralLedgerAccount {
  const opening = normalBalance(row.accountType, fromDecimal(row.openingNet));
  const debit = fromDecimal(row.debit);
  const credit = fromDecimal(row.credit);
  return {
    accountId: row.accountId,
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    accountType: row.accountType,
    opening,
    debit,
    credit,
    closing: (opening + normalBalance(row.accountType, (debit - credit) as Cents)) as Cents,
    lineCount: Number(row.lineCount),
    lines: [],
  };
}

const LINE_COLUMNS = `
  l.id AS "lineId", l.account_id AS "accountId", e.id AS "entryId", l.entry_date AS "entryDate",
  e.entry_type AS "entryType", e.entry_no AS "entryNo", e.status AS "status",
  coalesce(nullif(l.memo, ''), e.comments, '') AS "memo", l.debit AS "debit", l.credit AS "credit",
  e.source_type AS "sourceType", e.source_id AS "sourceId", e.reverses_entry_id IS NOT NULL AS "reversal"`;

const LINE_JOIN = `
  FROM journal_lines l
  JOIN journal_entries e ON e.company_id = l.company_id AND e.id = l.journal_entry_id`;

function toLine(row: LineRow, balance: Cents): GeneralLedgerLine {
  return {
    lineId: Number(row.lineId),
    entryId: row.entryId,
    entryDate: row.entryDate,
    entryType: row.entryType,
    entryNo: row.entryNo,
    status: row.status,
    memo: row.memo,
    debit: fromDecimal(row.debit),
    credit: fromDecimal(row.credit),
    balance,
    href: documentPath({ entryId: row.entryId, sourceType: row.sourceType, sourceId: row.sourceId, reversal: row.reversal }),
  };
}

/** The general ledger for a period, one page of accounts at a time (all of them by default). */
export async function generalLedger(
  db: Knex,
  companyId: number,
  filters: GeneralLedgerFilters,
  options: GeneralLedgerOptions = {},
): Promise<GeneralLedgerReport> {
  const perPage = options.perPage ?? null;
  const page = perPage === null ? 1 : Math.max(1, options.page ?? 1);
  const { rows, total } = await accountSummaries(db, companyId, filters, {
    limit: perPage,
    offset: perPage === null ? 0 : (page - 1) * perPage,
  });
  const accounts = rows.map(toAccount);
  const withLines = accounts.filter((a) => a.lineCount > 0);
  if (withLines.length) {
    const ids = withLines.map((a) => a.accountId);
    const bindings: Knex.RawBinding[] = [companyId, ...ids, filters.from, filters.to];
    let sql = `
      SELECT * FROM (
        SELECT ${LINE_COLUMNS},
               sum(l.debit - l.credit) OVER running AS "runningNet",
               row_number() OVER running AS "rowNo"
        ${LINE_JOIN}
        WHERE l.company_id = ? AND l.account_id IN (${ids.map(() => "?").join(", ")})
          AND l.entry_date >= ? AND l.entry_date <= ?
        WINDOW running AS (PARTITION BY l.account_id ORDER BY l.entry_date, l.id ROWS UNBOUNDED PRECEDING)
      ) period`;
    if (options.lineLimit !== undefined) {
      sql += ` WHERE "rowNo" <= ?`;
      bindings.push(options.lineLimit);
    }
    sql += ` ORDER BY "accountId", "entryDate", "lineId"`;
    const { rows: lines } = (await db.raw(sql, bindings)) as { rows: LineRow[] };
    const byId = new Map(withLines.map((a) => [a.accountId, a]));
    for (const row of lines) {
      const account = byId.get(row.accountId);
      if (!account) continue;
      const balance = (account.opening + normalBalance(account.accountType, fromDecimal(row.runningNet))) as Cents;
      account.lines.push(toLine(row, balance));
    }
  }
  return { from: filters.from, to: filters.to, accounts, total, page, perPage };
}

export type GeneralLedgerAccountHead = Omit<GeneralLedgerAccount, "lines">;

/** A row of the whole general ledger, in report order: an account's opening, its lines, its closing. */
export type GeneralLedgerRow =
  | { kind: "opening"; account: GeneralLedgerAccountHead; balance: Cents }
  | { kind: "line"; account: GeneralLedgerAccountHead; line: GeneralLedgerLine }
  | { kind: "closing"; account: GeneralLedgerAccountHead; debit: Cents; credit: Cents; balance: Cents };

/**
 * The whole general ledger as rows, in batches (for exports): lines are read `batchSize` at a time
 * in report order (account number, account, date, line), continuing after the last row read, so
 * memory stays flat however large the ledger. Lines posted while it runs are left out.
 */
export async function* generalLedgerRows(
  db: Knex,
  companyId: number,
  filters: GeneralLedgerFilters,
  options: { batchSize?: number } = {},
): AsyncGenerator<GeneralLedgerRow[]> {
  const batchSize = options.batchSize ?? 5000;
  const [{ lastLineId }] = await db("journalLines").where({ companyId }).max({ lastLineId: "id" });
  const snapshot = Number(lastLineId ?? 0);
  const { rows } = await accountSummaries(db, companyId, filters, { limit: null, offset: 0 }, snapshot);
  const accounts = rows.map((row) => {
    const { lines: _lines, ...head } = toAccount(row);
    return head;
  });
  const single = filters.accountId !== undefined && filters.accountId !== null;

  let index = 0; // the account being written
  let running = accounts[0]?.opening ?? (0 as Cents);
  let periodDebit = 0 as Cents;
  let periodCredit = 0 as Cents;
  let batch: GeneralLedgerRow[] = accounts.length ? [{ kind: "opening", account: accounts[0], balance: running }] : [];

  const closeAccount = () => {
    const account = accounts[index];
    batch.push({ kind: "closing", account, debit: periodDebit, credit: periodCredit, balance: running });
    index += 1;
    periodDebit = 0 as Cents;
    periodCredit = 0 as Cents;
    if (index < accounts.length) {
      running = accounts[index].opening;
      batch.push({ kind: "opening", account: accounts[index], balance: running });
    }
  };

  let after: { accountNumber: string; accountId: number; entryDate: string; lineId: number } | null = null;
  while (accounts.length) {
    const bindings: Knex.RawBinding[] = [companyId, filters.from, filters.to, snapshot];
    let sql = `
      SELECT ${LINE_COLUMNS}, a.account_number AS "accountNumber"
      ${LINE_JOIN}
      JOIN company_accounts a ON a.company_id = l.company_id AND a.id = l.account_id
      WHERE l.company_id = ? AND l.entry_date >= ? AND l.entry_date <= ? AND l.id <= ?`;
    if (single) {
      sql += " AND l.account_id = ?";
      bindings.push(filters.accountId as number);
    }
    if (after) {
      sql += " AND (a.account_number, a.id, l.entry_date, l.id) > (?, ?, CAST(? AS date), ?)";
      bindings.push(after.accountNumber, after.accountId, after.entryDate, after.lineId);
    }
    sql += ` ORDER BY a.account_number, a.id, l.entry_date, l.id LIMIT ?`;
    bindings.push(batchSize);
    const { rows: lines } = (await db.raw(sql, bindings)) as { rows: (LineRow & { accountNumber: string })[] };
    for (const row of lines) {
      while (index < accounts.length && accounts[index].accountId !== row.accountId) closeAccount();
      if (index >= accounts.length) break; // cannot happen: every account with lines is listed
      const account = accounts[index];
      const debit = fromDecimal(row.debit);
      const credit = fromDecimal(row.credit);
      running = (running + normalBalance(account.accountType, (debit - credit) as Cents)) as Cents;
      periodDebit = (periodDebit + debit) as Cents;
      periodCredit = (periodCredit + credit) as Cents;
      batch.push({ kind: "line", account, line: toLine(row, running) });
    }
    if (batch.length) {
      yield batch;
      batch = [];
    }
    if (lines.length < batchSize) break;
    const last = lines[lines.length - 1];
    after = { accountNumber: last.accountNumber, accountId: last.accountId, entryDate: last.entryDate, lineId: Number(last.lineId) };
  }
  while (index < accounts.length) closeAccount();
  if (batch.length) yield batch;
}

/** The company's accounts for the report's account filter (number order, no balances). */
export async function reportAccountOptions(
  db: Knex,
  companyId: number,
): Promise<{ id: number; accountNumber: string; accountName: string }[]> {
  return db("companyAccounts").where({ companyId }).orderBy("accountNumber").orderBy("id").select("id", "accountNumber", "accountName");
}

/** One of the company's accounts for the report's filter, or undefined (another company's, or none). */
export async function reportAccount(
  db: Knex,
  companyId: number,
  accountId: number,
): Promise<{ id: number; accountNumber: string; accountName: string } | undefined> {
  return db("companyAccounts").where({ companyId, id: accountId }).first("id", "accountNumber", "accountName");
}
