import type { Knex } from "knex";
import { csvStream } from "~/lib/csv";
import { formatUsDate } from "~/lib/dates";
import { fromDecimal, toDecimal, type Cents } from "~/lib/money";
import type { ListResult } from "~/lib/pagination";
import { DATE_PRESET_LABELS, DATE_PRESETS, isDatePreset, presetRange, type DatePreset } from "~/lib/periods";
import { likeAnywhere, searchText } from "~/lib/search-text";
import { findAccountsPayableAccount, findAccountsReceivableAccount } from "~/modules/accounts/system-accounts.server";
import { CHECK_NUMBER_SQL, documentPath, ENTRY_TYPE_LABELS, type RegisterRow } from "~/modules/banking/register.server";
import { sourceViewPath } from "~/modules/document-catalog/catalog";
import { FIXED_ASSET_ENTRY_TYPES, FIXED_ASSET_SOURCE } from "~/modules/fixed-assets/constants";

// The Transactions screen (the top menu's "Transactions", QuickBooks' All Transactions): every
// posted journal entry of the company, one row per entry — date, type, number, name, memo,
// account, amount — newest first, filtered by type, a date preset and a search (number, memo or
// name), a page at a time; and the same rows as a CSV. Set-based: the page's entries are found on
// journal_entries alone (company, date, id), then each row's figures come from its own lines.
//
// The Account column: a two-line entry shows its first line off the control accounts (Accounts
// Payable / Receivable): the account a cheque is drawn on, a bill is spent on, an invoice earns
// in; a longer entry shows its one account off them, or "-Split-" when its other lines touch several.

export const SPLIT = "-Split-";

const TYPE_LABELS: Readonly<Record<string, string>> = {
  ...ENTRY_TYPE_LABELS,
  [FIXED_ASSET_ENTRY_TYPES.opening]: "Fixed Asset",
  [FIXED_ASSET_ENTRY_TYPES.depreciation]: "Depreciation",
  [FIXED_ASSET_ENTRY_TYPES.disposal]: "Asset Disposal",
};

/** The Type filter's choices: one per label (the entry types reading the same go together), by label. */
export const TRANSACTION_TYPE_OPTIONS: readonly { value: string; label: string; codes: readonly string[] }[] = [
  ...Object.entries(TYPE_LABELS)
    .reduce((byLabel, [code, label]) => byLabel.set(label, [...(byLabel.get(label) ?? []), code]), new Map<string, string[]>())
    .entries(),
]
  .map(([label, codes]) => ({ value: codes[0], label, codes }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** The Date filter's choices (the other lists' presets). */
export const TRANSACTION_DATE_OPTIONS = DATE_PRESETS.map((preset) => ({ value: preset, label: DATE_PRESET_LABELS[preset] }));

/** Screens of entry sources that only this screen knows (above banking's registers). */
const OWN_SOURCE_VIEWS: Readonly<Record<string, string>> = { [FIXED_ASSET_SOURCE]: "company/fixed-assets" };

export const TRANSACTIONS_MESSAGES = {
  type: "Please choose a transaction type from the list.",
  date: "Please choose a date range from the list.",
} as const;

export interface TransactionsQuery {
  /** An entry type of TRANSACTION_TYPE_OPTIONS ("": every type) */
  type: string;
  date: DatePreset;
  /** Text in the number, the memo or the name */
  search: string;
}

export type TransactionsFilterKey = keyof TransactionsQuery;

/**
 * The filters from the URL (?type=&date=&q=): each one that makes no sense is dropped with its
 * message, the others kept. `raw` is what was typed, for the form.
 */
export function readTransactionsQuery(params: URLSearchParams) {
  const raw = { type: params.get("type")?.trim() ?? "", date: params.get("date")?.trim() ?? "", q: params.get("q") ?? "" };
  const errors: Partial<Record<"type" | "date", string>> = {};
  let type = raw.type;
  if (type && !TRANSACTION_TYPE_OPTIONS.some((o) => o.value === type)) {
    errors.type = TRANSACTIONS_MESSAGES.type;
    type = "";
  }
  let date: DatePreset = "all";
  if (raw.date) {
    if (isDatePreset(raw.date)) date = raw.date;
    else errors.date = TRANSACTIONS_MESSAGES.date;
  }
  const query: TransactionsQuery = { type, date, search: searchText(raw.q) };
  return { query, errors, raw: { ...raw, q: query.search } };
}

export interface TransactionRow {
  entryId: number;
  /** YYYY-MM-DD */
  date: string;
  type: string;
  number: string;
  name: string;
  memo: string;
  /** The account it is about, or "-Split-" */
  account: string;
  /** The entry's total (its debits) */
  amount: Cents;
  voided: boolean;
  /** Where the row leads, under the dashboard: its document's screen, else the journal entry */
  href: string;
}

interface Where {
  sql: string;
  bindings: Knex.RawBinding[];
}

/** The company's posted entries matching the query, as a WHERE over journal_entries `e`. */
function entriesWhere(companyId: number, query: TransactionsQuery, today: string, fiscalYearStart: string | number): Where {
  let sql = "e.company_id = ? AND e.status <> 'draft'";
  const bindings: Knex.RawBinding[] = [companyId];
  const codes = TRANSACTION_TYPE_OPTIONS.find((o) => o.value === query.type)?.codes;
  if (codes) {
    sql += ` AND e.entry_type IN (${codes.map(() => "?").join(", ")})`;
    bindings.push(...codes);
  }
  const range = presetRange(query.date, today, fiscalYearStart);
  if (range) {
    sql += " AND e.entry_date BETWEEN ? AND ?";
    bindings.push(range.from, range.to);
  }
  if (query.search) {
    const like = likeAnywhere(query.search);
    sql += ` AND (e.entry_no ILIKE ? OR e.comments ILIKE ? OR coalesce(${CHECK_NUMBER_SQL}, '') ILIKE ?
      OR EXISTS (SELECT 1 FROM journal_lines o
                   LEFT JOIN vendors v ON v.company_id = o.company_id AND v.id = o.vendor_id
                   LEFT JOIN customers cu ON cu.company_id = o.company_id AND cu.id = o.customer_id
                  WHERE o.company_id = e.company_id AND o.journal_entry_id = e.id
                    AND (v.vendor_name ILIKE ? OR cu.customer_name ILIKE ?)))`;
    bindings.push(like, like, like, like, like);
  }
  return { sql, bindings };
}

/** The columns of a row, over the CTE `e` of the entries shown. */
const ROW_SQL = `
  SELECT e.id AS "entryId", e.entry_date AS "date", e.entry_no AS "entryNo", e.entry_type AS "entryType", e.status AS "status",
         e.reverses_entry_id AS "reversesEntryId", e.source_type AS "sourceType", e.source_id AS "sourceId",
         coalesce(e.comments, '') AS "memo", ${CHECK_NUMBER_SQL} AS "checkNumber",
         coalesce(t.total, 0) AS "total", coalesce(t.line_count, 0) AS "lineCount", coalesce(t.other_accounts, 0) AS "otherAccounts",
         coalesce(fa.account_name, '') AS "firstAccount", coalesce(pt.name, '') AS "name"
    FROM e
    LEFT JOIN LATERAL (
      SELECT sum(l.debit) AS total, count(*) AS line_count,
             count(DISTINCT l.account_id) FILTER (WHERE l.account_id NOT IN (?, ?)) AS other_accounts
        FROM journal_lines l WHERE l.company_id = e.company_id AND l.journal_entry_id = e.id
    ) t ON true
    LEFT JOIN LATERAL (
      SELECT a.account_name FROM journal_lines l
        JOIN company_accounts a ON a.company_id = l.company_id AND a.id = l.account_id
       WHERE l.company_id = e.company_id AND l.journal_entry_id = e.id
       ORDER BY (l.account_id NOT IN (?, ?)) DESC, l.line_no, l.id LIMIT 1
    ) fa ON true
    LEFT JOIN LATERAL (
      SELECT coalesce(v.vendor_name, cu.customer_name) AS name FROM journal_lines l
        LEFT JOIN vendors v ON v.company_id = l.company_id AND v.id = l.vendor_id
        LEFT JOIN customers cu ON cu.company_id = l.company_id AND cu.id = l.customer_id
       WHERE l.company_id = e.company_id AND l.journal_entry_id = e.id AND (l.vendor_id IS NOT NULL OR l.customer_id IS NOT NULL)
       ORDER BY l.line_no, l.id LIMIT 1
    ) pt ON true
   ORDER BY e.entry_date DESC, e.id DESC`;

const ENTRY_COLUMNS =
  "e.id, e.company_id, e.entry_date, e.entry_no, e.entry_type, e.status, e.reverses_entry_id, e.source_type, e.source_id, e.comments";

/** ROW_SQL's bindings: the control accounts (0: the company has none yet), twice. */
async function controlAccounts(db: Knex, companyId: number): Promise<number[]> {
  const ids = [(await findAccountsPayableAccount(db, companyId)) ?? 0, (await findAccountsReceivableAccount(db, companyId)) ?? 0];
  return [...ids, ...ids];
}

/** A row as read: the register's entry columns, and the entry's own figures. */
type RawRow = Pick<
  RegisterRow,
  "entryId" | "date" | "entryNo" | "entryType" | "status" | "reversesEntryId" | "sourceType" | "sourceId" | "memo" | "checkNumber"
> & { total: string; lineCount: string | number; otherAccounts: string | number; firstAccount: string; name: string };

function toRow(r: RawRow): TransactionRow {
  const reversal = r.reversesEntryId !== null;
  const label = TYPE_LABELS[r.entryType] ?? r.entryType;
  const href =
    (reversal ? null : sourceViewPath(OWN_SOURCE_VIEWS, r.sourceType, r.sourceId)) ??
    documentPath({ entryId: r.entryId, sourceType: r.sourceType, sourceId: r.sourceId, reversal });
  const split = Number(r.lineCount) > 2 && Number(r.otherAccounts) > 1;
  return {
    entryId: r.entryId,
    date: r.date,
    type: reversal ? `${label} (reversal)` : label,
    number: r.checkNumber ?? r.entryNo,
    name: r.name,
    memo: r.memo,
    account: split ? SPLIT : r.firstAccount,
    amount: fromDecimal(r.total),
    voided: r.status === "cancelled",
    href,
  };
}

export interface TransactionsOptions {
  /** The company's today (YYYY-MM-DD), for the date presets */
  today: string;
  /** The company's fiscal year start month, for the financial-year presets */
  fiscalYearStart: string | number;
}

/** One page of the company's transactions, newest first. */
export async function transactionsPage(
  db: Knex,
  companyId: number,
  query: TransactionsQuery,
  options: TransactionsOptions,
  paging: { page: number; perPage: number },
): Promise<ListResult<TransactionRow>> {
  const where = entriesWhere(companyId, query, options.today, options.fiscalYearStart);
  const [{ total }] = (await db.raw(`SELECT count(*) AS "total" FROM journal_entries e WHERE ${where.sql}`, where.bindings)).rows as {
    total: string | number;
  }[];
  const page = Math.max(1, paging.page);
  const { rows } = (await db.raw(
    `WITH e AS (SELECT ${ENTRY_COLUMNS} FROM journal_entries e WHERE ${where.sql}
                ORDER BY e.entry_date DESC, e.id DESC OFFSET ? LIMIT ?) ${ROW_SQL}`,
    [...where.bindings, (page - 1) * paging.perPage, paging.perPage, ...(await controlAccounts(db, companyId))],
  )) as { rows: RawRow[] };
  return { items: rows.map(toRow), total: Number(total), page, perPage: paging.perPage };
}

/** Every transaction matching the query, newest first, in batches (walking after the last row read). */
export async function* transactionRows(
  db: Knex,
  companyId: number,
  query: TransactionsQuery,
  options: TransactionsOptions & { batchSize?: number },
): AsyncGenerator<TransactionRow[]> {
  const batchSize = options.batchSize ?? 2000;
  const where = entriesWhere(companyId, query, options.today, options.fiscalYearStart);
  const controls = await controlAccounts(db, companyId);
  let after: { date: string; id: number } | null = null;
  for (;;) {
    const bindings: Knex.RawBinding[] = [...where.bindings];
    let sql = `WITH e AS (SELECT ${ENTRY_COLUMNS} FROM journal_entries e WHERE ${where.sql}`;
    if (after) {
      sql += " AND (e.entry_date, e.id) < (CAST(? AS date), ?)";
      bindings.push(after.date, after.id);
    }
    sql += ` ORDER BY e.entry_date DESC, e.id DESC LIMIT ?) ${ROW_SQL}`;
    bindings.push(batchSize, ...controls);
    const { rows } = (await db.raw(sql, bindings)) as { rows: RawRow[] };
    if (rows.length) yield rows.map(toRow);
    if (rows.length < batchSize) break;
    const last = rows[rows.length - 1];
    after = { date: last.date, id: last.entryId };
  }
}

/** The transactions' CSV (every row matching the query, newest first), streamed: amounts as "1234.50". */
export function transactionsCsvStream(
  db: Knex,
  companyId: number,
  query: TransactionsQuery,
  options: TransactionsOptions,
): ReadableStream<Uint8Array> {
  return csvStream(
    ["Date", "Type", "Number", "Name", "Memo", "Account", "Amount", "Void"],
    () => transactionRows(db, companyId, query, options),
    (t) => [formatUsDate(t.date), t.type, t.number, t.name, t.memo, t.account, toDecimal(t.amount), t.voided ? "Void" : ""],
  );
}
