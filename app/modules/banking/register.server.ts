import type { Knex } from "knex";
import { csvStream } from "~/lib/csv";
import { formatUsDate } from "~/lib/dates";
import { fromDecimal, readMoney, toDecimal, type Cents } from "~/lib/money";
import { likeAnywhere, searchText } from "~/lib/search-text";
import { SALES_ENTRY_TYPES } from "~/modules/customers/customer-center";
import { DOCUMENT_CATALOG, DOCUMENT_SOURCE_VIEWS, sourceViewPath } from "~/modules/document-catalog/catalog";
import type { AccountType } from "~/modules/ledger/account-types";
import { normalBalance } from "~/modules/ledger/ledger.server";
import { PAYMENT_SOURCE } from "~/modules/purchases/bill-payments.server";
import { DOCUMENT_SOURCE } from "~/modules/purchases/documents.server";
import { CUSTOMER_REFUND_SOURCE } from "~/modules/sales/customer-payments";
import { PURCHASE_ENTRY_TYPES } from "~/modules/vendors/vendor-transactions";
import { DomainError } from "~/utils/errors";
import { RECONCILIATION_ENTRY_TYPE, RECONCILIATION_SOURCE } from "./reconciliations";
import { BANK_DEPOSIT_SOURCE, BANK_TRANSFER_SOURCE, BANKING_ACCOUNT_TYPES, BANKING_ENTRY_TYPES } from "./constants";
import {
  registerColumns,
  type BankAccountRow,
  type ClearedMark,
  type LastReconciliation,
  type RegisterLine,
  type RegisterOrder,
} from "./register";

// An account's register: every line of the account (date, number, payee, type, memo, the two
// amounts, the cleared mark) with the running balance after each, a page at a time, newest or
// oldest first, over a period, or searched (ADR 0057).
//
// The running balance is right on every page without reading the lines before it into Node: the
// page's lines are found by their place in (date, line id) order, the balance before the page's
// oldest line is one aggregate over the account's index (company_id, account_id, entry_date, id), and
// a window function over the page adds the page's own lines — all in one statement. A page is read
// from whichever end of the period is nearer (an OFFSET from the newest line for the first pages
// of a newest-first register, from the oldest otherwise), so the index is walked at most to the
// page; the aggregate walks the lines before it. A searched register is not a run of consecutive
// lines, so it shows no balance (as QuickBooks hides it when a register is filtered).

export interface RegisterQuery {
  /** YYYY-MM-DD, inclusive; null: from the first line */
  from: string | null;
  /** YYYY-MM-DD, inclusive; null: to the last line */
  to: string | null;
  /** Text in the number, payee, memo or type, or an amount */
  search: string;
  order: RegisterOrder;
}

export interface RegisterAccount {
  id: number;
  accountType: AccountType;
}

/** How each entry type reads (the registers, the Transactions screen). */
export const ENTRY_TYPE_LABELS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(DOCUMENT_CATALOG.map((k) => [k.entryType, k.labels.title])),
  [PURCHASE_ENTRY_TYPES.payBill]: "Bill Payment",
  [PURCHASE_ENTRY_TYPES.cheque]: "Cheque",
  [SALES_ENTRY_TYPES.receivePayment]: "Payment",
  [SALES_ENTRY_TYPES.prepayment]: "Prepayment",
  [SALES_ENTRY_TYPES.refund]: "Refund",
  [BANKING_ENTRY_TYPES.deposit]: "Deposit",
  [BANKING_ENTRY_TYPES.transfer]: "Transfer",
  [RECONCILIATION_ENTRY_TYPE]: "Reconciliation",
  OB: "Opening Balance",
  VOB: "Opening Balance",
  COB: "Opening Balance",
  JE: "Journal Entry",
  ADJ: "Stock Adjustment",
  BLD: "Assembly Build",
};

/** How an entry type reads in a register: "Bill Payment", "Deposit"; an unknown code as itself. */
export const entryTypeLabel = (entryType: string) => ENTRY_TYPE_LABELS[entryType] ?? entryType;

/** Every entry source with a screen: the document kinds' (the catalog), and banking's own. */
const SOURCE_VIEWS: Readonly<Record<string, string>> = {
  ...DOCUMENT_SOURCE_VIEWS,
  [BANK_DEPOSIT_SOURCE]: "banking/deposits",
  [BANK_TRANSFER_SOURCE]: "banking/transfers",
  [RECONCILIATION_SOURCE]: "banking/reconciliations",
};

/**
 * Where the document behind an entry is shown, under the dashboard: its own screen when it has
 * one (a bill, an invoice, a deposit, a transfer, a reconciliation…), else the journal entry (a
 * reversal too: it is the entry that undid the document). The one place every drill-down asks.
 */
export function documentPath(entry: { entryId: number; sourceType: string | null; sourceId: number | null; reversal?: boolean }): string {
  const own = entry.reversal ? null : sourceViewPath(SOURCE_VIEWS, entry.sourceType, entry.sourceId);
  return own ?? `journal-entries/${entry.entryId}`;
}

/** A cheque's number as printed: NULL while it is blank or still TO BE PRINTED (an SQL expression over `column`). */
export const printedNumber = (column: string) => `nullif(nullif(btrim(${column}), ''), 'TO BE PRINTED')`;

/**
 * The check number a cheque's entry carries (a pay bill's, a cash purchase's or expense's, a
 * refund's), or NULL: an SQL expression over the entry `e`.
 */
export const CHECK_NUMBER_SQL = `CASE e.source_type
    WHEN '${PAYMENT_SOURCE}' THEN (SELECT ${printedNumber("bp.check_number")} FROM bill_payments bp WHERE bp.company_id = e.company_id AND bp.id = e.source_id)
    WHEN '${DOCUMENT_SOURCE}' THEN (SELECT ${printedNumber("pd.cheque_no")} FROM purchase_documents pd WHERE pd.company_id = e.company_id AND pd.id = e.source_id)
    WHEN '${CUSTOMER_REFUND_SOURCE}' THEN (SELECT ${printedNumber("r.cheque_no")} FROM customer_refunds r WHERE r.company_id = e.company_id AND r.id = e.source_id)
  END`;

/** The party of a line: its own vendor or customer, else the entry's first line that names one. */
const PAYEE_SQL = `(SELECT coalesce(v.vendor_name, cu.customer_name)
    FROM journal_lines o
    LEFT JOIN vendors v ON v.company_id = o.company_id AND v.id = o.vendor_id
    LEFT JOIN customers cu ON cu.company_id = o.company_id AND cu.id = o.customer_id
    WHERE o.company_id = p.company_id AND o.journal_entry_id = p.journal_entry_id AND (o.vendor_id IS NOT NULL OR o.customer_id IS NOT NULL)
    ORDER BY (o.id = p.id) DESC, o.line_no LIMIT 1)`;

/** The columns of a register line, over the CTE `p` of line rows, its entry `e` and its cleared mark `c`. */
export const LINE_COLUMNS = `
  p.id AS "lineId", e.id AS "entryId", p.entry_date AS "date", e.entry_no AS "entryNo", e.entry_type AS "entryType",
  e.status AS "status", e.reverses_entry_id AS "reversesEntryId", e.source_type AS "sourceType", e.source_id AS "sourceId",
  coalesce(nullif(p.memo, ''), e.comments, '') AS "memo", p.debit AS "debit", p.credit AS "credit",
  ${CHECK_NUMBER_SQL} AS "checkNumber", coalesce(${PAYEE_SQL}, '') AS "payee",
  CASE WHEN c.journal_line_id IS NULL THEN '' WHEN c.reconciliation_id IS NULL THEN 'C' ELSE 'R' END AS "cleared"`;

export const LINE_JOINS = `
  JOIN journal_entries e ON e.company_id = p.company_id AND e.id = p.journal_entry_id
  LEFT JOIN cleared_lines c ON c.company_id = p.company_id AND c.journal_line_id = p.id`;

/** The lines' own columns the CTE carries. */
export const LINE_ROW = "l.id, l.company_id, l.journal_entry_id, l.entry_date, l.debit, l.credit, l.memo";

export type RegisterRow = {
  lineId: number | string;
  entryId: number;
  date: string;
  entryNo: string;
  entryType: string;
  status: string;
  reversesEntryId: number | null;
  sourceType: string | null;
  sourceId: number | null;
  memo: string;
  debit: string;
  credit: string;
  checkNumber: string | null;
  payee: string;
  cleared: ClearedMark;
  /** debits − credits up to and including the line, from the account's first line */
  runningNet?: string | null;
};

export function toLine(row: RegisterRow, accountType: AccountType): RegisterLine {
  const reversal = row.reversesEntryId !== null;
  return {
    lineId: Number(row.lineId),
    entryId: row.entryId,
    date: row.date,
    number: row.checkNumber ?? row.entryNo,
    entryNo: row.entryNo,
    entryType: row.entryType,
    type: entryTypeLabel(row.entryType),
    payee: row.payee,
    memo: row.memo,
    debit: fromDecimal(row.debit),
    credit: fromDecimal(row.credit),
    cleared: row.cleared,
    balance: row.runningNet === undefined || row.runningNet === null ? null : normalBalance(accountType, fromDecimal(row.runningNet)),
    voided: row.status === "cancelled",
    reversal,
    href: documentPath({ entryId: row.entryId, sourceType: row.sourceType, sourceId: row.sourceId, reversal }),
  };
}

interface Where {
  sql: string;
  bindings: Knex.RawBinding[];
}

/** The account's lines in the period (and matching the search), as a WHERE over journal_lines `l`. */
function linesWhere(companyId: number, accountId: number, query: RegisterQuery): Where {
  let sql = "l.company_id = ? AND l.account_id = ?";
  const bindings: Knex.RawBinding[] = [companyId, accountId];
  if (query.from) {
    sql += " AND l.entry_date >= ?";
    bindings.push(query.from);
  }
  if (query.to) {
    sql += " AND l.entry_date <= ?";
    bindings.push(query.to);
  }
  const search = searchText(query.search);
  if (search) {
    const like = likeAnywhere(search);
    const amount = readMoney(search.replace(/^\$/, ""));
    sql += ` AND (EXISTS (
        SELECT 1 FROM journal_entries e WHERE e.company_id = l.company_id AND e.id = l.journal_entry_id
          AND (e.entry_no ILIKE ? OR e.comments ILIKE ? OR coalesce(${CHECK_NUMBER_SQL}, '') ILIKE ?))
      OR l.memo ILIKE ?
      OR EXISTS (
        SELECT 1 FROM journal_lines o
          LEFT JOIN vendors v ON v.company_id = o.company_id AND v.id = o.vendor_id
          LEFT JOIN customers cu ON cu.company_id = o.company_id AND cu.id = o.customer_id
        WHERE o.company_id = l.company_id AND o.journal_entry_id = l.journal_entry_id
          AND (v.vendor_name ILIKE ? OR cu.customer_name ILIKE ?))`;
    bindings.push(like, like, like, like, like, like);
    if (amount.ok && amount.cents > 0) {
      sql += " OR l.debit = ? OR l.credit = ?";
      bindings.push(toDecimal(amount.cents), toDecimal(amount.cents));
    }
    sql += ")";
  }
  return { sql, bindings };
}

export interface RegisterPage {
  items: RegisterLine[];
  total: number;
  page: number;
  perPage: number;
}

/** One page of the account's register (page 1 is the newest lines, or the oldest). */
export async function registerPage(
  db: Knex,
  companyId: number,
  account: RegisterAccount,
  query: RegisterQuery,
  paging: { page: number; perPage: number },
): Promise<RegisterPage> {
  const where = linesWhere(companyId, account.id, query);
  const [{ total: counted }] = (await db.raw(`SELECT count(*) AS "total" FROM journal_lines l WHERE ${where.sql}`, where.bindings))
    .rows as { total: string | number }[];
  const total = Number(counted);
  const page = Math.max(1, paging.page);
  const skip = (page - 1) * paging.perPage;
  const empty = { items: [], total, page, perPage: paging.perPage };
  if (skip >= total) return empty;
  const newestFirst = query.order === "newest";

  if (searchText(query.search)) {
    // A searched register: the matching lines in order, no running balance.
    const direction = newestFirst ? "DESC" : "ASC";
    const { rows } = (await db.raw(
      `WITH p AS (SELECT ${LINE_ROW} FROM journal_lines l WHERE ${where.sql}
                  ORDER BY l.entry_date ${direction}, l.id ${direction} OFFSET ? LIMIT ?)
       SELECT ${LINE_COLUMNS} FROM p ${LINE_JOINS} ORDER BY p.entry_date ${direction}, p.id ${direction}`,
      [...where.bindings, skip, paging.perPage],
    )) as { rows: RegisterRow[] };
    return { ...empty, items: rows.map((r) => toLine(r, account.accountType)) };
  }

  // The page as a run of the period's lines in ascending order: it starts `ascending` lines in.
  const size = Math.min(paging.perPage, total - skip);
  const ascending = newestFirst ? total - skip - size : skip;
  // Walk the index from the nearer end.
  const fromOldest = ascending <= total - ascending - size;
  const direction = fromOldest ? "ASC" : "DESC";
  const offset = fromOldest ? ascending : total - ascending - size;
  const { rows } = (await db.raw(
    `WITH p AS (SELECT ${LINE_ROW} FROM journal_lines l WHERE ${where.sql}
                ORDER BY l.entry_date ${direction}, l.id ${direction} OFFSET ? LIMIT ?),
          first_line AS (SELECT entry_date, id FROM p ORDER BY entry_date, id LIMIT 1),
          before AS (SELECT coalesce(sum(b.debit - b.credit), 0) AS net FROM journal_lines b, first_line f
                     WHERE b.company_id = ? AND b.account_id = ? AND (b.entry_date, b.id) < (f.entry_date, f.id))
     SELECT ${LINE_COLUMNS},
            (SELECT net FROM before) + sum(p.debit - p.credit) OVER (ORDER BY p.entry_date, p.id) AS "runningNet"
       FROM p ${LINE_JOINS}
      ORDER BY p.entry_date ${newestFirst ? "DESC" : "ASC"}, p.id ${newestFirst ? "DESC" : "ASC"}`,
    [...where.bindings, offset, size, companyId, account.id],
  )) as { rows: RegisterRow[] };
  return { ...empty, items: rows.map((r) => toLine(r, account.accountType)) };
}

/**
 * Every line of the register as the page shows them (for its CSV), in batches, walking the index
 * after the last line read; the running balance starts from one aggregate at the period's near end.
 */
export async function* registerRows(
  db: Knex,
  companyId: number,
  account: RegisterAccount,
  query: RegisterQuery,
  options: { batchSize?: number } = {},
): AsyncGenerator<RegisterLine[]> {
  const batchSize = options.batchSize ?? 5000;
  const newestFirst = query.order === "newest";
  const searched = Boolean(searchText(query.search));
  const [{ lastLineId }] = await db("journalLines").where({ companyId }).max({ lastLineId: "id" });
  const snapshot = Number(lastLineId ?? 0);
  // The balance before the first line written: the lines before the period (oldest first), or every line to its end (newest first).
  let running = 0 as Cents;
  if (!searched) {
    const bound = newestFirst ? (query.to ? "AND entry_date <= ?" : "") : query.from ? "AND entry_date < ?" : "AND false";
    const bindings: Knex.RawBinding[] = [companyId, account.id, snapshot];
    if (newestFirst ? query.to : query.from) bindings.push((newestFirst ? query.to : query.from)!);
    const { rows } = (await db.raw(
      `SELECT coalesce(sum(debit - credit), 0) AS "net" FROM journal_lines WHERE company_id = ? AND account_id = ? AND id <= ? ${bound}`,
      bindings,
    )) as { rows: { net: string }[] };
    running = fromDecimal(rows[0].net);
  }
  const where = linesWhere(companyId, account.id, query);
  const direction = newestFirst ? "DESC" : "ASC";
  let after: { date: string; id: number } | null = null;
  for (;;) {
    const bindings: Knex.RawBinding[] = [...where.bindings, snapshot];
    let sql = `WITH p AS (SELECT ${LINE_ROW} FROM journal_lines l WHERE ${where.sql} AND l.id <= ?`;
    if (after) {
      sql += ` AND (l.entry_date, l.id) ${newestFirst ? "<" : ">"} (CAST(? AS date), ?)`;
      bindings.push(after.date, after.id);
    }
    sql += ` ORDER BY l.entry_date ${direction}, l.id ${direction} LIMIT ?)
      SELECT ${LINE_COLUMNS} FROM p ${LINE_JOINS} ORDER BY p.entry_date ${direction}, p.id ${direction}`;
    bindings.push(batchSize);
    const { rows } = (await db.raw(sql, bindings)) as { rows: RegisterRow[] };
    const batch = rows.map((row) => {
      if (searched) return toLine(row, account.accountType);
      const net = fromDecimal(row.debit) - fromDecimal(row.credit);
      // Oldest first the balance after a line adds it; newest first the balance after it is the running one, before it is taken off.
      if (!newestFirst) running = (running + net) as Cents;
      const line = toLine({ ...row, runningNet: toDecimal(running) }, account.accountType);
      if (newestFirst) running = (running - net) as Cents;
      return line;
    });
    if (batch.length) yield batch;
    if (rows.length < batchSize) break;
    const last = rows[rows.length - 1];
    after = { date: last.date, id: Number(last.lineId) };
  }
}

/** An account of the company for its register (any type: the Account List opens every account's), or a 404. */
export async function registerAccount(
  db: Knex,
  companyId: number,
  accountId: number,
): Promise<{ id: number; accountNumber: string; accountName: string; accountType: AccountType; active: boolean; bankName: string | null }> {
  const account = await db("companyAccounts")
    .where({ companyId, id: accountId })
    .first("id", "accountNumber", "accountName", "accountType", "active", "bankName");
  if (!account) throw new DomainError("Account not found", 404);
  return account;
}

/** The account's last finished reconciliation (the one an undo may take back), or null (ADR 0060). */
export async function lastReconciliationOf(db: Knex, companyId: number, accountId: number): Promise<LastReconciliation | null> {
  const row = await db("reconciliations")
    .where({ companyId, accountId, status: "finished" })
    .orderBy([
      { column: "statementDate", order: "desc" },
      { column: "id", order: "desc" },
    ])
    .first("id", "statementDate", "endingBalance");
  return row ? { id: row.id, statementDate: row.statementDate, endingBalance: toDecimal(fromDecimal(row.endingBalance)) } : null;
}

/**
 * Every Bank, Cash, Credit Card and Paypal account (or the one account asked for, of any type) with
 * its book and cleared balances (one query) and its last reconciliation.
 */
export async function bankAccounts(
  db: Knex,
  companyId: number,
  options: { includeInactive?: boolean; accountId?: number } = {},
): Promise<BankAccountRow[]> {
  const only = options.accountId !== undefined;
  const { rows } = (await db.raw(
    `SELECT a.id, a.account_number AS "accountNumber", a.account_name AS "accountName", a.account_type AS "accountType",
            a.bank_name AS "bankName", a.active,
            coalesce(t.book, 0) AS "book", coalesce(t.cleared, 0) AS "cleared", coalesce(t.uncleared, 0) AS "uncleared"
       FROM company_accounts a
       LEFT JOIN LATERAL (
         SELECT sum(l.debit - l.credit) AS book,
                sum(l.debit - l.credit) FILTER (WHERE c.journal_line_id IS NOT NULL) AS cleared,
                count(*) FILTER (WHERE c.journal_line_id IS NULL) AS uncleared
           FROM journal_lines l
           LEFT JOIN cleared_lines c ON c.company_id = l.company_id AND c.journal_line_id = l.id
          WHERE l.company_id = a.company_id AND l.account_id = a.id
       ) t ON true
      WHERE a.company_id = ? AND ${only ? "a.id = ?" : `a.account_type IN (${BANKING_ACCOUNT_TYPES.map(() => "?").join(", ")})`}
        ${options.includeInactive || only ? "" : "AND a.active"}
      ORDER BY a.account_number, a.id`,
    [companyId, ...(only ? [options.accountId!] : BANKING_ACCOUNT_TYPES)],
  )) as {
    rows: (Omit<BankAccountRow, "bookBalance" | "clearedBalance" | "unclearedCount" | "lastReconciliation"> & Record<string, string>)[];
  };
  return Promise.all(
    rows.map(async ({ book, cleared, uncleared, ...a }) => ({
      ...a,
      bookBalance: toDecimal(normalBalance(a.accountType, fromDecimal(book))),
      clearedBalance: toDecimal(normalBalance(a.accountType, fromDecimal(cleared))),
      unclearedCount: Number(uncleared),
      lastReconciliation: await lastReconciliationOf(db, companyId, a.id),
    })),
  );
}

/** The messages of ticking a line cleared. */
export const CLEARED_MESSAGES = {
  notFound: "That line is not in this account.",
  reconciled: "That line is reconciled: undo its reconciliation to change its mark.",
  notBanking: "Only the lines of a Bank, Cash, Credit Card or Paypal account are cleared.",
} as const;

/**
 * Tick a line of a bank or card account cleared, or not (as on a statement, before reconciling). A
 * reconciled line keeps its mark. Returns the line's mark after the change.
 */
export async function setLineCleared(
  db: Knex,
  ctx: { companyId: number; userId: number | null },
  accountId: number,
  lineId: number,
  cleared: boolean,
): Promise<ClearedMark> {
  return db.transaction(async (trx) => {
    const line = await trx("journalLines as l")
      .join("companyAccounts as a", (j) => j.on("a.companyId", "l.companyId").andOn("a.id", "l.accountId"))
      .leftJoin("clearedLines as c", (j) => j.on("c.companyId", "l.companyId").andOn("c.journalLineId", "l.id"))
      .where({ "l.companyId": ctx.companyId, "l.id": lineId, "l.accountId": accountId })
      .first("a.accountType", "c.journalLineId as clearedId", "c.reconciliationId");
    if (!line) throw new DomainError(CLEARED_MESSAGES.notFound, 404);
    if (!(BANKING_ACCOUNT_TYPES as readonly string[]).includes(line.accountType)) throw new DomainError(CLEARED_MESSAGES.notBanking, 400);
    if (line.reconciliationId !== null && line.reconciliationId !== undefined) throw new DomainError(CLEARED_MESSAGES.reconciled, 409);
    if (cleared) {
      await trx.raw(
        `INSERT INTO cleared_lines (company_id, journal_line_id, account_id, cleared_by) VALUES (?, ?, ?, ?)
         ON CONFLICT (company_id, journal_line_id) DO NOTHING`,
        [ctx.companyId, lineId, accountId, ctx.userId],
      );
      return "C";
    }
    await trx("clearedLines").where({ companyId: ctx.companyId, journalLineId: lineId }).whereNull("reconciliationId").del();
    return "";
  });
}

/** The register's CSV (every line of the period and search, in its order), streamed: amounts as "1234.50". */
export function registerCsvStream(db: Knex, companyId: number, account: RegisterAccount, query: RegisterQuery): ReadableStream<Uint8Array> {
  const columns = registerColumns(account.accountType);
  const money = (cents: Cents | null) => (cents ? toDecimal(cents) : "");
  return csvStream(
    ["Date", "Number", "Type", "Payee", "Memo", columns.credit, columns.debit, "Cleared", "Balance", "Void"],
    () => registerRows(db, companyId, account, query),
    (l) => [
      formatUsDate(l.date),
      l.number,
      l.type,
      l.payee,
      l.memo,
      money(l.credit),
      money(l.debit),
      l.cleared,
      l.balance === null ? "" : toDecimal(l.balance),
      l.voided ? "Void" : "",
    ],
  );
}
