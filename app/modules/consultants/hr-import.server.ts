import { createHash } from "node:crypto";
import type { Knex } from "knex";
import { recordActivity } from "~/modules/activity/activity.server";
import { formatUsDate, isoDate, parseUsDate } from "~/lib/dates";
import type { ListResult } from "~/lib/pagination";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { headerKey } from "~/lib/csv-import";
import { readColumnsCsv } from "~/utils/csv-file";
import { DomainError } from "~/utils/errors";
import { hoursText, HR_IMPORT_MESSAGES as M, hundredthsOf, mondayOf, readHours, type HrImportMode } from "./constants";
import { BILLED_SQL } from "./timesheets.server";

// Consultant › Import HR Timesheet (ADR 0086): an HR system's export of hours, one row per
// consultant, day and customer, imported into the consultants' weekly timesheets as a kind of
// Company › Import From CSV (the imports module runs it: the dry run is this import rolled back, the
// import all or nothing). Each file is one timesheet_import_batches row; each line it writes names
// the batch. A week it fills is created if need be and left submitted (a draft one is submitted:
// the HR system is where the hours were entered), to be approved on the Timesheet screen. Refused,
// each by its `line N:`: an unknown consultant or customer, no placement at that customer on that
// day, hours on an approved (or invoiced) week, a day already holding hours on that placement, a
// day over 24 hours across placements (those already in the week included), a line repeating
// another. The same file (its text's SHA-256) is refused a second time as a whole.
// In replace mode (a corrected export of a period already imported) a day holding hours that an
// earlier HR import wrote (its line has a batch) on a draft or submitted week takes the file's hours
// instead of being refused; hours typed on the grid (no batch) are still refused, approved weeks too.

export const HR_TIMESHEET_CSV_COLUMNS = ["Consultant", "Email", "Date", "Customer", "Hours", "Notes"] as const;
type Column = (typeof HR_TIMESHEET_CSV_COLUMNS)[number];
const REQUIRED: readonly Column[] = ["Date", "Customer", "Hours"];
const NOTES_MAX = 500;

export interface HrImportResult {
  batchId: number;
  rows: number;
  /** hundredths of an hour */
  hundredths: number;
  weeks: number;
  consultants: number;
  firstDate: string | null;
  lastDate: string | null;
  mode: HrImportMode;
  /** The `line N: replaces …` of each line that replaced hours an earlier import wrote, in file order. */
  replaced: string[];
}

interface Placed {
  id: number;
  consultantId: number;
  customerId: number;
  customerName: string;
  customerCode: string;
  startDate: string;
  endDate: string | null;
}

const sha256 = (text: string) =>
  createHash("sha256")
    .update(text.replace(/^\uFEFF/, ""))
    .digest("hex");

function readDate(text: string): string | null {
  const trimmed = text.trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? isoDate(trimmed) : parseUsDate(trimmed);
}

/**
 * Import an HR file's hours (`fileName` as the batch records it), adding them (`mode` "add", the
 * default) or replacing those an earlier HR import wrote ("replace"). Refused as a whole, nothing
 * written: a DomainError whose `lines` lists every `line N: …` problem (409 for the same file again).
 */
export async function importHrTimesheets(
  db: Knex,
  ctx: CompanyContext,
  input: { fileName: string; content: string; mode?: HrImportMode },
  /** Told after each chunk of hours written: `done` of the file's lines kept. */
  options: { onProgress?: (done: number, total: number) => void } = {},
): Promise<HrImportResult> {
  const { companyId } = ctx;
  const mode: HrImportMode = input.mode ?? "add";
  const table = readColumnsCsv(input.content, HR_TIMESHEET_CSV_COLUMNS, REQUIRED);
  if (!table.header.some((h) => h.column === "Consultant" || h.column === "Email")) throw new DomainError(M.whoColumn, 400);
  if (!table.rows.length) throw new DomainError(M.empty, 400);

  return db.transaction(async (trx) => {
    const hash = sha256(input.content);
    const earlier = await trx("timesheetImportBatches").where({ companyId, contentSha256: hash }).first("id", "fileName", "createdAt");
    if (earlier)
      throw new DomainError(M.sameFile(earlier.fileName, formatUsDate(new Date(earlier.createdAt).toISOString().slice(0, 10))), 409);

    const consultants: { id: number; consultantName: string; email: string }[] = await trx("consultants")
      .where({ companyId })
      .select("id", "consultantName", "email");
    const byName = new Map(consultants.map((c) => [headerKey(c.consultantName), c]));
    const byEmail = new Map(consultants.filter((c) => c.email.trim()).map((c) => [headerKey(c.email), c]));
    const placements: Placed[] = await trx("consultantPlacements as p")
      .join("customers as cu", (j) => j.on("cu.companyId", "p.companyId").andOn("cu.id", "p.customerId"))
      .where("p.companyId", companyId)
      .orderBy("p.id")
      .select(
        "p.id",
        "p.consultantId",
        "p.customerId",
        "cu.customerName",
        "cu.customerId as customerCode",
        trx.raw("p.start_date::text AS start_date"),
        trx.raw("p.end_date::text AS end_date"),
      );
    const customers: { id: number; customerName: string; customerCode: string }[] = await trx("customers")
      .where({ companyId })
      .select("id", "customerName", "customerId as customerCode");
    const customerOf = (text: string) =>
      customers.filter((c) => headerKey(c.customerName) === headerKey(text) || headerKey(c.customerCode) === headerKey(text));

    const problems: string[] = [];
    const rows: {
      line: number;
      consultant: (typeof consultants)[number];
      placement: Placed;
      date: string;
      hundredths: number;
      notes: string;
    }[] = [];
    const seen = new Map<string, number>();
    for (const row of table.rows) {
      const v = row.values as Partial<Record<Column, string>>;
      const say = (message: string) => problems.push(M.line(row.line, message));
      if (row.problem) {
        say(row.problem);
        continue;
      }
      const lineProblems: string[] = [];
      const email = (v.Email ?? "").trim();
      const name = (v.Consultant ?? "").trim();
      const consultant = email ? byEmail.get(headerKey(email)) : name ? byName.get(headerKey(name)) : undefined;
      if (!email && !name) lineProblems.push(M.whoRequired);
      else if (!consultant) lineProblems.push(M.consultantUnknown(email || name));
      const date = readDate(v.Date ?? "");
      if (!date) lineProblems.push(M.badDate((v.Date ?? "").trim()));
      const hundredths = readHours(v.Hours ?? "");
      if (hundredths === null) lineProblems.push(M.badHours((v.Hours ?? "").trim()));
      const notes = (v.Notes ?? "").trim();
      if (notes.length > NOTES_MAX) lineProblems.push(M.notesTooLong(NOTES_MAX));
      const customerText = (v.Customer ?? "").trim();
      const matches = customerText ? customerOf(customerText) : [];
      if (!customerText) lineProblems.push(M.customerRequired);
      else if (!matches.length) lineProblems.push(M.customerUnknown(customerText));
      let placement: Placed | undefined;
      if (consultant && date && matches.length) {
        const ids = new Set(matches.map((c) => c.id));
        placement = placements.find(
          (p) =>
            p.consultantId === consultant.id && ids.has(p.customerId) && p.startDate <= date && (p.endDate === null || p.endDate >= date),
        );
        if (!placement) lineProblems.push(M.noPlacement(consultant.consultantName, matches[0].customerName, formatUsDate(date)));
      }
      if (lineProblems.length || !consultant || !placement || !date || hundredths === null) {
        say(lineProblems.join("; "));
        continue;
      }
      const day = `${placement.id}|${date}`;
      const repeated = seen.get(day);
      if (repeated) {
        say(M.repeats(repeated));
        continue;
      }
      seen.set(day, row.line);
      rows.push({ line: row.line, consultant, placement, date, hundredths, notes });
    }

    // The weeks the rows fall in, as they stand (locked while this import runs).
    const weekKeys = [...new Set(rows.map((r) => `${r.consultant.id}|${mondayOf(r.date)}`))];
    const sheets = new Map<string, { id: number; status: string; billed: boolean }>();
    /** The lines already there by `${placementId}|${workDate}`, with the import that wrote each (batchId null: typed on the grid). */
    const existing = new Map<string, { id: number; hundredths: number; batchId: number | null; batchName: string }>();
    const dayTotals = new Map<string, number>();
    for (const chunk of chunks(weekKeys, 500)) {
      const found: { id: number; consultantId: number; weekStart: string; status: string }[] = await trx("timesheets")
        .where({ companyId })
        .whereIn(
          ["consultantId", "weekStart"],
          chunk.map((k) => k.split("|")),
        )
        .forUpdate()
        .select("id", "consultantId", trx.raw("week_start::text AS week_start"), "status");
      if (!found.length) continue;
      const entries: {
        id: number;
        timesheetId: number;
        consultantId: number;
        placementId: number;
        workDate: string;
        hours: string;
        billed: boolean;
        batchId: number | null;
        batchFile: string | null;
      }[] = await trx("timesheetEntries as e")
        .join("timesheets as t", (j) => j.on("t.companyId", "e.companyId").andOn("t.id", "e.timesheetId"))
        .leftJoin("timesheetImportBatches as b", (j) => j.on("b.companyId", "e.companyId").andOn("b.id", "e.batchId"))
        .where("e.companyId", companyId)
        .whereIn(
          "e.timesheetId",
          found.map((f) => f.id),
        )
        .select(
          "e.id",
          "e.timesheetId",
          "t.consultantId",
          "e.placementId",
          trx.raw("e.work_date::text AS work_date"),
          "e.hours",
          trx.raw(`${BILLED_SQL} AS billed`),
          "e.batchId",
          "b.fileName as batchFile",
        );
      const byId = new Map<number, { id: number; status: string; billed: boolean }>();
      for (const f of found) {
        const sheet = { id: f.id, status: f.status, billed: false };
        sheets.set(`${f.consultantId}|${f.weekStart}`, sheet);
        byId.set(f.id, sheet);
      }
      for (const e of entries) {
        const hundredths = readHours(e.hours) ?? 0;
        existing.set(`${e.placementId}|${e.workDate}`, {
          id: e.id,
          hundredths,
          batchId: e.batchId,
          batchName: e.batchId === null ? "" : M.batchName(e.batchFile ?? "", e.batchId),
        });
        dayTotals.set(`${e.consultantId}|${e.workDate}`, (dayTotals.get(`${e.consultantId}|${e.workDate}`) ?? 0) + hundredths);
        const sheet = byId.get(e.timesheetId);
        if (sheet && e.billed) sheet.billed = true;
      }
    }
    const kept: ((typeof rows)[number] & { replacesEntry: number | null })[] = [];
    const replaced: string[] = [];
    for (const r of rows) {
      const week = mondayOf(r.date);
      const sheet = sheets.get(`${r.consultant.id}|${week}`);
      if (sheet?.status === "approved") {
        problems.push(
          M.line(
            r.line,
            sheet.billed
              ? M.weekInvoiced(r.consultant.consultantName, formatUsDate(week))
              : M.weekApproved(r.consultant.consultantName, formatUsDate(week)),
          ),
        );
        continue;
      }
      const dayKey = `${r.consultant.id}|${r.date}`;
      let total = dayTotals.get(dayKey) ?? 0;
      const already = existing.get(`${r.placement.id}|${r.date}`);
      if (already) {
        const taken = [r.consultant.consultantName, hoursText(already.hundredths), r.placement.customerName, formatUsDate(r.date)] as const;
        if (mode === "add") {
          problems.push(M.line(r.line, M.dayTaken(...taken)));
          continue;
        }
        if (already.batchId === null) {
          problems.push(M.line(r.line, M.dayTyped(...taken)));
          continue;
        }
        // Replace mode, hours an HR import wrote: the file's take their place in the day's total.
        total -= already.hundredths;
      }
      total += r.hundredths;
      dayTotals.set(dayKey, total);
      if (total > 2400) {
        problems.push(M.line(r.line, M.dayTooMany(r.consultant.consultantName, formatUsDate(r.date), hoursText(total))));
        continue;
      }
      if (already)
        replaced.push(
          M.line(
            r.line,
            M.replaces(
              hoursText(already.hundredths),
              already.batchName,
              hoursText(r.hundredths),
              r.consultant.consultantName,
              r.placement.customerName,
              formatUsDate(r.date),
            ),
          ),
        );
      kept.push({ ...r, replacesEntry: already?.id ?? null });
    }
    if (problems.length) {
      problems.sort((a, b) => lineOf(a) - lineOf(b));
      throw new DomainError(M.notImported(new Set(problems.map(lineOf)).size), 400, { lines: problems });
    }

    const hundredths = kept.reduce((sum, r) => sum + r.hundredths, 0);
    const [batch] = await trx("timesheetImportBatches")
      .insert({
        companyId,
        fileName: input.fileName.slice(0, 255),
        rowCount: kept.length,
        hours: hoursText(hundredths),
        contentSha256: hash,
        mode,
        replacedCount: replaced.length,
        createdBy: ctx.userId,
      })
      .returning(["id"]);
    const batchId = batch.id as number;
    // The lines replaced go (a day the file gives 0 hours is left without any); the file's are written below.
    const gone = kept.flatMap((r) => (r.replacesEntry === null ? [] : [r.replacesEntry]));
    for (const chunk of chunks(gone, 1000)) await trx("timesheetEntries").where({ companyId }).whereIn("id", chunk).delete();
    const worked = kept.filter((r) => r.hundredths > 0);
    const weeks = [...new Set(worked.map((r) => `${r.consultant.id}|${mondayOf(r.date)}`))];
    for (const w of weeks) {
      const [consultantId, weekStart] = w.split("|");
      const sheet = sheets.get(w);
      if (sheet) {
        await trx("timesheets")
          .where({ companyId, id: sheet.id })
          .update({ status: "submitted", version: trx.raw("version + 1"), updatedAt: trx.fn.now() });
      } else {
        const [created] = await trx("timesheets")
          .insert({ companyId, consultantId: Number(consultantId), weekStart, status: "submitted", batchId, createdBy: ctx.userId })
          .returning(["id"]);
        sheets.set(w, { id: created.id, status: "submitted", billed: false });
      }
    }
    let written = kept.length - worked.length; // a day of no hours writes no entry
    for (const chunk of chunks(worked, 1000)) {
      await trx("timesheetEntries").insert(
        chunk.map((r) => ({
          companyId,
          timesheetId: sheets.get(`${r.consultant.id}|${mondayOf(r.date)}`)!.id,
          placementId: r.placement.id,
          workDate: r.date,
          hours: hoursText(r.hundredths),
          batchId,
          notes: r.notes,
        })),
      );
      written += chunk.length;
      options.onProgress?.(written, kept.length);
    }
    const dates = kept.map((r) => r.date).sort();
    const result: HrImportResult = {
      batchId,
      rows: kept.length,
      hundredths,
      weeks: weeks.length,
      consultants: new Set(worked.map((r) => r.consultant.id)).size,
      firstDate: dates[0] ?? null,
      lastDate: dates.at(-1) ?? null,
      mode,
      replaced,
    };
    const summary = M.summary(result.rows, hoursText(hundredths), result.weeks);
    await recordActivity(trx, ctx, {
      activity: "imported",
      recordType: "timesheet",
      recordId: batchId,
      name: `HR timesheet file ${input.fileName || `#${batchId}`}`.trim(),
      date: result.firstDate,
      link: `consultant/timesheet?batchId=${batchId}`,
      detail: mode === "replace" ? `${summary}; ${M.replacedSummary(replaced.length)}` : summary,
    });
    return result;
  });
}

const lineOf = (problem: string) => Number(/^line (\d+)/.exec(problem)?.[1] ?? 0);

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface HrBatchRow {
  id: number;
  fileName: string;
  rows: number;
  hours: string;
  weeks: number;
  consultants: number;
  firstDate: string | null;
  lastDate: string | null;
  importedBy: string;
  importedAt: string;
  mode: HrImportMode;
  /** Lines that replaced hours an earlier import wrote (replace mode). */
  replaced: number;
}

/** One page of the company's HR imports, newest first, with what each filled. */
export async function listHrBatches(db: Knex, companyId: number, page: { page: number; perPage: number }): Promise<ListResult<HrBatchRow>> {
  const [{ count }] = await db("timesheetImportBatches").where({ companyId }).count({ count: "*" });
  const rows: Record<string, unknown>[] = await db("timesheetImportBatches as b")
    .leftJoin("users as u", "u.id", "b.createdBy")
    .where("b.companyId", companyId)
    .orderBy([
      { column: "b.createdAt", order: "desc" },
      { column: "b.id", order: "desc" },
    ])
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage)
    .select(
      "b.id",
      "b.fileName",
      "b.rowCount",
      "b.hours",
      "b.createdAt",
      "b.mode",
      "b.replacedCount",
      db.raw("COALESCE(NULLIF(trim(u.first_name || ' ' || u.last_name), ''), u.email, 'CLI') AS imported_by"),
      db.raw(
        `(SELECT count(DISTINCT e.timesheet_id) FROM timesheet_entries e WHERE e.company_id = b.company_id AND e.batch_id = b.id)::int AS weeks`,
      ),
      db.raw(
        `(SELECT count(DISTINCT t.consultant_id) FROM timesheet_entries e JOIN timesheets t ON t.company_id = e.company_id AND t.id = e.timesheet_id
          WHERE e.company_id = b.company_id AND e.batch_id = b.id)::int AS consultants`,
      ),
      db.raw(
        `(SELECT min(e.work_date)::text FROM timesheet_entries e WHERE e.company_id = b.company_id AND e.batch_id = b.id) AS first_date`,
      ),
      db.raw(
        `(SELECT max(e.work_date)::text FROM timesheet_entries e WHERE e.company_id = b.company_id AND e.batch_id = b.id) AS last_date`,
      ),
    );
  return {
    items: rows.map((r) => ({
      id: r.id as number,
      fileName: r.fileName as string,
      rows: r.rowCount as number,
      hours: hoursText(hundredthsOf(String(r.hours))),
      weeks: r.weeks as number,
      consultants: r.consultants as number,
      firstDate: (r.firstDate as string | null) ?? null,
      lastDate: (r.lastDate as string | null) ?? null,
      importedBy: r.importedBy as string,
      importedAt: new Date(r.createdAt as string).toISOString(),
      mode: r.mode as HrImportMode,
      replaced: r.replacedCount as number,
    })),
    total: Number(count),
    page: page.page,
    perPage: page.perPage,
  };
}
