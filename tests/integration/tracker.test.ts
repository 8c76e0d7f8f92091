// The Tracker (top menu › Tracker) on a busy company's books (tests/support/dashboard-books.ts, plus
// a credit memo): its tiles are the A/R and A/P Aging Summaries' totals, each tile's list is the
// items the tile counts, the filters and paging keep what they say, and the screen is a member's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysIso } from "../../app/lib/dates";
import type { Company, CompanyContext } from "../../app/modules/companies/companies.server";
import { apAgingSummary, apDetail } from "../../app/modules/reports/ap-aging.server";
import { arAgingSummary, arDetail } from "../../app/modules/reports/ar-aging.server";
import { readTrackerQuery, type TrackerRow, type TrackerTab } from "../../app/modules/reports/tracker";
import { trackerList, trackerTiles } from "../../app/modules/reports/tracker.server";
import { createSalesDocument, type SalesDocumentInput } from "../../app/modules/sales/documents.server";
import { SALES_KIND } from "../../app/modules/sales/kinds";
import * as trackerRoute from "../../app/routes/company.$companyId.dashboard+/_tracker+/tracker";
import * as trackerCsv from "../../app/routes/company.$companyId.dashboard+/_tracker+/tracker[.]csv";
import { ownerAndCompany, signedInOwner } from "../support/books";
import { giveDashboardBooks } from "../support/dashboard-books";
import { call, makeUser, sessionCookie, startTestApp, type TestApp } from "../support/app";

let app: TestApp;
let company: Company;
let ctx: CompanyContext;
let today: string;
let cookie: string;
let books: Awaited<ReturnType<typeof giveDashboardBooks>>;

beforeAll(async () => {
  app = await startTestApp();
  ({ company, ctx, cookie } = await signedInOwner(app.db));
  // The screen reads the company's own today (the context's): the books are dated from it.
  today = ctx.today;
  books = await giveDashboardBooks(app.db, ctx, today);
  await createSalesDocument(
    app.db,
    ctx,
    "credit_memo",
    SALES_KIND.credit_memo.schema.parse({
      customerId: books.customers.bob,
      date: addDaysIso(today, -40),
      itemRecords: [{ itemId: books.items.design, itemType: "service", quantity: "1", unitPrice: "80.00" }],
    }) as SalesDocumentInput,
  );
}, 240_000);
afterAll(() => app?.cleanup());

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);
const query = (tab: TrackerTab, search = "") => readTrackerQuery(new URLSearchParams(`tab=${tab}&${search}`));
const all = async (tab: TrackerTab, search = "") => (await trackerList(app.db, company.id, query(tab, search), today, { all: true })).items;

describe("the tiles are the aging reports' totals", () => {
  it("Income: Open + Overdue is the A/R Aging Summary's total; Overdue is what is owed past due; each tile lists its items", async () => {
    const tiles = await trackerTiles(app.db, company.id, "income", today);
    const aging = await arAgingSummary(app.db, company.id, today);
    expect(tiles.open.amount + tiles.overdue.amount).toBe(aging.totals.total);
    const detail = await arDetail(app.db, company.id, today, "bucket", { perPage: null });
    const items = detail.groups.flatMap((g) => g.items);
    const overdue = items.filter((i) => i.open > 0 && i.daysPastDue > 0);
    expect(tiles.overdue.count).toBe(overdue.length);
    expect(tiles.overdue.amount).toBe(sum(overdue.map((i) => i.open)));
    expect(tiles.open.count + tiles.overdue.count).toBe(items.length);
    // Bob's invoice due two months ago, Carol's due five days ago: both overdue.
    expect(tiles.overdue.count).toBeGreaterThanOrEqual(2);
    // The tiles are filters: each lists what it counts.
    const openRows = await all("income", "status=open");
    expect(openRows).toHaveLength(tiles.open.count);
    expect(sum(openRows.map((r) => r.open))).toBe(tiles.open.amount);
    const overdueRows = await all("income", "status=overdue");
    expect(overdueRows.map((r) => r.status)).toEqual(overdueRows.map(() => "Overdue"));
    expect(sum(overdueRows.map((r) => r.open))).toBe(tiles.overdue.amount);
    // The credit memo is open (a credit is never overdue), negative.
    const credit = openRows.find((r) => r.type === "Credit Memo")!;
    expect(credit).toMatchObject({ partyName: "Bob's Garage", status: "Credit", open: -8000 });
  });

  it("Bills: Open + Overdue is the A/P Aging Summary's total; Paid is the bill payments of the last 30 days", async () => {
    const tiles = await trackerTiles(app.db, company.id, "bills", today);
    const aging = await apAgingSummary(app.db, company.id, today);
    expect(tiles.open.amount + tiles.overdue.amount).toBe(aging.totals.total);
    const detail = await apDetail(app.db, company.id, today, "bucket", { perPage: null });
    const overdue = detail.groups.flatMap((g) => g.items).filter((i) => i.open > 0 && i.daysPastDue > 0);
    expect(tiles.overdue.amount).toBe(sum(overdue.map((i) => i.open)));
    // City Power's 240.00 bill fell due a month ago.
    expect(overdue.map((i) => i.partyName)).toContain("City Power");
    const payments = await app
      .db("billPayments")
      .where({ companyId: company.id })
      .whereNot({ status: "Void" })
      .whereBetween("payDate", [addDaysIso(today, -29), today])
      .select("total");
    expect(tiles.paid.count).toBe(payments.length);
    const paidRows = await all("bills", "status=paid");
    expect(paidRows).toHaveLength(tiles.paid.count);
    expect(sum(paidRows.map((r) => r.amount))).toBe(tiles.paid.amount);
    expect(new Set(paidRows.map((r) => r.type))).toEqual(new Set(payments.length ? ["Pay Bill"] : []));
  });

  it("Income › Paid: the payments received in the last 30 days", async () => {
    const tiles = await trackerTiles(app.db, company.id, "income", today);
    const received = await app
      .db("customerPayments")
      .where({ companyId: company.id })
      .whereNot({ status: "void" })
      .whereBetween("payDate", [addDaysIso(today, -29), today])
      .select("total");
    expect(tiles.paid.count).toBe(received.length);
    expect(tiles.paid.amount).toBe(sum(received.map((p) => Math.round(Number(p.total) * 100))));
  });
});

describe("the list", () => {
  it("filters by customer, type and date, sorts, and pages on the server", async () => {
    const carol = await all("income", `party=${books.customers.carol}`);
    expect(carol.length).toBeGreaterThanOrEqual(2);
    expect(new Set(carol.map((r) => r.partyName))).toEqual(new Set(["Carol's Cafe"]));
    const invoices = await all("income", "type=invoice&status=all");
    expect(new Set(invoices.map((r) => r.type))).toEqual(new Set(["Invoice"]));
    const thisMonth = await all("income", "date=this_month&status=all");
    const monthStart = `${today.slice(0, 8)}01`;
    expect(thisMonth.every((r) => r.date >= monthStart && r.date <= today)).toBe(true);

    const byAmount = await all("income", "sort=amount&dir=desc");
    const amounts = byAmount.map((r) => r.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

    const everything = await all("income", "status=all&sort=date");
    expect(everything.length).toBeGreaterThan(3);
    const pages: TrackerRow[] = [];
    for (let page = 1; page <= Math.ceil(everything.length / 2); page++) {
      const list = await trackerList(app.db, company.id, { ...query("income", "status=all&sort=date"), perPage: 2, page }, today);
      expect(list.total).toBe(everything.length);
      expect(list.items.length).toBeLessThanOrEqual(2);
      pages.push(...list.items);
    }
    expect(pages.map((r) => `${r.kind}-${r.id}-${r.status}`)).toEqual(everything.map((r) => `${r.kind}-${r.id}-${r.status}`));
  });
});

describe("the screen", () => {
  const load = (search: string, as = cookie) =>
    call(trackerRoute.loader, `/company/${company.id}/dashboard/tracker?${search}`, {
      params: { companyId: String(company.id) },
      headers: { Cookie: as },
    });

  it("shows a tab's tiles and a page of the list; Export to CSV has every matching row", async () => {
    const response = await load("tab=bills&status=overdue");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.query).toMatchObject({ tab: "bills", status: "overdue" });
    expect(body.tiles).toEqual(JSON.parse(JSON.stringify(await trackerTiles(app.db, company.id, "bills", today))));
    expect(body.list.items.length).toBeGreaterThan(0);
    expect(body.list.items.map((r: TrackerRow) => r.status)).toEqual(body.list.items.map(() => "Overdue"));
    expect(body.parties.map((p: { label: string }) => p.label)).toContain("City Power");

    const csv = await call(trackerCsv.loader, `/company/${company.id}/dashboard/tracker.csv?tab=bills&status=overdue`, {
      params: { companyId: String(company.id) },
      headers: { Cookie: cookie },
    });
    expect(csv.headers.get("Content-Disposition")).toContain("bill-tracker.csv");
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe("Vendor,Type,Number,Date,Due Date,Amount,Open Balance,Status");
    expect(lines).toHaveLength(1 + body.list.total);
    expect(lines.slice(1).every((l) => l.endsWith(",Overdue"))).toBe(true);
  });

  it("is a member's: a viewer reads it, a stranger gets a 404", async () => {
    const { user: viewer } = await makeUser(app.db, { email: "tracker-viewer@example.com" });
    await app.db("companyMembers").insert({ companyId: company.id, userId: viewer.id, role: "viewer" });
    expect((await load("tab=income", await sessionCookie(viewer))).status).toBe(200);
    const stranger = await ownerAndCompany(app.db);
    expect((await load("tab=income", await sessionCookie(stranger.user))).status).toBe(404);
  });
});
