// Consultant › Import HR Timesheet (ADR 0086): an HR system's hours, run as the `hr-timesheets`
// kind of Company › Import From CSV (runImport: the dry run is the import rolled back, the import
// all or nothing). The hours land in each consultant's week for the right placement, submitted;
// every refusal names its line; the same file twice is refused; the batch records the file and
// what it filled; the weeks approved are invoiced like any other. Figures worked out by hand.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { invoiceTimesheets } from "../../app/modules/consultants/billing.server";
import { addPlacement, createConsultant } from "../../app/modules/consultants/consultants.server";
import type { HrImportMode } from "../../app/modules/consultants/constants";
import { listHrBatches } from "../../app/modules/consultants/hr-import.server";
import { consultantBody, invoiceFromTimesheetsSchema, placementSchema, timesheetWeekSchema } from "../../app/modules/consultants/schema";
import { listTimesheets, readWeek, saveWeek } from "../../app/modules/consultants/timesheets.server";
import { runImport, type ImportOutcome } from "../../app/modules/imports/imports.server";
import { importKindFor } from "../../app/modules/imports/kinds.server";
import { trialBalance } from "../../app/modules/ledger/ledger.server";
import { startTestApp, type TestApp } from "../support/app";
import { ownerAndCompany } from "../support/books";
import { giveSalesLists } from "../support/sales-books";

let app: TestApp;
let ctx: CompanyContext;
const ids: Record<string, number> = {};

const HEADER = "Consultant,Email,Date,Customer,Hours,Notes";
const csv = (...rows: string[]) => [HEADER, ...rows].join("\n") + "\n";
const hr = (content: string, dryRun: boolean, fileName = "hr.csv", mode?: HrImportMode): Promise<ImportOutcome> =>
  runImport(app.db, ctx, { kind: "hr-timesheets", fileName, content, encoding: "UTF-8", dryRun, options: { mode } });
const counts = async () => ({
  sheets: Number((await app.db("timesheets").where({ companyId: ctx.companyId }).count({ n: "*" }))[0].n),
  entries: Number((await app.db("timesheetEntries").where({ companyId: ctx.companyId }).count({ n: "*" }))[0].n),
  batches: Number((await app.db("timesheetImportBatches").where({ companyId: ctx.companyId }).count({ n: "*" }))[0].n),
});

// Week of Monday 11/02/2026 and of Monday 11/09/2026.
const GOOD = csv(
  "Dana Dev,,11/02/2026,Ann's Bakery,8,Kick-off",
  ",dana@example.com,2026-11-03,ANN,7.5,",
  "Dana Dev,,11/03/2026,School,0.5,",
  "Eli Ops,,11/09/2026,Ann's Bakery,6.25,Deploy",
);

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx } = await ownerAndCompany(app.db, { today: "2026-11-28" }));
  Object.assign(ids, await giveSalesLists(app.db, ctx));
  const item = (await app.db("items").where({ companyId: ctx.companyId, name: "Consulting" }).first("id")).id as number;
  const customer = async (customerId: string) =>
    (await app.db("customers").where({ companyId: ctx.companyId, customerId }).first("id")).id as number;
  ids.ann = await customer("ANN");
  ids.school = await customer("SCH");
  const dana = await createConsultant(
    app.db,
    ctx,
    consultantBody.parse({ consultantName: "Dana Dev", email: "dana@example.com", billRate: "120.00", payRate: "80.00" }),
  );
  const eli = await createConsultant(app.db, ctx, consultantBody.parse({ consultantName: "Eli Ops", billRate: "100.00" }));
  ids.dana = dana.id;
  ids.eli = eli.id;
  const place = async (consultantId: number, fields: Record<string, unknown>) =>
    (await addPlacement(app.db, ctx, consultantId, placementSchema.parse({ itemId: item, ...fields }))).id;
  ids.danaAtAnn = await place(ids.dana, { customerId: ids.ann, startDate: "2026-10-01" });
  ids.danaAtSchool = await place(ids.dana, { customerId: ids.school, billRate: "100.00", startDate: "2026-11-01", endDate: "2026-11-03" });
  ids.eliAtAnn = await place(ids.eli, { customerId: ids.ann, startDate: "2026-11-01" });
});
afterAll(() => app?.cleanup());

describe("importing an HR file of hours", () => {
  it("is a kind of IT consulting companies only", () => {
    expect(importKindFor("hr-timesheets", 18)).toBe(true);
    expect(importKindFor("hr-timesheets", 1)).toBe(false);
    expect(importKindFor("vendors", 1)).toBe(true);
  });

  it("previews a good file without writing anything, then imports it into submitted weeks at the right placements", async () => {
    const preview = await hr(GOOD, true);
    expect(preview).toMatchObject({
      ok: true,
      rowsRead: 4,
      message:
        "Dry run: would import 4 lines of hours (22.25 hours, 2 weeks of 2 consultants, dated 11/02/2026 to 11/09/2026) (nothing was written)",
      problems: [],
    });
    expect(await counts()).toEqual({ sheets: 0, entries: 0, batches: 0 });

    const done = await hr(GOOD, false);
    expect(done.ok).toBe(true);
    expect(done.message).toBe("Imported 4 lines of hours (22.25 hours, 2 weeks of 2 consultants, dated 11/02/2026 to 11/09/2026)");
    expect(done.facts).toEqual([
      { label: "Lines", value: "4" },
      { label: "Hours", value: "22.25" },
      { label: "Weeks submitted", value: "2" },
      { label: "Consultants", value: "2" },
    ]);
    const dana = await readWeek(app.db, ctx.companyId, ids.dana, "2026-11-02");
    expect(dana.timesheet?.status).toBe("submitted");
    // Monday 8 at Ann's; Tuesday 7.5 at Ann's (by email and customer code) + 0.5 at School.
    expect(dana.cells).toEqual({ [`${ids.danaAtAnn}.0`]: 800, [`${ids.danaAtAnn}.1`]: 750, [`${ids.danaAtSchool}.1`]: 50 });
    const eli = await readWeek(app.db, ctx.companyId, ids.eli, "2026-11-09");
    expect(eli.cells).toEqual({ [`${ids.eliAtAnn}.0`]: 625 });

    const [batch] = (await listHrBatches(app.db, ctx.companyId, { page: 1, perPage: 10 })).items;
    expect(batch).toMatchObject({
      fileName: "hr.csv",
      rows: 4,
      hours: "22.25",
      weeks: 2,
      consultants: 2,
      firstDate: "2026-11-02",
      lastDate: "2026-11-09",
    });
    ids.batch = batch.id;
    const lines = await app.db("timesheetEntries").where({ companyId: ctx.companyId }).orderBy("id").select("batchId", "notes");
    expect(lines.map((l) => [l.batchId, l.notes])).toEqual([
      [batch.id, "Kick-off"],
      [batch.id, ""],
      [batch.id, ""],
      [batch.id, "Deploy"],
    ]);
    const filled = await listTimesheets(app.db, ctx.companyId, { page: 1, perPage: 10, batchId: batch.id });
    expect(filled.items.map((r) => [r.consultantName, r.weekStart, r.status, r.hours])).toEqual([
      ["Eli Ops", "2026-11-09", "submitted", "6.25"],
      ["Dana Dev", "2026-11-02", "submitted", "16.00"],
    ]);
    const log = await app.db("activityLog").where({ companyId: ctx.companyId, activity: "imported" }).select("recordName", "detail");
    expect(log).toEqual([{ recordName: "HR timesheet file hr.csv", detail: "4 lines, 22.25 hours, 2 weeks submitted" }]);
  });

  it("refuses the same file a second time, adding nothing", async () => {
    const before = await counts();
    const again = await hr(GOOD, false, "hr-again.csv");
    expect(again.ok).toBe(false);
    expect(again.message).toMatch(
      /^hr-again\.csv: This file was already imported as hr\.csv on \d\d\/\d\d\/\d{4}: its hours are in the timesheets\.$/,
    );
    expect(await counts()).toEqual(before);
  });

  it("names every bad line and imports nothing of the file", async () => {
    const before = await counts();
    const bad = await hr(
      csv(
        "Eli Ops,,11/10/2026,Ann's Bakery,4,", // good on its own
        "Nobody,,11/10/2026,Ann's Bakery,4,",
        "Eli Ops,,11/31/2026,Ann's Bakery,4,",
        "Eli Ops,,11/11/2026,Ann's Bakery,25,",
        "Eli Ops,,11/11/2026,Nowhere Inc,2,",
        "Eli Ops,,11/11/2026,School,2,",
        "Dana Dev,,11/02/2026,Ann's Bakery,1,", // already 8 hours there
        "Eli Ops,,11/10/2026,Ann's Bakery,3,", // repeats line 2
        ",,11/10/2026,Ann's Bakery,3,",
        "Eli Ops,,10/01/2026,Ann's Bakery,3,", // before the placement
      ),
      false,
    );
    expect(bad.ok).toBe(false);
    expect(bad.message).toBe("hr.csv: 9 lines are not valid: nothing was imported");
    expect(bad.problems).toEqual([
      'line 3: no consultant "Nobody"',
      'line 4: "11/31/2026" is not a date (MM/DD/YYYY or YYYY-MM-DD)',
      'line 5: "25" is not a number of hours from 0 to 24 with at most 2 decimals',
      'line 6: no customer "Nowhere Inc"',
      "line 7: Eli Ops has no placement at School on 11/11/2026",
      "line 8: Dana Dev already has 8.00 hours at Ann's Bakery on 11/02/2026",
      "line 9: the same consultant, customer and day as line 2",
      "line 10: Consultant or Email is required",
      "line 11: Eli Ops has no placement at Ann's Bakery on 10/01/2026",
    ]);
    expect(await counts()).toEqual(before);
  });

  it("keeps a day within 24 hours across placements, those already in the week included", async () => {
    // Dana already has 8 hours at Ann's on Monday 11/02: 16.5 more at School make 24.5.
    const over = await hr(csv("Dana Dev,,11/02/2026,School,16.5,"), true);
    expect(over.problems).toEqual(["line 2: Dana Dev's hours on 11/02/2026 add up to 24.50: at most 24 a day"]);
    // Within the file: Sunday 11/01, 20 at Ann's + 5 at School = 25.
    const inFile = await hr(csv("Dana Dev,,11/01/2026,Ann's Bakery,20,", "Dana Dev,,11/01/2026,School,5,"), true);
    expect(inFile.problems).toEqual(["line 3: Dana Dev's hours on 11/01/2026 add up to 25.00: at most 24 a day"]);
    const blank = await hr(csv("Dana Dev,,11/04/2026,Ann's Bakery,,"), true);
    expect(blank.problems).toEqual(['line 2: "" is not a number of hours from 0 to 24 with at most 2 decimals']);
    // Exactly 24 is fine: 8 + 16 on 11/02.
    expect((await hr(csv("Dana Dev,,11/02/2026,School,16,"), true)).ok).toBe(true);
  });

  it("refuses hours on an approved week and on an invoiced one; the approved hours invoice like any others", async () => {
    const week = await readWeek(app.db, ctx.companyId, ids.dana, "2026-11-02");
    await saveWeek(
      app.db,
      ctx,
      timesheetWeekSchema.parse({
        consultantId: ids.dana,
        weekStart: "2026-11-02",
        entries: [],
        version: week.timesheet!.version,
        intent: "approve",
      }),
    );
    const approved = await hr(csv("Dana Dev,,11/05/2026,Ann's Bakery,2,"), true);
    expect(approved.problems).toEqual(["line 2: Dana Dev's week of 11/02/2026 is approved: its hours cannot be changed"]);

    const { invoices } = await invoiceTimesheets(
      app.db,
      ctx,
      invoiceFromTimesheetsSchema.parse({ from: "2026-11-01", to: "2026-11-30", date: "2026-11-09" }),
    );
    // Dana's approved week only (Eli's is submitted): Ann 15.5 h × 120.00 = 1,860.00; School 0.5 h × 100.00 = 50.00.
    expect(invoices.map((i) => [i.customerName, i.hours, i.total])).toEqual([
      ["Ann's Bakery", "15.50", "1860.00"],
      ["School", "0.50", "50.00"],
    ]);
    const tb = await trialBalance(app.db, ctx.companyId, "2100-12-31");
    expect(tb.totals.debit).toBe(tb.totals.credit);
    const invoiced = await hr(csv("Dana Dev,,11/06/2026,Ann's Bakery,2,"), false);
    expect(invoiced.problems).toEqual(["line 2: Dana Dev's week of 11/02/2026 is approved and invoiced: its hours cannot be changed"]);
  });

  it("adds a second file's hours to a submitted week, and refuses files it cannot read as a whole", async () => {
    const more = await hr(csv("Eli Ops,,11/10/2026,ann's bakery,4,"), false, "week2.csv");
    expect(more.ok).toBe(true);
    const eli = await readWeek(app.db, ctx.companyId, ids.eli, "2026-11-09");
    expect(eli.timesheet?.status).toBe("submitted");
    expect(eli.total).toBe(1025);
    expect((await listHrBatches(app.db, ctx.companyId, { page: 1, perPage: 1 })).total).toBe(2);

    expect((await hr("Date,Customer,Hours\n11/10/2026,Ann's Bakery,4\n", true)).message).toBe(
      'hr.csv: The file needs a "Consultant" or an "Email" column to say whose hours each line are.',
    );
    expect((await hr(HEADER + "\n", true)).message).toBe("hr.csv: The file has no rows to import.");
    expect((await hr("Consultant,Date,Hours\nEli Ops,11/10/2026,4\n", true)).message).toBe('hr.csv: Missing column "Customer"');
  });
});

describe("replace mode: a corrected export of a period already imported", () => {
  // Fay Lee at Ann's Bakery, week of Monday 11/16/2026, first imported from hr-nov.csv.
  const lines = async () =>
    (
      await app
        .db("timesheetEntries as e")
        .leftJoin("timesheetImportBatches as b", (j) => j.on("b.companyId", "e.companyId").andOn("b.id", "e.batchId"))
        .where({ "e.companyId": ctx.companyId, "e.placementId": ids.fayAtAnn })
        .orderBy("e.workDate")
        .select(app.db.raw("e.work_date::text AS work_date"), "e.hours", "b.fileName", "e.notes")
    ).map((l) => [l.workDate, l.hours, l.fileName, l.notes]);
  const week = async () => readWeek(app.db, ctx.companyId, ids.fay, "2026-11-16");
  /** Save Fay's week as the grid posts it, on the version it has now. */
  const saveFay = async (intent: string, entries: { placementId: number; date: string; hours: string }[] = []) =>
    saveWeek(
      app.db,
      ctx,
      timesheetWeekSchema.parse({
        consultantId: ids.fay,
        weekStart: "2026-11-16",
        entries,
        version: (await week()).timesheet!.version,
        intent,
      }),
    );
  const FIXED = csv(
    'Fay Lee,,11/16/2026,Ann\'s Bakery,6,"Build, corrected"',
    "Fay Lee,,11/18/2026,Ann's Bakery,0,",
    "Fay Lee,,11/20/2026,Ann's Bakery,4,",
  );

  beforeAll(async () => {
    const item = (await app.db("items").where({ companyId: ctx.companyId, name: "Consulting" }).first("id")).id as number;
    ids.fay = (await createConsultant(app.db, ctx, consultantBody.parse({ consultantName: "Fay Lee", billRate: "90.00" }))).id;
    ids.fayAtAnn = (
      await addPlacement(app.db, ctx, ids.fay, placementSchema.parse({ itemId: item, customerId: ids.ann, startDate: "2026-11-01" }))
    ).id;
    const first = await hr(
      csv(
        "Fay Lee,,11/16/2026,Ann's Bakery,8,Build",
        "Fay Lee,,11/17/2026,Ann's Bakery,8,Review",
        "Fay Lee,,11/18/2026,Ann's Bakery,8,",
        "Fay Lee,,11/21/2026,Ann's Bakery,2,Weekend",
      ),
      false,
      "hr-nov.csv",
    );
    expect(first.ok).toBe(true);
  });

  it("keeps an imported line's batch and notes when its week is edited on the grid; a changed hour count keeps the notes only", async () => {
    const reopened = await saveFay("reopen");
    expect(reopened.status).toBe("draft");
    const cell = (date: string, hours: string) => ({ placementId: ids.fayAtAnn, date, hours });
    // Monday, Wednesday and Saturday as HR sent them; Tuesday 8 → 7; Thursday typed by hand.
    await saveFay("save", [
      cell("2026-11-16", "8"),
      cell("2026-11-17", "7"),
      cell("2026-11-18", "8.00"),
      cell("2026-11-19", "5"),
      cell("2026-11-21", "2"),
    ]);
    expect(await lines()).toEqual([
      ["2026-11-16", "8.00", "hr-nov.csv", "Build"],
      ["2026-11-17", "7.00", null, "Review"],
      ["2026-11-18", "8.00", "hr-nov.csv", ""],
      ["2026-11-19", "5.00", null, ""],
      ["2026-11-21", "2.00", "hr-nov.csv", "Weekend"],
    ]);
    // The Timesheet list of that import still finds the week.
    const batchId = (await app.db("timesheetImportBatches").where({ companyId: ctx.companyId, fileName: "hr-nov.csv" }).first("id")).id;
    const filled = await listTimesheets(app.db, ctx.companyId, { page: 1, perPage: 10, batchId });
    expect(filled.items.map((r) => [r.consultantName, r.weekStart, r.status, r.hours])).toEqual([
      ["Fay Lee", "2026-11-16", "draft", "30.00"],
    ]);
  });

  it("adds by default: a day with imported hours is still refused as before", async () => {
    const added = await hr(csv("Fay Lee,,11/16/2026,Ann's Bakery,6,"), true);
    expect(added.problems).toEqual(["line 2: Fay Lee already has 8.00 hours at Ann's Bakery on 11/16/2026"]);
  });

  it("previews the replacements as a dry run, writing nothing", async () => {
    const before = { lines: await lines(), counts: await counts() };
    const preview = await hr(FIXED, true, "hr-nov-fixed.csv", "replace");
    expect(preview).toMatchObject({
      ok: true,
      message:
        "Dry run: would import 3 lines of hours (10.00 hours, 1 week of 1 consultant, dated 11/16/2026 to 11/20/2026), " +
        "2 lines replacing hours imported before (nothing was written)",
      problems: [],
    });
    expect(preview.details).toEqual({
      title: "Hours replaced",
      lines: [
        "line 2: replaces 8.00 hours imported from hr-nov.csv with 6.00 (Fay Lee at Ann's Bakery on 11/16/2026)",
        "line 3: replaces 8.00 hours imported from hr-nov.csv with 0.00 (Fay Lee at Ann's Bakery on 11/18/2026)",
      ],
    });
    expect(preview.facts).toContainEqual({ label: "Lines replacing imported hours", value: "2" });
    expect({ lines: await lines(), counts: await counts() }).toEqual(before);
    // The hours replaced leave the day's total: 20 on a day holding 8 imported ones is 20, not 28.
    expect((await hr(csv("Fay Lee,,11/16/2026,Ann's Bakery,20,"), true, "x.csv", "replace")).ok).toBe(true);
  });

  it("still refuses hours typed on the grid (a day entered by hand, or changed there since the import)", async () => {
    const before = await lines();
    const typed = await hr(
      csv("Fay Lee,,11/19/2026,Ann's Bakery,3,", "Fay Lee,,11/17/2026,Ann's Bakery,8,", "Fay Lee,,11/16/2026,Ann's Bakery,6,"),
      false,
      "typed.csv",
      "replace",
    );
    expect(typed.ok).toBe(false);
    expect(typed.message).toBe("typed.csv: 2 lines are not valid: nothing was imported");
    expect(typed.problems).toEqual([
      "line 2: Fay Lee already has 5.00 hours at Ann's Bakery on 11/19/2026, entered by hand on the timesheet: only hours an HR import wrote are replaced",
      "line 3: Fay Lee already has 7.00 hours at Ann's Bakery on 11/17/2026, entered by hand on the timesheet: only hours an HR import wrote are replaced",
    ]);
    expect(await lines()).toEqual(before);
  });

  it("replaces the imported hours and only those; the batch and the activity log say it was a replacement", async () => {
    const eliBefore = await app
      .db("timesheetEntries")
      .where({ companyId: ctx.companyId, placementId: ids.eliAtAnn })
      .orderBy("id")
      .select("*");
    const done = await hr(FIXED, false, "hr-nov-fixed.csv", "replace");
    expect(done.ok).toBe(true);
    expect(done.message).toBe(
      "Imported 3 lines of hours (10.00 hours, 1 week of 1 consultant, dated 11/16/2026 to 11/20/2026), 2 lines replacing hours imported before",
    );
    // Monday replaced (6, the new notes), Wednesday replaced by 0 (no hours left), Friday added; Tuesday
    // and Thursday (the grid's) and Saturday (the old file's, not in the new one) stay.
    expect(await lines()).toEqual([
      ["2026-11-16", "6.00", "hr-nov-fixed.csv", "Build, corrected"],
      ["2026-11-17", "7.00", null, "Review"],
      ["2026-11-19", "5.00", null, ""],
      ["2026-11-20", "4.00", "hr-nov-fixed.csv", ""],
      ["2026-11-21", "2.00", "hr-nov.csv", "Weekend"],
    ]);
    const fay = await week();
    expect(fay.timesheet?.status).toBe("submitted");
    expect(fay.total).toBe(2400);
    expect(
      await app.db("timesheetEntries").where({ companyId: ctx.companyId, placementId: ids.eliAtAnn }).orderBy("id").select("*"),
    ).toEqual(eliBefore);
    const [batch] = (await listHrBatches(app.db, ctx.companyId, { page: 1, perPage: 1 })).items;
    expect(batch).toMatchObject({ fileName: "hr-nov-fixed.csv", rows: 3, hours: "10.00", mode: "replace", replaced: 2 });
    const log = await app
      .db("activityLog")
      .where({ companyId: ctx.companyId, activity: "imported", recordId: batch.id })
      .first("recordName", "detail");
    expect(log).toEqual({
      recordName: "HR timesheet file hr-nov-fixed.csv",
      detail: "3 lines, 10.00 hours, 1 week submitted; replace mode: 2 lines replaced hours imported before",
    });
  });

  it("refuses the same file again in replace mode, and hours on approved or invoiced weeks", async () => {
    const before = await counts();
    const again = await hr(FIXED, false, "again.csv", "replace");
    expect(again.ok).toBe(false);
    expect(again.refusal).toBe("conflict");
    expect(again.message).toMatch(
      /^again\.csv: This file was already imported as hr-nov-fixed\.csv on \d\d\/\d\d\/\d{4}: its hours are in the timesheets\.$/,
    );

    await saveFay("approve");
    const approved = await hr(csv("Fay Lee,,11/16/2026,Ann's Bakery,5,"), false, "late.csv", "replace");
    expect(approved.problems).toEqual(["line 2: Fay Lee's week of 11/16/2026 is approved: its hours cannot be changed"]);
    expect(approved.refusal).toBe("invalid");
    // Dana's week of 11/02 was approved and invoiced above.
    const invoiced = await hr(csv("Dana Dev,,11/02/2026,Ann's Bakery,6,"), false, "late.csv", "replace");
    expect(invoiced.problems).toEqual(["line 2: Dana Dev's week of 11/02/2026 is approved and invoiced: its hours cannot be changed"]);
    expect(await counts()).toEqual(before);
  });
});
