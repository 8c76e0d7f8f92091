import { isRowId } from "~/lib/row-id";
import type { Knex } from "knex";
import { recordActivity } from "~/modules/activity/activity.server";
import { addMonthsIso, addDaysIso } from "~/lib/dates";
import { fromDecimal, toDecimal, type Cents } from "~/lib/money";
import type { ListResult } from "~/lib/pagination";
import { fiscalStartMonth } from "~/lib/periods";
import { recordCompanyId, type CompanyContext } from "~/modules/companies/companies.server";
import type { AccountType } from "~/modules/ledger/account-types";
import { profitAndLoss } from "~/modules/reports/statements.server";
import { DomainError, throwIfRefusal } from "~/utils/errors";
import { isUniqueViolation, patchVersioned } from "~/utils/model";
import {
  BUDGET_ACCOUNT_TYPES,
  BUDGET_MESSAGES as M,
  BUDGET_SECTIONS,
  fiscalYearLabel,
  fiscalYearStartDate,
  MONTHS_IN_BUDGET,
  type BudgetStart,
} from "./constants";
import { Budget } from "./budget.model";
import type { BudgetCreateInput, BudgetUpdateInput } from "./schema";

// Budgets (issue 30 item 2, ADR 0065): a budget for one fiscal year — twelve months from the 1st of
// the company's fiscal start month — and its grid, the income and expense accounts by month. A new
// budget starts at zero, as a copy of another budget (month for month), or as the previous fiscal
// year's actual figures, read through the Profit and Loss itself (never summed again here). Saved in
// one transaction: the budget's row, then its cells that are not zero; an edit claims the version
// read first (ADR 0014), so a stale grid is refused whole. Amounts are cents, on the account's
// normal side (income and expenses both positive), as the Profit and Loss shows them.

export interface BudgetAccount {
  id: number;
  accountNumber: string;
  accountName: string;
  accountType: AccountType;
  active: boolean;
}

export interface BudgetRow extends BudgetAccount {
  /** The twelve months' amounts, in cents */
  amounts: Cents[];
  total: Cents;
}

export interface BudgetRecord {
  id: number;
  companyId: number;
  budgetName: string;
  /** YYYY-MM-01: the fiscal year's first day */
  startDate: string;
  /** The year its first month is in */
  fiscalYear: number;
  /** "FY2026", "FY2026 (Apr 2026 – Mar 2027)" */
  fiscalYearLabel: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface BudgetSummary extends BudgetRecord {
  /** The year's budgeted income (income and other income) and expenses (costs, expenses, other expenses), in cents */
  income: Cents;
  expenses: Cents;
}

/** A budget with its grid: every income and expense account (active ones, and any with an amount). */
export interface BudgetWithGrid extends BudgetRecord {
  rows: BudgetRow[];
}

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : String(value));
const zeros = () => new Array<Cents>(MONTHS_IN_BUDGET).fill(0 as Cents);
const sum = (amounts: readonly number[]) => amounts.reduce((a, b) => a + b, 0) as Cents;

function present(row: Budget): BudgetRecord {
  return {
    id: row.id,
    companyId: row.companyId,
    budgetName: row.budgetName,
    startDate: row.startDate,
    fiscalYear: Number(row.startDate.slice(0, 4)),
    fiscalYearLabel: fiscalYearLabel(row.startDate),
    version: row.version,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The company's fiscal start month (1–12), from its settings. */
export async function companyFiscalStartMonth(db: Knex, companyId: number): Promise<number> {
  const company = await db("companies").where({ id: companyId }).first("fiscalYearStart");
  return fiscalStartMonth(company?.fiscalYearStart);
}

/** The fiscal year starting in `year` at the company's start month: its first day. */
export async function budgetStartDate(db: Knex, companyId: number, year: number): Promise<string> {
  return fiscalYearStartDate(year, await companyFiscalStartMonth(db, companyId));
}

/** The last day of the fiscal year starting on `startDate`. */
export const budgetEndDate = (startDate: string) => addDaysIso(addMonthsIso(startDate, MONTHS_IN_BUDGET), -1);

/** The grid's accounts: the company's income and expense accounts, active or named in `keep`, by section then number. */
export async function budgetAccounts(db: Knex, companyId: number, keep: Iterable<number> = []): Promise<BudgetAccount[]> {
  const kept = [...keep];
  const accounts: BudgetAccount[] = await db("companyAccounts")
    .where({ companyId })
    .whereIn("accountType", BUDGET_ACCOUNT_TYPES)
    .where((w) => {
      w.where("active", true);
      if (kept.length) w.orWhereIn("id", kept);
    })
    .orderBy("accountNumber")
    .orderBy("id")
    .select("id", "accountNumber", "accountName", "accountType", "active");
  const section = (a: BudgetAccount) => BUDGET_SECTIONS.findIndex((s) => s.types.includes(a.accountType));
  return accounts.sort((a, b) => section(a) - section(b));
}

/** A budget's cells as account → twelve amounts. */
async function budgetCells(db: Knex, companyId: number, budgetId: number): Promise<Map<number, Cents[]>> {
  const cells: { accountId: number; period: number; amount: string }[] = await db("budgetAmounts")
    .where({ companyId, budgetId })
    .select("accountId", "period", "amount");
  const grid = new Map<number, Cents[]>();
  for (const c of cells) {
    const amounts = grid.get(c.accountId) ?? zeros();
    amounts[c.period - 1] = fromDecimal(c.amount);
    grid.set(c.accountId, amounts);
  }
  return grid;
}

/** Every account of the grid with its amounts (zero where the grid has none). */
export async function gridRows(db: Knex, companyId: number, cells: Map<number, Cents[]>): Promise<BudgetRow[]> {
  const accounts = await budgetAccounts(db, companyId, cells.keys());
  return accounts.map((a) => {
    const amounts = cells.get(a.id) ?? zeros();
    return { ...a, amounts, total: sum(amounts) };
  });
}

async function findBudget(db: Knex, companyId: number, id: number): Promise<Budget> {
  const row = isRowId(id) ? await Budget.query(db).modify("ofCompany", companyId).where({ id }).first() : undefined;
  if (!row) throw new DomainError(M.notFound, 404);
  return row;
}

/** One budget of the company with its grid; another company's (or none) is a 404. */
export async function getBudget(db: Knex, companyId: number, id: number): Promise<BudgetWithGrid> {
  const budget = await findBudget(db, companyId, id);
  const rows = await gridRows(db, companyId, await budgetCells(db, companyId, budget.id));
  return { ...present(budget), rows };
}

/** The company owning budget `id` among the user's companies, for the API's guard; none of theirs is a 404. */
export async function findBudgetCompanyId(db: Knex, userId: number, id: number): Promise<number> {
  return recordCompanyId(db, userId, "budgets", id, M.notFound);
}

/** Every budget of the company, newest fiscal year first, then by name, with its year's income and expense totals. */
export async function listBudgets(db: Knex, companyId: number, window: { limit?: number; offset?: number } = {}): Promise<BudgetSummary[]> {
  const query = Budget.query(db).modify("ofCompany", companyId).orderBy("startDate", "desc").orderByRaw("lower(budget_name), id");
  if (window.limit !== undefined) query.limit(window.limit).offset(window.offset ?? 0);
  const budgets = await query;
  const totals: { budgetId: number; income: string; expenses: string }[] = await db("budgetAmounts as b")
    .join("companyAccounts as a", (j) => j.on("a.companyId", "b.companyId").andOn("a.id", "b.accountId"))
    .where("b.companyId", companyId)
    .whereIn(
      "b.budgetId",
      budgets.map((b) => b.id),
    )
    .groupBy("b.budgetId")
    .select(
      "b.budgetId",
      db.raw("coalesce(sum(b.amount) FILTER (WHERE a.account_type IN ('Income', 'Other Income')), 0) AS income"),
      db.raw("coalesce(sum(b.amount) FILTER (WHERE a.account_type NOT IN ('Income', 'Other Income')), 0) AS expenses"),
    );
  const byBudget = new Map(totals.map((t) => [Number(t.budgetId), t]));
  return budgets.map((b) => {
    const t = byBudget.get(b.id);
    return { ...present(b), income: fromDecimal(t?.income), expenses: fromDecimal(t?.expenses) };
  });
}

/**
 * Each income and expense account's actual figures by month over the fiscal year starting on
 * `startDate`, then the year's total, as the Profit and Loss reports them (months as its columns,
 * accrual basis): its account rows are the figures, on each section's normal side. Accounts with no
 * line in the year are left out (zero).
 */
export async function actualsByMonth(db: Knex, companyId: number, startDate: string): Promise<Map<number, Cents[]>> {
  const { statement } = await profitAndLoss(
    db,
    companyId,
    { from: startDate, to: budgetEndDate(startDate), columns: "month", compare: "none", basis: "accrual" },
    Number(startDate.slice(5, 7)),
  );
  const actuals = new Map<number, Cents[]>();
  for (const row of statement.rows) {
    if (row.kind !== "account" || row.accountId === undefined) continue;
    actuals.set(
      row.accountId,
      row.cells.map((c) => (c ?? 0) as Cents),
    );
  }
  return actuals;
}

/**
 * A new budget's first grid: zero (scratch), another budget's amounts month for month (budget), or
 * the actual figures of the fiscal year before `startDate` (actuals).
 */
export async function startingGrid(
  db: Knex,
  companyId: number,
  startDate: string,
  start: BudgetStart,
  copyBudgetId?: number | null,
): Promise<Map<number, Cents[]>> {
  if (start === "actuals") {
    const actuals = await actualsByMonth(db, companyId, addMonthsIso(startDate, -MONTHS_IN_BUDGET));
    return new Map([...actuals].map(([id, cells]) => [id, cells.slice(0, MONTHS_IN_BUDGET)]));
  }
  if (start === "budget") {
    if (!copyBudgetId) throw new DomainError(M.copyRequired, 400, { copyBudgetId: [M.copyRequired] });
    const source = isRowId(copyBudgetId)
      ? await Budget.query(db).modify("ofCompany", companyId).where({ id: copyBudgetId }).first()
      : undefined;
    if (!source) throw new DomainError(M.copyNotFound, 400, { copyBudgetId: [M.copyNotFound] });
    return budgetCells(db, companyId, source.id);
  }
  return new Map();
}

/** The rows given, checked: each account once, each one of the company's income or expense accounts. */
async function checkedCells(trx: Knex, companyId: number, rows: { accountId: number; amounts: Cents[] }[]): Promise<Map<number, Cents[]>> {
  const cells = new Map<number, Cents[]>();
  for (const row of rows) {
    if (cells.has(row.accountId)) throw new DomainError(M.accountTwice, 400, { rows: [M.accountTwice] });
    cells.set(row.accountId, row.amounts);
  }
  if (!cells.size) return cells;
  const ids = [...cells.keys()];
  const known: { id: number }[] = await trx("companyAccounts")
    .where({ companyId })
    .whereIn("id", ids)
    .whereIn("accountType", BUDGET_ACCOUNT_TYPES)
    .select("id");
  if (known.length !== ids.length) throw new DomainError(M.accountInvalid, 400, { rows: [M.accountInvalid] });
  return cells;
}

async function writeCells(trx: Knex, companyId: number, budgetId: number, cells: Map<number, Cents[]>) {
  await trx("budgetAmounts").where({ companyId, budgetId }).delete();
  const rows = [...cells].flatMap(([accountId, amounts]) =>
    amounts.flatMap((amount, i) => (amount === 0 ? [] : [{ companyId, budgetId, accountId, period: i + 1, amount: toDecimal(amount) }])),
  );
  for (let i = 0; i < rows.length; i += 500) await trx("budgetAmounts").insert(rows.slice(i, i + 500));
}

const nameTaken = () => new DomainError(M.nameTaken, 409, { budgetName: [M.nameTaken] });

async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throwIfRefusal(error);
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** A new budget for the fiscal year starting in `fiscalYear`: its rows, or the grid it starts from. */
export async function createBudget(db: Knex, ctx: CompanyContext, input: BudgetCreateInput): Promise<BudgetWithGrid> {
  const startDate = await budgetStartDate(db, ctx.companyId, input.fiscalYear);
  const id = await saving(() =>
    db.transaction(async (trx) => {
      const cells = input.rows
        ? await checkedCells(trx, ctx.companyId, input.rows)
        : await startingGrid(trx, ctx.companyId, startDate, input.start, input.copyBudgetId);
      const [{ id }] = await trx("budgets")
        .insert({ companyId: ctx.companyId, budgetName: input.budgetName, startDate, createdBy: ctx.userId })
        .returning("id");
      await writeCells(trx, ctx.companyId, id, cells);
      await recordActivity(trx, ctx, {
        activity: "created",
        recordType: "budget",
        recordId: Number(id),
        name: input.budgetName,
        link: `company/edit-budget/${id}`,
      });
      return Number(id);
    }),
  );
  return getBudget(db, ctx.companyId, id);
}

/** An edit of a budget on the version read: its name and its whole grid (an account left out is zero). */
export async function updateBudget(db: Knex, ctx: CompanyContext, id: number, input: BudgetUpdateInput): Promise<BudgetWithGrid> {
  const budget = await findBudget(db, ctx.companyId, id);
  await saving(() =>
    db.transaction(async (trx) => {
      const changes: Record<string, unknown> = { updatedAt: trx.fn.now() };
      if (input.budgetName !== undefined) changes.budgetName = input.budgetName;
      await patchVersioned(Budget, trx, { companyId: ctx.companyId, id: budget.id }, input.version, changes, {
        noun: "budget",
        notFound: M.notFound,
      });
      if (input.rows) await writeCells(trx, ctx.companyId, budget.id, await checkedCells(trx, ctx.companyId, input.rows));
      const name = input.budgetName ?? budget.budgetName;
      await recordActivity(trx, ctx, {
        activity: "updated",
        recordType: "budget",
        recordId: budget.id,
        name,
        link: `company/edit-budget/${budget.id}`,
      });
    }),
  );
  return getBudget(db, ctx.companyId, budget.id);
}

/**
 * Delete a budget (its grid with it) on the version read: a budget changed since is refused
 * (409), one gone or another company's is not found. Budgets post nothing, so the books are untouched.
 */
export async function deleteBudget(db: Knex, ctx: CompanyContext, id: number, version: number): Promise<{ message: string }> {
  const budget = await findBudget(db, ctx.companyId, id);
  await db.transaction(async (trx) => {
    // The version check takes the row's lock; the delete follows in the same transaction.
    await patchVersioned(
      Budget,
      trx,
      { companyId: ctx.companyId, id: budget.id },
      version,
      { updatedAt: trx.fn.now() },
      {
        noun: "budget",
        notFound: M.notFound,
      },
    );
    await Budget.query(trx).where({ companyId: ctx.companyId, id: budget.id }).delete();
    await recordActivity(trx, ctx, { activity: "deleted", recordType: "budget", recordId: budget.id, name: budget.budgetName });
  });
  return { message: M.deleted(budget.budgetName) };
}

/** A page of the company's budgets (newest fiscal year first), with each one's income and expenses. */
export async function listBudgetsPage(
  db: Knex,
  companyId: number,
  query: { page: number; perPage: number },
): Promise<ListResult<BudgetSummary>> {
  const [{ n }] = await db("budgets").where({ companyId }).count({ n: "*" });
  const total = Number(n);
  const page = Math.min(Math.max(1, query.page), Math.max(1, Math.ceil(total / query.perPage)));
  const items = await listBudgets(db, companyId, { limit: query.perPage, offset: (page - 1) * query.perPage });
  return { items, total, page, perPage: query.perPage };
}

/** A budget's grid as the API gives it: amounts as decimal strings ("1200.50"). */
export function budgetJson(budget: BudgetWithGrid) {
  return {
    ...budget,
    rows: budget.rows.map((r) => ({ ...r, amounts: r.amounts.map(toDecimal), total: toDecimal(r.total) })),
  };
}
