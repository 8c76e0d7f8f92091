import type { Knex } from "knex";
import { isIsoDate } from "~/lib/dates";
import { formatMoney, fromDecimal, toDecimal, type Cents } from "~/lib/money";
import { isDebitNormal, type AccountType } from "~/modules/accounts/account-types";
import { DomainError } from "~/utils/errors";
import { DocumentCounter } from "./document-counter.model";
import { JournalEntry, JournalLine } from "./journal-entry.model";
import { checkLines } from "./rules";

// The ledger: the one posting function every document uses, reversals, document numbers and
// balances. A posting runs inside the caller's transaction (the document and its entry commit or
// roll back together); a database trigger also refuses an unbalanced entry at commit.
//
// An entry and its lines are one aggregate (the JournalEntry model's graph). Posting is the hot
// path of every document and of imports, so postEntry and postEntries write it with plain inserts
// of rows typed by the models: an insertGraph costs more Node CPU per entry than the rest of the
// posting (ADR 0011). A reversal is written with insertGraph, a draft through the model. Lines are
// never updated or deleted (a trigger refuses it), so an entry is never upserted. Balances, the
// trial balance and registers are set-based and stay plain Knex.

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
export async function takeDocumentNumber(trx: Knex.Transaction, companyId: number, documentType: string): Promise<number> {
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
export async function validatePosting(db: Knex, ctx: LedgerContext, posting: Posting): Promise<void> {
  const messages = [...postingProblems(posting), ...(await accountProblems(db, ctx.companyId, [posting]))];
  if (messages.length) throw new DomainError(messages.join("\n"), 400, { entries: messages });
}

/** A line's row as written: the JournalLine model's columns. */
type LineRow = Pick<
  JournalLine,
  "companyId" | "journalEntryId" | "lineNo" | "accountId" | "entryDate" | "debit" | "credit" | "memo" | "vendorId" | "itemId"
>;
/** An entry's row as written: the JournalEntry model's columns, posted now. */
type EntryRow = Pick<
  JournalEntry,
  "companyId" | "entryType" | "entryNo" | "entryDate" | "comments" | "status" | "sourceType" | "sourceId" | "reversesEntryId" | "createdBy"
> & {
  postedAt: Knex.Raw;
};

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
    itemId: line.itemId ?? null,
  }));
}

/** A posting's lines as the graph of a new entry: the relation fills in their company and entry. */
function graphLines(ctx: LedgerContext, posting: Posting) {
  return lineRows(ctx, 0, posting).map(({ journalEntryId: _entry, ...line }) => line);
}

/** The entry as PostedEntry reports it. */
const postedEntry = (entry: Pick<JournalEntry, "id" | "entryNo" | "entryType" | "entryDate">): PostedEntry => ({
  id: entry.id,
  entryNo: entry.entryNo,
  entryType: entry.entryType,
  entryDate: entry.entryDate,
  status: "posted",
});

function entryRow(trx: Knex.Transaction, ctx: LedgerContext, posting: Posting, entryNo: string): EntryRow {
  return {
    companyId: ctx.companyId,
    entryType: posting.entryType,
    entryNo,
    entryDate: posting.entryDate,
    comments: posting.comments ?? "",
    status: "posted",
    sourceType: posting.sourceType ?? null,
    sourceId: posting.sourceId ?? null,
    reversesEntryId: posting.reversesEntryId ?? null,
    createdBy: ctx.userId ?? null,
    postedAt: trx.fn.now(),
  };
}

/**
 * Post a balanced journal entry for a document, inside the caller's transaction. Refuses an
 * empty or unbalanced posting, a line on another company's account or on an inactive account.
 */
export async function postEntry(trx: Knex.Transaction, ctx: LedgerContext, posting: Posting): Promise<PostedEntry> {
  requireTransaction(trx);
  await validatePosting(trx, ctx, posting);
  const entryNo = formatEntryNo(posting.entryType, await takeDocumentNumber(trx, ctx.companyId, posting.entryType));
  // The hot path: plain inserts, not insertGraph (see the header comment).
  const [entry] = await trx(JournalEntry.tableName)
    .insert(entryRow(trx, ctx, posting, entryNo))
    .returning(["id", "entryNo", "entryType", "entryDate", "status"]);
  await trx(JournalLine.tableName).insert(lineRows(ctx, entry.id, posting));
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
  const [entry] = await JournalEntry.query(trx)
    .modify("ofCompany", ctx.companyId)
    .where({ id: entryId, status: "draft" })
    .patch({
      entryNo,
      entryDate: draft.entryDate,
      comments: draft.comments ?? "",
      status: "posted",
      draftLines: null,
      postedAt: trx.fn.now(),
    })
    .returning(["id", "entryNo", "entryType", "entryDate"]);
  if (!entry) throw new DomainError("Only a draft can be posted", 409);
  await JournalLine.query(trx).insert(lineRows(ctx, entryId, draft));
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
  const original = await JournalEntry.query(trx)
    .modify("ofCompany", ctx.companyId)
    .findById(entryId)
    .forUpdate()
    .select("id", "companyId", "entryNo", "entryType", "entryDate", "status")
    .withGraphFetched("lines(inOrder)");
  if (!original) throw new DomainError("Journal entry not found", 404);
  if (original.status === "cancelled") throw new DomainError(`Journal entry ${original.entryNo} is already cancelled`, 409);
  if (original.status !== "posted") throw new DomainError("Only a posted entry can be cancelled", 409);
  // An entry found unbalanced (written past the ledger) would post an unbalanced reversal.
  const lines = original.lines ?? [];
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
    lines: (original.lines ?? []).map((l) => ({
      accountId: l.accountId,
      debit: fromDecimal(l.credit),
      credit: fromDecimal(l.debit),
      memo: l.memo,
      vendorId: l.vendorId,
      itemId: l.itemId,
    })),
  };
  const reversal = await JournalEntry.query(trx).insertGraph({
    companyId: ctx.companyId,
    entryType: original.entryType,
    entryNo,
    entryDate: date,
    comments: options.comments ?? `Reversal of ${original.entryNo}`,
    status: "posted",
    reversesEntryId: original.id,
    createdBy: ctx.userId ?? null,
    postedAt: trx.fn.now(),
    lines: graphLines(ctx, reversalPosting),
  });
  await JournalEntry.query(trx)
    .modify("ofCompany", ctx.companyId)
    .findById(original.id)
    .patch({ status: "cancelled", reversedByEntryId: reversal.id, cancelledAt: trx.fn.now() });
  return postedEntry(reversal);
}

const BATCH_ROWS = 500;

/**
 * Post many entries of one document series at once, inside the caller's transaction (imports).
 * The same checks as postEntry, but the numbers are taken in one step (in the order of
 * `postings`) and the rows written in batches: one postEntry per entry would update the series'
 * counter row once per entry, which slows down within one transaction as the row's versions pile up.
 */
export async function postEntries(trx: Knex.Transaction, ctx: LedgerContext, postings: readonly Posting[]): Promise<PostedEntry[]> {
  requireTransaction(trx);
  if (!postings.length) return [];
  const entryType = postings[0].entryType;
  if (postings.some((p) => p.entryType !== entryType)) throw new Error("postEntries posts one document series at a time");
  for (const posting of postings) {
    const messages = postingProblems(posting);
    if (messages.length) throw new DomainError(messages.join("\n"), 400, { entries: messages });
  }
  const messages = await accountProblems(trx, ctx.companyId, postings);
  if (messages.length) throw new DomainError(messages.join("\n"), 400, { entries: messages });

  const first = await takeDocumentNumbers(trx, ctx.companyId, entryType, postings.length);
  const posted: PostedEntry[] = [];
  for (let start = 0; start < postings.length; start += BATCH_ROWS) {
    const batch = postings.slice(start, start + BATCH_ROWS);
    const numbers = batch.map((_, i) => formatEntryNo(entryType, first + start + i));
    const entries: PostedEntry[] = await trx(JournalEntry.tableName)
      .insert(batch.map((posting, i) => entryRow(trx, ctx, posting, numbers[i])))
      .returning(["id", "entryNo", "entryType", "entryDate", "status"]);
    const byNo = new Map(entries.map((e) => [e.entryNo, e]));
    const ordered = numbers.map((no) => byNo.get(no)!);
    const lines = batch.flatMap((posting, i) => lineRows(ctx, ordered[i].id, posting));
    for (let l = 0; l < lines.length; l += BATCH_ROWS) await trx(JournalLine.tableName).insert(lines.slice(l, l + BATCH_ROWS));
    posted.push(...ordered);
  }
  return posted;
}

// Opening Balance Equity: the other side of every opening balance (accounts, vendors, items).

export const OPENING_BALANCE_EQUITY = { accountNumber: "3000", accountName: "Opening Balance Equity", accountType: "Equity" } as const;

/** The company's Opening Balance Equity account, created when first needed. */
export async function openingBalanceEquityAccount(trx: Knex.Transaction, companyId: number): Promise<number> {
  requireTransaction(trx);
  // Serialise creators within the company.
  await trx.raw("SELECT pg_advisory_xact_lock(?, ?)", [4242, companyId]);
  const existing = await trx("companyAccounts")
    .where({ companyId, accountType: "Equity" })
    .whereRaw("lower(btrim(account_name)) = lower(?)", [OPENING_BALANCE_EQUITY.accountName])
    .first("id");
  if (existing) return existing.id;
  const taken = new Set(
    (
      await trx("companyAccounts")
        .where({ companyId })
        .whereRaw("btrim(account_number) in ('3000', '3999', '39999')")
        .pluck("accountNumber")
    ).map((n: string) => n.trim()),
  );
  const accountNumber = ["3000", "3999", "39999"].find((n) => !taken.has(n)) ?? `OBE-${companyId}`;
  const [row] = await trx("companyAccounts")
    .insert({
      companyId,
      accountType: OPENING_BALANCE_EQUITY.accountType,
      accountNumber,
      accountName: OPENING_BALANCE_EQUITY.accountName,
      description: "Balancing account for opening balances",
      isSystem: true,
    })
    .returning("id");
  return row.id;
}

// Balances: debits minus credits of posted lines (cancelled entries and their reversals both
// count, and cancel out), then signed by the account type's normal side.

export interface AccountBalance {
  accountId: number;
  /** debits − credits */
  net: Cents;
}

export async function accountNets(
  db: Knex,
  companyId: number,
  options: { asOf?: string; accountIds?: number[] } = {},
): Promise<Map<number, Cents>> {
  const query = db("journalLines").where({ companyId }).groupBy("accountId").select("accountId", db.raw("sum(debit) - sum(credit) as net"));
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
  const rows: { accountId: number; accountNumber: string; accountName: string; accountType: AccountType; net: string }[] = await db(
    "journalLines as l",
  )
    .join("companyAccounts as a", function () {
      this.on("a.companyId", "l.companyId").andOn("a.id", "l.accountId");
    })
    .where("l.companyId", companyId)
    .where("l.entryDate", "<=", asOf)
    .groupBy("a.id", "a.accountNumber", "a.accountName", "a.accountType")
    .havingRaw("sum(l.debit) <> sum(l.credit)")
    .orderBy("a.accountNumber")
    .select("a.id as accountId", "a.accountNumber", "a.accountName", "a.accountType", db.raw("sum(l.debit) - sum(l.credit) as net"));
  const result: TrialBalanceRow[] = rows.map((r) => {
    const net = fromDecimal(r.net);
    return {
      accountId: r.accountId,
      accountNumber: r.accountNumber,
      accountName: r.accountName,
      accountType: r.accountType,
      debit: (net > 0 ? net : 0) as Cents,
      credit: (net < 0 ? -net : 0) as Cents,
    };
  });
  const totals = {
    debit: result.reduce((s, r) => s + r.debit, 0) as Cents,
    credit: result.reduce((s, r) => s + r.credit, 0) as Cents,
  };
  return { asOf, rows: result, totals };
}

export interface RegisterLine {
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
}

/** An account's lines, newest first, with the running balance after each; paginated. */
export async function accountRegister(
  db: Knex,
  companyId: number,
  account: { id: number; accountType: AccountType },
  page: { offset: number; perPage: number },
): Promise<{ items: RegisterLine[]; total: number }> {
  const sign = isDebitNormal(account.accountType) ? 1 : -1;
  const [{ total }] = await db("journalLines").where({ companyId, accountId: account.id }).count({ total: "*" });
  const rows = await db
    .with("running", (q) =>
      q
        .from("journalLines as l")
        .join("journalEntries as e", function () {
          this.on("e.companyId", "l.companyId").andOn("e.id", "l.journalEntryId");
        })
        .where({ "l.companyId": companyId, "l.accountId": account.id })
        .select(
          "l.id as lineId",
          "e.id as entryId",
          "l.entryDate",
          "e.entryType",
          "e.entryNo",
          "e.status",
          db.raw("coalesce(nullif(l.memo, ''), e.comments) as memo"),
          "l.debit",
          "l.credit",
          db.raw("sum(l.debit - l.credit) over (order by l.entry_date, l.id) as running"),
        ),
    )
    .from("running")
    .orderBy([
      { column: "entryDate", order: "desc" },
      { column: "lineId", order: "desc" },
    ])
    .limit(page.perPage)
    .offset(page.offset);
  return {
    total: Number(total),
    items: rows.map((r: Record<string, string & number>) => ({
      lineId: Number(r.lineId),
      entryId: r.entryId,
      entryDate: r.entryDate,
      entryType: r.entryType,
      entryNo: r.entryNo,
      status: r.status,
      memo: r.memo,
      debit: fromDecimal(r.debit),
      credit: fromDecimal(r.credit),
      balance: (sign * fromDecimal(r.running)) as Cents,
    })),
  };
}
