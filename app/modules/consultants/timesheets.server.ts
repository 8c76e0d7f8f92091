import { isRowId } from "~/lib/row-id";
import type { Knex } from "knex";
import { recordActivity, type ActivityContext } from "~/modules/activity/activity.server";
import { formatUsDate } from "~/lib/dates";
import type { ListResult } from "~/lib/pagination";
import { memberCompanyIds } from "~/modules/companies/companies.server";
import { DomainError } from "~/utils/errors";
import { patchVersioned } from "~/utils/model";
import {
  hoursText,
  hundredthsOf,
  isMonday,
  TIMESHEET_MESSAGES as T,
  TIMESHEET_STATUS_LABELS,
  weekDays,
  type TimesheetIntent,
  type TimesheetStatus,
} from "./constants";
import { Timesheet, TimesheetEntry } from "./consultant.model";
import { getConsultant, type PlacementRecord } from "./consultants.server";
import type { TimesheetWeekInput } from "./schema";

// Timesheets (ADR 0079): one week (Monday to Sunday) of a consultant's hours per placement and day,
// 0–24 hours a day in all, two decimals. A week is a draft while it is entered, then submitted,
// then approved; only a draft's hours change (a submitted week can be sent back to draft). Approved
// hours not on a live invoice are unbilled: an entry names the invoice that billed it, and a void
// invoice releases it (the SQL below reads "billed" as "on an invoice that is not void").

/** An entry is billed when its invoice exists and is not void. */
export const BILLED_SQL = `EXISTS (SELECT 1 FROM sales_documents d WHERE d.company_id = e.company_id AND d.id = e.invoice_id AND d.status <> 'void')`;

export interface WeekView {
  consultant: { id: number; consultantName: string; active: boolean };
  weekStart: string;
  days: string[];
  timesheet: { id: number; status: TimesheetStatus; version: number } | null;
  /** The consultant's placements running in the week (and any with hours in it) */
  placements: (PlacementRecord & { runs: boolean[] })[];
  /** hundredths by `${placementId}.${day}` */
  cells: Record<string, number>;
  dayTotals: number[];
  total: number;
  billed: number;
}

/** A consultant's week as the grid shows it. */
export async function readWeek(db: Knex, companyId: number, consultantId: number, weekStart: string): Promise<WeekView> {
  const consultant = await getConsultant(db, companyId, consultantId);
  if (!isMonday(weekStart)) throw new DomainError(T.notMonday, 400, { weekStart: [T.notMonday] });
  const days = weekDays(weekStart);
  const sheet = await Timesheet.query(db).modify("ofCompany", companyId).where({ consultantId, weekStart }).first();
  const entries: { placementId: number; workDate: string; hours: string; billed: boolean }[] = sheet
    ? await db("timesheetEntries as e")
        .where({ "e.companyId": companyId, "e.timesheetId": sheet.id })
        .select("e.placementId", db.raw("e.work_date::text AS work_date"), "e.hours", db.raw(`${BILLED_SQL} AS billed`))
    : [];
  const worked = new Set(entries.map((e) => e.placementId));
  const placements = consultant.placements
    .filter((p) => worked.has(p.id) || (p.startDate <= days[6] && (p.endDate === null || p.endDate >= days[0])))
    .map((p) => ({ ...p, runs: days.map((d) => p.startDate <= d && (p.endDate === null || p.endDate >= d)) }));
  const cells: Record<string, number> = {};
  const dayTotals = days.map(() => 0);
  let billed = 0;
  for (const e of entries) {
    const day = days.indexOf(e.workDate);
    const hundredths = hundredthsOf(e.hours);
    cells[`${e.placementId}.${day}`] = hundredths;
    dayTotals[day] += hundredths;
    if (e.billed) billed += hundredths;
  }
  return {
    consultant: { id: consultant.id, consultantName: consultant.consultantName, active: consultant.active },
    weekStart,
    days,
    timesheet: sheet ? { id: sheet.id, status: sheet.status, version: sheet.version } : null,
    placements,
    cells,
    dayTotals,
    total: dayTotals.reduce((a, b) => a + b, 0),
    billed,
  };
}

/** The entries' problems: a day outside the week or the placement's dates, a placement not the consultant's, more than 24 hours a day. */
export function weekProblems(
  days: readonly string[],
  placements: readonly Pick<PlacementRecord, "id" | "customerName" | "startDate" | "endDate">[],
  entries: readonly { placementId: number; date: string | null; hours: number }[],
): string[] {
  const problems: string[] = [];
  const byId = new Map(placements.map((p) => [p.id, p]));
  const perDay = new Map<string, number>();
  for (const e of entries) {
    const date = e.date ?? "";
    if (!days.includes(date)) {
      problems.push(T.outsideWeek(formatUsDate(date)));
      continue;
    }
    const placement = byId.get(e.placementId);
    if (!placement) {
      problems.push(T.placementNotOfConsultant);
      continue;
    }
    if (date < placement.startDate || (placement.endDate !== null && date > placement.endDate))
      problems.push(T.outsidePlacement(formatUsDate(date), placement.customerName));
    perDay.set(date, (perDay.get(date) ?? 0) + e.hours);
  }
  for (const [date, hundredths] of perDay) if (hundredths > 2400) problems.push(T.dayTooMany(formatUsDate(date), hoursText(hundredths)));
  return [...new Set(problems)];
}

const MESSAGE_OF: Record<TimesheetIntent, string> = {
  save: T.saved,
  submit: T.submitted,
  approve: T.approved,
  reopen: T.reopened,
};

/**
 * Save a week (its hours replace the draft's), submit it, approve a submitted one or send it back
 * to draft, in one transaction on the version read. Refused as a whole, with every problem named.
 */
export async function saveWeek(
  db: Knex,
  ctx: ActivityContext & { userId?: number | null },
  input: TimesheetWeekInput,
): Promise<{ id: number; status: TimesheetStatus; message: string }> {
  const { companyId } = ctx;
  const weekStart = input.weekStart!;
  if (!isMonday(weekStart)) throw new DomainError(T.notMonday, 400, { weekStart: [T.notMonday] });
  const consultant = await getConsultant(db, companyId, input.consultantId);
  const days = weekDays(weekStart);
  const changesHours = input.intent === "save" || input.intent === "submit";
  if (changesHours) {
    const problems = weekProblems(days, consultant.placements, input.entries);
    if (problems.length) throw new DomainError(problems.join("\n"), 400);
    if (input.intent === "submit" && !input.entries.some((e) => e.hours > 0)) throw new DomainError(T.emptySubmit, 400);
  }
  return db.transaction(async (trx) => {
    let sheet = await Timesheet.query(trx)
      .modify("ofCompany", companyId)
      .where({ consultantId: consultant.id, weekStart })
      .forUpdate()
      .first();
    if (sheet && input.version !== null) {
      await patchVersioned(
        Timesheet,
        trx,
        { companyId, id: sheet.id },
        input.version,
        { updatedAt: trx.fn.now() },
        { noun: "timesheet", notFound: T.notFound },
      );
    } else if (sheet && input.version === null) {
      throw new DomainError(T.stale, 409);
    }
    if (!sheet) {
      if (!changesHours) throw new DomainError(input.intent === "approve" ? T.approveNeedsSubmitted : T.reopenNeedsSubmitted, 409);
      sheet = await Timesheet.query(trx).insertAndFetch({
        companyId,
        consultantId: consultant.id,
        weekStart,
        status: "draft",
        createdBy: ctx.userId ?? null,
      } as never);
    }
    let status: TimesheetStatus = sheet.status;
    if (changesHours) {
      if (sheet.status !== "draft") throw new DomainError(T.locked(TIMESHEET_STATUS_LABELS[sheet.status]), 409);
      // The grid's hours replace the week's lines; a line an HR import wrote (ADR 0086) keeps its
      // notes on the same placement and day, and its batch only while its hours are what HR sent.
      const before = new Map(
        (
          await TimesheetEntry.query(trx)
            .where({ companyId, timesheetId: sheet.id })
            .select("placementId", trx.raw("work_date::text AS work_date"), "hours", "batchId", "notes")
        ).map((e) => [`${e.placementId}|${e.workDate}`, e]),
      );
      await TimesheetEntry.query(trx).where({ companyId, timesheetId: sheet.id }).delete();
      const rows = input.entries
        .filter((e) => e.hours > 0)
        .map((e) => {
          const was = before.get(`${e.placementId}|${e.date}`);
          return {
            companyId,
            timesheetId: sheet!.id,
            placementId: e.placementId,
            workDate: e.date,
            hours: hoursText(e.hours),
            batchId: was && hundredthsOf(was.hours) === e.hours ? was.batchId : null,
            notes: was?.notes ?? "",
          };
        });
      if (rows.length) await TimesheetEntry.query(trx).insert(rows as never);
      status = input.intent === "submit" ? "submitted" : "draft";
    } else if (sheet.status !== "submitted") {
      throw new DomainError(input.intent === "approve" ? T.approveNeedsSubmitted : T.reopenNeedsSubmitted, 409);
    } else {
      status = input.intent === "approve" ? "approved" : "draft";
    }
    await Timesheet.query(trx)
      .where({ companyId, id: sheet.id })
      .patch({ status } as never);
    const hours = await trx("timesheetEntries").where({ companyId, timesheetId: sheet.id }).sum({ h: "hours" }).first();
    await recordActivity(trx, ctx, {
      activity: sheet.version === 1 && input.version === null ? "created" : "updated",
      recordType: "timesheet",
      recordId: sheet.id,
      name: `${consultant.consultantName}, week of ${formatUsDate(weekStart)}`,
      date: weekStart,
      link: `consultant/timesheet/week?consultantId=${consultant.id}&week=${weekStart}`,
      detail: `${TIMESHEET_STATUS_LABELS[status]}, ${hoursText(hundredthsOf(hours?.h ?? "0"))} hours`,
    });
    return { id: sheet.id, status, message: MESSAGE_OF[input.intent] };
  });
}

export interface TimesheetFilter {
  week?: string | null;
  consultantId?: number | null;
  customerId?: number | null;
  status?: TimesheetStatus | null;
  /** The weeks an HR import (ADR 0086) filled */
  batchId?: number | null;
}

export interface TimesheetRow {
  id: number;
  consultantId: number;
  consultantName: string;
  weekStart: string;
  status: TimesheetStatus;
  customers: string;
  hours: string;
  unbilledHours: string;
  billedHours: string;
}

function timesheetQuery(db: Knex, companyId: number, filter: TimesheetFilter) {
  const query = db("timesheets as t")
    .join("consultants as c", (j) => j.on("c.companyId", "t.companyId").andOn("c.id", "t.consultantId"))
    .where("t.companyId", companyId);
  if (filter.week) query.where("t.weekStart", filter.week);
  if (filter.consultantId) query.where("t.consultantId", filter.consultantId);
  if (filter.status) query.where("t.status", filter.status);
  if (filter.batchId)
    query.whereExists(
      db("timesheetEntries as b").whereRaw("b.company_id = t.company_id AND b.timesheet_id = t.id").where("b.batchId", filter.batchId),
    );
  if (filter.customerId)
    query.whereExists(
      db("timesheetEntries as x")
        .join("consultantPlacements as xp", (j) => j.on("xp.companyId", "x.companyId").andOn("xp.id", "x.placementId"))
        .whereRaw("x.company_id = t.company_id AND x.timesheet_id = t.id")
        .where("xp.customerId", filter.customerId),
    );
  return query;
}

/** Sums of a timesheet's entries (only the filter's customer's, when it names one). */
function sumsJoin(db: Knex, companyId: number, customerId: number | null | undefined) {
  const sums = db("timesheetEntries as e")
    .join("consultantPlacements as p", (j) => j.on("p.companyId", "e.companyId").andOn("p.id", "e.placementId"))
    .join("customers as cu", (j) => j.on("cu.companyId", "p.companyId").andOn("cu.id", "p.customerId"))
    .where("e.companyId", companyId)
    .groupBy("e.timesheetId")
    .select(
      "e.timesheetId",
      db.raw("sum(e.hours) AS hours"),
      db.raw(`sum(CASE WHEN ${BILLED_SQL} THEN e.hours ELSE 0 END) AS billed`),
      db.raw("string_agg(DISTINCT cu.customer_name, ', ') AS customers"),
    );
  if (customerId) sums.where("p.customerId", customerId);
  return sums;
}

/** One page of timesheets, newest week first, with the filter's totals. */
export async function listTimesheets(
  db: Knex,
  companyId: number,
  filter: TimesheetFilter & { page: number; perPage: number },
): Promise<ListResult<TimesheetRow> & { totals: { hours: string; unbilledHours: string; billedHours: string } }> {
  const base = timesheetQuery(db, companyId, filter).leftJoin(sumsJoin(db, companyId, filter.customerId).as("s"), "s.timesheetId", "t.id");
  const [{ count }] = await base.clone().count({ count: "*" });
  const totals = await base
    .clone()
    .first(
      db.raw("COALESCE(sum(s.hours), 0) AS hours"),
      db.raw("COALESCE(sum(CASE WHEN t.status = 'approved' THEN s.hours - s.billed ELSE 0 END), 0) AS unbilled"),
      db.raw("COALESCE(sum(s.billed), 0) AS billed"),
    );
  const rows = await base
    .select(
      "t.id",
      "t.consultantId",
      "c.consultantName",
      db.raw("t.week_start::text AS week_start"),
      "t.status",
      "s.customers",
      db.raw("COALESCE(s.hours, 0) AS hours"),
      db.raw("COALESCE(s.billed, 0) AS billed"),
    )
    .orderBy([{ column: "t.weekStart", order: "desc" }, { column: "c.consultantName" }, { column: "t.id" }])
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage);
  const h = (v: unknown) => hoursText(hundredthsOf(String(v ?? "0")));
  return {
    items: rows.map((r: Record<string, unknown>) => {
      const hours = hundredthsOf(String(r.hours));
      const billed = hundredthsOf(String(r.billed));
      return {
        id: r.id as number,
        consultantId: r.consultantId as number,
        consultantName: r.consultantName as string,
        weekStart: r.weekStart as string,
        status: r.status as TimesheetStatus,
        customers: (r.customers as string | null) ?? "",
        hours: hoursText(hours),
        unbilledHours: hoursText(r.status === "approved" ? hours - billed : 0),
        billedHours: hoursText(billed),
      };
    }),
    total: Number(count),
    page: filter.page,
    perPage: filter.perPage,
    totals: { hours: h(totals?.hours), unbilledHours: h(totals?.unbilled), billedHours: h(totals?.billed) },
  };
}

/** The company of a timesheet if it is the user's, else 404. */
export async function findTimesheetCompanyId(db: Knex, userId: number, id: number): Promise<number> {
  const row = isRowId(id)
    ? await db("timesheets").where({ id }).whereIn("companyId", memberCompanyIds(db, userId)).first("companyId")
    : undefined;
  if (!row) throw new DomainError(T.notFound, 404);
  return row.companyId;
}

/** A timesheet's consultant and week (the API reads a week by its id). */
export async function timesheetWeekOf(db: Knex, companyId: number, id: number) {
  const row = await db("timesheets").where({ companyId, id }).first("consultantId", db.raw("week_start::text AS week_start"));
  if (!row) throw new DomainError(T.notFound, 404);
  return row as { consultantId: number; weekStart: string };
}
