// Budgets (issue 30 item 2): a budget copied from last year's actuals equals last year's Profit and
// Loss month for month; Budget vs Actuals' actual figures and totals equal the Profit and Loss's for
// the same accounts and months, with the variance and its percent; a fiscal year that starts in
// April; an edit on a stale version refused (screen and API) with the grid unchanged; the screens'
// grid saved without JavaScript, a bad amount refused with nothing saved; the reports' CSV and PDF;
// another user's company or budget a 404 everywhere.
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cents } from "../../app/lib/money";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import { budgetVsActuals } from "../../app/modules/budgets/budget-reports.server";
import { createBudget, deleteBudget, getBudget, listBudgets, listBudgetsPage } from "../../app/modules/budgets/budgets.server";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import type { Statement } from "../../app/modules/reports/statement-types";
import { profitAndLoss } from "../../app/modules/reports/statements.server";
import * as budgetScreen from "../../app/routes/company.$companyId.dashboard+/_budgets+/company.budget";
import * as editRoute from "../../app/routes/company.$companyId.dashboard+/_budgets+/company.edit-budget.$budgetId";
import * as newRoute from "../../app/routes/company.$companyId.dashboard+/_budgets+/company.new-budget";
import * as overviewRoute from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.budget.overview";
import * as overviewCsv from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.budget.overview[.]csv";
import * as vsRoute from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.budget.vs-actuals";
import * as vsCsv from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.budget.vs-actuals[.]csv";
import * as vsPdf from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.budget.vs-actuals[.]pdf";
import * as listApi from "../../app/routes/api+/company.$companyId.budgets";
import * as byIdApi from "../../app/routes/api+/company.budgets.$budgetId._index";
import * as vsApi from "../../app/routes/api+/company.budgets.$budgetId.vs-actuals";
import * as companies from "../../app/routes/api+/company._index";
import { CHECKING } from "../support/accounts";
import { apiCaller, signUp } from "../support/api-client";
import { call, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { makeAccounts, ownerAndCompany, postTwoLineEntry, PROFIT_AND_LOSS_ACCOUNTS } from "../support/books";
import { companyFields } from "../support/company-fields";
import { callReport, ok, pdfTextOf } from "../support/report-screens";

type Json = any;

let app: TestApp;
let ctx: CompanyContext;
let cookie: string;
let ids: Record<string, number>;
let stranger: { cookie: string; companyId: number };
let token: string;
let intruderToken: string;
let apiCompanyId: number;
const hit = apiCaller(() => token);

const YEAR_2025 = { from: "2025-01-01", to: "2025-12-31", columns: "month", compare: "none", basis: "accrual" } as const;
const YEAR_2026 = { ...YEAR_2025, from: "2026-01-01", to: "2026-12-31" } as const;

const postJe = (c: CompanyContext, accounts: Record<string, number>, entryDate: string, debit: string, credit: string, cents: number) =>
  postTwoLineEntry(app.db, c, entryDate, accounts[debit], accounts[credit], cents, `${debit} from ${credit}`);

beforeAll(async () => {
  app = await startTestApp();
  const owner = await ownerAndCompany(app.db);
  ctx = owner.ctx;
  cookie = await sessionCookie(owner.user);
  ids = await makeAccounts(app.db, ctx, { ...PROFIT_AND_LOSS_ACCOUNTS, travel: ["Expense", "6100", "Travel"] });
  ids.checking = (await createAccount(app.db, ctx, accountCreateSchema.parse(CHECKING))).id;
  const je = (date: string, debit: string, credit: string, cents: number) => postJe(ctx, ids, date, debit, credit, cents);
  // Last year: sales in three months, rent monthly in the first half, a refund of fees (a negative month).
  await je("2025-01-20", "checking", "sales", 100_000);
  await je("2025-01-25", "checking", "sales", 2_550);
  await je("2025-03-10", "checking", "sales", 300_000);
  await je("2025-12-31", "checking", "sales", 12_345);
  for (const m of ["01", "02", "03", "04", "05", "06"]) await je(`2025-${m}-01`, "rent", "checking", 80_000);
  await je("2025-07-15", "cogs", "checking", 40_000);
  await je("2025-08-01", "fees", "checking", 1_500);
  await je("2025-09-01", "checking", "fees", 2_000);
  await je("2025-11-30", "checking", "interest", 999);
  // This year.
  await je("2026-01-05", "checking", "sales", 150_000);
  await je("2026-02-05", "checking", "sales", 90_000);
  await je("2026-02-01", "rent", "checking", 85_000);
  await je("2026-03-03", "travel", "checking", 12_000);
  await je("2026-03-31", "cogs", "checking", 30_000);
  await je("2026-04-01", "checking", "interest", 501);

  const other = await ownerAndCompany(app.db);
  stranger = { cookie: await sessionCookie(other.user), companyId: other.company.id };
  token = (await signUp("budget-owner@example.com")).token;
  intruderToken = (await signUp("budget-intruder@example.com")).token;
  const made = await hit(companies.action, "/api/company", { method: "POST", body: companyFields() });
  expect(made.status).toBe(201);
  apiCompanyId = made.body.data.id;
  await makeAccounts(
    app.db,
    { companyId: apiCompanyId, userId: null, today: "2026-06-01" },
    { consulting: ["Income", "4100", "Consulting"] },
  );
});
afterAll(() => app?.cleanup());

const base = (id = ctx.companyId) => `/company/${id}/dashboard`;
const row = (s: Statement, label: string) => s.rows.find((r) => r.label === label);
const accountRow = (s: Statement, accountId: number) => s.rows.find((r) => r.kind === "account" && r.accountId === accountId);

describe("copied from last year's actuals", () => {
  it("equals last year's Profit and Loss, account by account and month by month", async () => {
    const budget = await createBudget(app.db, ctx, { budgetName: "From 2025", fiscalYear: 2026, start: "actuals" });
    expect(budget.startDate).toBe("2026-01-01");
    const { statement } = await profitAndLoss(app.db, ctx.companyId, YEAR_2025, "January");
    const pnlAccounts = statement.rows.filter((r) => r.kind === "account");
    expect(pnlAccounts.map((r) => r.accountId).sort()).toEqual([ids.sales, ids.interest, ids.cogs, ids.rent, ids.fees].sort());
    for (const pnl of pnlAccounts) {
      const copied = budget.rows.find((r) => r.id === pnl.accountId)!;
      expect(copied.amounts).toEqual(pnl.cells.slice(0, 12));
      expect(copied.total).toBe(pnl.cells[12]);
    }
    // By hand: Sales in January 1,025.50, March 3,000.00, December 123.45; fees net -5.00 in September.
    const sales = budget.rows.find((r) => r.id === ids.sales)!;
    expect(sales.amounts).toEqual([102_550, 0, 300_000, 0, 0, 0, 0, 0, 0, 0, 0, 12_345]);
    expect(budget.rows.find((r) => r.id === ids.fees)!.amounts.slice(7, 9)).toEqual([1_500, -2_000]);
    // Travel had no line last year: in the grid, all zero.
    expect(budget.rows.find((r) => r.id === ids.travel)!.amounts).toEqual(new Array(12).fill(0));
  });

  it("is offered by the New Budget screen before it is saved (the grid filled from the ledger)", async () => {
    const response = await call(newRoute.loader, `${base()}/company/new-budget?start=actuals&fiscalYear=2026`, {
      params: { companyId: String(ctx.companyId) },
      headers: { Cookie: cookie },
    });
    const loaded = (await response.json()) as Json;
    expect(loaded.fiscalYearLabel).toBe("FY2026");
    expect(loaded.months[0]).toBe("Jan 2026");
    const rent = loaded.rows.find((r: Json) => r.id === ids.rent);
    expect(rent.amounts).toEqual(["800.00", "800.00", "800.00", "800.00", "800.00", "800.00", "", "", "", "", "", ""]);
  });
});

describe("Budget vs Actuals", () => {
  it("sets each account's budget beside the Profit and Loss's own figures, month by month, with the variance and its percent", async () => {
    const budget = await createBudget(app.db, ctx, {
      budgetName: "Plan 2026",
      fiscalYear: 2026,
      start: "scratch",
      rows: [
        { accountId: ids.sales, amounts: [120_000, 100_000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] as Cents[] },
        { accountId: ids.rent, amounts: new Array(12).fill(80_000) as Cents[] },
      ],
    });
    const { statement } = await budgetVsActuals(app.db, ctx.companyId, budget.id, "months");
    const { statement: pnl } = await profitAndLoss(app.db, ctx.companyId, YEAR_2026, "January");
    // 12 months and the year, four columns each.
    expect(statement.columns).toHaveLength(13 * 4);
    expect(statement.columns.slice(0, 4).map((c) => c.label)).toEqual([
      "Jan 2026 Budget",
      "Jan 2026 Actual",
      "Jan 2026 Variance",
      "Jan 2026 Variance %",
    ]);
    const actualOf = (cells: (number | null)[], month: number) => cells[month * 4 + 1];
    for (const pnlRow of pnl.rows.filter((r) => r.kind === "account")) {
      const ours = accountRow(statement, pnlRow.accountId!)!;
      expect(ours, pnlRow.label).toBeDefined();
      for (let m = 0; m < 13; m++) expect(actualOf(ours.cells, m), `${pnlRow.label} column ${m}`).toBe(pnlRow.cells[m]);
    }
    for (const [ours, theirs] of [
      ["Total Income", "Total Income"],
      ["Total Cost of Goods Sold", "Total Cost of Goods Sold"],
      ["Total Expenses", "Total Expenses"],
      ["Total Other Income", "Total Other Income"],
      ["Net Income", "Net Income"],
    ]) {
      for (let m = 0; m < 13; m++) expect(actualOf(row(statement, ours)!.cells, m), `${ours} ${m}`).toBe(row(pnl, theirs)!.cells[m]);
    }
    // Sales in January: budget 1,200.00, actual 1,500.00, variance 300.00, +25.0%; February 1,000 vs 900: -10.0%.
    const sales = accountRow(statement, ids.sales)!.cells;
    expect(sales.slice(0, 4)).toEqual([120_000, 150_000, 30_000, 2_500]);
    expect(sales.slice(4, 8)).toEqual([100_000, 90_000, -10_000, -1_000]);
    // Rent in March: budgeted 800.00, nothing posted: -800.00, -100.0%; the year: 9,600 vs 850.
    const rent = accountRow(statement, ids.rent)!.cells;
    expect(rent.slice(8, 12)).toEqual([80_000, 0, -80_000, -10_000]);
    expect(rent.slice(48, 52)).toEqual([960_000, 85_000, -875_000, Math.round((-875_000 * 10000) / 960_000)]);
    // Travel was not budgeted: its percent has no base.
    expect(accountRow(statement, ids.travel)!.cells.slice(8, 12)).toEqual([0, 12_000, 12_000, null]);
    // Net Income budgeted for the year: 2,200.00 − 9,600.00.
    expect(row(statement, "Net Income")!.cells[48]).toBe(220_000 - 960_000);

    const year = await budgetVsActuals(app.db, ctx.companyId, budget.id, "year");
    expect(year.statement.columns.map((c) => c.label)).toEqual(["Budget", "Actual", "Variance", "Variance %"]);
    expect(accountRow(year.statement, ids.sales)!.cells).toEqual(sales.slice(48, 52));
    const march = await budgetVsActuals(app.db, ctx.companyId, budget.id, "2026-03");
    expect(accountRow(march.statement, ids.rent)!.cells).toEqual(rent.slice(8, 12));
    expect(march.statement.columns[1].range).toEqual({ from: "2026-03-01", to: "2026-03-31" });
  });

  it("follows the company's fiscal year: a year starting in April runs April to March", async () => {
    const { ctx: april } = await ownerAndCompany(app.db, { fields: { fiscalYearStart: "April" } });
    const accounts = await makeAccounts(app.db, april, { sales: ["Income", "4000", "Sales"], bank: ["Equity", "3000", "Owner Capital"] });
    await postJe(april, accounts, "2025-03-31", "bank", "sales", 5_000); // fiscal 2024
    await postJe(april, accounts, "2025-04-01", "bank", "sales", 7_000); // fiscal 2025, its first month
    await postJe(april, accounts, "2026-03-31", "bank", "sales", 9_000); // fiscal 2025, its last month
    const budget = await createBudget(app.db, april, { budgetName: "FY26", fiscalYear: 2026, start: "actuals" });
    expect(budget.startDate).toBe("2026-04-01");
    expect(budget.fiscalYearLabel).toBe("FY2026 (Apr 2026 – Mar 2027)");
    expect(budget.rows.find((r) => r.id === accounts.sales)!.amounts).toEqual([7_000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9_000]);
    const { statement } = await budgetVsActuals(app.db, april.companyId, budget.id, "months");
    expect(statement.columns[0].label).toBe("Apr 2026 Budget");
    expect(statement.columns[44].label).toBe("Mar 2027 Budget");
  });
});

describe("the screens", () => {
  const post = (route: unknown, path: string, fields: Record<string, string>, params: Record<string, string>, c = cookie) =>
    call(route, path, { method: "POST", params, headers: { Cookie: c }, body: new URLSearchParams(fields) });
  const newParams = () => ({ companyId: String(ctx.companyId) });

  it("saves a new budget's grid posted without JavaScript, and refuses a bad amount with nothing saved", async () => {
    const bad = await post(
      newRoute.action,
      `${base()}/company/new-budget`,
      { budgetName: "Screen plan", fiscalYear: "2027", [`amount-${ids.rent}-1`]: "12.345", [`amount-${ids.sales}-2`]: "500" },
      newParams(),
    );
    expect(bad.status).toBe(400);
    const answer = (await bad.json()) as Json;
    expect(answer.message).toBe("Enter an amount with at most 2 decimals");
    expect(answer.values.cells[`amount-${ids.rent}-1`]).toBe("12.345");
    expect(await app.db("budgets").where({ companyId: ctx.companyId, budgetName: "Screen plan" }).first()).toBeUndefined();

    const saved = await post(
      newRoute.action,
      `${base()}/company/new-budget`,
      {
        budgetName: "Screen plan",
        fiscalYear: "2027",
        intent: "save-close",
        [`amount-${ids.rent}-1`]: "1,234.50",
        [`amount-${ids.sales}-12`]: "500",
        [`amount-${ids.travel}-3`]: "",
      },
      newParams(),
    );
    expect(saved.status).toBe(302);
    const row = await app.db("budgets").where({ companyId: ctx.companyId, budgetName: "Screen plan" }).first();
    expect(saved.headers.get("Location")).toBe(`${base()}/company/budget?budget=${row.id}`);
    const budget = await getBudget(app.db, ctx.companyId, row.id);
    expect(budget.rows.find((r) => r.id === ids.rent)!.amounts[0]).toBe(123_450);
    expect(budget.rows.find((r) => r.id === ids.sales)!.total).toBe(50_000);

    const list = (await (
      await call(budgetScreen.loader, `${base()}/company/budget?budget=${row.id}`, { params: newParams(), headers: { Cookie: cookie } })
    ).json()) as Json;
    expect(list.current.rows).toEqual([
      { id: ids.sales, account: "4000 · Sales", total: 50_000 },
      { id: ids.rent, account: "6000 · Rent", total: 123_450 },
    ]);
    expect(list.budgets.map((b: Json) => b.budgetName)).toContain("Screen plan");

    // The same name for the same year: refused, the grid kept.
    const taken = await post(
      newRoute.action,
      `${base()}/company/new-budget`,
      { budgetName: " screen PLAN ", fiscalYear: "2027" },
      newParams(),
    );
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as Json).message).toBe("A budget with this name exists for this fiscal year");
  });

  it("refuses an edit made on a stale version, and keeps the grid as the first save left it", async () => {
    const budget = await createBudget(app.db, ctx, { budgetName: "Contested", fiscalYear: 2026, start: "scratch" });
    const params = { companyId: String(ctx.companyId), budgetId: String(budget.id) };
    const path = `${base()}/company/edit-budget/${budget.id}`;
    const loaded = (await (await call(editRoute.loader, path, { params, headers: { Cookie: cookie } })).json()) as Json;
    expect(loaded.budget).toEqual({ id: budget.id, version: 1, budgetName: "Contested" });
    const first = await post(
      editRoute.action,
      path,
      { budgetName: "Contested", fiscalYear: "2026", version: "1", intent: "save", [`amount-${ids.rent}-2`]: "700" },
      params,
    );
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe(path);
    const second = await post(
      editRoute.action,
      path,
      { budgetName: "Contested", fiscalYear: "2026", version: "1", [`amount-${ids.rent}-2`]: "999" },
      params,
    );
    expect(second.status).toBe(409);
    const answer = (await second.json()) as Json;
    expect(answer.message).toBe("This budget was changed by someone else. Reload to see the changes.");
    expect(answer.values.cells[`amount-${ids.rent}-2`]).toBe("999");
    const after = await getBudget(app.db, ctx.companyId, budget.id);
    expect(after.version).toBe(2);
    expect(after.rows.find((r) => r.id === ids.rent)!.amounts[1]).toBe(70_000);
  });

  it("shows Budget Overview and Budget vs Actuals, exports them to CSV and PDF", async () => {
    const budget = await createBudget(app.db, ctx, {
      budgetName: "Reported",
      fiscalYear: 2026,
      start: "scratch",
      rows: [{ accountId: ids.sales, amounts: [120_000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] as Cents[] }],
    });
    const query = `?budget=${budget.id}`;
    const overview = (await (
      await ok(await callReport(overviewRoute.loader, ctx.companyId, "budget/overview", query, cookie))
    ).json()) as Json;
    expect(overview.statement.title).toBe("Budget Overview");
    expect(overview.statement.rows.find((r: Json) => r.label === "4000 · Sales").cells.slice(0, 2)).toEqual([120_000, 0]);
    const csv = await ok(await callReport(overviewCsv.loader, ctx.companyId, "budget/overview.csv", query, cookie));
    expect(csv.headers.get("Content-Disposition")).toContain("budget-overview-2026-01-01-to-2026-12-31.csv");
    const records = parse(await csv.text()) as string[][];
    expect(records[0].slice(0, 3)).toEqual(["Account", "Jan 2026", "Feb 2026"]);
    expect(records.find((r) => r[0].trim() === "4000 · Sales")?.slice(1, 3)).toEqual(["1200.00", "0.00"]);

    const vs = (await (
      await ok(await callReport(vsRoute.loader, ctx.companyId, "budget/vs-actuals", `${query}&view=year`, cookie))
    ).json()) as Json;
    expect(vs.statement.rows.find((r: Json) => r.label === "4000 · Sales").cells).toEqual([120_000, 240_000, 120_000, 10_000]);
    const vsCsvText = await (
      await ok(await callReport(vsCsv.loader, ctx.companyId, "budget/vs-actuals.csv", `${query}&view=2026-01`, cookie))
    ).text();
    const vsRecords = parse(vsCsvText) as string[][];
    expect(vsRecords[0]).toEqual(["Account", "Budget", "Actual", "Variance", "Variance %"]);
    expect(vsRecords.find((r) => r[0].trim() === "4000 · Sales")).toEqual(["  4000 · Sales", "1200.00", "1500.00", "300.00", "25.0"]);
    const pdf = await ok(await callReport(vsPdf.loader, ctx.companyId, "budget/vs-actuals.pdf", `${query}&view=year`, cookie));
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    const text = await pdfTextOf(pdf);
    expect(text).toContain("Budget vs Actuals");
    expect(text).toContain("01/01/2026 to 12/31/2026");
    expect(text).toContain("4000 · Sales");
  });
});

describe("the API", () => {
  it("creates (a copy too), lists, reads, updates on the version read and compares with the actuals", async () => {
    const created = await hit(listApi.action, `/api/company/${apiCompanyId}/budgets`, {
      method: "POST",
      params: { companyId: apiCompanyId },
      body: { budgetName: "API plan", fiscalYear: 2026, rows: [] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.message).toBe("Budget saved successfully!");
    const id = created.body.budget.id;
    const account = created.body.budget.rows[0];
    expect(account).toMatchObject({ amounts: new Array(12).fill("0.00"), total: "0.00" });

    const updated = await hit(byIdApi.action, `/api/company/budgets/${id}`, {
      method: "PUT",
      params: { budgetId: id },
      body: { version: 1, rows: [{ accountId: account.id, amounts: [100, "200.50", 0, 0, 0, 0, 0, 0, 0, 0, 0, -1] }] },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.budget.rows.find((r: Json) => r.id === account.id).total).toBe("299.50");
    const stale = await hit(byIdApi.action, `/api/company/budgets/${id}`, {
      method: "PUT",
      params: { budgetId: id },
      body: { version: 1, budgetName: "Late" },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe("This budget was changed by someone else. Reload to see the changes.");

    const copy = await hit(listApi.action, `/api/company/${apiCompanyId}/budgets`, {
      method: "POST",
      params: { companyId: apiCompanyId },
      body: { budgetName: "API copy", fiscalYear: 2027, start: "budget", copyBudgetId: id },
    });
    expect(copy.status).toBe(201);
    expect(copy.body.budget.rows.find((r: Json) => r.id === account.id).amounts.slice(0, 2)).toEqual(["100.00", "200.50"]);

    const list = await hit(listApi.loader, `/api/company/${apiCompanyId}/budgets`, { params: { companyId: apiCompanyId } });
    expect(list.body.budgets.map((b: Json) => [b.budgetName, b.fiscalYear])).toEqual([
      ["API copy", 2027],
      ["API plan", 2026],
    ]);
    const got = await hit(byIdApi.loader, `/api/company/budgets/${id}`, { params: { budgetId: id } });
    expect(got.body.budget.version).toBe(2);
    const vs = await hit(vsApi.loader, `/api/company/budgets/${id}/vs-actuals?view=year`, { params: { budgetId: id } });
    expect(vs.status).toBe(200);
    expect(vs.body.columns.map((c: Json) => c.label)).toEqual(["Budget", "Actual", "Variance", "Variance %"]);
    expect(vs.body.rows.find((r: Json) => r.accountId === account.id).cells).toEqual(["299.50", "0.00", "-299.50", "-100.0"]);

    const bad = await hit(listApi.action, `/api/company/${apiCompanyId}/budgets`, {
      method: "POST",
      params: { companyId: apiCompanyId },
      body: { budgetName: "Bad", fiscalYear: 2026, rows: [{ accountId: account.id, amounts: [1, 2] }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain("Give twelve amounts, one for each month of the fiscal year");
    const foreign = await hit(listApi.action, `/api/company/${apiCompanyId}/budgets`, {
      method: "POST",
      params: { companyId: apiCompanyId },
      body: { budgetName: "Foreign", fiscalYear: 2026, rows: [{ accountId: ids.rent, amounts: new Array(12).fill(1) }] },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toBe("Choose an income or expense account of this company");
    expect(await app.db("budgets").where({ companyId: apiCompanyId }).count({ n: "*" })).toEqual([{ n: 2 }]);

    // Another user: 404 for the company's list and for the budget, and nothing changes.
    const intruder = { token: intruderToken };
    expect(
      (await hit(listApi.loader, `/api/company/${apiCompanyId}/budgets`, { ...intruder, params: { companyId: apiCompanyId } })).status,
    ).toBe(404);
    expect((await hit(byIdApi.loader, `/api/company/budgets/${id}`, { ...intruder, params: { budgetId: id } })).status).toBe(404);
    expect((await hit(vsApi.loader, `/api/company/budgets/${id}/vs-actuals`, { ...intruder, params: { budgetId: id } })).status).toBe(404);
    const put = await hit(byIdApi.action, `/api/company/budgets/${id}`, {
      ...intruder,
      method: "PUT",
      params: { budgetId: id },
      body: { version: 2, budgetName: "Mine" },
    });
    expect(put.status).toBe(404);
    expect((await hit(byIdApi.loader, `/api/company/budgets/${id}`, { params: { budgetId: id } })).body.budget.budgetName).toBe("API plan");
    const theirDelete = await hit(byIdApi.action, `/api/company/budgets/${id}`, {
      ...intruder,
      method: "DELETE",
      params: { budgetId: id },
      body: { version: 2 },
    });
    expect(theirDelete).toMatchObject({ status: 404, body: { error: "Budget not found" } });

    // Deleted on the version read: a stale version is refused and keeps it; the copy is left as it was.
    const remove = (version: unknown) =>
      hit(byIdApi.action, `/api/company/budgets/${id}`, { method: "DELETE", params: { budgetId: id }, body: { version } });
    const staleDelete = await remove(1);
    expect(staleDelete).toMatchObject({
      status: 409,
      body: { error: "This budget was changed by someone else. Reload to see the changes." },
    });
    expect(await remove("one")).toMatchObject({ status: 400, body: { error: "version must be a positive whole number" } });
    expect(await remove(2)).toEqual({ status: 200, body: { message: "Budget API plan deleted." } });
    expect(await hit(byIdApi.loader, `/api/company/budgets/${id}`, { params: { budgetId: id } })).toMatchObject({ status: 404 });
    const left = await hit(listApi.loader, `/api/company/${apiCompanyId}/budgets`, { params: { companyId: apiCompanyId } });
    expect(left.body.budgets.map((b: Json) => b.budgetName)).toEqual(["API copy"]);
  });
});

describe("another user's company", () => {
  it("is a 404 on every budget screen and report, and for a budget of another company", async () => {
    const budget = await createBudget(app.db, ctx, { budgetName: "Private", fiscalYear: 2026, start: "scratch" });
    const theirs = { Cookie: stranger.cookie };
    const mine = { companyId: String(ctx.companyId) };
    for (const [handler, path] of [
      [budgetScreen.loader, "company/budget"],
      [newRoute.loader, "company/new-budget"],
      [overviewRoute.loader, "reports/budget/overview"],
      [vsRoute.loader, "reports/budget/vs-actuals"],
      [vsCsv.loader, "reports/budget/vs-actuals.csv"],
    ] as const) {
      const response = await call(handler, `${base()}/${path}`, { params: mine, headers: theirs });
      expect(response.status, path).toBe(404);
    }
    const edit = await call(editRoute.loader, `${base()}/company/edit-budget/${budget.id}`, {
      params: { ...mine, budgetId: String(budget.id) },
      headers: theirs,
    });
    expect(edit.status).toBe(404);
    // Their own company, our budget's id: not found either, on the screens and the reports.
    const own = { companyId: String(stranger.companyId) };
    const viaOwn = await call(editRoute.loader, `${base(stranger.companyId)}/company/edit-budget/${budget.id}`, {
      params: { ...own, budgetId: String(budget.id) },
      headers: theirs,
    });
    expect(viaOwn.status).toBe(404);
    const report = await call(vsRoute.loader, `${base(stranger.companyId)}/reports/budget/vs-actuals?budget=${budget.id}`, {
      params: own,
      headers: theirs,
    });
    expect(report.status).toBe(404);
    const save = await call(editRoute.action, `${base(stranger.companyId)}/company/edit-budget/${budget.id}`, {
      method: "POST",
      params: { ...own, budgetId: String(budget.id) },
      headers: theirs,
      body: new URLSearchParams({ budgetName: "Taken over", fiscalYear: "2026", version: "1" }),
    });
    expect(save.status).toBe(404);
    expect((await getBudget(app.db, ctx.companyId, budget.id)).budgetName).toBe("Private");
  });
});

describe("deleting a budget, and the list a page at a time", () => {
  it("deletes at the version shown (stale refused, another company's not found), and pages the list on the server", async () => {
    const kept = await createBudget(app.db, ctx, { budgetName: "Paging A", fiscalYear: 2030, start: "scratch" });
    const gone = await createBudget(app.db, ctx, { budgetName: "Paging B", fiscalYear: 2030, start: "scratch" });
    const all = await listBudgets(app.db, ctx.companyId);
    const first = await listBudgetsPage(app.db, ctx.companyId, { page: 1, perPage: 1 });
    expect(first).toMatchObject({ total: all.length, page: 1, perPage: 1 });
    expect(first.items.map((b) => b.id)).toEqual([all[0].id]);
    const last = await listBudgetsPage(app.db, ctx.companyId, { page: 999, perPage: 1 });
    expect(last.page).toBe(all.length);
    expect(last.items.map((b) => b.id)).toEqual([all[all.length - 1].id]);

    await expect(deleteBudget(app.db, ctx, gone.id, gone.version + 1)).rejects.toMatchObject({ status: 409 });
    const { message } = await deleteBudget(app.db, ctx, gone.id, gone.version);
    expect(message).toBe("Budget Paging B deleted.");
    await expect(getBudget(app.db, ctx.companyId, gone.id)).rejects.toThrow("Budget not found");
    expect(Number((await app.db("budgetAmounts").where({ companyId: ctx.companyId, budgetId: gone.id }).count({ n: "*" }))[0].n)).toBe(0);
    expect((await getBudget(app.db, ctx.companyId, kept.id)).budgetName).toBe("Paging A");
    await expect(deleteBudget(app.db, ctx, gone.id, gone.version)).rejects.toThrow("Budget not found");
  });
});
