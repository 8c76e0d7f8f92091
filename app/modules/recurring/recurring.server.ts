import type { Knex } from "knex";
import { raw } from "objection";
import { toCsv } from "~/lib/csv";
import { formatUsDate } from "~/lib/dates";
import { fromDecimal, toDecimal } from "~/lib/money";
import type { ListResult, PageParams } from "~/lib/pagination";
import { anyColumnContains } from "~/lib/search-text";
import { recordCompanyId, type CompanyContext } from "~/modules/companies/companies.server";
import { recordActivity, type ActivityEntry } from "~/modules/activity/activity.server";
import { DomainError } from "~/utils/errors";
import { isUniqueViolation, patchVersioned } from "~/utils/model";
import {
  frequencyText,
  RECURRING_KIND_LABELS,
  RECURRING_MESSAGES as M,
  type OccurrenceResult,
  type OccurrenceRow,
  type RecurringKind,
  type ReminderRow,
  type ScheduleRow,
  type ScheduleStatus,
  type ScheduleView,
} from "./constants";
import { partyNameOf, recurringKind, type MadeDocument } from "./kinds.server";
import { type RecurringOccurrence, RecurringSchedule } from "./recurring-schedule.model";
import { isDueForReminder, nextAfter, occurrenceDate, withinLimits } from "./schedule";
import type { RecurringListQuery, ReminderListQuery, ScheduleCreateInput, ScheduleUpdateInput } from "./schema";

// Recurring transactions and reminders (ADR 0066). A schedule keeps a document's input (its
// template) and its dates; an occurrence is the template saved through the kind's own save
// service, dated the occurrence's date. The once-only rule: every occurrence taken — created or
// skipped — is a row keyed (company, schedule, date), inserted with ON CONFLICT DO NOTHING in the
// transaction that saves the document and moves the schedule on, with the schedule's row locked
// first. A second run waits on that lock, then finds the date moved; a date already taken (the
// next date edited back onto it) finds the row and is passed over without posting. Create Selected
// is all or nothing; a run (`ledgerline recurring run`) takes each occurrence in a transaction of
// its own, so one that is refused (an account made inactive) leaves the others done.

const RECORD = { noun: "recurring transaction", notFound: M.notFound };
/** What a template never keeps: its date and status come from each occurrence. */
const OCCURRENCE_FIELDS = ["date", "entryDate", "status", "dueDate", "shipDate", "deliveryDate", "version", "companyId"];

const scheduleStatus = (s: Pick<RecurringSchedule, "active" | "nextDate">): ScheduleStatus =>
  s.nextDate === null ? "Finished" : s.active ? "Active" : "Paused";

function rowOf(s: RecurringSchedule): ScheduleRow {
  return {
    id: s.id,
    name: s.name,
    kind: s.kind,
    type: RECURRING_KIND_LABELS[s.kind],
    partyName: s.partyName,
    amount: s.amount,
    frequency: s.frequency,
    every: s.repeatEvery,
    frequencyText: frequencyText(s.frequency, s.repeatEvery),
    nextDate: s.nextDate,
    lastDate: s.lastDate,
    endDate: s.endDate,
    occurrenceLimit: s.occurrenceLimit,
    occurrencesDone: s.occurrencesDone,
    mode: s.mode,
    remindDaysBefore: s.remindDaysBefore,
    active: s.active,
    status: scheduleStatus(s),
    version: s.version,
  };
}

function occurrenceRowOf(o: RecurringOccurrence): OccurrenceRow {
  return {
    date: o.occurrenceDate,
    status: o.status,
    documentId: o.documentId,
    documentNumber: o.documentNumber,
    href: o.documentId === null ? null : recurringKind(o.documentKind).href(o.documentId),
    amount: o.amount,
  };
}

const cleanTemplate = (template: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(template).filter(([key]) => !OCCURRENCE_FIELDS.includes(key)));

class DryRun extends Error {
  constructor(readonly made: MadeDocument) {
    super("dry run");
  }
}

/**
 * Check a template the way its occurrences will be: saved through the kind's service, dated
 * `date`, in a transaction that is then rolled back. Its refusal is the kind's own message.
 */
async function checkTemplate(db: Knex, ctx: CompanyContext, kind: RecurringKind, template: Record<string, unknown>, date: string) {
  try {
    await db.transaction(async (trx) => {
      throw new DryRun(await recurringKind(kind).save(trx, ctx, template, date));
    });
  } catch (error) {
    if (error instanceof DryRun) return error.made;
    throw error;
  }
  throw new Error("unreachable");
}

const nameTaken = () => new DomainError(M.nameTaken, 409, { name: [M.nameTaken] });

async function insertOrNameTaken<T>(write: PromiseLike<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** A schedule's change (or run) in the activity log, in the change's transaction. */
function recordSchedule(
  trx: Knex.Transaction,
  ctx: CompanyContext,
  activity: ActivityEntry["activity"],
  schedule: { id: number; name: string },
  more: Pick<ActivityEntry, "date" | "amount" | "detail"> = {},
) {
  return recordActivity(trx, ctx, {
    activity,
    recordType: "recurring_schedule",
    recordId: schedule.id,
    name: schedule.name,
    link: activity === "deleted" ? null : `recurring/${schedule.id}`,
    ...more,
  });
}

/** Memorize a document (saved, or given as its template) as a schedule. */
export async function createSchedule(db: Knex, ctx: CompanyContext, input: ScheduleCreateInput): Promise<ScheduleView> {
  const adapter = recurringKind(input.kind);
  const template = cleanTemplate(input.template ?? (await adapter.templateOf(db, ctx.companyId, input.documentId!)));
  const nextDate = input.nextDate!;
  const made = await checkTemplate(db, ctx, input.kind, template, nextDate);
  const row: Partial<RecurringSchedule> = {
    companyId: ctx.companyId,
    name: input.name,
    kind: input.kind,
    template,
    amount: made.total,
    partyName: await partyNameOf(db, ctx.companyId, input.kind, template),
    frequency: input.frequency,
    repeatEvery: input.every,
    anchorDate: nextDate,
    anchorIndex: 0,
    nextDate: withinLimits({ endDate: input.endDate, occurrenceLimit: input.occurrenceLimit, occurrencesDone: 0 }, nextDate),
    endDate: input.endDate,
    occurrenceLimit: input.occurrenceLimit,
    mode: input.mode,
    remindDaysBefore: input.remindDaysBefore,
    active: input.active,
    createdBy: ctx.userId,
  };
  const schedule = await insertOrNameTaken(
    db.transaction(async (trx) => {
      const inserted = await RecurringSchedule.query(trx).insert(row);
      await recordSchedule(trx, ctx, "created", { id: inserted.id, name: input.name }, { amount: made.total });
      return inserted;
    }),
  );
  return getSchedule(db, ctx.companyId, schedule.id);
}

/**
 * Change a schedule on the version it was read at (ADR 0014). Its dates count again from the next
 * date given; a new template is checked as a new one is.
 */
export async function updateSchedule(db: Knex, ctx: CompanyContext, id: number, input: ScheduleUpdateInput): Promise<ScheduleView> {
  const current = await getSchedule(db, ctx.companyId, id);
  const nextDate = input.nextDate!;
  const changes: Partial<RecurringSchedule> = {};
  if (input.template) {
    const template = cleanTemplate(input.template);
    const made = await checkTemplate(db, ctx, current.kind, template, nextDate);
    Object.assign(changes, { template, amount: made.total, partyName: await partyNameOf(db, ctx.companyId, current.kind, template) });
  }
  await insertOrNameTaken(
    db.transaction(async (trx) => {
      await patchVersioned(
        RecurringSchedule,
        trx,
        { companyId: ctx.companyId, id },
        input.version,
        {
          ...changes,
          name: input.name,
          frequency: input.frequency,
          repeatEvery: input.every,
          anchorDate: nextDate,
          anchorIndex: 0,
          nextDate: withinLimits({ ...input, occurrencesDone: current.occurrencesDone }, nextDate),
          endDate: input.endDate,
          occurrenceLimit: input.occurrenceLimit,
          mode: input.mode,
          remindDaysBefore: input.remindDaysBefore,
          active: input.active,
          updatedAt: new Date(),
        },
        RECORD,
      );
      await recordSchedule(trx, ctx, "updated", { id, name: input.name });
    }),
  );
  return getSchedule(db, ctx.companyId, id);
}

/** Pause or resume a schedule (on its version). */
export async function setScheduleActive(db: Knex, ctx: CompanyContext, id: number, active: boolean, version: number) {
  const { name } = await getSchedule(db, ctx.companyId, id);
  await db.transaction(async (trx) => {
    await patchVersioned(RecurringSchedule, trx, { companyId: ctx.companyId, id }, version, { active, updatedAt: new Date() }, RECORD);
    await recordSchedule(trx, ctx, "updated", { id, name }, { detail: active ? "Resumed" : "Paused" });
  });
  return { schedule: await getSchedule(db, ctx.companyId, id), message: active ? M.resumed : M.paused };
}

/**
 * Delete a schedule (on its version): it is archived, so the documents it made keep their
 * schedule in the Automatic Transactions report, and its name is free again.
 */
export async function deleteSchedule(db: Knex, ctx: CompanyContext, id: number, version: number) {
  const { name } = await getSchedule(db, ctx.companyId, id);
  await db.transaction(async (trx) => {
    await patchVersioned(
      RecurringSchedule,
      trx,
      { companyId: ctx.companyId, id },
      version,
      { deletedAt: new Date(), updatedAt: new Date() },
      RECORD,
    );
    await recordSchedule(trx, ctx, "deleted", { id, name });
  });
  return { message: M.deleted };
}

/** A schedule of the company, with what it made. */
export async function getSchedule(db: Knex, companyId: number, id: number): Promise<ScheduleView> {
  const schedule = await RecurringSchedule.query(db)
    .modify("ofCompany", companyId)
    .modify("kept")
    .findById(id)
    .withGraphFetched("occurrences(newestFirst)")
    .modifiers({ newestFirst: (q) => q.orderBy("occurrenceDate", "desc") });
  if (!schedule) throw new DomainError(M.notFound, 404);
  return { ...rowOf(schedule), template: schedule.template, occurrences: (schedule.occurrences ?? []).map(occurrenceRowOf) };
}

/** The company a schedule belongs to (for the API's company check), or a 404. */
export async function findScheduleCompanyId(db: Knex, userId: number, id: number): Promise<number> {
  return recordCompanyId(db, userId, "recurringSchedules", id, M.notFound, { deletedAt: null });
}

function filteredSchedules(db: Knex, companyId: number, query: RecurringListQuery) {
  const q = RecurringSchedule.query(db).modify("ofCompany", companyId).modify("kept");
  if (query.view === "active") q.where("active", true).whereNotNull("nextDate");
  if (query.view === "inactive") q.where((w) => w.where("active", false).orWhereNull("nextDate"));
  const column = query.dateFilter === "prev" ? "lastDate" : query.dateFilter === "next" ? "nextDate" : null;
  if (column && query.from) q.where(column, ">=", query.from);
  if (column && query.to) q.where(column, "<=", query.to);
  if (query.q) q.where(anyColumnContains(["name", "partyName"], query.q));
  return q;
}

/** The Recurring Transactions List: by name, paged. */
export async function listSchedules(
  db: Knex,
  companyId: number,
  query: RecurringListQuery,
  page?: PageParams,
): Promise<ListResult<ScheduleRow>> {
  const total = Number(((await filteredSchedules(db, companyId, query).count({ n: "*" }).first()) as unknown as { n: string }).n);
  const q = filteredSchedules(db, companyId, query).orderByRaw("lower(name), id");
  if (page) q.limit(page.perPage).offset(page.offset);
  const items = (await q).map(rowOf);
  return { items, total, page: page?.page ?? 1, perPage: page?.perPage ?? Math.max(total, 1) };
}

export async function schedulesCsv(db: Knex, companyId: number, query: RecurringListQuery): Promise<string> {
  const { items } = await listSchedules(db, companyId, query);
  return toCsv([
    ["Name", "Transaction Type", "Vendor / Customer", "Amount", "Frequency", "Prev. Schedule", "Next Schedule", "Mode", "Status"],
    ...items.map((s) => [
      s.name,
      s.type,
      s.partyName,
      s.amount,
      s.frequencyText,
      formatUsDate(s.lastDate),
      formatUsDate(s.nextDate),
      s.mode === "automatic" ? "Automatic" : `Remind ${s.remindDaysBefore} days before`,
      s.status,
    ]),
  ]);
}

/**
 * The Reminders List as of `today`: each schedule whose next date has come, or comes within its
 * reminder days — one line a schedule, its next occurrence. Active: not paused; Inactive: paused.
 */
export async function listReminders(db: Knex, companyId: number, today: string, query: ReminderListQuery): Promise<ReminderRow[]> {
  const q = RecurringSchedule.query(db)
    .modify("ofCompany", companyId)
    .modify("kept")
    .whereNotNull("nextDate")
    .where("nextDate", "<=", raw("?::date + remind_days_before", [today]))
    .orderBy([{ column: "nextDate" }, { column: "name" }]);
  if (query.view === "active") q.where("active", true);
  if (query.view === "inactive") q.where("active", false);
  if (query.q) q.where(anyColumnContains(["name", "partyName"], query.q));
  return (await q)
    .filter((s) => isDueForReminder(s.nextDate, s.remindDaysBefore, today))
    .map((s) => ({
      scheduleId: s.id,
      name: s.name,
      date: s.nextDate!,
      type: RECURRING_KIND_LABELS[s.kind],
      partyName: s.partyName,
      amount: s.amount,
      mode: s.mode,
      active: s.active,
      overdue: s.nextDate! <= today,
    }));
}

export async function remindersCsv(db: Knex, companyId: number, today: string, query: ReminderListQuery): Promise<string> {
  const rows = await listReminders(db, companyId, today, query);
  return toCsv([
    ["Name", "Transaction Date", "Transaction Type", "Amount"],
    ...rows.map((r) => [r.name, formatUsDate(r.date), r.type, r.amount]),
  ]);
}

type Take = "create" | "skip";

/**
 * Take a locked schedule's next occurrence: claim its row, save its document (create), and move
 * the schedule on — all in `trx`. A date already taken is passed over: "already done".
 */
async function takeOccurrence(
  trx: Knex.Transaction,
  ctx: CompanyContext,
  schedule: RecurringSchedule,
  take: Take,
): Promise<OccurrenceResult> {
  const date = schedule.nextDate!;
  const claimed = await trx("recurringOccurrences")
    .insert({
      companyId: ctx.companyId,
      scheduleId: schedule.id,
      occurrenceDate: date,
      status: take === "create" ? "created" : "skipped",
      documentKind: schedule.kind,
      createdBy: ctx.userId,
    })
    .onConflict(["companyId", "scheduleId", "occurrenceDate"])
    .ignore()
    .returning("occurrenceDate");
  const after = nextAfter({ ...schedule, every: schedule.repeatEvery });
  const base = { scheduleId: schedule.id, name: schedule.name, date, documentId: null, documentNumber: "", href: null, amount: "0.00" };
  if (!claimed.length) {
    // Taken before (by another run, or the next date was edited back onto it): never twice.
    await RecurringSchedule.query(trx)
      .modify("ofCompany", ctx.companyId)
      .findById(schedule.id)
      .patch({
        anchorIndex: after.anchorIndex,
        nextDate: withinLimits(schedule, occurrenceDate(schedule.anchorDate, schedule.frequency, schedule.repeatEvery, after.anchorIndex)),
      });
    return { ...base, status: "already done" };
  }
  let made: MadeDocument | null = null;
  if (take === "create") {
    made = await recurringKind(schedule.kind).save(trx, ctx, schedule.template, date);
    await trx("recurringOccurrences")
      .where({ companyId: ctx.companyId, scheduleId: schedule.id, occurrenceDate: date })
      .update({ documentId: made.id, documentNumber: made.number, journalEntryId: made.journalEntryId, amount: made.total });
  }
  await RecurringSchedule.query(trx)
    .modify("ofCompany", ctx.companyId)
    .findById(schedule.id)
    .patch({ ...after, lastDate: date, ...(made ? { amount: made.total } : {}), updatedAt: new Date() });
  await recordSchedule(
    trx,
    ctx,
    made ? "posted" : "updated",
    schedule,
    made ? { date, amount: made.total, detail: `Ran: ${made.number || made.id}` } : { date, detail: "Skipped" },
  );
  return made
    ? {
        ...base,
        status: "created",
        documentId: made.id,
        documentNumber: made.number,
        href: recurringKind(schedule.kind).href(made.id),
        amount: made.total,
      }
    : { ...base, status: "skipped" };
}

/** The schedule's row, locked for the rest of the transaction; a deleted one is not there. */
async function lockedSchedule(trx: Knex.Transaction, companyId: number, id: number) {
  const schedule = await RecurringSchedule.query(trx).modify("ofCompany", companyId).modify("kept").findById(id).forUpdate();
  if (!schedule) throw new DomainError(M.notFound, 404);
  return schedule;
}

/**
 * Create Selected / Skip Selected: the next occurrence of each schedule ticked, all in one
 * transaction — a refusal of any names it and writes nothing.
 */
export async function takeSelected(db: Knex, ctx: CompanyContext, scheduleIds: readonly number[], take: Take) {
  const ids = [...new Set(scheduleIds)].sort((a, b) => a - b);
  const results = await db.transaction(async (trx) => {
    const done: OccurrenceResult[] = [];
    for (const id of ids) {
      const schedule = await lockedSchedule(trx, ctx.companyId, id);
      if (!schedule.active) throw new DomainError(M.pausedSchedule(schedule.name), 400);
      if (schedule.nextDate === null) throw new DomainError(M.finishedSchedule(schedule.name), 400);
      try {
        done.push(await takeOccurrence(trx, ctx, schedule, take));
      } catch (error) {
        if (error instanceof DomainError && error.status !== 404)
          throw new DomainError(M.occurrenceRefused(schedule.name, formatUsDate(schedule.nextDate), error.message), 400);
        throw error;
      }
    }
    return done;
  });
  const n = results.filter((r) => r.status === (take === "create" ? "created" : "skipped")).length;
  const message = n === 0 ? M.alreadyDone : take === "create" ? M.createdSome(n) : M.skippedSome(n);
  return { results, message };
}

export interface RunProgress {
  done: number;
  total: number;
}

/**
 * Every automatic occurrence due on or before `asOf`, oldest first: each in its own transaction
 * (the schedule locked, the occurrence claimed, the document saved). Runs that overlap take each
 * occurrence once between them. A refused occurrence is reported and its schedule left at it.
 */
export async function runDueSchedules(
  db: Knex,
  ctx: CompanyContext,
  asOf: string,
  onProgress: (progress: RunProgress) => void = () => {},
): Promise<{ asOf: string; created: number; failed: number; results: OccurrenceResult[] }> {
  const due = await RecurringSchedule.query(db)
    .modify("ofCompany", ctx.companyId)
    .modify("kept")
    .where({ mode: "automatic", active: true })
    .where("nextDate", "<=", asOf)
    .orderBy("id")
    .select("id");
  const results: OccurrenceResult[] = [];
  let done = 0;
  onProgress({ done, total: due.length });
  for (const { id } of due) {
    for (;;) {
      let result: OccurrenceResult | null = null;
      try {
        result = await db.transaction(async (trx) => {
          const schedule = await RecurringSchedule.query(trx).modify("ofCompany", ctx.companyId).modify("kept").findById(id).forUpdate();
          if (!schedule || !schedule.active || schedule.nextDate === null || schedule.nextDate > asOf) return null;
          try {
            return await takeOccurrence(trx, ctx, schedule, "create");
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            throw new OccurrenceFailed({
              scheduleId: id,
              name: schedule.name,
              date: schedule.nextDate,
              status: "failed",
              documentId: null,
              documentNumber: "",
              href: null,
              amount: "0.00",
              error: error.message,
            });
          }
        });
      } catch (error) {
        if (!(error instanceof OccurrenceFailed)) throw error;
        results.push(error.result);
        break;
      }
      if (!result) break;
      if (result.status === "created") results.push(result);
    }
    onProgress({ done: ++done, total: due.length });
  }
  return {
    asOf,
    created: results.filter((r) => r.status === "created").length,
    failed: results.filter((r) => r.status === "failed").length,
    results,
  };
}

class OccurrenceFailed extends Error {
  constructor(readonly result: OccurrenceResult) {
    super(result.error);
  }
}

/** The Messages And Tasks widget's reminders: what the Reminders List shows today, soonest first. */
export async function dueReminders(db: Knex, companyId: number, today: string): Promise<ReminderRow[]> {
  return listReminders(db, companyId, today, { view: "active", q: "" });
}

/** One schedule of the Automatic Transactions report, with the documents it made. */
export interface AutomaticTransactionsGroup {
  schedule: ScheduleRow & { deleted: boolean };
  occurrences: OccurrenceRow[];
  /** "1234.50": what the documents made in the period came to */
  total: string;
}

/**
 * The Automatic Transactions report: every schedule (deleted ones too, when they made something
 * in the period) and the documents it made between `from` and `to`.
 */
export async function automaticTransactions(
  db: Knex,
  companyId: number,
  period: { from: string; to: string },
): Promise<{ groups: AutomaticTransactionsGroup[]; total: string }> {
  const schedules = await RecurringSchedule.query(db)
    .modify("ofCompany", companyId)
    .withGraphFetched("occurrences(inPeriod)")
    .modifiers({
      inPeriod: (q) => q.where("status", "created").whereBetween("occurrenceDate", [period.from, period.to]).orderBy("occurrenceDate"),
    })
    .orderByRaw("lower(name), id");
  const groups = schedules
    .filter((s) => s.deletedAt === null || (s.occurrences ?? []).length > 0)
    .map((s) => {
      const occurrences = (s.occurrences ?? []).map(occurrenceRowOf);
      const total = toDecimal(occurrences.reduce((sum, o) => sum + fromDecimal(o.amount), 0));
      return { schedule: { ...rowOf(s), deleted: s.deletedAt !== null }, occurrences, total };
    });
  return { groups, total: toDecimal(groups.reduce((sum, g) => sum + fromDecimal(g.total), 0)) };
}

/** The Automatic Transactions report's CSV: one row per document created, under its schedule's columns. */
export function automaticTransactionsCsv(report: Awaited<ReturnType<typeof automaticTransactions>>): string {
  return toCsv([
    ["Name", "Transaction Type", "Vendor / Customer", "Frequency", "Next Schedule", "Status", "Date", "Number", "Amount"],
    ...report.groups.flatMap(({ schedule: s, occurrences }) => {
      const head = [s.name, s.type, s.partyName, s.frequencyText, formatUsDate(s.nextDate), s.deleted ? "Deleted" : s.status];
      return occurrences.length
        ? occurrences.map((o) => [...head, formatUsDate(o.date), o.documentNumber, o.amount])
        : [[...head, "", "", ""]];
    }),
    ["Total", "", "", "", "", "", "", "", report.total],
  ]);
}
