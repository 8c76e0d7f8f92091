import type { Knex } from "knex";
import { formatUsDate } from "~/lib/dates";
import type { ListResult, PageParams } from "~/lib/pagination";
import { isUniqueViolation } from "~/utils/model";
import { DomainError } from "~/utils/errors";
import { recordActivity } from "~/modules/activity/activity.server";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { currencyByCode } from "~/modules/companies/reference-data";
import { CURRENCY_MESSAGES as M } from "./constants";
import type { CurrencyAdd, RateSave } from "./schema";

// Company › Manage Currency (ADR 0085): the company's currency list — the home currency (its
// primary currency, never a row, always at 1) and the foreign currencies it added — and each
// foreign currency's dated exchange rates "1 <foreign> = rate <home>". Documents and reports stay in
// the home currency; `rateAsOf` is what a future feature reads.

/** The rate of the home currency to itself. */
export const HOME_RATE = "1.00000000";

export interface HomeCurrency {
  code: string;
  name: string;
  symbol: string;
}

export interface CurrencyRow extends HomeCurrency {
  id: number;
  /** The latest rate ("1.08450000") and its date (YYYY-MM-DD), or null before the first one. */
  latestRate: string | null;
  latestRateDate: string | null;
  rateCount: number;
}

export interface CurrencyList {
  home: HomeCurrency;
  multiCurrency: boolean;
  currencies: CurrencyRow[];
}

export interface RateRow {
  id: number;
  date: string;
  rate: string;
}

function describe(code: string): HomeCurrency {
  const known = currencyByCode(code);
  return { code, name: known?.name ?? code, symbol: known?.symbol ?? "" };
}

async function companySettings(db: Knex, companyId: number) {
  const row: { primaryCurrency: string; enableMultiCurrency: boolean } | undefined = await db("companies")
    .where({ id: companyId })
    .first("primaryCurrency", "enableMultiCurrency");
  if (!row) throw new DomainError("Company not found", 404);
  return { home: (row.primaryCurrency || "USD").toUpperCase(), multiCurrency: !!row.enableMultiCurrency };
}

const latestRate = (db: Knex, field: "rate" | "date") =>
  db.raw(
    `(SELECT ${field === "rate" ? "r.rate::text" : "to_char(r.rate_date, 'YYYY-MM-DD')"} FROM currency_rates r
       WHERE r.company_id = c.company_id AND r.currency_id = c.id ORDER BY r.rate_date DESC LIMIT 1)`,
  );

/** The currency list: the home currency first, then the foreign ones by code, each with its latest rate. */
export async function listCurrencies(db: Knex, companyId: number): Promise<CurrencyList> {
  const { home, multiCurrency } = await companySettings(db, companyId);
  const rows: { id: number; code: string; latestRate: string | null; latestRateDate: string | null; rateCount: string | number }[] =
    await db("companyCurrencies as c")
      .where("c.companyId", companyId)
      .whereNot("c.code", home)
      .select(
        "c.id",
        "c.code",
        latestRate(db, "rate").wrap("", " AS latest_rate"),
        latestRate(db, "date").wrap("", " AS latest_rate_date"),
        db.raw("(SELECT count(*) FROM currency_rates r WHERE r.company_id = c.company_id AND r.currency_id = c.id) AS rate_count"),
      )
      .orderBy("c.code");
  return {
    home: describe(home),
    multiCurrency,
    currencies: rows.map((r) => ({
      ...describe(r.code),
      id: r.id,
      latestRate: r.latestRate,
      latestRateDate: r.latestRateDate,
      rateCount: Number(r.rateCount),
    })),
  };
}

/** One foreign currency of the company (a 404 for another company's, or the home currency's row). */
export async function getCurrency(db: Knex, companyId: number, currencyId: number): Promise<CurrencyRow & { home: HomeCurrency }> {
  const list = await listCurrencies(db, companyId);
  const found = list.currencies.find((c) => c.id === currencyId);
  if (!found) throw new DomainError(M.notFound, 404);
  return { ...found, home: list.home };
}

/** Add a foreign currency: multi-currency must be on; the home currency and one already there are refused. */
export async function addCurrency(db: Knex, ctx: CompanyContext, input: CurrencyAdd): Promise<CurrencyRow> {
  return db.transaction(async (trx) => {
    await trx("companies").where({ id: ctx.companyId }).forUpdate().first("id");
    const { home, multiCurrency } = await companySettings(trx, ctx.companyId);
    if (!multiCurrency) throw new DomainError(M.multiCurrencyOff, 409);
    const code = input.code;
    if (code === home) throw new DomainError(M.home(code), 409, { code: [M.home(code)] });
    let id: number;
    try {
      [{ id }] = await trx("companyCurrencies").insert({ companyId: ctx.companyId, code, createdBy: ctx.userId }).returning("id");
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError(M.taken(code), 409, { code: [M.taken(code)] });
      throw error;
    }
    const { name } = describe(code);
    await recordActivity(trx, ctx, {
      activity: "created",
      recordType: "currency",
      recordId: id,
      name: code,
      link: `company/currencies/${id}`,
      detail: name,
    });
    return { ...describe(code), id, latestRate: null, latestRateDate: null, rateCount: 0 };
  });
}

/**
 * Remove a foreign currency and its rates. Nothing in the books refers to a currency yet (documents
 * are in the home currency), so every foreign currency may be removed.
 */
export async function removeCurrency(db: Knex, ctx: CompanyContext, currencyId: number): Promise<CurrencyRow> {
  return db.transaction(async (trx) => {
    const currency = await getCurrency(trx, ctx.companyId, currencyId);
    await trx("companyCurrencies").where({ companyId: ctx.companyId, id: currencyId }).delete();
    await recordActivity(trx, ctx, {
      activity: "deleted",
      recordType: "currency",
      recordId: currencyId,
      name: currency.code,
      detail: `${currency.name}, with ${currency.rateCount} exchange rate${currency.rateCount === 1 ? "" : "s"}`,
    });
    const { home: _home, ...row } = currency;
    return row;
  });
}

const rateColumns = (db: Knex) => ["id", db.raw("to_char(rate_date, 'YYYY-MM-DD') AS date"), db.raw("rate::text AS rate")];

/** A currency's rates, newest first, a page at a time. */
export async function listRates(db: Knex, companyId: number, currencyId: number, page: PageParams): Promise<ListResult<RateRow>> {
  await getCurrency(db, companyId, currencyId);
  const base = db("currencyRates").where({ companyId, currencyId });
  const [{ count }] = await base.clone().count<{ count: string }[]>("* as count");
  const items: RateRow[] = await base.clone().select(rateColumns(db)).orderBy("rateDate", "desc").limit(page.perPage).offset(page.offset);
  return { items, total: Number(count), page: page.page, perPage: page.perPage };
}

/** Every rate of a currency, newest first (the CSV export). */
export async function allRates(db: Knex, companyId: number, currencyId: number): Promise<RateRow[]> {
  await getCurrency(db, companyId, currencyId);
  return db("currencyRates").where({ companyId, currencyId }).select(rateColumns(db)).orderBy("rateDate", "desc");
}

export async function getRate(db: Knex, companyId: number, currencyId: number, rateId: number): Promise<RateRow> {
  const row: RateRow | undefined = await db("currencyRates").where({ companyId, currencyId, id: rateId }).first(rateColumns(db));
  if (!row) throw new DomainError(M.rateNotFound, 404);
  return row;
}

async function writeRate(db: Knex, ctx: CompanyContext, currencyId: number, input: RateSave, rateId: number | null): Promise<RateRow> {
  return db.transaction(async (trx) => {
    const currency = await getCurrency(trx, ctx.companyId, currencyId);
    let id: number;
    try {
      if (rateId === null) {
        [{ id }] = await trx("currencyRates")
          .insert({ companyId: ctx.companyId, currencyId, rateDate: input.date, rate: input.rate, updatedBy: ctx.userId })
          .returning("id");
      } else {
        await getRate(trx, ctx.companyId, currencyId, rateId);
        id = rateId;
        await trx("currencyRates")
          .where({ companyId: ctx.companyId, currencyId, id })
          .update({ rateDate: input.date, rate: input.rate, updatedBy: ctx.userId, updatedAt: trx.fn.now() });
      }
    } catch (error) {
      if (isUniqueViolation(error)) {
        const message = M.rateTaken(formatUsDate(input.date));
        throw new DomainError(message, 409, { date: [message] });
      }
      throw error;
    }
    await recordActivity(trx, ctx, {
      activity: rateId === null ? "created" : "updated",
      recordType: "exchange_rate",
      recordId: id,
      name: currency.code,
      date: input.date,
      link: `company/currencies/${currencyId}`,
      detail: `1 ${currency.code} = ${input.rate} ${currency.home.code}`,
    });
    return getRate(trx, ctx.companyId, currencyId, id);
  });
}

export const addRate = (db: Knex, ctx: CompanyContext, currencyId: number, input: RateSave) => writeRate(db, ctx, currencyId, input, null);

export const updateRate = (db: Knex, ctx: CompanyContext, currencyId: number, rateId: number, input: RateSave) =>
  writeRate(db, ctx, currencyId, input, rateId);

export async function deleteRate(db: Knex, ctx: CompanyContext, currencyId: number, rateId: number): Promise<RateRow> {
  return db.transaction(async (trx) => {
    const currency = await getCurrency(trx, ctx.companyId, currencyId);
    const rate = await getRate(trx, ctx.companyId, currencyId, rateId);
    await trx("currencyRates").where({ companyId: ctx.companyId, currencyId, id: rateId }).delete();
    await recordActivity(trx, ctx, {
      activity: "deleted",
      recordType: "exchange_rate",
      recordId: rateId,
      name: currency.code,
      date: rate.date,
      link: `company/currencies/${currencyId}`,
      detail: `1 ${currency.code} = ${rate.rate} ${currency.home.code}`,
    });
    return rate;
  });
}

/**
 * The rate of a currency on a date: the latest entered on or before it ("1 <code> = rate <home>"),
 * "1.00000000" for the home currency, and null when the company has no rate for it by then (or has
 * not added the currency).
 */
export async function rateAsOf(db: Knex, companyId: number, code: string, date: string): Promise<RateRow | null> {
  const { home } = await companySettings(db, companyId);
  const wanted = code.trim().toUpperCase();
  if (wanted === home) return { id: 0, date, rate: HOME_RATE };
  const row: RateRow | undefined = await db("currencyRates as r")
    .join("companyCurrencies as c", function () {
      this.on("c.companyId", "r.companyId").andOn("c.id", "r.currencyId");
    })
    .where({ "r.companyId": companyId, "c.code": wanted })
    .where("r.rateDate", "<=", date)
    .orderBy("r.rateDate", "desc")
    .first("r.id", db.raw("to_char(r.rate_date, 'YYYY-MM-DD') AS date"), db.raw("r.rate::text AS rate"));
  return row ?? null;
}
