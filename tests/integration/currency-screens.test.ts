// Company › Manage Currency's screens (ADR 0085), as a browser without JavaScript posts them: the
// list with the home currency first, Add Currency refused while multi-currency is off, a rate
// added, edited, refused and deleted on the currency's history, its CSV; owners and admins change,
// a bookkeeper or viewer only reads.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { CURRENCY_MESSAGES as M } from "../../app/modules/currencies/constants";
import * as list from "../../app/routes/company.$companyId.dashboard+/_currencies+/company.currencies._index";
import * as history from "../../app/routes/company.$companyId.dashboard+/_currencies+/company.currencies.$currencyId";
import * as csv from "../../app/routes/company.$companyId.dashboard+/_currencies+/company.currencies.$currencyId_.rates[.]csv";
import { call, makeUser, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { signedInOwner } from "../support/books";

let app: TestApp;
let ctx: CompanyContext;
let owner: string;
let keeper: string;

const listPath = () => `/company/${ctx.companyId}/dashboard/company/currencies`;
const params = (currencyId?: number) => ({ companyId: String(ctx.companyId), ...(currencyId ? { currencyId: String(currencyId) } : {}) });

function post(handler: unknown, path: string, fields: Record<string, string>, who: string, currencyId?: number) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return call(handler, path, { method: "POST", params: params(currencyId), headers: { Cookie: who }, body: form });
}

async function loadList(who = owner) {
  const response = await call(list.loader, listPath(), { params: params(), headers: { Cookie: who } });
  expect(response.status).toBe(200);
  return (await response.json()) as Awaited<ReturnType<typeof list.loader>>;
}

async function loadHistory(currencyId: number, search = "", who = owner) {
  const response = await call(history.loader, `${listPath()}/${currencyId}${search}`, {
    params: params(currencyId),
    headers: { Cookie: who },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Awaited<ReturnType<typeof history.loader>>;
}

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx, cookie: owner } = await signedInOwner(app.db, { fields: { primaryCurrency: "USD" } }));
  const { user: bookkeeper } = await makeUser(app.db);
  await app.db("companyMembers").insert({ companyId: ctx.companyId, userId: bookkeeper.id, role: "bookkeeper" });
  keeper = await sessionCookie(bookkeeper);
});
afterAll(() => app?.cleanup());

describe("Company › Manage Currency", () => {
  it("lists the home currency and says multi-currency is off; adding is refused until it is on", async () => {
    const loaded = await loadList();
    expect(loaded.list.home.code).toBe("USD");
    expect(loaded.list.multiCurrency).toBe(false);
    expect(loaded.choices.map((c) => c.value)).not.toContain("USD");
    expect(loaded.choices.find((c) => c.value === "EUR")?.label).toBe("EUR — Euro");

    const off = await post(list.action, listPath(), { intent: "add", code: "EUR" }, owner);
    expect(off.status).toBe(409);
    expect((await off.json()).error).toBe(M.multiCurrencyOff);

    await app.db("companies").where({ id: ctx.companyId }).update({ enableMultiCurrency: true });
    const bad = await post(list.action, listPath(), { intent: "add", code: "" }, owner);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: M.code, fields: { code: [M.code] } });

    const added = await post(list.action, listPath(), { intent: "add", code: "EUR" }, owner);
    expect(added.status).toBe(302);
    const eur = (await loadList()).list.currencies[0];
    expect(added.headers.get("Location")).toBe(`${listPath()}/${eur.id}`);
    expect(eur).toMatchObject({ code: "EUR", latestRate: null });
  });

  it("adds, edits, refuses and deletes dated rates on the currency's history, and exports them", async () => {
    const eur = (await loadList()).list.currencies[0];
    const path = `${listPath()}/${eur.id}`;
    expect((await post(history.action, path, { intent: "add", date: "10/01/2026", rate: "1.0845" }, owner, eur.id)).status).toBe(302);
    expect((await post(history.action, path, { intent: "add", date: "11/01/2026", rate: "1.1" }, owner, eur.id)).status).toBe(302);

    const taken = await post(history.action, path, { intent: "add", date: "11/01/2026", rate: "2" }, owner, eur.id);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ error: M.rateTaken("11/01/2026"), values: { date: "11/01/2026", rate: "2" } });
    const badRate = await post(history.action, path, { intent: "add", date: "11/02/2026", rate: "1.123456789" }, owner, eur.id);
    expect([badRate.status, (await badRate.json()).error]).toEqual([400, M.rate]);

    let loaded = await loadHistory(eur.id);
    expect(loaded.rates.items.map((r) => [r.date, r.rate])).toEqual([
      ["2026-11-01", "1.10000000"],
      ["2026-10-01", "1.08450000"],
    ]);
    const november = loaded.rates.items[0];
    expect((await loadHistory(eur.id, `?edit=${november.id}`)).editing).toEqual(november);

    const saved = await post(
      history.action,
      path,
      { intent: "save", rateId: String(november.id), date: "11/03/2026", rate: "1.12" },
      owner,
      eur.id,
    );
    expect(saved.status).toBe(302);
    expect((await loadList()).list.currencies[0]).toMatchObject({ latestRate: "1.12000000", latestRateDate: "2026-11-03", rateCount: 2 });

    loaded = await loadHistory(eur.id, "?perPage=5&page=1");
    expect(loaded.rates).toMatchObject({ total: 2, page: 1, perPage: 5 });

    const download = await call(csv.loader, `${path}/rates.csv`, { params: params(eur.id), headers: { Cookie: keeper } });
    expect(download.status).toBe(200);
    expect((await download.text()).trim().split(/\r?\n/)).toEqual([
      "Currency,Date,Rate (1 EUR in USD)",
      "EUR,2026-11-03,1.12000000",
      "EUR,2026-10-01,1.08450000",
    ]);

    expect((await post(history.action, path, { intent: "delete", rateId: String(november.id) }, owner, eur.id)).status).toBe(302);
    expect((await loadHistory(eur.id)).rates.items.map((r) => r.date)).toEqual(["2026-10-01"]);
    const gone = await post(history.action, path, { intent: "delete", rateId: String(november.id) }, owner, eur.id);
    expect(gone.status).toBe(404);
  });

  it("lets a bookkeeper read but not change, and shows no forms to them", async () => {
    const loaded = await loadList(keeper);
    expect(loaded.canChange).toBe(false);
    const eur = loaded.list.currencies[0];
    expect((await loadHistory(eur.id, "", keeper)).canChange).toBe(false);
    const refused = await post(list.action, listPath(), { intent: "remove", currencyId: String(eur.id) }, keeper);
    expect(refused.status).toBe(403);
    const rate = await post(history.action, `${listPath()}/${eur.id}`, { intent: "add", date: "12/01/2026", rate: "1" }, keeper, eur.id);
    expect(rate.status).toBe(403);
    expect((await loadList()).list.currencies).toHaveLength(1);
  });

  it("removes a currency, and answers 404 for one that is not the company's", async () => {
    const eur = (await loadList()).list.currencies[0];
    const removed = await post(list.action, listPath(), { intent: "remove", currencyId: String(eur.id) }, owner);
    expect(removed.status).toBe(302);
    expect((await loadList()).list.currencies).toEqual([]);
    const missing = await call(history.loader, `${listPath()}/${eur.id}`, { params: params(eur.id), headers: { Cookie: owner } });
    expect(missing.status).toBe(404);
  });
});
