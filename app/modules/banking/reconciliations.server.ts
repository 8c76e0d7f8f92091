import type { Knex } from "knex";
import { recordActivity } from "~/modules/activity/activity.server";
import { formatUsDate } from "~/lib/dates";
import { fromDecimal, toDecimal, type Cents } from "~/lib/money";
import { reconciliationDiscrepanciesAccount } from "~/modules/accounts/system-accounts.server";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { isDebitNormal, type AccountType } from "~/modules/ledger/account-types";
import { postEntry, reverseEntry, type PostingLine } from "~/modules/ledger/ledger.server";
import { fieldError } from "~/modules/purchases/documents.server";
import { inTransaction } from "~/modules/sales/customer-payments.server";
import { DomainError } from "~/utils/errors";
import { Reconciliation } from "./reconciliation.model";
import type { FinishInput, StatementInput, TicksInput } from "./reconciliation-schema";
import {
  clearedAndDifference,
  RECONCILE_ACCOUNT_TYPES,
  RECONCILE_MESSAGES as M,
  RECONCILIATION_ENTRY_TYPE,
  RECONCILIATION_SOURCE,
  type ReconcileLine,
  type ReconciliationHeader,
  type ReconciliationSummary,
} from "./reconciliations";
import { lastReconciliationOf, LINE_COLUMNS, LINE_JOINS, LINE_ROW, toLine, type RegisterRow } from "./register.server";

// Reconciling a bank or card account against its statement (issue 27 item 6, ADR 0060).
//
// Ticking a line marks it cleared (a cleared_lines row without a reconciliation, the register's
// "C"); Save for Later keeps the ticks, as every submit does. Finish holds every cleared line of the
// account dated up to the statement date in the reconciliation (the register's "R"), keeps what
// each was (reconciliation_lines), and posts the service charge, the interest earned and, when the
// bookkeeper confirms a difference left, an adjustment to Reconciliation Discrepancies — each
// dated the statement date, its bank line reconciled with the rest. Undo (the account's last
// reconciliation only) gives the lines back to cleared and reverses its entries.
//
// The beginning balance is the last finished reconciliation's ending balance; the summary is
// computed from the database on every call. Everything that changes an account's reconciliations
// (start, ticks, finish, undo) takes one advisory lock per account first, so of two Finish of one
// reconciliation the second waits and then finds it finished; and a reconciliation finishes on the
// beginning balance the undo left.

const ACCOUNT_LOCK = 4252;

async function lockAccount(trx: Knex.Transaction, accountId: number) {
  await trx.raw("SELECT pg_advisory_xact_lock(?, ?)", [ACCOUNT_LOCK, accountId]);
}

interface AccountRow {
  id: number;
  accountNumber: string;
  accountName: string;
  accountType: AccountType;
  active: boolean;
}

async function reconcileAccount(db: Knex, companyId: number, id: number, field = "accountId"): Promise<AccountRow> {
  const account: AccountRow | undefined = await db("companyAccounts")
    .where({ companyId, id })
    .first("id", "accountNumber", "accountName", "accountType", "active");
  if (!account) throw fieldError(field, M.accountNotFound(id));
  if (!(RECONCILE_ACCOUNT_TYPES as readonly string[]).includes(account.accountType)) throw fieldError(field, M.accountType);
  return account;
}

/** The account's reconciliation in progress, if any. */
export async function openReconciliationOf(db: Knex, companyId: number, accountId: number): Promise<number | null> {
  const row = await db("reconciliations").where({ companyId, accountId, status: "in_progress" }).first("id");
  return row?.id ?? null;
}

async function checkStatement(trx: Knex.Transaction, companyId: number, account: AccountRow, input: StatementInput, exceptId?: number) {
  if (input.statementDate === null) throw fieldError("statementDate", M.statementDateRequired);
  if (input.endingBalance === null) throw fieldError("endingBalance", M.endingBalanceRequired);
  if (input.serviceCharge > 0 && input.serviceChargeAccountId === null)
    throw fieldError("serviceChargeAccountId", M.serviceChargeAccountRequired);
  if (input.interestEarned > 0 && input.interestAccountId === null) throw fieldError("interestAccountId", M.interestAccountRequired);
  for (const field of ["serviceChargeAccountId", "interestAccountId"] as const) {
    const id = input[field];
    if (id === null) continue;
    if (id === account.id) throw fieldError(field, M.chargeAccountIsReconciled);
    const other = await trx("companyAccounts").where({ companyId, id }).first("id");
    if (!other) throw fieldError(field, M.accountNotFound(id));
  }
  const last = await lastReconciliationOf(trx, companyId, account.id);
  if (last && last.id !== exceptId && input.statementDate < last.statementDate)
    throw fieldError("statementDate", M.statementBeforeLast(last.statementDate));
}

const statementColumns = (input: StatementInput) => ({
  statementDate: input.statementDate!,
  endingBalance: toDecimal(input.endingBalance!),
  serviceCharge: toDecimal(input.serviceCharge),
  serviceChargeAccountId: input.serviceCharge > 0 ? input.serviceChargeAccountId : null,
  interestEarned: toDecimal(input.interestEarned),
  interestAccountId: input.interestEarned > 0 ? input.interestAccountId : null,
});

/**
 * Start reconciling an account against a statement, or go on with the reconciliation in progress
 * (its statement then takes what was sent). Returns its id.
 */
export async function startReconciliation(db: Knex, ctx: CompanyContext, input: StatementInput): Promise<number> {
  if (input.accountId === null) throw fieldError("accountId", M.accountRequired);
  return inTransaction(db, async (trx) => {
    const account = await reconcileAccount(trx, ctx.companyId, input.accountId!);
    await lockAccount(trx, account.id);
    await checkStatement(trx, ctx.companyId, account, input);
    const open = await openReconciliationOf(trx, ctx.companyId, account.id);
    if (open !== null) {
      await trx("reconciliations")
        .where({ companyId: ctx.companyId, id: open })
        .update({ ...statementColumns(input), updatedAt: trx.fn.now(), version: trx.raw("version + 1") });
      return open;
    }
    const [row] = await trx("reconciliations")
      .insert({ companyId: ctx.companyId, accountId: account.id, ...statementColumns(input), createdBy: ctx.userId })
      .returning("id");
    return row.id as number;
  });
}

/** A reconciliation of the company (locked for the rest of the transaction when `lock`), or a 404. */
async function findReconciliation(db: Knex, companyId: number, id: number, lock = false): Promise<Reconciliation> {
  const query = Reconciliation.query(db).modify("ofCompany", companyId).findById(id);
  const found = await (lock ? query.forUpdate() : query);
  if (!found) throw new DomainError(M.notFound, 404);
  return found;
}

/** Lock the account, then the reconciliation; refuse unless it is in progress. */
async function lockOpen(trx: Knex.Transaction, companyId: number, id: number): Promise<Reconciliation> {
  const peek = await findReconciliation(trx, companyId, id);
  await lockAccount(trx, peek.accountId);
  const rec = await findReconciliation(trx, companyId, id, true);
  if (rec.status !== "in_progress") throw new DomainError(M.notInProgress(rec.status), 409);
  return rec;
}

/**
 * Save a reconciliation in progress: its statement (when sent) and its ticks — each line shown is
 * ticked cleared or not. A line must be an uncleared or ticked line of the account up to the
 * statement date (a reconciled one is not listed).
 */
export async function saveReconciliation(
  db: Knex,
  ctx: CompanyContext,
  id: number,
  change: { statement?: StatementInput; ticks?: TicksInput },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const rec = await lockOpen(trx, ctx.companyId, id);
    const account = await reconcileAccount(trx, ctx.companyId, rec.accountId);
    let statementDate = rec.statementDate;
    if (change.statement) {
      const statement = { ...change.statement, accountId: account.id };
      await checkStatement(trx, ctx.companyId, account, statement);
      await trx("reconciliations").where({ companyId: ctx.companyId, id }).update(statementColumns(statement));
      statementDate = statement.statementDate!;
    }
    if (change.ticks && change.ticks.listed.length) {
      const ticked = new Set(change.ticks.ticked);
      const listed = [...new Set([...change.ticks.listed, ...change.ticks.ticked])];
      const found: { id: number | string }[] = await trx("journalLines as l")
        .leftJoin("clearedLines as c", (j) => j.on("c.companyId", "l.companyId").andOn("c.journalLineId", "l.id"))
        .where({ "l.companyId": ctx.companyId, "l.accountId": account.id })
        .where("l.entryDate", "<=", statementDate)
        .whereNull("c.reconciliationId")
        .whereIn("l.id", listed)
        .select("l.id");
      const known = new Set(found.map((r) => Number(r.id)));
      const stranger = listed.find((lineId) => !known.has(lineId));
      if (stranger !== undefined) throw new DomainError(M.lineNotListed(stranger), 400, { ticked: [M.lineNotListed(stranger)] });
      const tick = listed.filter((lineId) => ticked.has(lineId));
      const untick = listed.filter((lineId) => !ticked.has(lineId));
      for (let start = 0; start < tick.length; start += 1000) {
        const chunk = tick.slice(start, start + 1000);
        await trx.raw(
          `INSERT INTO cleared_lines (company_id, journal_line_id, account_id, cleared_by)
           SELECT ?, v.id, ?, ? FROM unnest(?::bigint[]) AS v(id)
           ON CONFLICT (company_id, journal_line_id) DO NOTHING`,
          [ctx.companyId, account.id, ctx.userId, chunk],
        );
      }
      if (untick.length)
        await trx("clearedLines").where({ companyId: ctx.companyId }).whereIn("journalLineId", untick).whereNull("reconciliationId").del();
    }
    if (change.statement || change.ticks?.listed.length)
      await trx("reconciliations")
        .where({ companyId: ctx.companyId, id })
        .update({ updatedAt: trx.fn.now(), version: trx.raw("version + 1") });
  });
}

/** The account's cleared, unreconciled lines up to the statement date: their debits and credits. */
async function tickedTotals(db: Knex, companyId: number, accountId: number, statementDate: string) {
  const { rows } = (await db.raw(
    `SELECT coalesce(sum(l.debit), 0) AS debits, count(*) FILTER (WHERE l.debit > 0) AS "debitCount",
            coalesce(sum(l.credit), 0) AS credits, count(*) FILTER (WHERE l.credit > 0) AS "creditCount"
       FROM cleared_lines c
       JOIN journal_lines l ON l.company_id = c.company_id AND l.id = c.journal_line_id
      WHERE c.company_id = ? AND c.account_id = ? AND c.reconciliation_id IS NULL AND l.entry_date <= ?`,
    [companyId, accountId, statementDate],
  )) as { rows: { debits: string; debitCount: string | number; credits: string; creditCount: string | number }[] };
  const r = rows[0];
  return {
    debits: fromDecimal(r.debits),
    debitCount: Number(r.debitCount),
    credits: fromDecimal(r.credits),
    creditCount: Number(r.creditCount),
  };
}

/** The beginning balance: the last finished reconciliation's ending balance (0 before the first). */
async function beginningBalance(db: Knex, companyId: number, accountId: number): Promise<Cents> {
  const last = await lastReconciliationOf(db, companyId, accountId);
  return last ? fromDecimal(last.endingBalance) : (0 as Cents);
}

/** The summary of a reconciliation in progress, from the database as it is now. */
async function openSummary(db: Knex, companyId: number, rec: Reconciliation, accountType: AccountType): Promise<ReconciliationSummary> {
  const totals = await tickedTotals(db, companyId, rec.accountId, rec.statementDate);
  const beginning = await beginningBalance(db, companyId, rec.accountId);
  const serviceCharge = fromDecimal(rec.serviceCharge);
  const interestEarned = fromDecimal(rec.interestEarned);
  const endingBalance = fromDecimal(rec.endingBalance);
  const { clearedBalance, difference } = clearedAndDifference(accountType, {
    beginningBalance: beginning,
    tickedNet: totals.debits - totals.credits,
    serviceCharge,
    interestEarned,
    endingBalance,
  });
  return {
    beginningBalance: beginning,
    clearedDebits: totals.debits,
    clearedDebitCount: totals.debitCount,
    clearedCredits: totals.credits,
    clearedCreditCount: totals.creditCount,
    serviceCharge,
    interestEarned,
    clearedBalance,
    endingBalance,
    difference,
  };
}

/** The summary of a finished (or undone) reconciliation, from what it held. */
async function heldSummary(db: Knex, companyId: number, rec: Reconciliation): Promise<ReconciliationSummary> {
  const own = [rec.serviceChargeEntryId, rec.interestEntryId, rec.adjustmentEntryId].filter((e): e is number => e !== null);
  const { rows } = (await db.raw(
    `SELECT coalesce(sum(greatest(r.net, 0)), 0) AS debits, count(*) FILTER (WHERE r.net > 0) AS "debitCount",
            coalesce(sum(greatest(-r.net, 0)), 0) AS credits, count(*) FILTER (WHERE r.net < 0) AS "creditCount"
       FROM reconciliation_lines r
       JOIN journal_lines l ON l.company_id = r.company_id AND l.id = r.journal_line_id
      WHERE r.company_id = ? AND r.reconciliation_id = ? ${own.length ? `AND l.journal_entry_id NOT IN (${own.map(() => "?").join(", ")})` : ""}`,
    [companyId, rec.id, ...own],
  )) as { rows: { debits: string; debitCount: string | number; credits: string; creditCount: string | number }[] };
  const t = rows[0];
  const endingBalance = fromDecimal(rec.endingBalance);
  const clearedBalance = fromDecimal(rec.clearedBalance ?? rec.endingBalance);
  return {
    beginningBalance: fromDecimal(rec.beginningBalance),
    clearedDebits: fromDecimal(t.debits),
    clearedDebitCount: Number(t.debitCount),
    clearedCredits: fromDecimal(t.credits),
    clearedCreditCount: Number(t.creditCount),
    serviceCharge: fromDecimal(rec.serviceCharge),
    interestEarned: fromDecimal(rec.interestEarned),
    clearedBalance,
    endingBalance,
    difference: (endingBalance - clearedBalance) as Cents,
  };
}

/** The activity log's words for a reconciliation (finished or undone): the account, the statement's date and ending balance. */
function reconciliationRecord(rec: Reconciliation, account: AccountRow) {
  return {
    recordType: "reconciliation",
    recordId: rec.id,
    name: `${account.accountNumber} ${account.accountName}`.trim(),
    date: rec.statementDate,
    amount: toDecimal(fromDecimal(rec.endingBalance)),
    link: `banking/reconciliations/${rec.id}`,
  } as const;
}

function header(rec: Reconciliation, account: AccountRow): ReconciliationHeader {
  const day = (d: Date | null) => (d ? new Date(d).toISOString().slice(0, 10) : null);
  return {
    id: rec.id,
    accountId: account.id,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
    accountType: account.accountType,
    statementDate: rec.statementDate,
    endingBalance: toDecimal(fromDecimal(rec.endingBalance)),
    serviceCharge: toDecimal(fromDecimal(rec.serviceCharge)),
    serviceChargeAccountId: rec.serviceChargeAccountId,
    interestEarned: toDecimal(fromDecimal(rec.interestEarned)),
    interestAccountId: rec.interestAccountId,
    adjustment: toDecimal(fromDecimal(rec.adjustment)),
    status: rec.status,
    version: rec.version,
    finishedOn: day(rec.finishedAt),
    undoneOn: day(rec.undoneAt),
    serviceChargeEntryId: rec.serviceChargeEntryId,
    interestEntryId: rec.interestEntryId,
    adjustmentEntryId: rec.adjustmentEntryId,
  };
}

const toReconcileLine = (row: RegisterRow, accountType: AccountType): ReconcileLine => {
  const l = toLine(row, accountType);
  return {
    lineId: l.lineId,
    entryId: l.entryId,
    date: l.date,
    number: l.number,
    type: l.type,
    payee: l.payee,
    memo: l.memo,
    debit: l.debit,
    credit: l.credit,
    ticked: l.cleared !== "",
    voided: l.voided || l.reversal,
    href: l.href,
  };
};

export interface ReconciliationView {
  reconciliation: ReconciliationHeader;
  summary: ReconciliationSummary;
}

/** A reconciliation's statement and summary (a 404 when the company has none such). */
export async function reconciliationView(db: Knex, companyId: number, id: number): Promise<ReconciliationView> {
  const rec = await findReconciliation(db, companyId, id);
  const account = await reconcileAccount(db, companyId, rec.accountId);
  const summary =
    rec.status === "in_progress" ? await openSummary(db, companyId, rec, account.accountType) : await heldSummary(db, companyId, rec);
  return { reconciliation: header(rec, account), summary };
}

export interface LinePage {
  items: ReconcileLine[];
  total: number;
  page: number;
  perPage: number;
}

/**
 * The lines of a reconciliation, a page at a time, oldest first: in progress, the account's lines
 * not yet reconciled up to the statement date (ticked or not); finished, the lines it held
 * (`which: "cleared"`) or the account's lines up to its statement date left uncleared then and
 * not reconciled since (`which: "uncleared"`).
 */
export async function reconciliationLines(
  db: Knex,
  companyId: number,
  id: number,
  paging: { page: number; perPage: number },
  which: "open" | "cleared" | "uncleared" = "open",
): Promise<LinePage> {
  const rec = await findReconciliation(db, companyId, id);
  const account = await reconcileAccount(db, companyId, rec.accountId);
  let where = "l.company_id = ? AND l.account_id = ? AND l.entry_date <= ?";
  const bindings: Knex.RawBinding[] = [companyId, rec.accountId, rec.statementDate];
  if (which === "cleared") {
    where +=
      " AND EXISTS (SELECT 1 FROM reconciliation_lines r WHERE r.company_id = l.company_id AND r.journal_line_id = l.id AND r.reconciliation_id = ?)";
    bindings.push(rec.id);
  } else if (which === "uncleared") {
    // Not held by this reconciliation, nor by one finished before it.
    where += ` AND NOT EXISTS (SELECT 1 FROM reconciliation_lines r JOIN reconciliations o ON o.company_id = r.company_id AND o.id = r.reconciliation_id
                 WHERE r.company_id = l.company_id AND r.journal_line_id = l.id AND (o.id = ? OR (o.status = 'finished' AND o.statement_date <= ?)))`;
    bindings.push(rec.id, rec.statementDate);
  } else {
    where +=
      " AND NOT EXISTS (SELECT 1 FROM cleared_lines c WHERE c.company_id = l.company_id AND c.journal_line_id = l.id AND c.reconciliation_id IS NOT NULL)";
  }
  const [{ total }] = (await db.raw(`SELECT count(*) AS total FROM journal_lines l WHERE ${where}`, bindings)).rows as { total: string }[];
  const page = Math.max(1, paging.page);
  const { rows } = (await db.raw(
    `WITH p AS (SELECT ${LINE_ROW} FROM journal_lines l WHERE ${where} ORDER BY l.entry_date, l.id OFFSET ? LIMIT ?)
     SELECT ${LINE_COLUMNS} FROM p ${LINE_JOINS} ORDER BY p.entry_date, p.id`,
    [...bindings, (page - 1) * paging.perPage, paging.perPage],
  )) as { rows: RegisterRow[] };
  return { items: rows.map((r) => toReconcileLine(r, account.accountType)), total: Number(total), page, perPage: paging.perPage };
}

/** The two lines of an entry between the reconciled account and another, `net` (debit − credit) on the reconciled account. */
function pair(accountId: number, otherId: number, net: number, memo: string): PostingLine[] {
  const amount = Math.abs(net) as Cents;
  return net > 0
    ? [
        { accountId, debit: amount, memo },
        { accountId: otherId, credit: amount, memo },
      ]
    : [
        { accountId, credit: amount, memo },
        { accountId: otherId, debit: amount, memo },
      ];
}

/**
 * Finish a reconciliation in progress: when the difference is 0.00, or with an adjustment entry for
 * the difference the bookkeeper confirmed (it must still be that difference). Posts the service
 * charge, the interest and the adjustment (dated the statement date) and holds every cleared line
 * of the account up to the statement date, their own bank lines too.
 */
export async function finishReconciliation(
  db: Knex,
  ctx: CompanyContext,
  id: number,
  input: FinishInput,
): Promise<{ message: string; adjusted: boolean }> {
  return inTransaction(db, async (trx) => {
    const rec = await lockOpen(trx, ctx.companyId, id);
    const account = await reconcileAccount(trx, ctx.companyId, rec.accountId);
    const summary = await openSummary(trx, ctx.companyId, rec, account.accountType);
    const difference = summary.difference;
    if (difference !== 0) {
      if (!input.confirmAdjustment)
        throw new DomainError(M.differenceNotZero(difference), 409, { difference: [M.differenceNotZero(difference)] });
      if (input.adjustment !== undefined && input.adjustment !== null && input.adjustment !== difference)
        throw new DomainError(M.staleAdjustment(difference), 409, { difference: [M.staleAdjustment(difference)] });
    }
    const statement = `statement ending ${formatUsDate(rec.statementDate)}`;
    const post = async (comments: string, lines: PostingLine[]) =>
      (
        await postEntry(trx, ctx, {
          entryType: RECONCILIATION_ENTRY_TYPE,
          entryDate: rec.statementDate,
          comments,
          sourceType: RECONCILIATION_SOURCE,
          sourceId: rec.id,
          lines,
        })
      ).id;
    const serviceCharge = fromDecimal(rec.serviceCharge);
    const interest = fromDecimal(rec.interestEarned);
    const serviceChargeEntryId =
      serviceCharge > 0
        ? await post(`Service charge, ${statement}`, pair(account.id, rec.serviceChargeAccountId!, -serviceCharge, "Service Charge"))
        : null;
    const interestEntryId =
      interest > 0
        ? await post(`Interest earned, ${statement}`, pair(account.id, rec.interestAccountId!, interest, "Interest Earned"))
        : null;
    let adjustmentAccountId: number | null = null;
    let adjustmentEntryId: number | null = null;
    if (difference !== 0) {
      adjustmentAccountId = await reconciliationDiscrepanciesAccount(trx, ctx.companyId);
      const net = isDebitNormal(account.accountType) ? difference : -difference;
      adjustmentEntryId = await post(
        `Reconciliation adjustment, ${statement}`,
        pair(account.id, adjustmentAccountId, net, "Balance Adjustment"),
      );
    }
    const own = [serviceChargeEntryId, interestEntryId, adjustmentEntryId].filter((e): e is number => e !== null);
    if (own.length)
      await trx.raw(
        `INSERT INTO cleared_lines (company_id, journal_line_id, account_id, cleared_by)
         SELECT l.company_id, l.id, l.account_id, ? FROM journal_lines l
          WHERE l.company_id = ? AND l.account_id = ? AND l.journal_entry_id IN (${own.map(() => "?").join(", ")})`,
        [ctx.userId, ctx.companyId, account.id, ...own],
      );
    await trx.raw(
      `UPDATE cleared_lines c SET reconciliation_id = ?
         FROM journal_lines l
        WHERE l.company_id = c.company_id AND l.id = c.journal_line_id
          AND c.company_id = ? AND c.account_id = ? AND c.reconciliation_id IS NULL AND l.entry_date <= ?`,
      [rec.id, ctx.companyId, account.id, rec.statementDate],
    );
    await trx.raw(
      `INSERT INTO reconciliation_lines (company_id, reconciliation_id, journal_line_id, account_id, entry_date, net)
       SELECT l.company_id, c.reconciliation_id, l.id, l.account_id, l.entry_date, l.debit - l.credit
         FROM cleared_lines c JOIN journal_lines l ON l.company_id = c.company_id AND l.id = c.journal_line_id
        WHERE c.company_id = ? AND c.reconciliation_id = ?`,
      [ctx.companyId, rec.id],
    );
    await trx("reconciliations")
      .where({ companyId: ctx.companyId, id: rec.id })
      .update({
        status: "finished",
        beginningBalance: toDecimal(summary.beginningBalance),
        clearedBalance: toDecimal(summary.endingBalance),
        adjustment: toDecimal(difference),
        adjustmentAccountId,
        serviceChargeEntryId,
        interestEntryId,
        adjustmentEntryId,
        finishedBy: ctx.userId,
        finishedAt: trx.fn.now(),
        updatedAt: trx.fn.now(),
        version: trx.raw("version + 1"),
      });
    await recordActivity(trx, ctx, {
      activity: "reconciled",
      ...reconciliationRecord(rec, account),
      detail: difference !== 0 ? `Adjusted by ${toDecimal(difference)}` : "",
    });
    return { message: M.finished(difference !== 0), adjusted: difference !== 0 };
  });
}

/**
 * Undo the account's last finished reconciliation: its lines are cleared again, not reconciled,
 * and its own entries (service charge, interest, adjustment) are reversed (their bank lines are no
 * longer cleared). What it held stays in reconciliation_lines, for its report and the
 * Reconciliation Discrepancy report.
 */
export async function undoReconciliation(db: Knex, ctx: CompanyContext, id: number): Promise<{ message: string }> {
  return inTransaction(db, async (trx) => {
    const peek = await findReconciliation(trx, ctx.companyId, id);
    await lockAccount(trx, peek.accountId);
    const rec = await findReconciliation(trx, ctx.companyId, id, true);
    if (rec.status !== "finished") throw new DomainError(M.notFinished, 409);
    const last = await lastReconciliationOf(trx, ctx.companyId, rec.accountId);
    if (last && last.id !== rec.id) throw new DomainError(M.notLast(last.statementDate), 409);
    await trx("clearedLines").where({ companyId: ctx.companyId, reconciliationId: rec.id }).update({ reconciliationId: null });
    const own = [rec.serviceChargeEntryId, rec.interestEntryId, rec.adjustmentEntryId].filter((e): e is number => e !== null);
    if (own.length) {
      await trx.raw(
        `DELETE FROM cleared_lines c USING journal_lines l
          WHERE l.company_id = c.company_id AND l.id = c.journal_line_id AND c.company_id = ? AND l.journal_entry_id IN (${own.map(() => "?").join(", ")})`,
        [ctx.companyId, ...own],
      );
      for (const entryId of own)
        await reverseEntry(trx, ctx, entryId, {
          comments: `Undo of the reconciliation of the statement ending ${formatUsDate(rec.statementDate)}`,
        });
    }
    await trx("reconciliations")
      .where({ companyId: ctx.companyId, id: rec.id })
      .update({ status: "undone", undoneBy: ctx.userId, undoneAt: trx.fn.now(), updatedAt: trx.fn.now(), version: trx.raw("version + 1") });
    const account = await reconcileAccount(trx, ctx.companyId, rec.accountId);
    await recordActivity(trx, ctx, { activity: "unreconciled", ...reconciliationRecord(rec, account) });
    return { message: M.undone(rec.statementDate) };
  });
}

/** Discard a reconciliation in progress (its ticks stay cleared, as Save for Later kept them). */
export async function discardReconciliation(db: Knex, ctx: CompanyContext, id: number): Promise<{ message: string }> {
  return inTransaction(db, async (trx) => {
    await lockOpen(trx, ctx.companyId, id);
    await trx("reconciliations").where({ companyId: ctx.companyId, id }).del();
    return { message: M.discarded };
  });
}

export interface ReconciliationListRow {
  id: number;
  accountId: number;
  accountNumber: string;
  accountName: string;
  accountType: AccountType;
  statementDate: string;
  beginningBalance: string;
  endingBalance: string;
  adjustment: string;
  status: Reconciliation["status"];
  finishedOn: string | null;
  /** The account's last finished one: the one Undo may take back */
  undoable: boolean;
}

/**
 * The company's reconciliations (one account's, a status, statement dates in a period), newest
 * statement first, a page at a time.
 */
export async function reconciliationList(
  db: Knex,
  companyId: number,
  filter: { accountId?: number | null; status?: Reconciliation["status"] | null; from?: string | null; to?: string | null },
  paging: { page: number; perPage: number },
): Promise<{ items: ReconciliationListRow[]; total: number; page: number; perPage: number }> {
  const base = db("reconciliations as r")
    .join("companyAccounts as a", (j) => j.on("a.companyId", "r.companyId").andOn("a.id", "r.accountId"))
    .where("r.companyId", companyId);
  if (filter.accountId) base.where("r.accountId", filter.accountId);
  if (filter.status) base.where("r.status", filter.status);
  if (filter.from) base.where("r.statementDate", ">=", filter.from);
  if (filter.to) base.where("r.statementDate", "<=", filter.to);
  const [{ total }] = await base.clone().count({ total: "*" });
  const page = Math.max(1, paging.page);
  const rows = await base
    .clone()
    .orderBy([
      { column: "r.statementDate", order: "desc" },
      { column: "r.id", order: "desc" },
    ])
    .offset((page - 1) * paging.perPage)
    .limit(paging.perPage)
    .select(
      "r.id",
      "r.accountId",
      "a.accountNumber",
      "a.accountName",
      "a.accountType",
      "r.statementDate",
      "r.beginningBalance",
      "r.endingBalance",
      "r.adjustment",
      "r.status",
      db.raw(`to_char(r.finished_at, 'YYYY-MM-DD') AS "finishedOn"`),
      db.raw(`r.status = 'finished' AND NOT EXISTS (
        SELECT 1 FROM reconciliations n WHERE n.company_id = r.company_id AND n.account_id = r.account_id AND n.status = 'finished'
           AND (n.statement_date, n.id) > (r.statement_date, r.id)) AS "undoable"`),
    );
  return {
    items: rows.map((r: ReconciliationListRow) => ({
      ...r,
      beginningBalance: toDecimal(fromDecimal(r.beginningBalance)),
      endingBalance: toDecimal(fromDecimal(r.endingBalance)),
      adjustment: toDecimal(fromDecimal(r.adjustment)),
      undoable: Boolean(r.undoable),
    })),
    total: Number(total),
    page,
    perPage: paging.perPage,
  };
}

export interface ReconcileFormOptions {
  /** The accounts to reconcile, with their last reconciliation and the one in progress */
  accounts: {
    id: number;
    label: string;
    accountType: AccountType;
    lastStatementDate: string | null;
    lastEndingBalance: string | null;
    openId: number | null;
  }[];
  /** Where a service charge goes (expenses) and interest earned comes from (income) */
  chargeAccounts: { id: number; label: string }[];
  interestAccounts: { id: number; label: string }[];
}

/** What the Reconcile form chooses from. */
export async function reconcileFormOptions(db: Knex, companyId: number): Promise<ReconcileFormOptions> {
  const rows: { id: number; accountNumber: string; accountName: string; accountType: AccountType }[] = await db("companyAccounts")
    .where({ companyId, active: true })
    .whereIn("accountType", [...RECONCILE_ACCOUNT_TYPES, "Expense", "Other Expense", "Income", "Other Income"])
    .orderBy(["accountNumber", "id"])
    .select("id", "accountNumber", "accountName", "accountType");
  const label = (a: (typeof rows)[number]) => `${a.accountNumber} ${a.accountName}`;
  const banks = rows.filter((a) => (RECONCILE_ACCOUNT_TYPES as readonly string[]).includes(a.accountType));
  const open: { id: number; accountId: number }[] = await db("reconciliations")
    .where({ companyId, status: "in_progress" })
    .select("id", "accountId");
  return {
    accounts: await Promise.all(
      banks.map(async (a) => {
        const last = await lastReconciliationOf(db, companyId, a.id);
        return {
          id: a.id,
          label: `${label(a)} (${a.accountType})`,
          accountType: a.accountType,
          lastStatementDate: last?.statementDate ?? null,
          lastEndingBalance: last?.endingBalance ?? null,
          openId: open.find((o) => o.accountId === a.id)?.id ?? null,
        };
      }),
    ),
    chargeAccounts: rows
      .filter((a) => a.accountType === "Expense" || a.accountType === "Other Expense")
      .map((a) => ({ id: a.id, label: label(a) })),
    interestAccounts: rows
      .filter((a) => a.accountType === "Income" || a.accountType === "Other Income")
      .map((a) => ({ id: a.id, label: label(a) })),
  };
}
