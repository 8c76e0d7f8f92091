// Company › Manage Currency (ADR 0085): the home currency and the foreign ones the company added,
// their dated exchange rates, the rate as of a date, what is refused (and that nothing changed),
// and the activity log's rows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import {
  addCurrency,
  addRate,
  deleteRate,
  listCurrencies,
  listRates,
  rateAsOf,
  removeCurrency,
  updateRate,
} from "../../app/modules/currencies/currencies.server";
import { CURRENCY_MESSAGES as M } from "../../app/modules/currencies/constants";
import { currencyAddSchema, rateSaveSchema } from "../../app/modules/currencies/schema";
import { DomainError } from "../../app/utils/errors";
import { startTestApp, type TestApp } from "../support/app";
import { ownerAndCompany } from "../support/books";

let app: TestApp;
let ctx: CompanyContext;

const setMultiCurrency = (on: boolean, companyId = ctx.companyId) =>
  app.db("companies").where({ id: companyId }).update({ enableMultiCurrency: on });
const rate = (date: string, value: string | number) => rateSaveSchema.parse({ date, rate: value });

async function refusal(run: Promise<unknown>): Promise<DomainError> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

const activity = (companyId = ctx.companyId) =>
  app
    .db("activityLog")
    .where({ companyId })
    .whereIn("recordType", ["currency", "exchange_rate"])
    .orderBy("id")
    .select("activity", "recordType", "recordName", "documentDate", "detail");

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx } = await ownerAndCompany(app.db, { fields: { primaryCurrency: "GBP" } }));
});
afterAll(() => app?.cleanup());

describe("the currency list", () => {
  it("shows the home currency alone until a foreign one is added; adding needs multi-currency on", async () => {
    const list = await listCurrencies(app.db, ctx.companyId);
    expect(list.home).toEqual({ code: "GBP", name: "British Pound", symbol: "£" });
    expect(list.multiCurrency).toBe(false);
    expect(list.currencies).toEqual([]);

    const off = await refusal(addCurrency(app.db, ctx, currencyAddSchema.parse({ code: "EUR" })));
    expect(off.message).toBe(M.multiCurrencyOff);
    expect((await listCurrencies(app.db, ctx.companyId)).currencies).toEqual([]);

    await setMultiCurrency(true);
    const eur = await addCurrency(app.db, ctx, currencyAddSchema.parse({ code: " eur " }));
    expect(eur).toMatchObject({ code: "EUR", name: "Euro", symbol: "€", latestRate: null, latestRateDate: null });
    await addCurrency(app.db, ctx, currencyAddSchema.parse({ code: "USD" }));
    expect((await listCurrencies(app.db, ctx.companyId)).currencies.map((c) => c.code)).toEqual(["EUR", "USD"]);
  });

  it("refuses an unknown code, the home currency and one already in the list", async () => {
    const unknown = currencyAddSchema.safeParse({ code: "XXQ" });
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0].message).toBe(M.code);
    expect(currencyAddSchema.safeParse({ code: "EUR", extra: 1 }).success).toBe(false);

    expect((await refusal(addCurrency(app.db, ctx, { code: "GBP" }))).message).toBe(M.home("GBP"));
    const taken = await refusal(addCurrency(app.db, ctx, { code: "EUR" }));
    expect([taken.status, taken.message]).toEqual([409, M.taken("EUR")]);
    expect((await listCurrencies(app.db, ctx.companyId)).currencies.map((c) => c.code)).toEqual(["EUR", "USD"]);
  });
});

describe("exchange rates", () => {
  it("reads rates as exact decimals with up to 8 places, and refuses anything else", () => {
    expect(rate("2026-11-02", "1.16").rate).toBe("1.16000000");
    expect(rate("11/02/2026", "0.00012345").date).toBe("2026-11-02");
    expect(rate("2026-11-02", 1.1).rate).toBe("1.10000000");
    expect(rate("2026-11-02", "1,234.5").rate).toBe("1234.50000000");
    for (const bad of ["0", "-1", "1.123456789", "1e3", "abc", "", "12345678901"]) {
      const parsed = rateSaveSchema.safeParse({ date: "2026-11-02", rate: bad });
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error?.issues[0].message).toBe(M.rate);
    }
    for (const bad of ["2026-02-30", "tomorrow", ""]) {
      const parsed = rateSaveSchema.safeParse({ date: bad, rate: "1" });
      expect(parsed.error?.issues[0].message).toBe(M.date);
    }
  });

  it("lists the latest rate and its date, pages the history newest first, edits and deletes", async () => {
    const eur = (await listCurrencies(app.db, ctx.companyId)).currencies.find((c) => c.code === "EUR")!;
    await addRate(app.db, ctx, eur.id, rate("2026-10-01", "1.15"));
    const nov = await addRate(app.db, ctx, eur.id, rate("2026-11-01", "1.1612"));
    await addRate(app.db, ctx, eur.id, rate("2026-09-15", "1.14"));

    const list = await listCurrencies(app.db, ctx.companyId);
    expect(list.currencies.find((c) => c.code === "EUR")).toMatchObject({
      latestRate: "1.16120000",
      latestRateDate: "2026-11-01",
      rateCount: 3,
    });
    expect(list.currencies.find((c) => c.code === "USD")).toMatchObject({ latestRate: null, rateCount: 0 });

    const page1 = await listRates(app.db, ctx.companyId, eur.id, { page: 1, perPage: 2, offset: 0 });
    expect(page1.total).toBe(3);
    expect(page1.items.map((r) => [r.date, r.rate])).toEqual([
      ["2026-11-01", "1.16120000"],
      ["2026-10-01", "1.15000000"],
    ]);
    const page2 = await listRates(app.db, ctx.companyId, eur.id, { page: 2, perPage: 2, offset: 2 });
    expect(page2.items.map((r) => r.date)).toEqual(["2026-09-15"]);

    const taken = await refusal(addRate(app.db, ctx, eur.id, rate("2026-10-01", "2")));
    expect([taken.status, taken.message]).toEqual([409, M.rateTaken("10/01/2026")]);
    const moved = await refusal(updateRate(app.db, ctx, eur.id, nov.id, rate("2026-09-15", "2")));
    expect(moved.message).toBe(M.rateTaken("09/15/2026"));
    expect((await listRates(app.db, ctx.companyId, eur.id, { page: 1, perPage: 10, offset: 0 })).items.map((r) => r.rate)).toEqual([
      "1.16120000",
      "1.15000000",
      "1.14000000",
    ]);

    expect(await updateRate(app.db, ctx, eur.id, nov.id, rate("2026-11-02", "1.17"))).toEqual({
      id: nov.id,
      date: "2026-11-02",
      rate: "1.17000000",
    });
    await deleteRate(app.db, ctx, eur.id, nov.id);
    expect((await listCurrencies(app.db, ctx.companyId)).currencies.find((c) => c.code === "EUR")).toMatchObject({
      latestRate: "1.15000000",
      latestRateDate: "2026-10-01",
    });
    expect((await refusal(deleteRate(app.db, ctx, eur.id, nov.id))).status).toBe(404);
  });

  it("the rate as of a date is the latest on or before it; the home currency's is 1", async () => {
    expect(await rateAsOf(app.db, ctx.companyId, "EUR", "2026-09-14")).toBeNull();
    expect((await rateAsOf(app.db, ctx.companyId, "EUR", "2026-09-15"))?.rate).toBe("1.14000000");
    expect(await rateAsOf(app.db, ctx.companyId, "eur", "2026-09-30")).toMatchObject({ date: "2026-09-15", rate: "1.14000000" });
    expect(await rateAsOf(app.db, ctx.companyId, "EUR", "2027-01-01")).toMatchObject({ date: "2026-10-01", rate: "1.15000000" });
    expect((await rateAsOf(app.db, ctx.companyId, "GBP", "2026-01-01"))?.rate).toBe("1.00000000");
    expect(await rateAsOf(app.db, ctx.companyId, "USD", "2027-01-01")).toBeNull();
    expect(await rateAsOf(app.db, ctx.companyId, "JPY", "2027-01-01")).toBeNull();
  });

  it("keeps each company's currencies and rates its own", async () => {
    const { ctx: other } = await ownerAndCompany(app.db);
    const eur = (await listCurrencies(app.db, ctx.companyId)).currencies.find((c) => c.code === "EUR")!;
    expect((await listCurrencies(app.db, other.companyId)).currencies).toEqual([]);
    expect((await refusal(addRate(app.db, other, eur.id, rate("2026-01-01", "1")))).status).toBe(404);
    expect((await refusal(removeCurrency(app.db, other, eur.id))).status).toBe(404);
    expect(await rateAsOf(app.db, other.companyId, "EUR", "2027-01-01")).toBeNull();
  });

  it("removes a currency with its rates, and logs every change", async () => {
    const eur = (await listCurrencies(app.db, ctx.companyId)).currencies.find((c) => c.code === "EUR")!;
    await removeCurrency(app.db, ctx, eur.id);
    expect((await listCurrencies(app.db, ctx.companyId)).currencies.map((c) => c.code)).toEqual(["USD"]);
    expect(await app.db("currencyRates").where({ companyId: ctx.companyId }).count("* as n").first()).toEqual({ n: 0 });
    expect(await rateAsOf(app.db, ctx.companyId, "EUR", "2027-01-01")).toBeNull();

    expect(await activity()).toEqual([
      { activity: "created", recordType: "currency", recordName: "EUR", documentDate: null, detail: "Euro" },
      { activity: "created", recordType: "currency", recordName: "USD", documentDate: null, detail: "US Dollar" },
      { activity: "created", recordType: "exchange_rate", recordName: "EUR", documentDate: "2026-10-01", detail: "1 EUR = 1.15000000 GBP" },
      { activity: "created", recordType: "exchange_rate", recordName: "EUR", documentDate: "2026-11-01", detail: "1 EUR = 1.16120000 GBP" },
      { activity: "created", recordType: "exchange_rate", recordName: "EUR", documentDate: "2026-09-15", detail: "1 EUR = 1.14000000 GBP" },
      { activity: "updated", recordType: "exchange_rate", recordName: "EUR", documentDate: "2026-11-02", detail: "1 EUR = 1.17000000 GBP" },
      { activity: "deleted", recordType: "exchange_rate", recordName: "EUR", documentDate: "2026-11-02", detail: "1 EUR = 1.17000000 GBP" },
      { activity: "deleted", recordType: "currency", recordName: "EUR", documentDate: null, detail: "Euro, with 2 exchange rates" },
    ]);
  });

  it("goes with its company when the company is purged", async () => {
    await app.db("companies").where({ id: ctx.companyId }).delete();
    expect(await app.db("companyCurrencies").where({ companyId: ctx.companyId }).count("* as n").first()).toEqual({ n: 0 });
  });
});
