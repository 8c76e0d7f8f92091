import { isRowId } from "~/lib/row-id";
import { recordCompanyId } from "~/modules/companies/companies.server";
import type { Knex } from "knex";
import { salesTaxPayableAccount } from "~/modules/accounts/system-accounts.server";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { DomainError, throwIfRefusal } from "~/utils/errors";
import { isUniqueViolation, patchVersioned } from "~/utils/model";
import { SalesTaxRate } from "./sales-tax-rate.model";
import { plainRate, SALES_TAX_LIABILITY_TYPE, SALES_TAX_RATE_MESSAGES as M, type SalesTaxRateView } from "./sales-tax-rates";
import type { SalesTaxRateInput, SalesTaxRateUpdateInput } from "./sales-tax-rates-schema";

// A company's sales tax rates: name (unique in the company, trimmed, any case), rate (a percentage,
// NUMERIC(7,4)), the agency it is owed to and the liability account its tax is credited to — the
// company's own Current Liability account, the chart's Sales Tax Payable (created when first
// needed) when none is chosen. Edits are made on the version read (ADR 0014). An invoice's posting
// reads its rate through salesTaxRateFor, which refuses a rate that is not there or inactive.

function ratesQuery(db: Knex, companyId: number) {
  return db("salesTaxRates as r")
    .join("companyAccounts as a", function () {
      this.on("a.companyId", "r.companyId").andOn("a.id", "r.liabilityAccountId");
    })
    .where("r.companyId", companyId)
    .select(
      "r.id",
      "r.name",
      "r.rate",
      "r.agency",
      "r.liabilityAccountId",
      "a.accountName as liabilityAccountName",
      "r.active",
      "r.version",
    );
}

const view = (row: SalesTaxRateView): SalesTaxRateView => ({ ...row, id: Number(row.id), rate: plainRate(row.rate) });

/** The company's rates by name (active ones only with `activeOnly`). */
export async function listSalesTaxRates(db: Knex, companyId: number, options: { activeOnly?: boolean } = {}): Promise<SalesTaxRateView[]> {
  const query = ratesQuery(db, companyId).orderByRaw("lower(r.name), r.id");
  if (options.activeOnly) query.where("r.active", true);
  return (await query).map(view);
}

/** One rate of the company; 404 when not there. */
export async function getSalesTaxRate(db: Knex, companyId: number, id: number): Promise<SalesTaxRateView> {
  const row = isRowId(id) ? await ratesQuery(db, companyId).where("r.id", id).first() : undefined;
  if (!row) throw new DomainError(M.notFound, 404);
  return view(row);
}

/** The company of a rate the user owns (the API reaches a rate by its id alone); 404 otherwise. */
export async function findSalesTaxRateCompanyId(db: Knex, userId: number, id: number): Promise<number> {
  return recordCompanyId(db, userId, "salesTaxRates", id, M.notFound);
}

/** The liability account chosen (the company's own, active, Current Liability), or Sales Tax Payable. */
async function liabilityAccount(trx: Knex.Transaction, companyId: number, id: number | null, keepId?: number): Promise<number> {
  if (id === null) return salesTaxPayableAccount(trx, companyId);
  const account = await trx("companyAccounts").where({ companyId, id }).first("id", "accountName", "accountType", "active");
  const refuse = (message: string) => new DomainError(message, 400, { liabilityAccountId: [message] });
  if (!account) throw refuse(M.liabilityNotFound(id));
  if (account.accountType !== SALES_TAX_LIABILITY_TYPE) throw refuse(M.liabilityWrongType);
  // A rate may keep the inactive account it already has.
  if (!account.active && account.id !== keepId) throw refuse(M.liabilityInactive(account.accountName));
  return account.id;
}

const written = (input: SalesTaxRateInput) => ({ name: input.name, rate: input.rate, agency: input.agency, active: input.active });

async function saving<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throwIfRefusal(error);
    if (isUniqueViolation(error)) throw new DomainError(M.duplicate(name), 409, { name: [M.duplicate(name)] });
    throw error;
  }
}

export async function createSalesTaxRate(db: Knex, ctx: CompanyContext, input: SalesTaxRateInput): Promise<SalesTaxRateView> {
  const id = await saving(input.name, () =>
    db.transaction(async (trx) => {
      const liabilityAccountId = await liabilityAccount(trx, ctx.companyId, input.liabilityAccountId);
      const rate = await SalesTaxRate.query(trx).insert({
        companyId: ctx.companyId,
        ...written(input),
        liabilityAccountId,
        createdBy: ctx.userId,
      });
      return rate.id;
    }),
  );
  return getSalesTaxRate(db, ctx.companyId, id);
}

/** Every field as given, on the version read: 409 on a stale one, 404 when not there. */
export async function updateSalesTaxRate(
  db: Knex,
  ctx: CompanyContext,
  id: number,
  input: SalesTaxRateUpdateInput,
): Promise<SalesTaxRateView> {
  const current = await getSalesTaxRate(db, ctx.companyId, id);
  await saving(input.name, () =>
    db.transaction(async (trx) => {
      const liabilityAccountId = await liabilityAccount(trx, ctx.companyId, input.liabilityAccountId, current.liabilityAccountId);
      await patchVersioned(
        SalesTaxRate,
        trx,
        { companyId: ctx.companyId, id },
        input.version,
        { ...written(input), liabilityAccountId, updatedAt: trx.fn.now() },
        { noun: "sales tax rate", notFound: M.notFound },
      );
    }),
  );
  return getSalesTaxRate(db, ctx.companyId, id);
}

/** A rate as an invoice posts it: its percentage as text ("8.2500") and its liability account. */
export interface RateForPosting {
  id: number;
  rate: string;
  liabilityAccountId: number;
}

/**
 * The rate a sale names, read in the saving transaction: refused (400) when it is not one of the
 * company's ("Sales tax rate not found.") or is inactive.
 */
export async function salesTaxRateFor(trx: Knex.Transaction, companyId: number, id: number): Promise<RateForPosting> {
  const rate = isRowId(id)
    ? await SalesTaxRate.query(trx).modify("ofCompany", companyId).findById(id).select("id", "name", "rate", "liabilityAccountId", "active")
    : undefined;
  const refuse = (message: string) => new DomainError(message, 400, { taxRateId: [message] });
  if (!rate) throw refuse(M.notFound);
  if (!rate.active) throw refuse(M.inactive(rate.name));
  return { id: rate.id, rate: String(rate.rate), liabilityAccountId: rate.liabilityAccountId };
}
