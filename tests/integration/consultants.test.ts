// Consultants, their placements, weeks of hours and the invoices made from them (ADR 0078, 0079):
// the rules a bookkeeper relies on — at most 24 hours a day, hours only on the placement's days,
// draft → submitted → approved with a week's hours locked once submitted, one invoice per customer
// posted like any invoice (Dr A/R, Cr the service item's income account) in the transaction that
// marks the hours billed, a void invoice releasing them, no delete once a consultant has hours.
// Figures worked out by hand in comments.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { invoiceTimesheets, consultantCenter, listTimesheetInvoices } from "../../app/modules/consultants/billing.server";
import {
  addPlacement,
  consultantsCsv,
  createConsultant,
  deleteConsultant,
  listConsultants,
  updateConsultant,
} from "../../app/modules/consultants/consultants.server";
import { consultantBody, invoiceFromTimesheetsSchema, placementSchema, timesheetWeekSchema } from "../../app/modules/consultants/schema";
import { listTimesheets, readWeek, saveWeek } from "../../app/modules/consultants/timesheets.server";
import { readSalesDocument } from "../../app/modules/sales/document-reads.server";
import { voidSalesDocument } from "../../app/modules/sales/documents.server";
import { trialBalance } from "../../app/modules/ledger/ledger.server";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor } from "../../app/modules/vendors/vendors.server";
import { startTestApp, type TestApp } from "../support/app";
import { ownerAndCompany } from "../support/books";
import { giveSalesLists } from "../support/sales-books";

let app: TestApp;
let ctx: CompanyContext;
const ids: Record<string, number> = {};

const consultant = (fields: Record<string, unknown>) => createConsultant(app.db, ctx, consultantBody.parse(fields));
const place = (consultantId: number, fields: Record<string, unknown>) =>
  addPlacement(app.db, ctx, consultantId, placementSchema.parse(fields));
const week = (fields: Record<string, unknown>) => saveWeek(app.db, ctx, timesheetWeekSchema.parse(fields));
const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    return { status: (error as { status?: number }).status, message: (error as Error).message };
  }
  throw new Error("expected a refusal");
};

const MONDAY = "2026-11-02";
const TUESDAY = "2026-11-03";

beforeAll(async () => {
  app = await startTestApp();
  const owner = await ownerAndCompany(app.db);
  ctx = { ...owner.ctx, today: "2026-11-28" };
  Object.assign(ids, await giveSalesLists(app.db, ctx));
  const item = async (name: string) => (await app.db("items").where({ companyId: ctx.companyId, name }).first("id")).id as number;
  const customer = async (customerId: string) =>
    (await app.db("customers").where({ companyId: ctx.companyId, customerId }).first("id")).id as number;
  ids.consulting = await item("Consulting");
  ids.widget = await item("Widget");
  ids.ann = await customer("ANN");
  ids.school = await customer("SCH");
});
afterAll(() => app?.cleanup());

describe("consultants and placements", () => {
  it("keeps a consultant's rates and vendor, and refuses a second of the same name", async () => {
    const vendor = await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "DEVCO", vendorName: "Dev Co LLC" }));
    const dana = await consultant({
      consultantName: "Dana Dev",
      email: "dana@example.com",
      employmentKind: "contractor",
      vendorId: vendor.id,
      billRate: "120.00",
      payRate: "80.00",
    });
    expect(dana).toMatchObject({
      consultantName: "Dana Dev",
      vendorName: "Dev Co LLC",
      billRate: "120.00",
      payRate: "80.00",
      active: true,
    });
    ids.dana = dana.id;
    expect(await refusal(consultant({ consultantName: " dana dev " }))).toEqual({
      status: 409,
      message: 'A consultant named "dana dev" already exists. Please choose a different name.',
    });
    expect(() => consultantBody.parse({ consultantName: "Eve", employmentKind: "employee", vendorId: vendor.id })).toThrow(
      "Only a contractor is paid through a vendor",
    );
    const list = await listConsultants(app.db, ctx.companyId, { q: "dev co", page: 1, perPage: 10 });
    expect(list.items.map((r) => [r.consultantName, r.employmentKind, r.vendorName])).toEqual([["Dana Dev", "Contractor", "Dev Co LLC"]]);
    expect(await consultantsCsv(app.db, ctx.companyId)).toContain("Yes,Dana Dev,dana@example.com,,Contractor,Dev Co LLC,120.00,80.00,0");
  });

  it("places a consultant at a customer as a service item, never an inventory item, dates in order", async () => {
    const at = await place(ids.dana, { customerId: ids.ann, itemId: ids.consulting, startDate: "10/01/2026" });
    expect(at).toMatchObject({
      customerName: "Ann's Bakery",
      itemName: "Consulting",
      billRate: null,
      effectiveRate: "120.00",
      startDate: "2026-10-01",
      endDate: null,
    });
    ids.danaAtAnn = at.id;
    const school = await place(ids.dana, {
      customerId: ids.school,
      itemId: ids.consulting,
      billRate: "100.00",
      startDate: "2026-11-01",
      endDate: "2026-11-03",
    });
    expect(school.effectiveRate).toBe("100.00");
    ids.danaAtSchool = school.id;
    expect(await refusal(place(ids.dana, { customerId: ids.ann, itemId: ids.widget, startDate: "2026-10-01" }))).toMatchObject({
      status: 400,
      message: "The item invoiced must be one of the company's active service items that it sells",
    });
    expect(() => placementSchema.parse({ customerId: "", itemId: ids.consulting, startDate: "2026-11-05" })).toThrow(
      "Customer is required",
    );
    expect(() =>
      placementSchema.parse({ customerId: ids.ann, itemId: ids.consulting, startDate: "2026-11-05", endDate: "2026-11-01" }),
    ).toThrow("End date cannot be before the start date");
  });
});

describe("a week of hours", () => {
  it("refuses more than 24 hours a day, days outside the placement and a week not starting on a Monday, saving nothing", async () => {
    const problem = await refusal(
      week({
        consultantId: ids.dana,
        weekStart: MONDAY,
        entries: [
          { placementId: ids.danaAtAnn, date: MONDAY, hours: "16" },
          { placementId: ids.danaAtSchool, date: MONDAY, hours: "9.5" },
          { placementId: ids.danaAtSchool, date: "2026-11-04", hours: "2" },
        ],
      }),
    );
    expect(problem.status).toBe(400);
    expect(problem.message.split("\n")).toEqual([
      "11/04/2026: the placement at School does not run on that day",
      "Hours on 11/02/2026 add up to 25.50: at most 24 a day",
    ]);
    expect(() =>
      timesheetWeekSchema.parse({ consultantId: ids.dana, weekStart: MONDAY, entries: [{ placementId: 1, date: MONDAY, hours: "24.5" }] }),
    ).toThrow("Hours must be a number from 0 to 24 with at most 2 decimals");
    expect(await refusal(week({ consultantId: ids.dana, weekStart: TUESDAY, entries: [] }))).toMatchObject({
      message: "A timesheet week starts on a Monday",
    });
    expect(await app.db("timesheets").where({ companyId: ctx.companyId })).toEqual([]);
  });

  it("goes draft → submitted → approved, its hours locked once submitted", async () => {
    const entries = [
      { placementId: ids.danaAtAnn, date: MONDAY, hours: "8" },
      { placementId: ids.danaAtAnn, date: TUESDAY, hours: "7.5" },
      { placementId: ids.danaAtSchool, date: TUESDAY, hours: "0.5" },
    ];
    const saved = await week({ consultantId: ids.dana, weekStart: MONDAY, entries });
    expect(saved).toMatchObject({ status: "draft", message: "Timesheet saved." });
    let view = await readWeek(app.db, ctx.companyId, ids.dana, MONDAY);
    expect(view.dayTotals).toEqual([800, 800, 0, 0, 0, 0, 0]);
    expect(view.placements.map((p) => [p.customerName, p.runs.filter(Boolean).length])).toEqual([
      ["Ann's Bakery", 7],
      ["School", 2],
    ]);
    expect(
      await refusal(week({ consultantId: ids.dana, weekStart: MONDAY, version: view.timesheet!.version, intent: "approve", entries: [] })),
    ).toMatchObject({
      status: 409,
      message: "Only a submitted week can be approved.",
    });
    await week({ consultantId: ids.dana, weekStart: MONDAY, version: view.timesheet!.version, intent: "submit", entries });
    view = await readWeek(app.db, ctx.companyId, ids.dana, MONDAY);
    expect(view.timesheet!.status).toBe("submitted");
    expect(
      await refusal(
        week({
          consultantId: ids.dana,
          weekStart: MONDAY,
          version: view.timesheet!.version,
          entries: [{ placementId: ids.danaAtAnn, date: MONDAY, hours: "1" }],
        }),
      ),
    ).toMatchObject({ status: 409, message: "This week is submitted: its hours cannot be changed." });
    // An edit on the version read before the submit is stale.
    expect(await refusal(week({ consultantId: ids.dana, weekStart: MONDAY, version: 1, intent: "approve", entries: [] }))).toMatchObject({
      status: 409,
    });
    await week({ consultantId: ids.dana, weekStart: MONDAY, version: view.timesheet!.version, intent: "approve", entries: [] });
    view = await readWeek(app.db, ctx.companyId, ids.dana, MONDAY);
    expect(view.timesheet!.status).toBe("approved");
    const list = await listTimesheets(app.db, ctx.companyId, { page: 1, perPage: 10, status: "approved" });
    expect(list.items.map((r) => [r.consultantName, r.weekStart, r.customers, r.hours, r.unbilledHours])).toEqual([
      ["Dana Dev", MONDAY, "Ann's Bakery, School", "16.00", "16.00"],
    ]);
    const annOnly = await listTimesheets(app.db, ctx.companyId, { page: 1, perPage: 10, customerId: ids.ann });
    expect(annOnly.totals).toEqual({ hours: "15.50", unbilledHours: "15.50", billedHours: "0.00" });
  });
});

describe("invoicing the hours", () => {
  it("makes one invoice per customer posted Dr A/R, Cr the item's income account, and marks the hours billed", async () => {
    const { invoices, message } = await invoiceTimesheets(
      app.db,
      ctx,
      invoiceFromTimesheetsSchema.parse({ from: "2026-11-01", to: "2026-11-30", date: "2026-11-09" }),
    );
    expect(message).toBe("2 invoices created from timesheets.");
    // Ann: 15.5 h × 120.00 = 1,860.00; School: 0.5 h × 100.00 = 50.00.
    expect(invoices.map((i) => [i.customerName, i.hours, i.total])).toEqual([
      ["Ann's Bakery", "15.50", "1860.00"],
      ["School", "0.50", "50.00"],
    ]);
    const ann = await readSalesDocument(app.db, ctx.companyId, invoices[0].id);
    expect(ann.journalEntry!.lines.map((l) => [l.accountName, l.debit, l.credit])).toEqual([
      ["Accounts Receivable", "1860.00", "0.00"],
      ["Services", "0.00", "1860.00"],
    ]);
    ids.annInvoice = invoices[0].id;
    const tb = await trialBalance(app.db, ctx.companyId, "2100-12-31");
    expect(tb.totals.debit).toBe(tb.totals.credit);
    expect(
      await refusal(invoiceTimesheets(app.db, ctx, invoiceFromTimesheetsSchema.parse({ from: "2026-11-01", to: "2026-11-30" }))),
    ).toMatchObject({
      status: 400,
      message: "No approved, unbilled hours in that period.",
    });
    const listed = await listTimesheetInvoices(app.db, ctx.companyId, { page: 1, perPage: 10 }, ctx.today);
    expect(listed.items.map((r) => [r.customerName, r.hours, r.total, r.status])).toEqual(
      expect.arrayContaining([
        ["Ann's Bakery", "15.50", "1860.00", "Open"],
        // No payment term: due on its date, so overdue by today.
        ["School", "0.50", "50.00", "Overdue"],
      ]),
    );
    const center = await consultantCenter(app.db, ctx.companyId, ids.dana, { from: "2026-11-01", to: "2026-11-30" });
    // Bill 1,860.00 + 50.00 = 1,910.00; pay 16 h × 80.00 = 1,280.00; margin 630.00.
    expect(center.totals).toMatchObject({
      hours: "16.00",
      billedHours: "16.00",
      unbilledHours: "0.00",
      billAmount: "1910.00",
      payAmount: "1280.00",
      margin: "630.00",
    });
  });

  it("releases the hours of a voided invoice back to unbilled, to be invoiced again", async () => {
    await voidSalesDocument(app.db, ctx, ids.annInvoice);
    const list = await listTimesheets(app.db, ctx.companyId, { page: 1, perPage: 10, customerId: ids.ann });
    expect(list.totals).toMatchObject({ unbilledHours: "15.50", billedHours: "0.00" });
    const again = await invoiceTimesheets(
      app.db,
      ctx,
      invoiceFromTimesheetsSchema.parse({ customerId: ids.ann, from: "2026-11-01", to: "2026-11-30" }),
    );
    expect(again.invoices.map((i) => [i.customerName, i.hours, i.total])).toEqual([["Ann's Bakery", "15.50", "1860.00"]]);
  });

  it("refuses to delete a consultant with timesheets, and deletes one without", async () => {
    expect(await refusal(deleteConsultant(app.db, ctx, ids.dana))).toEqual({
      status: 409,
      message: "Dana Dev has timesheets and cannot be deleted: make the consultant inactive instead.",
    });
    const dana = await app.db("consultants").where({ id: ids.dana }).first("version");
    const inactive = await updateConsultant(app.db, ctx, ids.dana, {
      ...consultantBody.parse({ consultantName: "Dana Dev", employmentKind: "contractor", billRate: "120", payRate: "80", active: false }),
      version: dana.version,
    });
    expect(inactive.active).toBe(false);
    const temp = await consultant({ consultantName: "Temp" });
    expect(await deleteConsultant(app.db, ctx, temp.id)).toEqual({ message: "Consultant Temp deleted." });
  });
});
