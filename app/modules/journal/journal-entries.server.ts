import { recordCompanyId } from "~/modules/companies/companies.server";
import { likeAnywhere } from "~/lib/search-text";
import type { Knex } from "knex";
import { formatMoney, fromDecimal, sumCents, toDecimal, type Cents } from "~/lib/money";
import { recordActivity } from "~/modules/activity/activity.server";
import type { ListResult, PageParams } from "~/lib/pagination";
import { Account } from "~/modules/accounts/account.model";
import { DomainError } from "~/utils/errors";
import { patchVersioned } from "~/utils/model";
import { inTransaction } from "~/utils/transaction.server";
import { JournalEntry, type DraftLine } from "./journal-entry.model";
import {
  peekEntryNo,
  postDraftEntry,
  postEntry,
  reverseEntry,
  validateDraftAccounts,
  type LedgerContext,
} from "~/modules/ledger/ledger.server";
import { JOURNAL_STATUSES, type JournalEntryInput } from "./schema";

// Journal Entry documents: entered by hand, posted as entered. Drafts keep their rows on the entry
// until posted; posted entries are never edited or deleted, only cancelled (reversed). An entry is
// read with its lines and their accounts through the JournalEntry model; the list is set-based
// (a total per entry) and stays plain Knex.

export const JOURNAL_ENTRY_TYPE = "JE";
const DRAFT_NUMBER = "DRAFT";

export interface JournalLineView {
  lineNo: number;
  accountId: number | null;
  accountNumber: string | null;
  accountName: string | null;
  memo: string;
  debit: string;
  credit: string;
}

export interface JournalEntryView {
  id: number;
  entryNo: string;
  entryType: string;
  entryDate: string;
  comments: string;
  status: "draft" | "posted" | "cancelled";
  reversesEntryId: number | null;
  reversedByEntryId: number | null;
  sourceType: string | null;
  /** Bumped by every save of a draft; an edit sends the one it was made on (ADR 0014) */
  version: number;
  createdAt: Date;
  lines: JournalLineView[];
  totals: { debit: string; credit: string };
  /**
   * What is wrong with an entry found in a state the ledger never writes (its debits and credits
   * differ, it has no lines, an unknown status): shown with the entry, never a 500.
   */
  problems: string[];
}

type LineInput = JournalEntryInput["entries"][number];

function draftRows(entries: readonly LineInput[]): DraftLine[] {
  return entries.map((l) => ({ accountId: l.accountId, memo: l.memo, debit: toDecimal(l.debit), credit: toDecimal(l.credit) }));
}

function postingLines(entries: readonly LineInput[]) {
  return entries.map((l) => ({
    accountId: l.accountId as number,
    memo: l.memo,
    debit: l.debit > 0 ? l.debit : undefined,
    credit: l.credit > 0 ? l.credit : undefined,
  }));
}

export async function nextJournalEntryNo(db: Knex, companyId: number): Promise<string> {
  return peekEntryNo(db, companyId, JOURNAL_ENTRY_TYPE);
}

/**
 * Save a journal entry: posted at once (the default), or kept as a draft. Joins the caller's
 * transaction when given one (a recurring entry's occurrence is claimed in it).
 */
export async function createJournalEntry(db: Knex, ctx: LedgerContext, input: JournalEntryInput): Promise<JournalEntryView> {
  const id = await inTransaction(db, async (trx) => {
    if (input.status === "draft") {
      await validateDraftAccounts(
        trx,
        ctx,
        input.entries.map((l) => l.accountId),
      );
      const draft = await JournalEntry.query(trx).insert({
        companyId: ctx.companyId,
        entryType: JOURNAL_ENTRY_TYPE,
        entryNo: DRAFT_NUMBER,
        entryDate: input.entryDate,
        comments: input.comments,
        status: "draft",
        draftLines: draftRows(input.entries),
        sourceType: "journal",
        createdBy: ctx.userId ?? null,
      });
      await recordEntryActivity(trx, ctx, "created", { id: draft.id, entryNo: DRAFT_NUMBER, entryDate: input.entryDate }, input.entries);
      return draft.id;
    }
    const entry = await postEntry(trx, ctx, {
      entryType: JOURNAL_ENTRY_TYPE,
      entryDate: input.entryDate,
      comments: input.comments,
      sourceType: "journal",
      lines: postingLines(input.entries),
    });
    await recordEntryActivity(trx, ctx, "posted", entry, input.entries);
    return entry.id;
  });
  return getJournalEntry(db, ctx.companyId, id);
}

/** A journal entry saved (a draft, an edit, a posting) in the activity log, with its debits' total. */
function recordEntryActivity(
  trx: Knex.Transaction,
  ctx: LedgerContext,
  activity: "created" | "updated" | "posted",
  entry: { id: number; entryNo: string; entryDate: string },
  lines: readonly { debit: Cents | number }[],
) {
  return recordActivity(trx, ctx, {
    activity,
    recordType: "journal_entry",
    recordId: entry.id,
    name: entry.entryNo,
    date: entry.entryDate,
    amount: toDecimal(sumCents(lines.map((l) => l.debit))),
    link: `journal-entries/${entry.id}`,
  });
}

async function lockedEntry(trx: Knex.Transaction, companyId: number, id: number): Promise<JournalEntry> {
  const entry = await JournalEntry.query(trx).modify("ofCompany", companyId).findById(id).forUpdate();
  if (!entry) throw new DomainError("Journal entry not found", 404);
  return entry;
}

/**
 * Change a draft. A posted entry is never changed: cancel it and enter a new one. The edit must
 * have been made on the draft's current version (else 409, nothing written).
 */
export async function updateDraft(
  db: Knex,
  ctx: LedgerContext,
  id: number,
  input: Omit<JournalEntryInput, "status"> & { version: number },
): Promise<JournalEntryView> {
  await db.transaction(async (trx) => {
    const entry = await lockedEntry(trx, ctx.companyId, id);
    if (entry.status !== "draft") {
      throw new DomainError(
        `Journal entry ${entry.entryNo} is ${entry.status}: only drafts can be changed. Cancel it and enter a new one.`,
        409,
      );
    }
    await validateDraftAccounts(
      trx,
      ctx,
      input.entries.map((l) => l.accountId),
    );
    await patchVersioned(
      JournalEntry,
      trx,
      { companyId: ctx.companyId, id },
      input.version,
      { entryDate: input.entryDate, comments: input.comments, draftLines: draftRows(input.entries) },
      { noun: "journal entry", notFound: "Journal entry not found" },
    );
    await recordEntryActivity(trx, ctx, "updated", { id, entryNo: entry.entryNo, entryDate: input.entryDate }, input.entries);
  });
  return getJournalEntry(db, ctx.companyId, id);
}

export async function deleteDraft(db: Knex, ctx: LedgerContext, id: number): Promise<void> {
  await db.transaction(async (trx) => {
    const entry = await lockedEntry(trx, ctx.companyId, id);
    if (entry.status !== "draft") {
      throw new DomainError(`Journal entry ${entry.entryNo} is ${entry.status}: a posted entry is cancelled, never deleted.`, 409);
    }
    await JournalEntry.query(trx).modify("ofCompany", ctx.companyId).deleteById(id);
    await recordActivity(trx, ctx, {
      activity: "deleted",
      recordType: "journal_entry",
      recordId: id,
      name: "Draft",
      date: entry.entryDate,
    });
  });
}

/** Post a draft: its rows must now obey every rule. */
export async function postJournalEntry(db: Knex, ctx: LedgerContext, id: number): Promise<JournalEntryView> {
  await db.transaction(async (trx) => {
    const entry = await lockedEntry(trx, ctx.companyId, id);
    if (entry.status !== "draft") throw new DomainError(`Journal entry ${entry.entryNo} is already ${entry.status}`, 409);
    const rows = entry.draftLines ?? [];
    const posted = await postDraftEntry(trx, ctx, id, {
      entryType: entry.entryType,
      entryDate: entry.entryDate,
      comments: entry.comments,
      lines: rows.map((r) => ({
        accountId: r.accountId as number,
        memo: r.memo,
        debit: fromDecimal(r.debit) || undefined,
        credit: fromDecimal(r.credit) || undefined,
      })),
    });
    await recordEntryActivity(
      trx,
      ctx,
      "posted",
      posted,
      rows.map((r) => ({ debit: fromDecimal(r.debit) })),
    );
  });
  return getJournalEntry(db, ctx.companyId, id);
}

/**
 * Only a posted entry made in the journal, not itself a reversal, is cancelled from the journal:
 * an entry a document, a payment or an opening balance posted is undone through its own record
 * (a void), or its document and its books would disagree.
 */
export const isCancellable = (entry: Pick<JournalEntryView, "status" | "sourceType" | "reversesEntryId">) =>
  entry.status === "posted" && entry.sourceType === "journal" && entry.reversesEntryId === null;

/** Cancel a posted entry: its reversal is posted (dated `date`, default the entry's own date). */
export async function cancelJournalEntry(
  db: Knex,
  ctx: LedgerContext,
  id: number,
  options: { date?: string } = {},
): Promise<{ entry: JournalEntryView; reversal: JournalEntryView }> {
  const reversal = await db.transaction(async (trx) => {
    const entry = await trx("journalEntries")
      .where({ companyId: ctx.companyId, id })
      .forUpdate()
      .first("entryNo", "status", "sourceType", "reversesEntryId");
    if (!entry) throw new DomainError("Journal entry not found", 404);
    // reverseEntry says why a draft or a cancelled entry cannot be; here, whose entry it is.
    if (entry.status === "posted" && !isCancellable(entry))
      throw new DomainError(`Journal entry ${entry.entryNo} cannot be cancelled.`, 409);
    const reversed = await reverseEntry(trx, ctx, id, options);
    await recordActivity(trx, ctx, {
      activity: "voided",
      recordType: "journal_entry",
      recordId: id,
      name: entry.entryNo,
      date: reversed.entryDate,
      link: `journal-entries/${id}`,
      detail: `Cancelled by ${reversed.entryNo}`,
    });
    return reversed;
  });
  return {
    entry: await getJournalEntry(db, ctx.companyId, id),
    reversal: await getJournalEntry(db, ctx.companyId, reversal.id),
  };
}

export async function getJournalEntry(db: Knex, companyId: number, id: number): Promise<JournalEntryView> {
  const entry = await JournalEntry.query(db).modify("ofCompany", companyId).findById(id).withGraphFetched("lines(inOrder).account");
  if (!entry) throw new DomainError("Journal entry not found", 404);
  let lines: JournalLineView[];
  if (entry.status === "draft") {
    const rows = entry.draftLines ?? [];
    const ids = rows.map((r) => r.accountId).filter((v): v is number => Boolean(v));
    const accounts = new Map(
      (ids.length
        ? await Account.query(db).modify("ofCompany", companyId).findByIds(ids).select("id", "accountNumber", "accountName")
        : []
      ).map((a) => [a.id, a]),
    );
    lines = rows.map((r, i) => ({
      lineNo: i + 1,
      accountId: r.accountId,
      accountNumber: r.accountId ? (accounts.get(r.accountId)?.accountNumber ?? null) : null,
      accountName: r.accountId ? (accounts.get(r.accountId)?.accountName ?? null) : null,
      memo: r.memo,
      debit: r.debit,
      credit: r.credit,
    }));
  } else {
    lines = (entry.lines ?? []).map((l) => ({
      lineNo: l.lineNo,
      accountId: l.accountId,
      accountNumber: l.account?.accountNumber ?? null,
      accountName: l.account?.accountName ?? null,
      memo: l.memo,
      debit: l.debit,
      credit: l.credit,
    }));
  }
  const sum = (key: "debit" | "credit") => toDecimal(lines.reduce((s, l) => s + fromDecimal(l[key]), 0) as Cents);
  const totals = { debit: sum("debit"), credit: sum("credit") };
  return {
    id: entry.id,
    entryNo: entry.entryNo,
    entryType: entry.entryType,
    entryDate: entry.entryDate,
    comments: entry.comments,
    status: entry.status,
    reversesEntryId: entry.reversesEntryId,
    reversedByEntryId: entry.reversedByEntryId,
    sourceType: entry.sourceType,
    version: entry.version,
    createdAt: entry.createdAt,
    lines,
    totals,
    problems: entryProblems(entry.status, entry.lines?.length ?? 0, totals),
  };
}

/** An entry's state checked against what the ledger writes (see JournalEntryView.problems). */
function entryProblems(status: string, lineCount: number, totals: { debit: string; credit: string }): string[] {
  if (status === "draft") return [];
  if (!(JOURNAL_STATUSES as readonly string[]).includes(status)) {
    return [`This entry has an unknown status ("${status}"); it cannot be changed or cancelled here.`];
  }
  if (lineCount === 0) return ["This entry has no lines in the ledger."];
  const debit = fromDecimal(totals.debit);
  const credit = fromDecimal(totals.credit);
  if (debit !== credit) {
    return [`The debits and credits of this entry do not balance (debits ${formatMoney(debit)}, credits ${formatMoney(credit)}).`];
  }
  return [];
}

export interface JournalListFilters {
  from?: string;
  to?: string;
  status?: "draft" | "posted" | "cancelled";
  q?: string;
  /** Entry type; default every type. */
  type?: string;
}

export type JournalListRow = Pick<
  JournalEntryView,
  "id" | "entryNo" | "entryType" | "entryDate" | "comments" | "status" | "reversesEntryId"
> & { total: string };

/** Journal entries newest first, filtered by date range, status, type and text; paginated (a total per entry: plain Knex). */
export async function listJournalEntries(
  db: Knex,
  companyId: number,
  filters: JournalListFilters,
  page: Pick<PageParams, "page" | "perPage">,
): Promise<ListResult<JournalListRow>> {
  const query = db("journalEntries as e").where("e.companyId", companyId);
  if (filters.from) query.where("e.entryDate", ">=", filters.from);
  if (filters.to) query.where("e.entryDate", "<=", filters.to);
  if (filters.status) query.where("e.status", filters.status);
  if (filters.type) query.where("e.entryType", filters.type);
  if (filters.q) {
    const needle = likeAnywhere(filters.q.toLowerCase());
    query.where((w) => w.whereRaw("lower(e.entry_no) like ?", [needle]).orWhereRaw("lower(e.comments) like ?", [needle]));
  }
  const [{ total }] = await query.clone().count({ total: "*" });
  const rows = await query
    .leftJoin(
      db("journalLines").where({ companyId }).groupBy("journalEntryId").select("journalEntryId", db.raw("sum(debit) as total")).as("t"),
      "t.journalEntryId",
      "e.id",
    )
    .orderBy([
      { column: "e.entryDate", order: "desc" },
      { column: "e.id", order: "desc" },
    ])
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage)
    .select("e.id", "e.entryNo", "e.entryType", "e.entryDate", "e.comments", "e.status", "e.reversesEntryId", "e.draftLines", "t.total");
  return {
    items: rows.map((r: Record<string, unknown>) => ({
      id: r.id as number,
      entryNo: r.entryNo as string,
      entryType: r.entryType as string,
      entryDate: r.entryDate as string,
      comments: r.comments as string,
      status: r.status as JournalListRow["status"],
      reversesEntryId: (r.reversesEntryId as number | null) ?? null,
      total:
        r.status === "draft"
          ? toDecimal(((r.draftLines as { debit: string }[] | null) ?? []).reduce((s, l) => s + fromDecimal(l.debit), 0) as Cents)
          : toDecimal(fromDecimal(r.total as string)),
    })),
    total: Number(total),
    page: page.page,
    perPage: page.perPage,
  };
}

/**
 * The company of a journal entry, found only through a company this user owns (for the API's
 * /journal-entry/:id); another user's entry, or none, is a 404.
 */
export async function findJournalEntryCompanyId(db: Knex, userId: number, entryId: number): Promise<number> {
  return recordCompanyId(db, userId, "journalEntries", entryId, "Journal entry not found");
}
