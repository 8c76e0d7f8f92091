import type { Knex } from "knex";
import { formatUsDate, isIsoDate } from "~/lib/dates";
import { formatMoney, fromDecimal, toDecimal, type Cents } from "~/lib/money";
import { isDebitNormal, type AccountType } from "./account-types";
import { DomainError } from "~/utils/errors";
import { DocumentCounter } from "./document-counter.model";
import { checkLines } from "./rules";

// The ledger: the one posting function every document uses, reversals, document numbers and
// balances. A posting runs inside the caller's transaction (the document and its entry commit or
// roll back together); a database trigger also refuses an unbalanced entry at commit.
//
// The ledger owns journal_entries, journal_lines and document_counters and is the one writer of
// posted entries; it sits below every module that posts (accounts, vendors, items, documents), so
// it imports none of them and writes with plain Knex. An entry and its lines are read as one
// aggregate through the JournalEntry model of app/modules/journal/ (which joins them to accounts
// and vendors). Posting is the hot path of every document and of imports, so postEntries writes a
// whole batch set-based: one query checks every account, one counter update reserves the numbers,
// one INSERT writes the entries and one their lines (rows sent as one JSON parameter); postEntry is
// the batch of one; an insertGraph cost more Node CPU per entry than the rest of the posting
// (ADR 0011). A reversal is the batch of one entry, written the same way. Lines are never updated
// or deleted (a trigger refuses it), so an entry is never upserted. Balances and the trial balance are
// set-based (the registers are banking's).

export interface LedgerContext {
  companyId: number;
  userId?: number | null;
}

export interface PostingLine {
  accountId: number;
  debit?: Cents;
  credit?: Cents;
  memo?: string;
  vendorId?: number | null;
  customerId?: number | null;
  itemId?: number | null;
}

export interface Posting {
  /** Document type and number series: JE, OB (opening balance), DEP (deposit), BILL, … */
  entryType: string;
  /** YYYY-MM-DD */
  entryDate: string;
  comments?: string;
  sourceType?: string;
  sourceId?: number;
  /**
   * The number the entry takes, when its document reserved it (takeEntryNo) to carry it too;
   * otherwise the next of the series is taken as it posts.
   */
  entryNo?: string;
  /** The entry this one reverses (an import posts a cancelled entry's reversal as such). */
  reversesEntryId?: number;
  lines: PostingLine[];
}

export interface PostedEntry {
  id: number;
  entryNo: string;
  entryType: string;
  entryDate: string;
  status: "posted";
}

function requireTransaction(db: Knex): asserts db is Knex.Transaction {
  if (!(db as Knex.Transaction).isTransaction) {
    throw new Error("The ledger posts only inside the caller's transaction: pass trx");
  }
}

/** "JE-0001" */
export function formatEntryNo(entryType: string, value: number): string {
  return `${entryType}-${String(value).padStart(4, "0")}`;
}

/**
 * Take the next number of a company's document series. The counter row stays locked until the
 * transaction ends, so numbers are gapless (a rollback gives the number back) and never shared.
 */
async function takeDocumentNumber(trx: Knex.Transaction, companyId: number, documentType: string): Promise<number> {
  return takeDocumentNumbers(trx, companyId, documentType, 1);
}

/** Reserve `count` consecutive numbers of a series in one step; returns the first. */
export async function takeDocumentNumbers(trx: Knex.Transaction, companyId: number, documentType: string, count: number): Promise<number> {
  requireTransaction(trx);
  const { rows } = await trx.raw(
    `INSERT INTO document_counters (company_id, document_type, last_value) VALUES (?, ?, ?)
     ON CONFLICT (company_id, document_type) DO UPDATE SET last_value = document_counters.last_value + EXCLUDED.last_value
     RETURNING last_value AS "lastValue"`, // raw() rows are not camel-cased by the mappers
    [companyId, documentType, count],
  );
  return Number(rows[0].lastValue) - count + 1;
}

/**
 * Reserve the next number of a series for a document that carries its journal entry's number
 * (a bill is BILL-0007 and so is its entry): pass it as the posting's entryNo.
 */
export async function takeEntryNo(trx: Knex.Transaction, companyId: number, entryType: string): Promise<string> {
  return formatEntryNo(entryType, await takeDocumentNumber(trx, companyId, entryType));
}

/** The number the next posted document of this series will get (not reserved). */
export async function peekEntryNo(db: Knex, companyId: number, entryType: string): Promise<string> {
  const counter = await DocumentCounter.query(db).findById([companyId, entryType]).select("lastValue");
  return formatEntryNo(entryType, (counter?.lastValue ?? 0) + 1);
}

/** A posting's own problems (lines, amounts, balance, date), before its accounts are looked up. */
function postingProblems(posting: Posting): string[] {
  const lines = posting.lines.map((l) => ({ accountId: l.accountId, debit: l.debit ?? (0 as Cents), credit: l.credit ?? (0 as Cents) }));
  const messages = checkLines(lines);
  if (!isIsoDate(posting.entryDate)) messages.unshift("Entry date must be a valid date");
  return messages;
}

/** Problems with the accounts the postings name: another company's (or no) account, or an inactive one. */
async function accountProblems(db: Knex, companyId: number, postings: readonly Posting[]): Promise<string[]> {
  const ids = [
    ...new Set(postings.flatMap((p) => p.lines.map((l) => l.accountId)).filter((id): id is number => Number.isSafeInteger(id) && id > 0)),
  ];
  if (!ids.length) return [];
  const accounts: { id: number; accountName: string; active: boolean }[] = await db("companyAccounts")
    .where({ companyId })
    .whereIn("id", ids)
    .select("id", "accountName", "active");
  const found = new Map(accounts.map((a) => [a.id, a]));
  return ids.flatMap((id) => {
    const account = found.get(id);
    if (!account) return [`Account ${id} was not found in this company`];
    return account.active ? [] : [`Account "${account.accountName}" is inactive`];
  });
}

/**
 * A draft's rows may be unbalanced or incomplete, but each account they name must be one of this
 * company's: refused with the message posting gives (whether active is checked when it posts).
 */
export async function validateDraftAccounts(db: Knex, ctx: LedgerContext, accountIds: readonly (number | null)[]): Promise<void> {
  const lines = accountIds.filter((id): id is number => id !== null).map((accountId) => ({ accountId }));
  const messages = (await accountProblems(db, ctx.companyId, [{ entryType: "", entryDate: "", lines }])).filter(
    (message) => !message.endsWith("is inactive"),
  );
  if (messages.length) throw new DomainError(messages.join("\n"), 400, { entries: messages });
}

/** Check a posting's lines against the rules and the company's accounts; throws with every problem. */
async function validatePosting(db: Knex, ctx: LedgerContext, posting: Posting): Promise<void> {
  const messages = [...postingProblems(posting), ...(await accountProblems(db, ctx.companyId, [posting]))];
  if (messages.length) throw new DomainError(messages.join("\n"), 400, { entries: messages });
}

/** A line's row as written (the JournalLine model's columns). */
interface LineRow {
  companyId: number;
  journalEntryId: number;
  lineNo: number;
  accountId: number;
  entryDate: string;
  debit: string;
  credit: string;
  memo: string;
  vendorId: number | null;
  customerId: number | null;
  itemId: number | null;
}

function lineRows(ctx: LedgerContext, entryId: number, posting: Posting): LineRow[] {
  return posting.lines.map((line, index) => ({
    companyId: ctx.companyId,
    journalEntryId: entryId,
    lineNo: index + 1,
    accountId: line.accountId,
    entryDate: posting.entryDate,
    debit: toDecimal(line.debit ?? 0),
    credit: toDecimal(line.credit ?? 0),
    memo: line.memo ?? "",
    vendorId: line.vendorId ?? null,
    customerId: line.customerId ?? null,
    itemId: line.itemId ?? null,
  }));
}

/** The entry as PostedEntry reports it. */
const postedEntry = (entry: { id: number; entryNo: string; entryType: string; entryDate: string }): PostedEntry => ({
  id: entry.id,
  entryNo: entry.entryNo,
  entryType: entry.entryType,
  entryDate: entry.entryDate,
  status: "posted",
});

/** Entries (and, separately, lines) written by one INSERT: the statement's JSON stays a few MB. */
const ENTRIES_PER_INSERT = 5_000;
const LINES_PER_INSERT = 20_000;

/**
 * Write posted entries with the given numbers, in `postings`' order, and their lines: one
 * INSERT … SELECT FROM json_to_recordset per batch of rows, so the SQL and its one parameter stay
 * the same size whatever the batch (a multi-row VALUES list takes ten parameters a line and its
 * text grows with it). Returns the entries in `postings`' order.
 */
async function writeEntries(
  trx: Knex.Transaction,
  ctx: LedgerContext,
  entryType: string,
  postings: readonly Posting[],
  numbers: readonly string[],
): Promise<PostedEntry[]> {
  const posted: PostedEntry[] = [];
  for (let start = 0; start < postings.length; start += ENTRIES_PER_INSERT) {
    const batch = postings.slice(start, start + ENTRIES_PER_INSERT);
    const rows = batch.map((posting, i) => ({
      entry_no: numbers[start + i],
      entry_date: posting.entryDate,
      comments: posting.comments ?? "",
      source_type: posting.sourceType ?? null,
      source_id: posting.sourceId ?? null,
      reverses_entry_id: posting.reversesEntryId ?? null,
    }));
    const { rows: inserted } = (await trx.raw(
      `INSERT INTO journal_entries
         (company_id, entry_type, entry_no, entry_date, comments, status, source_type, source_id, reverses_entry_id, created_by, posted_at)
       SELECT ?, ?, r.entry_no, r.entry_date, r.comments, 'posted', r.source_type, r.source_id, r.reverses_entry_id, ?, now()
         FROM json_to_recordset(?::json)
           AS r(entry_no text, entry_date date, comments text, source_type text, source_id integer, reverses_entry_id integer)
       RETURNING id, entry_no AS "entryNo"`, // raw() rows are not camel-cased by the mappers
      [ctx.companyId, entryType, ctx.userId ?? null, JSON.stringify(rows)],
    )) as { rows: { id: number; entryNo: string }[] };
    const idOf = new Map(inserted.map((row) => [row.entryNo, row.id]));
    const entries = batch.map((posting, i) => ({
      id: idOf.get(rows[i].entry_no)!,
      entryNo: rows[i].entry_no,
      entryType,
      entryDate: posting.entryDate,
      status: "posted" as const,
    }));
    const lines = batch.flatMap((posting, i) => lineRows(ctx, entries[i].id, posting));
    for (let l = 0; l < lines.length; l += LINES_PER_INSERT) {
      // The rows as lineRows() makes them (camelCase keys: raw() has no mappers, so quoted here).
      await trx.raw(
        `INSERT INTO journal_lines (company_id, journal_entry_id, line_no, account_id, entry_date, debit, credit, memo, vendor_id, customer_id, item_id)
         SELECT * FROM json_to_recordset(?::json) AS r("companyId" integer, "journalEntryId" integer, "lineNo" integer,
           "accountId" integer, "entryDate" date, debit numeric, credit numeric, memo text, "vendorId" integer, "customerId" integer,
           "itemId" integer)`,
        [JSON.stringify(lines.slice(l, l + LINES_PER_INSERT))],
      );
    }
    posted.push(...entries);
  }
  return posted;
}

/**
 * Post a balanced journal entry for a document, inside the caller's transaction. Refuses an
 * empty or unbalanced posting, a line on another company's account or on an inactive account.
 */
export async function postEntry(trx: Knex.Transaction, ctx: LedgerContext, posting: Posting): Promise<PostedEntry> {
  const [entry] = await postEntries(trx, ctx, [posting]);
  return entry;
}

/**
 * Post a draft (its rows kept on the entry) as it stands: it gets its number now and its lines
 * go into the ledger.
 */
export async function postDraftEntry(
  trx: Knex.Transaction,
  ctx: LedgerContext,
  entryId: number,
  draft: Omit<Posting, "sourceType" | "sourceId">,
): Promise<PostedEntry> {
  requireTransaction(trx);
  await validatePosting(trx, ctx, draft);
  const entryNo = formatEntryNo(draft.entryType, await takeDocumentNumber(trx, ctx.companyId, draft.entryType));
  const [entry] = await trx("journalEntries")
    .where({ companyId: ctx.companyId, id: entryId, status: "draft" })
    .update({
      entryNo,
      entryDate: draft.entryDate,
      comments: draft.comments ?? "",
      status: "posted",
      draftLines: null,
      postedAt: trx.fn.now(),
    })
    .returning(["id", "entryNo", "entryType", "entryDate"]);
  if (!entry) throw new DomainError("Only a draft can be posted", 409);
  await trx("journalLines").insert(lineRows(ctx, entryId, draft));
  return postedEntry(entry);
}

/**
 * Cancel a posted entry by posting its reversal (every debit becomes a credit and vice versa),
 * dated `date` (default: the original's date). The original's lines stay as they were.
 */
export async function reverseEntry(
  trx: Knex.Transaction,
  ctx: LedgerContext,
  entryId: number,
  options: { date?: string; comments?: string } = {},
): Promise<PostedEntry> {
  requireTransaction(trx);
  const original: { id: number; entryNo: string; entryType: string; entryDate: string; status: string } | undefined = await trx(
    "journalEntries",
  )
    .where({ companyId: ctx.companyId, id: entryId })
    .forUpdate()
    .first("id", "entryNo", "entryType", "entryDate", "status");
  if (!original) throw new DomainError("Journal entry not found", 404);
  if (original.status === "cancelled") throw new DomainError(`Journal entry ${original.entryNo} is already cancelled`, 409);
  if (original.status !== "posted") throw new DomainError("Only a posted entry can be cancelled", 409);
  await assertNotReconciled(trx, ctx.companyId, original.id);
  // An entry found unbalanced (written past the ledger) would post an unbalanced reversal.
  const lines: Pick<LineRow, "accountId" | "debit" | "credit" | "memo" | "vendorId" | "customerId" | "itemId">[] = await trx("journalLines")
    .where({ companyId: ctx.companyId, journalEntryId: original.id })
    .orderBy("lineNo")
    .select("accountId", "debit", "credit", "memo", "vendorId", "customerId", "itemId");
  const debits = lines.reduce((sum, l) => sum + fromDecimal(l.debit), 0);
  const credits = lines.reduce((sum, l) => sum + fromDecimal(l.credit), 0);
  if (!lines.length || debits !== credits) {
    throw new DomainError(
      `Journal entry ${original.entryNo} does not balance (debits ${formatMoney(debits)}, credits ${formatMoney(credits)}): it cannot be cancelled.`,
      409,
    );
  }
  const date = options.date ?? original.entryDate;
  if (!isIsoDate(date)) throw new DomainError("Entry date must be a valid date", 400);
  // The reversal posts even if an account has since been made inactive: it restores the books.
  const entryNo = formatEntryNo(original.entryType, await takeDocumentNumber(trx, ctx.companyId, original.entryType));
  const reversalPosting: Posting = {
    entryType: original.entryType,
    entryDate: date,
    comments: options.comments ?? `Reversal of ${original.entryNo}`,
    reversesEntryId: original.id,
    lines: lines.map((l) => ({
      accountId: l.accountId,
      debit: fromDecimal(l.credit),
      credit: fromDecimal(l.debit),
      memo: l.memo,
      vendorId: l.vendorId,
      customerId: l.customerId,
      itemId: l.itemId,
    })),
  };
  const [reversal] = await writeEntries(trx, ctx, original.entryType, [reversalPosting], [entryNo]);
  await markReversed(trx, ctx.companyId, [{ original: original.id, reversal: reversal.id }]);
  return reversal;
}

/**
 * Refuse (409) to cancel an entry a finished bank reconciliation holds a line of: a reconciled
 * line's amount, date and account are what the statement agreed with, so neither a void nor an
 * edit (which reverses the entry and posts another) may take it away until the reconciliation is
 * undone. Every void and edit of a posted document reverses its entry here, so this is the one
 * place the rule is kept. The marks are banking's rows (cleared_lines, reconciliations, ADR 0060),
 * read here as reports read across modules.
 */
export async function assertNotReconciled(db: Knex, companyId: number, entryId: number): Promise<void> {
  const held: { statementDate: string; finishedOn: string; accountName: string; accountNumber: string } | undefined = await db(
    "clearedLines as c",
  )
    .join("journalLines as l", (j) => j.on("l.companyId", "c.companyId").andOn("l.id", "c.journalLineId"))
    .join("reconciliations as r", (j) => j.on("r.companyId", "c.companyId").andOn("r.id", "c.reconciliationId"))
    .join("companyAccounts as a", (j) => j.on("a.companyId", "r.companyId").andOn("a.id", "r.accountId"))
    .where({ "c.companyId": companyId, "l.journalEntryId": entryId })
    .orderBy("r.statementDate", "desc")
    .first("r.statementDate", db.raw(`to_char(r.finished_at, 'YYYY-MM-DD') AS "finishedOn"`), "a.accountName", "a.accountNumber");
  if (held) throw new DomainError(RECONCILED_MESSAGE(held), 409);
}

/** "This transaction was reconciled on 02/03/2026 (statement ending 01/31/2026, 1000 Checking). Undo that reconciliation first." */
export const RECONCILED_MESSAGE = (r: { statementDate: string; finishedOn: string; accountNumber: string; accountName: string }) =>
  `This transaction was reconciled on ${formatUsDate(r.finishedOn)} (statement ending ${formatUsDate(r.statementDate)}, ${r.accountNumber} ${r.accountName}). Undo that reconciliation first.`;

/**
 * Mark each original cancelled by its reversal (the one change the ledger allows a posted entry),
 * many at once: an import posts the reversals of its cancelled entries with postEntries
 * (reversesEntryId set) and then marks the originals with this.
 */
export async function markReversed(trx: Knex.Transaction, companyId: number, pairs: readonly { original: number; reversal: number }[]) {
  requireTransaction(trx);
  for (let start = 0; start < pairs.length; start += 1000) {
    const chunk = pairs.slice(start, start + 1000);
    await trx.raw(
      `UPDATE journal_entries e SET status = 'cancelled', reversed_by_entry_id = v.reversal, cancelled_at = now()
       FROM (VALUES ${chunk.map(() => "(?::int, ?::int)").join(", ")}) AS v(original, reversal)
       WHERE e.company_id = ? AND e.id = v.original AND e.status = 'posted'`,
      [...chunk.flatMap((p) => [p.original, p.reversal]), companyId],
    );
  }
}

/**
 * Post many entries of one document series at once, inside the caller's transaction: every
 * posting's lines and dates are checked, then every account of the batch in one query; the batch's
 * numbers are reserved in one counter update (consecutive, in `postings`' order) and the rows
 * written set-based. All or nothing: one bad posting refuses the batch with every problem found.
 * The deferred balance trigger still checks each entry at commit.
 */
export async function postEntries(trx: Knex.Transaction, ctx: LedgerContext, postings: readonly Posting[]): Promise<PostedEntry[]> {
  requireTransaction(trx);
  if (!postings.length) return [];
  const entryType = postings[0].entryType;
  if (postings.some((p) => p.entryType !== entryType)) throw new Error("postEntries posts one document series at a time");
  const messages = [...postings.flatMap(postingProblems), ...(await accountProblems(trx, ctx.companyId, postings))];
  if (messages.length) throw new DomainError(messages.join("\n"), 400, { entries: messages });
  const numbered = postings.filter((p) => p.entryNo !== undefined).length;
  if (numbered > 0 && numbered < postings.length) throw new Error("postEntries: either every posting brings its entryNo or none does");
  const numbers = numbered
    ? postings.map((p) => p.entryNo!)
    : await takeDocumentNumbers(trx, ctx.companyId, entryType, postings.length).then((first) =>
        postings.map((_, i) => formatEntryNo(entryType, first + i)),
      );
  return writeEntries(trx, ctx, entryType, postings, numbers);
}

// Balances: debits minus credits of posted lines (cancelled entries and their reversals both
// count, and cancel out), then signed by the account type's normal side.

export interface AccountBalance {
  accountId: number;
  /** debits − credits */
  net: Cents;
}

/** Each account's debits − credits of its lines up to `asOf` (and from `from`: a period's movement). */
export async function accountNets(
  db: Knex,
  companyId: number,
  options: { asOf?: string; from?: string; accountIds?: number[] } = {},
): Promise<Map<number, Cents>> {
  const query = db("journalLines").where({ companyId }).groupBy("accountId").select("accountId", db.raw("sum(debit) - sum(credit) as net"));
  if (options.from) query.where("entryDate", ">=", options.from);
  if (options.asOf) query.where("entryDate", "<=", options.asOf);
  if (options.accountIds) query.whereIn("accountId", options.accountIds);
  const rows: { accountId: number; net: string }[] = await query;
  return new Map(rows.map((r) => [r.accountId, fromDecimal(r.net)]));
}

/** The balance as the account's type reads it: positive on its normal side. */
export function normalBalance(accountType: AccountType, net: Cents): Cents {
  return (isDebitNormal(accountType) ? net : -net) as Cents;
}

export interface TrialBalanceRow {
  accountId: number;
  accountNumber: string;
  accountName: string;
  accountType: AccountType;
  debit: Cents;
  credit: Cents;
}

/** Every account with a non-zero balance as of a date, in a debit or a credit column. */
export async function trialBalance(db: Knex, companyId: number, asOf: string) {
  // The lines are summed per account first and the few sums joined to their accounts after, rather
  // than every line joined to its account and then grouped.
  const nets = db("journalLines")
    .where({ companyId })
    .where("entryDate", "<=", asOf)
    .groupBy("accountId")
    .havingRaw("sum(debit) <> sum(credit)")
    .select("accountId", db.raw("sum(debit) - sum(credit) as net"));
  const rows: { accountId: number; accountNumber: string; accountName: string; accountType: AccountType; net: string }[] = await db
    .from(nets.as("n"))
    .join("companyAccounts as a", function () {
      this.on("a.companyId", db.raw("?", [companyId])).andOn("a.id", "n.accountId");
    })
    .orderBy("a.accountNumber")
    .select("a.id as accountId", "a.accountNumber", "a.accountName", "a.accountType", "n.net");
  const result: TrialBalanceRow[] = rows.map(({ net: netText, ...account }) => {
    const net = fromDecimal(netText);
    return { ...account, debit: (net > 0 ? net : 0) as Cents, credit: (net < 0 ? -net : 0) as Cents };
  });
  const totals = {
    debit: result.reduce((s, r) => s + r.debit, 0) as Cents,
    credit: result.reduce((s, r) => s + r.credit, 0) as Cents,
  };
  return { asOf, rows: result, totals };
}
