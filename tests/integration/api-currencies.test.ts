// The currency API (ADR 0085): any member reads the list and the rates, only owners and admins
// change them; another company's currency is a 404; the answers carry the rates as decimal strings.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CURRENCY_MESSAGES as M } from "../../app/modules/currencies/constants";
import * as listRoute from "../../app/routes/api+/company.$companyId.currencies._index";
import * as oneRoute from "../../app/routes/api+/company.$companyId.currencies.$currencyId._index";
import * as ratesRoute from "../../app/routes/api+/company.$companyId.currencies.$currencyId.rates._index";
import * as rateRoute from "../../app/routes/api+/company.$companyId.currencies.$currencyId.rates.$rateId";
import { call, makeUser, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { signedInOwner } from "../support/books";

let app: TestApp;
let companyId: number;
let otherCompanyId: number;
let owner: string;
let viewer: string;
let stranger: string;

async function send(handler: unknown, path: string, who: string, method = "GET", body?: object) {
  const params = Object.fromEntries(
    [...path.matchAll(/\/(company|currencies|rates)\/(\d+)/g)].map(([, key, id]) => [
      { company: "companyId", currencies: "currencyId", rates: "rateId" }[key]!,
      id,
    ]),
  );
  const response = await call(handler, path, { method, params, headers: { Cookie: who }, body });
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  app = await startTestApp();
  const books = await signedInOwner(app.db, { fields: { primaryCurrency: "EUR" } });
  companyId = books.company.id;
  owner = books.cookie;
  await app.db("companies").where({ id: companyId }).update({ enableMultiCurrency: true });
  const { user: v } = await makeUser(app.db);
  await app.db("companyMembers").insert({ companyId, userId: v.id, role: "viewer" });
  viewer = await sessionCookie(v);
  const other = await signedInOwner(app.db);
  otherCompanyId = other.company.id;
  stranger = other.cookie;
  await app.db("companies").where({ id: otherCompanyId }).update({ enableMultiCurrency: true });
});
afterAll(() => app?.cleanup());

describe("/api/company/{companyId}/currencies", () => {
  it("adds a currency and its rates, lists them, edits and deletes, as the owner", async () => {
    const base = `/api/company/${companyId}/currencies`;
    const added = await send(listRoute.action, base, owner, "POST", { code: "usd" });
    expect(added).toMatchObject({ status: 201, body: { currency: { code: "USD", name: "US Dollar" }, message: M.added("USD") } });
    const id = added.body.currency.id as number;
    expect((await send(listRoute.action, base, owner, "POST", { code: "EUR" })).body).toEqual({
      error: M.home("EUR"),
      errors: { code: [M.home("EUR")] },
    });
    expect((await send(listRoute.action, base, owner, "POST", { code: "ZZZ" })).status).toBe(400);

    const r1 = await send(ratesRoute.action, `${base}/${id}/rates`, owner, "POST", { date: "2026-10-01", rate: "0.92" });
    expect(r1).toMatchObject({ status: 201, body: { rate: { date: "2026-10-01", rate: "0.92000000" } } });
    const r2 = await send(ratesRoute.action, `${base}/${id}/rates`, owner, "POST", { date: "2026-11-01", rate: 0.9345 });
    expect(r2.body.rate.rate).toBe("0.93450000");
    const dup = await send(ratesRoute.action, `${base}/${id}/rates`, owner, "POST", { date: "2026-11-01", rate: "1" });
    expect(dup).toEqual({ status: 409, body: { error: M.rateTaken("11/01/2026"), errors: { date: [M.rateTaken("11/01/2026")] } } });

    const listed = await send(listRoute.loader, base, viewer);
    expect(listed.body).toEqual({
      home: { code: "EUR", name: "Euro", symbol: "€" },
      multiCurrency: true,
      currencies: [
        { id, code: "USD", name: "US Dollar", symbol: "$", latestRate: "0.93450000", latestRateDate: "2026-11-01", rateCount: 2 },
      ],
    });
    const page = await send(ratesRoute.loader, `${base}/${id}/rates?perPage=5`, viewer);
    expect(page.body).toMatchObject({ total: 2, page: 1, perPage: 5 });
    expect(page.body.items.map((r: { date: string }) => r.date)).toEqual(["2026-11-01", "2026-10-01"]);

    const rateId = r2.body.rate.id as number;
    const put = await send(rateRoute.action, `${base}/${id}/rates/${rateId}`, owner, "PUT", { date: "2026-11-02", rate: "0.94" });
    expect(put.body).toEqual({ rate: { id: rateId, date: "2026-11-02", rate: "0.94000000" }, message: M.rateSaved });
    expect((await send(rateRoute.loader, `${base}/${id}/rates/${rateId}`, viewer)).body.rate.rate).toBe("0.94000000");
    expect((await send(rateRoute.action, `${base}/${id}/rates/${rateId}`, owner, "DELETE")).status).toBe(200);
    expect((await send(rateRoute.loader, `${base}/${id}/rates/${rateId}`, owner)).status).toBe(404);
    expect((await send(oneRoute.loader, `${base}/${id}`, viewer)).body.currency).toMatchObject({
      latestRateDate: "2026-10-01",
      rateCount: 1,
    });
  });

  it("refuses a viewer every change with the policy's words, and changes nothing", async () => {
    const base = `/api/company/${companyId}/currencies`;
    const { currencies } = (await send(listRoute.loader, base, owner)).body;
    const id = currencies[0].id as number;
    const denied = { status: 403, body: { error: "You do not have permission to change this company's settings." } };
    expect(await send(listRoute.action, base, viewer, "POST", { code: "JPY" })).toEqual(denied);
    expect(await send(oneRoute.action, `${base}/${id}`, viewer, "DELETE")).toEqual(denied);
    expect(await send(ratesRoute.action, `${base}/${id}/rates`, viewer, "POST", { date: "2026-12-01", rate: "1" })).toEqual(denied);
    expect((await send(listRoute.loader, base, owner)).body.currencies).toHaveLength(1);
  });

  it("keeps one company's currencies from another's members", async () => {
    const { currencies } = (await send(listRoute.loader, `/api/company/${companyId}/currencies`, owner)).body;
    const id = currencies[0].id as number;
    expect((await send(listRoute.loader, `/api/company/${companyId}/currencies`, stranger)).status).toBe(404);
    // Through the stranger's own company: the id is not theirs.
    const theirs = `/api/company/${otherCompanyId}/currencies/${id}`;
    expect((await send(oneRoute.loader, theirs, stranger)).status).toBe(404);
    expect((await send(oneRoute.action, theirs, stranger, "DELETE")).status).toBe(404);
    expect((await send(ratesRoute.action, `${theirs}/rates`, stranger, "POST", { date: "2026-12-01", rate: "1" })).status).toBe(404);
    expect((await send(ratesRoute.loader, `${theirs}/rates`, stranger)).status).toBe(404);
  });

  it("removes a currency with its rates", async () => {
    const base = `/api/company/${companyId}/currencies`;
    const id = (await send(listRoute.loader, base, owner)).body.currencies[0].id as number;
    expect(await send(oneRoute.action, `${base}/${id}`, owner, "DELETE")).toMatchObject({
      status: 200,
      body: { message: M.removed("USD") },
    });
    expect((await send(listRoute.loader, base, owner)).body.currencies).toEqual([]);
    expect(await app.db("currencyRates").where({ companyId }).count("* as n").first()).toEqual({ n: 0 });
  });
});
