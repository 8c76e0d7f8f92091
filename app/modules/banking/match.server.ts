import type { Knex } from "knex";
import { fromDecimal, toDecimal, formatMoney, type Cents } from "~/lib/money";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { DomainError } from "~/utils/errors";
import { isUniqueViolation } from "~/utils/model";
import { CHECK_NUMBER_SQL, entryTypeLabel, setLineCleared } from "./register.server";
import { MATCH_WINDOW_DAYS, STATEMENT_MESSAGES as M } from "./statement-constants";
import { StatementLine } from "./statement-line.model";
import type { StatementLineStatus } from "./statement-schema";

// Matching statement lines to the books (ADR 0058). An unmatched statement line's candidates are
// the account's ledger lines that no statement line holds yet, of the same amount (signed as the
// statement's: money in is a debit of the account), dated within MATCH_WINDOW_DAYS days of it, not
// voided, reversing or reconciled. Where the statement line and the ledger line both carry a check
// number, it decides: a different number is no candidate, the same one comes first; then the
// nearest date, then the oldest line. The bookkeeper confirms a match (one, or every line's best
// candidate at once), which marks the ledger line cleared (the register's C), or unmatches it.
// A ledger line is held by one statement line at most (a unique index behind the checks).

export interface MatchCandidate {
  lineId: number;
  entryId: number;
  /** YYYY-MM-DD */
  date: string;
  entryNo: string;
  type: string;
  memo: string;
  checkNumber: string | null;
  /** Days from the statement line's date */
  days: number;
  checkMatches: boolean;
}

export interface StatementLineView {
  id: number;
  /** YYYY-MM-DD */
  date: string;
  /** "-12.50": money out is negative */
  amount: string;
  description: string;
  memo: string;
  checkNumber: string;
  fileName: string;
  fileLine: number;
  matched: MatchCandidate | null;
  /** An unmatched line's candidates, best first */
  candidates: MatchCandidate[];
}

type CandidateRow = {
  statementLineId: number;
  lineId: string | number;
  entryId: number;
  date: string;
  entryNo: string;
  entryType: string;
  memo: string;
  checkNumber: string | null;
  days: number;
  checkMatches: boolean;
};

const toCandidate = (r: CandidateRow): MatchCandidate => ({
  lineId: Number(r.lineId),
  entryId: r.entryId,
  date: r.date,
  entryNo: r.entryNo,
  type: entryTypeLabel(r.entryType),
  memo: r.memo,
  checkNumber: r.checkNumber,
  days: Number(r.days),
  checkMatches: Boolean(r.checkMatches),
});

/** The same check number, whatever the leading zeros. */
const SAME_CHECK = "ltrim(chk.number, '0') = ltrim(s.check_number, '0')";

/** Whether the statement line and the ledger line carry the same check number. */
const CHECK_MATCHES = `(s.check_number <> '' AND chk.number IS NOT NULL AND ${SAME_CHECK})`;

/**
 * Ledger line l (of entry e, its cleared mark cl, its check number chk.number) is a candidate of
 * statement line s: the same account and amount, dated within the window, posted and not reversing,
 * not reconciled, held by no statement line, and no other check number.
 */
const CANDIDATE_CONDITIONS = `l.company_id = s.company_id AND l.account_id = s.account_id
            AND l.entry_date BETWEEN s.posted_on - ${MATCH_WINDOW_DAYS} AND s.posted_on + ${MATCH_WINDOW_DAYS}
            AND l.debit - l.credit = s.amount
            AND e.status = 'posted' AND e.reverses_entry_id IS NULL
            AND cl.reconciliation_id IS NULL
            AND NOT EXISTS (SELECT 1 FROM statement_lines m WHERE m.company_id = l.company_id AND m.matched_line_id = l.id)
            AND (s.check_number = '' OR chk.number IS NULL OR ${SAME_CHECK})`;

/**
 * The best `limit` candidates of each of these statement lines (of the account), by statement line
 * id: one statement, a range scan of the account's date index per line.
 */
export async function matchCandidates(
  db: Knex,
  companyId: number,
  statementLineIds: readonly number[],
  limit = 3,
): Promise<Map<number, MatchCandidate[]>> {
  const found = new Map<number, MatchCandidate[]>();
  if (!statementLineIds.length) return found;
  const { rows } = (await db.raw(
    `SELECT s.id AS "statementLineId", c.*
       FROM statement_lines s
       CROSS JOIN LATERAL (
         SELECT l.id AS "lineId", e.id AS "entryId", l.entry_date AS "date", e.entry_no AS "entryNo", e.entry_type AS "entryType",
                coalesce(nullif(l.memo, ''), e.comments, '') AS "memo", chk.number AS "checkNumber",
                abs(l.entry_date - s.posted_on) AS "days",
                ${CHECK_MATCHES} AS "checkMatches"
           FROM journal_lines l
           JOIN journal_entries e ON e.company_id = l.company_id AND e.id = l.journal_entry_id
           CROSS JOIN LATERAL (SELECT ${CHECK_NUMBER_SQL} AS number) chk
           LEFT JOIN cleared_lines cl ON cl.company_id = l.company_id AND cl.journal_line_id = l.id
          WHERE ${CANDIDATE_CONDITIONS}
          ORDER BY 9 DESC, 8, l.id
          LIMIT ?
       ) c
      WHERE s.company_id = ? AND s.matched_line_id IS NULL AND s.id IN (${statementLineIds.map(() => "?").join(", ")})
      ORDER BY s.id, c."checkMatches" DESC, c."days", c."lineId"`,
    [limit, companyId, ...statementLineIds],
  )) as { rows: CandidateRow[] };
  for (const row of rows) {
    const list = found.get(row.statementLineId) ?? [];
    list.push(toCandidate(row));
    found.set(row.statementLineId, list);
  }
  return found;
}

/** The ledger lines these statement lines are matched to, by statement line id. */
async function matchedLines(db: Knex, companyId: number, statementLineIds: readonly number[]): Promise<Map<number, MatchCandidate>> {
  const found = new Map<number, MatchCandidate>();
  if (!statementLineIds.length) return found;
  const { rows } = (await db.raw(
    `SELECT s.id AS "statementLineId", l.id AS "lineId", e.id AS "entryId", l.entry_date AS "date", e.entry_no AS "entryNo",
            e.entry_type AS "entryType", coalesce(nullif(l.memo, ''), e.comments, '') AS "memo", ${CHECK_NUMBER_SQL} AS "checkNumber",
            abs(l.entry_date - s.posted_on) AS "days", false AS "checkMatches"
       FROM statement_lines s
       JOIN journal_lines l ON l.company_id = s.company_id AND l.id = s.matched_line_id
       JOIN journal_entries e ON e.company_id = l.company_id AND e.id = l.journal_entry_id
      WHERE s.company_id = ? AND s.id IN (${statementLineIds.map(() => "?").join(", ")})`,
    [companyId, ...statementLineIds],
  )) as { rows: CandidateRow[] };
  for (const row of rows) found.set(row.statementLineId, toCandidate(row));
  return found;
}

/** A page of the account's statement lines (newest first), unmatched ones with their candidates. */
export async function statementLinesPage(
  db: Knex,
  companyId: number,
  accountId: number,
  query: { status: StatementLineStatus; page: number; perPage: number },
): Promise<{ items: StatementLineView[]; total: number; page: number; perPage: number; unmatched: number }> {
  const base = () => {
    const q = db("statementLines").where({ companyId, accountId });
    if (query.status === "unmatched") q.whereNull("matchedLineId");
    if (query.status === "matched") q.whereNotNull("matchedLineId");
    return q;
  };
  const [[{ n }], [{ open: unmatchedCount }]] = await Promise.all([
    base().count({ n: "*" }),
    db("statementLines").where({ companyId, accountId }).whereNull("matchedLineId").count({ open: "*" }),
  ]);
  const page = Math.max(1, query.page);
  const rows: (Omit<StatementLineView, "matched" | "candidates"> & { matchedLineId: string | null })[] = await base()
    .orderBy([
      { column: "postedOn", order: "desc" },
      { column: "id", order: "desc" },
    ])
    .offset((page - 1) * query.perPage)
    .limit(query.perPage)
    .select("id", "postedOn as date", "amount", "description", "memo", "checkNumber", "fileName", "fileLine", "matchedLineId");
  const open = rows.filter((r) => r.matchedLineId === null).map((r) => r.id);
  const done = rows.filter((r) => r.matchedLineId !== null).map((r) => r.id);
  const [candidates, matched] = await Promise.all([matchCandidates(db, companyId, open), matchedLines(db, companyId, done)]);
  return {
    items: rows.map(({ matchedLineId: _m, amount, ...r }) => ({
      ...r,
      amount: toDecimal(fromDecimal(amount)),
      matched: matched.get(r.id) ?? null,
      candidates: candidates.get(r.id) ?? [],
    })),
    total: Number(n),
    page,
    perPage: query.perPage,
    unmatched: Number(unmatchedCount),
  };
}

/** A statement line of the company, locked for the rest of the transaction (404 when none). */
export async function lockStatementLine(trx: Knex.Transaction, companyId: number, id: number): Promise<StatementLine> {
  const line = await StatementLine.query(trx).modify("ofCompany", companyId).findById(id).forUpdate();
  if (!line) throw new DomainError(M.lineNotFound, 404);
  return line;
}

/** Hold the ledger line for the statement line and mark it cleared, in the caller's transaction. */
export async function holdMatch(trx: Knex.Transaction, ctx: CompanyContext, line: StatementLine, journalLineId: number): Promise<void> {
  const ledger = await trx("journalLines as l")
    .leftJoin("clearedLines as c", (j) => j.on("c.companyId", "l.companyId").andOn("c.journalLineId", "l.id"))
    .where({ "l.companyId": ctx.companyId, "l.id": journalLineId, "l.accountId": line.accountId })
    .first("l.debit", "l.credit", "c.reconciliationId");
  if (!ledger) throw new DomainError(M.ledgerLineNotFound, 404);
  const booked = (fromDecimal(ledger.debit) - fromDecimal(ledger.credit)) as Cents;
  const stated = fromDecimal(line.amount);
  if (booked !== stated) throw new DomainError(M.amountsDiffer(formatMoney(stated), formatMoney(booked)), 400);
  if (ledger.reconciliationId !== null && ledger.reconciliationId !== undefined) throw new DomainError(M.ledgerLineReconciled, 409);
  try {
    await StatementLine.query(trx)
      .modify("ofCompany", ctx.companyId)
      .findById(line.id)
      .patch({ matchedLineId: journalLineId, matchedBy: ctx.userId, matchedAt: new Date() });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(M.ledgerLineTaken, 409);
    throw error;
  }
  await setLineCleared(trx, ctx, line.accountId, journalLineId, true);
}

/** Confirm a match: the statement line holds the ledger line, which is marked cleared. */
export async function confirmMatch(db: Knex, ctx: CompanyContext, statementLineId: number, journalLineId: number): Promise<string> {
  await db.transaction(async (trx) => {
    const line = await lockStatementLine(trx, ctx.companyId, statementLineId);
    if (line.matchedLineId !== null) throw new DomainError(M.alreadyMatched, 409);
    await holdMatch(trx, ctx, line, journalLineId);
  });
  return M.matched;
}

/** Unmatch: the statement line is open again and its ledger line no longer cleared (refused when reconciled). */
export async function unmatch(db: Knex, ctx: CompanyContext, statementLineId: number): Promise<string> {
  await db.transaction(async (trx) => {
    const line = await lockStatementLine(trx, ctx.companyId, statementLineId);
    if (line.matchedLineId === null) throw new DomainError(M.notMatched, 409);
    await setLineCleared(trx, ctx, line.accountId, Number(line.matchedLineId), false);
    await StatementLine.query(trx)
      .modify("ofCompany", ctx.companyId)
      .findById(line.id)
      .patch({ matchedLineId: null, matchedBy: null, matchedAt: null });
  });
  return M.unmatched;
}

/**
 * Every candidate pair of the account's unmatched statement lines, in the order Confirm All
 * Suggested gives them out: statement lines oldest first, each one's candidates best first. One
 * statement for the whole account (ADR 0077): the account's ledger lines of the open lines' dates
 * (a range of the account's date index, not the whole account) hash-joined to the statement lines
 * on the amount, then each pair's entry looked up by its key.
 */
async function candidatePairs(trx: Knex.Transaction, companyId: number, accountId: number): Promise<{ id: number; lineId: number }[]> {
  const { rows: spans } = (await trx.raw(
    `SELECT to_char(min(posted_on), 'YYYY-MM-DD') AS "from", to_char(max(posted_on), 'YYYY-MM-DD') AS "to"
       FROM statement_lines WHERE company_id = ? AND account_id = ? AND matched_line_id IS NULL`,
    [companyId, accountId],
  )) as { rows: { from: string | null; to: string | null }[] };
  const span = spans[0];
  if (!span?.from || !span.to) return [];
  // Lines just imported are not in the table's statistics yet (ANALYZE has not seen them; PGlite
  // has no autovacuum), so the planner takes them for a handful and would scan each one's date
  // window of the account's index in a nested loop: 100,000 statement lines × every ledger line of
  // 11 days. Nested loops are off for this one statement, so the statement lines and the ledger
  // lines meet in a hash join on the amount; the entry of each pair is the one lookup left to a
  // nested loop (OFFSET 0 keeps it a lookup by key, not a hash of every entry of the company). The
  // pairs are sorted in memory (work_mem), and JIT is off: the cost that turning nested loops off
  // puts on the plan would otherwise start seconds of JIT compiling in every parallel worker.
  // set_config(…, true) is local to the transaction; the previous values are put back after.
  const { rows: setting } = (await trx.raw(
    `SELECT current_setting('enable_nestloop') AS loops, current_setting('work_mem') AS memory, current_setting('jit') AS jit,
            set_config('enable_nestloop', 'off', true), set_config('work_mem', '64MB', true), set_config('jit', 'off', true)`,
  )) as { rows: { loops: string; memory: string; jit: string }[] };
  const { rows } = (await trx.raw(
    `SELECT s.id, l.id AS "lineId"
       FROM statement_lines s
       JOIN journal_lines l ON l.company_id = s.company_id AND l.account_id = s.account_id AND l.debit - l.credit = s.amount
       CROSS JOIN LATERAL (
         SELECT x.company_id, x.status, x.reverses_entry_id, x.source_type, x.source_id
           FROM journal_entries x WHERE x.company_id = l.company_id AND x.id = l.journal_entry_id OFFSET 0) e
       CROSS JOIN LATERAL (SELECT ${CHECK_NUMBER_SQL} AS number) chk
       LEFT JOIN cleared_lines cl ON cl.company_id = l.company_id AND cl.journal_line_id = l.id
      WHERE s.company_id = ? AND s.account_id = ? AND s.matched_line_id IS NULL
        AND l.entry_date BETWEEN ?::date - ${MATCH_WINDOW_DAYS} AND ?::date + ${MATCH_WINDOW_DAYS}
        AND ${CANDIDATE_CONDITIONS}
      ORDER BY s.posted_on, s.id, ${CHECK_MATCHES} DESC, abs(l.entry_date - s.posted_on), l.id`,
    [companyId, accountId, span.from, span.to],
  )) as { rows: { id: number; lineId: string | number }[] };
  await trx.raw("SELECT set_config('enable_nestloop', ?, true), set_config('work_mem', ?, true), set_config('jit', ?, true)", [
    setting[0].loops,
    setting[0].memory,
    setting[0].jit,
  ]);
  return rows.map((r) => ({ id: r.id, lineId: Number(r.lineId) }));
}

/** Lines matched per statement (one JSON parameter each). */
const CONFIRM_BATCH = 25_000;

/**
 * Confirm every unmatched line's best candidate in the account (the bookkeeper's "confirm all
 * suggested"): oldest statement lines first, each taking its best candidate that no earlier line
 * took, each ledger line given once. Set-based: the candidates of every line in one statement,
 * then the matches and cleared marks written in bulk.
 */
export async function confirmSuggestedMatches(
  db: Knex,
  ctx: CompanyContext,
  accountId: number,
  options: { onProgress?: (done: number, total: number) => void } = {},
): Promise<{ matched: number; message: string }> {
  const matched = await db.transaction(async (trx) => {
    // One bookkeeper at a time per account: the account's row is the lock.
    await trx("companyAccounts").where({ companyId: ctx.companyId, id: accountId }).forUpdate().first("id");
    const given = new Set<number>();
    const taken = new Set<number>();
    const pairs: { id: number; lineId: number }[] = [];
    for (const pair of await candidatePairs(trx, ctx.companyId, accountId)) {
      if (given.has(pair.id) || taken.has(pair.lineId)) continue;
      given.add(pair.id);
      taken.add(pair.lineId);
      pairs.push(pair);
    }
    for (let start = 0; start < pairs.length; start += CONFIRM_BATCH) {
      // The matches and their cleared marks in one statement: the pairs are read once.
      await trx.raw(
        `WITH p AS (SELECT * FROM json_to_recordset(?::json) AS p(id integer, "lineId" bigint)),
              matched AS (
                UPDATE statement_lines s SET matched_line_id = p."lineId", matched_by = ?, matched_at = now()
                  FROM p WHERE s.company_id = ? AND s.id = p.id)
         INSERT INTO cleared_lines (company_id, journal_line_id, account_id, cleared_by)
         SELECT ?, p."lineId", ?, ? FROM p
         ON CONFLICT (company_id, journal_line_id) DO NOTHING`,
        [JSON.stringify(pairs.slice(start, start + CONFIRM_BATCH)), ctx.userId, ctx.companyId, ctx.companyId, accountId, ctx.userId],
      );
      options.onProgress?.(Math.min(start + CONFIRM_BATCH, pairs.length), pairs.length);
    }
    return pairs.length;
  });
  return { matched, message: M.matchedMany(matched) };
}
