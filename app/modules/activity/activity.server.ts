import type { Knex } from "knex";
import { toCsv } from "~/lib/csv";
import { localIso } from "~/lib/dates";
import type { ListResult } from "~/lib/pagination";
import { anyColumnContains } from "~/lib/search-text";
import {
  ACTIVITY_CSV_COLUMNS,
  ACTIVITY_LABELS,
  CLI_FILTER,
  CLI_USER,
  RECORD_TYPE_LABELS,
  type Activity,
  type ActivityFilter,
  type ActivityRow,
  type RecordType,
} from "./constants";

// The Users Activity Log (spec §2.12, ADR 0068): every change of a company's books and team, written
// by recordActivity in the transaction of the change (so a change rolled back leaves no row), and
// read by the screen, its CSV and the API. Nothing here, nor anywhere else in the app, updates or
// deletes a row: the table's trigger refuses both (but for its company's own deletion).
// This module sits lowest in MODULE_ORDER so that every module that changes something can call it:
// it imports no other module, and takes the company and the user as plain numbers.

/** Who changed what: the company, and the signed-in user (null: the command line). */
export interface ActivityContext {
  companyId: number;
  userId?: number | null;
}

export interface ActivityEntry {
  activity: Activity;
  recordType: RecordType;
  recordId?: number | null;
  /** The record's name or number as the user knows it ("BILL-0007", "Acme Supplies"). */
  name?: string;
  /** The document's date (YYYY-MM-DD), when it has one. */
  date?: string | null;
  /** A decimal string ("1234.50"), never a float. */
  amount?: string | null;
  /** The record's screen under the company's dashboard ("vendors/documents/12"). */
  link?: string | null;
  /** A few words more ("12 vendors", "role Bookkeeper → Viewer"). */
  detail?: string;
}

/** The user's name as the log keeps it (their name, else their email); "CLI" without a user. */
const userNameSql = `COALESCE((SELECT COALESCE(NULLIF(trim(u.first_name || ' ' || u.last_name), ''), u.email) FROM users u WHERE u.id = ?), '${CLI_USER}')`;

/**
 * Record one change in the activity log, inside the change's own transaction (`trx` must be it:
 * a row written after the commit could outlive a change that failed, and one written outside it
 * would stay when the change is rolled back).
 */
export async function recordActivity(trx: Knex.Transaction, ctx: ActivityContext, entry: ActivityEntry): Promise<void> {
  await trx.raw(
    `INSERT INTO activity_log (company_id, user_id, user_name, activity, record_type, record_id, record_name, document_date, amount, link, detail)
     VALUES (?, ?, ${userNameSql}, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      ctx.companyId,
      ctx.userId ?? null,
      ctx.userId ?? null,
      entry.activity,
      entry.recordType,
      entry.recordId ?? null,
      (entry.name ?? "").slice(0, 500),
      entry.date ?? null,
      entry.amount ?? null,
      entry.link ?? null,
      (entry.detail ?? "").slice(0, 500),
    ],
  );
}

/**
 * A sign-in, recorded against the company the user opens on signing in (their current company,
 * when they are still a member of it); none when they open on no company. In `trx`, the session's.
 */
export async function recordSignIn(trx: Knex.Transaction, userId: number): Promise<void> {
  await trx.raw(
    `INSERT INTO activity_log (company_id, user_id, user_name, activity, record_type, record_name)
     SELECT m.company_id, u.id, COALESCE(NULLIF(trim(u.first_name || ' ' || u.last_name), ''), u.email), 'signed_in', 'session', u.email
       FROM users u JOIN company_members m ON m.company_id = u.current_company_id AND m.user_id = u.id
      WHERE u.id = ?`,
    [userId],
  );
}

interface RawRow {
  id: string | number;
  occurredAt: Date | string;
  userId: number | null;
  userName: string;
  activity: Activity;
  recordType: string;
  recordId: number | null;
  recordName: string;
  documentDate: string | Date | null;
  amount: string | null;
  link: string | null;
  detail: string;
}

const dateOnly = (value: string | Date | null) =>
  value === null ? null : typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);

function toRow(row: RawRow, offsetMinutes: number): ActivityRow {
  const occurred = new Date(row.occurredAt);
  return {
    id: Number(row.id),
    modifiedTime: localIso(offsetMinutes, occurred).slice(0, 16).replace("T", " "),
    occurredAt: occurred.toISOString(),
    userId: row.userId,
    userName: row.userName,
    activity: row.activity,
    activityLabel: ACTIVITY_LABELS[row.activity] ?? row.activity,
    recordType: row.recordType,
    recordTypeLabel: RECORD_TYPE_LABELS[row.recordType as RecordType] ?? row.recordType,
    recordId: row.recordId,
    name: row.recordName,
    date: dateOnly(row.documentDate),
    amount: row.amount === null ? null : String(row.amount),
    link: row.link,
    detail: row.detail,
  };
}

/** The instant a company's day begins (YYYY-MM-DD at midnight in a zone `offsetMinutes` east of UTC). */
const dayStart = (day: string, offsetMinutes: number) => new Date(Date.parse(`${day}T00:00:00Z`) - offsetMinutes * 60_000);

function filtered(db: Knex, companyId: number, filter: ActivityFilter, offsetMinutes: number) {
  const query = db("activityLog as l")
    .where("l.companyId", companyId)
    .where("l.occurredAt", ">=", dayStart(filter.from, offsetMinutes))
    .where("l.occurredAt", "<", new Date(dayStart(filter.to, offsetMinutes).getTime() + 24 * 60 * 60_000));
  if (filter.userId === CLI_FILTER) query.whereNull("l.userId");
  else if (filter.userId !== null) query.where("l.userId", filter.userId);
  if (filter.activity) query.where("l.activity", filter.activity);
  if (filter.recordType) query.where("l.recordType", filter.recordType);
  if (filter.q) query.where(anyColumnContains(["l.recordName", "l.userName", "l.detail"], filter.q));
  return query;
}

const newestFirst = (query: Knex.QueryBuilder) =>
  query.orderBy([
    { column: "l.occurredAt", order: "desc" },
    { column: "l.id", order: "desc" },
  ]);

/** A page of the log, newest first, as the filter says (`offsetMinutes`: the company's time zone). */
export async function listActivity(
  db: Knex,
  companyId: number,
  filter: ActivityFilter,
  offsetMinutes: number,
  paging: { page: number; perPage: number },
): Promise<ListResult<ActivityRow>> {
  const [{ count }] = await filtered(db, companyId, filter, offsetMinutes).count({ count: "*" });
  const rows: RawRow[] = await newestFirst(filtered(db, companyId, filter, offsetMinutes).select("l.*"))
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage);
  return { items: rows.map((r) => toRow(r, offsetMinutes)), total: Number(count), page: paging.page, perPage: paging.perPage };
}

/** Export to CSV: every row the filter matches (not only the page shown), newest first. */
export async function activityCsv(db: Knex, companyId: number, filter: ActivityFilter, offsetMinutes: number): Promise<string> {
  const rows: RawRow[] = await newestFirst(filtered(db, companyId, filter, offsetMinutes).select("l.*"));
  return toCsv([
    [...ACTIVITY_CSV_COLUMNS],
    ...rows
      .map((r) => toRow(r, offsetMinutes))
      .map((r) => [r.modifiedTime, r.userName, r.activityLabel, r.recordTypeLabel, r.name, r.date ?? "", r.amount ?? "", r.detail]),
  ]);
}

/** The users the log names in the company (the User filter's choices), by name; the CLI's changes as "CLI". */
export async function activityUsers(db: Knex, companyId: number): Promise<{ value: string; label: string }[]> {
  const rows: { userId: number | null; userName: string }[] = await db
    .from(
      db("activityLog")
        .where({ companyId })
        .distinctOn("userId")
        .select("userId", "userName")
        .orderBy([{ column: "userId" }, { column: "occurredAt", order: "desc" }])
        .as("u"),
    )
    .select("*")
    .orderByRaw("lower(user_name)");
  return rows.map((r) => (r.userId === null ? { value: CLI_FILTER, label: CLI_USER } : { value: String(r.userId), label: r.userName }));
}
