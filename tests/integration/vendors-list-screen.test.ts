import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor, monthColumns } from "../../app/modules/vendors/vendors.server";
import * as listRoute from "../../app/routes/company.$companyId.dashboard+/_vendors+/vendors.list";
import * as csvRoute from "../../app/routes/company.$companyId.dashboard+/_vendors+/vendors.list[.]csv";
import { call, startTestApp, type TestApp } from "../support/app";
import { signedInOwner } from "../support/books";

// The Vendors list screen through its loader and the CSV export: search, Current View,
// server pagination, the month labels, the CSV of every matching vendor, another user's company.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.cleanup());

interface Company {
  id: number;
  cookie: string;
  today: string;
}

async function newCompany(): Promise<Company> {
  const { company, ctx, cookie } = await signedInOwner(app.db);
  return { id: company.id, cookie, today: ctx.today };
}

async function addVendor(c: Company, fields: Record<string, unknown>) {
  return createVendor(app.db, { companyId: c.id, userId: null, today: c.today }, vendorCreateSchema.parse(fields));
}

type Loaded = {
  q: string;
  view: string;
  months: { key: string; label: string }[];
  list: {
    items: { id: number; vendorId: string; vendorName: string; active: boolean; ytd: string; balance: string }[];
    total: number;
    page: number;
    perPage: number;
  };
};

const listPath = (c: Company, search = "") => `/company/${c.id}/dashboard/vendors/list${search}`;

async function load(c: Company, search = "") {
  const response = await call(listRoute.loader, listPath(c, search), {
    params: { companyId: String(c.id) },
    headers: { Cookie: c.cookie },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Loaded;
}

let company: Company;
beforeAll(async () => {
  company = await newCompany();
  await addVendor(company, { vendorId: "ACME", vendorName: "Acme Supplies", openingBalance: "150.25" });
  await addVendor(company, { vendorId: "BOLT", vendorName: "Bolt & Nut Co" });
  await addVendor(company, { vendorId: "OLD", vendorName: "Old Acme Trading", active: false });
  for (let i = 1; i <= 11; i += 1)
    await addVendor(company, { vendorId: `P${String(i).padStart(2, "0")}`, vendorName: `Paper ${String(i).padStart(2, "0")}` });
});

describe("Vendors list screen", () => {
  it("lists active vendors by default, 10 a page, with the month labels and the ledger balance", async () => {
    const data = await load(company);
    expect(data.view).toBe("active");
    expect(data.list.total).toBe(13);
    expect(data.list.perPage).toBe(10);
    expect(data.list.items).toHaveLength(10);
    expect(data.list.items[0]).toMatchObject({
      vendorId: "ACME",
      vendorName: "Acme Supplies",
      active: true,
      balance: "150.25",
      ytd: "0.00",
    });
    const expected = monthColumns(company.today).months.map(({ key, label }) => ({ key, label }));
    expect(data.months).toEqual(expected);
    expect(data.months).toHaveLength(6);
    expect(data.months[0].label).toBe("Current Month");
    for (const m of data.months.slice(1)) expect(m.label).toMatch(/^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/);

    const page2 = await load(company, "?page=2");
    expect(page2.list.page).toBe(2);
    expect(page2.list.items.map((v) => v.vendorName)).toEqual(["Paper 09", "Paper 10", "Paper 11"]);
    const small = await load(company, "?perPage=5&page=3");
    expect(small.list.items).toHaveLength(3);
  });

  it("searches vendor names case-insensitively, and filters by Current View", async () => {
    const search = await load(company, "?q=acme");
    expect(search.list.items.map((v) => v.vendorName)).toEqual(["Acme Supplies"]);
    const searchAll = await load(company, "?q=ACME&view=all");
    expect(searchAll.list.items.map((v) => v.vendorName)).toEqual(["Acme Supplies", "Old Acme Trading"]);
    const inactive = await load(company, "?view=inactive");
    expect(inactive.list.items.map((v) => v.vendorId)).toEqual(["OLD"]);
    expect(inactive.list.items[0].active).toBe(false);
    const all = await load(company, "?view=all");
    expect(all.list.total).toBe(14);
    const bogus = await load(company, "?view=bogus");
    expect(bogus.view).toBe("active");
    const none = await load(company, "?q=zzz-nothing");
    expect(none.list.items).toEqual([]);
    expect(none.list.total).toBe(0);
  });

  it("exports every matching vendor as vendors.csv", async () => {
    const response = await call(csvRoute.loader, `/company/${company.id}/dashboard/vendors/list.csv`, {
      params: { companyId: String(company.id) },
      headers: { Cookie: company.cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/csv");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="vendors.csv"');
    const rows = parse(await response.text()) as string[][];
    const labels = monthColumns(company.today).months.map((m) => m.label);
    expect(rows[0]).toEqual(["Active", "Vendor ID", "Vendor Name", ...labels, "Year to Date", "Balance"]);
    // Every active vendor, not only the first page.
    expect(rows).toHaveLength(1 + 13);
    expect(rows[1]).toEqual(["Yes", "ACME", "Acme Supplies", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "150.25"]);
    expect(rows.some((r) => r[2] === "Bolt & Nut Co")).toBe(true);

    const filtered = await call(csvRoute.loader, `/company/${company.id}/dashboard/vendors/list.csv?q=acme&view=all`, {
      params: { companyId: String(company.id) },
      headers: { Cookie: company.cookie },
    });
    const filteredRows = parse(await filtered.text()) as string[][];
    expect(filteredRows.slice(1).map((r) => [r[0], r[1]])).toEqual([
      ["Yes", "ACME"],
      ["No", "OLD"],
    ]);
  });

  it("writes a vendor name a spreadsheet would run as a formula as text", async () => {
    const other = await newCompany();
    await addVendor(other, { vendorId: "F1", vendorName: "=SUM(A1)" });
    await addVendor(other, { vendorId: "F2", vendorName: "@cmd" });
    const response = await call(csvRoute.loader, `/company/${other.id}/dashboard/vendors/list.csv`, {
      params: { companyId: String(other.id) },
      headers: { Cookie: other.cookie },
    });
    const rows = parse(await response.text()) as string[][];
    const byVendorId = rows.slice(1).sort((a, b) => a[1].localeCompare(b[1]));
    expect(byVendorId.map((r) => [r[1], r[2], r.at(-1)])).toEqual([
      ["F1", "'=SUM(A1)", "0.00"],
      ["F2", "'@cmd", "0.00"],
    ]);
  });

  it("refuses another user's company with a 404", async () => {
    const stranger = await newCompany();
    const foreign = { ...company, cookie: stranger.cookie };
    const response = await call(listRoute.loader, listPath(foreign), {
      params: { companyId: String(company.id) },
      headers: { Cookie: stranger.cookie },
    });
    expect(response.status).toBe(404);
    const csv = await call(csvRoute.loader, `/company/${company.id}/dashboard/vendors/list.csv`, {
      params: { companyId: String(company.id) },
      headers: { Cookie: stranger.cookie },
    });
    expect(csv.status).toBe(404);
  });
});
