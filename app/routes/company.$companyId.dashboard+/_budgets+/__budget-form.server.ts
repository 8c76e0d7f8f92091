import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { BudgetFormAnswer, BudgetFormLoaded, BudgetGridAccount } from "~/components/budgets/budget-form-data";
import { menuHref } from "~/components/shell/menu";
import { toDecimal, type Cents } from "~/lib/money";
import { flattenZodError } from "~/lib/zod-helpers";
import {
  BUDGET_MESSAGES as M,
  BUDGET_STARTS,
  budgetMonths,
  CELL_NAME,
  fiscalYearLabel,
  fiscalYearStartDate,
  monthLabel,
  type BudgetStart,
} from "~/modules/budgets/constants";
import {
  companyFiscalStartMonth,
  createBudget,
  getBudget,
  gridRows,
  listBudgets,
  startingGrid,
  updateBudget,
  type BudgetRow,
} from "~/modules/budgets/budgets.server";
import { budgetFormSchema, budgetFormValues } from "~/modules/budgets/schema";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { DomainError, messageLines, orNotFoundPage } from "~/utils/errors";
import { answerSaveError } from "~/utils/form-reply.server";
import { redirectWithToast } from "~/utils/toast.server";

// The server half of New Budget and Edit Budget. The loader gives the grid: a new budget's from its
// start (?start=scratch|budget|actuals&copyBudgetId=&fiscalYear=, the company's current fiscal year
// by default), an edited one's as saved. The action reads the grid's fields into rows, checks them
// with the budget form schema and saves through the service; a refusal (a bad amount, a taken name,
// a stale version: 409) answers with the message and what was typed; a save redirects with a toast
// (Save: to the budget's edit screen, Save & Close: to the Budget screen showing it).

const budgetIdOf = (raw: string | undefined) => {
  const text = (raw ?? "").trim();
  return /^\d{1,10}$/.test(text) ? Number(text) : 0;
};

const asTyped = (rows: BudgetRow[]): BudgetGridAccount[] =>
  rows.map((r) => ({
    id: r.id,
    accountNumber: r.accountNumber,
    accountName: r.accountName,
    accountType: r.accountType,
    amounts: r.amounts.map((a) => (a === 0 ? "" : toDecimal(a))),
  }));

export async function budgetFormLoader({ request, params }: LoaderFunctionArgs, mode: "new" | "edit"): Promise<BudgetFormLoaded> {
  const { user, company, db } = await requireCompany(request, params.companyId);
  if (mode === "edit") {
    const budget = await orNotFoundPage(getBudget(db, company.id, budgetIdOf(params.budgetId)), M.notFound);
    return {
      mode,
      companyId: company.id,
      budget: { id: budget.id, version: budget.version, budgetName: budget.budgetName },
      fiscalYear: budget.fiscalYear,
      fiscalYearLabel: budget.fiscalYearLabel,
      months: budgetMonths(budget.startDate).map(monthLabel),
      rows: asTyped(budget.rows),
      start: null,
    };
  }
  const { today } = companyContext(company, user.id);
  const startMonth = await companyFiscalStartMonth(db, company.id);
  const thisYear = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < startMonth ? 1 : 0);
  const search = new URL(request.url).searchParams;
  const askedYear = Number(search.get("fiscalYear"));
  const fiscalYear = Number.isInteger(askedYear) && askedYear >= thisYear - 5 && askedYear <= thisYear + 5 ? askedYear : thisYear;
  const start: BudgetStart = (BUDGET_STARTS as readonly string[]).includes(search.get("start") ?? "")
    ? (search.get("start") as BudgetStart)
    : "scratch";
  const copyBudgetId = search.get("copyBudgetId") ?? "";
  const startDate = fiscalYearStartDate(fiscalYear, startMonth);
  let error: string | null = null;
  let cells = new Map<number, Cents[]>();
  try {
    cells = await startingGrid(db, company.id, startDate, start, budgetIdOf(copyBudgetId) || null);
  } catch (refusal) {
    if (!(refusal instanceof DomainError)) throw refusal;
    error = refusal.message;
  }
  const budgets = await listBudgets(db, company.id);
  return {
    mode,
    companyId: company.id,
    budget: null,
    fiscalYear,
    fiscalYearLabel: fiscalYearLabel(startDate),
    months: budgetMonths(startDate).map(monthLabel),
    rows: asTyped(await gridRows(db, company.id, cells)),
    start: {
      start,
      copyBudgetId,
      error,
      fiscalYears: Array.from({ length: 7 }, (_, i) => thisYear - 3 + i).map((y) => ({
        value: String(y),
        label: fiscalYearLabel(fiscalYearStartDate(y, startMonth)),
      })),
      budgets: budgets.map((b) => ({ value: String(b.id), label: `${b.budgetName} (${b.fiscalYearLabel})` })),
    },
  };
}

function refused(formData: FormData, status: number, message: string, fieldErrors: Record<string, string[]>) {
  const cells: Record<string, string> = {};
  for (const [name, value] of formData) if (CELL_NAME.test(name) && typeof value === "string") cells[name] = value;
  const budgetName = formData.get("budgetName");
  return data<BudgetFormAnswer>(
    { status: "invalid", message, fieldErrors, values: { budgetName: typeof budgetName === "string" ? budgetName : "", cells } },
    { status },
  );
}

/** The rows' errors (rows.3.amounts.5) said once each, with the account and month they are about. */
function gridErrors(fieldErrors: Record<string, string[]>, rows: { accountId: number | string }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const cell = /^rows\.(\d+)\.amounts\.(\d+)$/.exec(path);
    const key = cell ? `cell-${rows[Number(cell[1])]?.accountId}-${Number(cell[2]) + 1}` : path;
    out[key] = messages;
  }
  return out;
}

export async function budgetFormAction({ request, params }: ActionFunctionArgs, mode: "new" | "edit") {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const existing = mode === "edit" ? await orNotFoundPage(getBudget(db, company.id, budgetIdOf(params.budgetId)), M.notFound) : null;
  const formData = await request.formData();
  const values = budgetFormValues(formData);
  const parsed = budgetFormSchema.safeParse(values);
  if (!parsed.success) {
    const { fieldErrors } = flattenZodError(parsed.error);
    const errors = gridErrors(fieldErrors, values.rows);
    const amountProblem = Object.keys(errors).some((k) => k.startsWith("cell-"));
    return refused(formData, 400, amountProblem ? M.amountInvalid : M.validationTitle, errors);
  }
  const input = parsed.data;
  let id: number;
  try {
    const saved = existing
      ? await updateBudget(db, ctx, existing.id, { budgetName: input.budgetName, rows: input.rows, version: input.version ?? 0 })
      : await createBudget(db, ctx, { budgetName: input.budgetName, fiscalYear: input.fiscalYear, start: "scratch", rows: input.rows });
    id = saved.id;
  } catch (error) {
    return answerSaveError(error, "Saving a budget failed", {
      refused: (refusal) => {
        if (refusal.status === 404) throw new Response(M.notFound, { status: 404, statusText: "Not Found" });
        return refused(formData, refusal.status, messageLines(refusal, M.saveFailed).join(" "), refusal.fieldErrors ?? {});
      },
      failed: () => refused(formData, 500, M.saveFailed, {}),
    });
  }
  const to =
    formData.get("intent") === "save"
      ? menuHref(company.id, `company/edit-budget/${id}`)
      : `${menuHref(company.id, "company/budget")}?${new URLSearchParams({ budget: String(id) })}`;
  return redirectWithToast(to, { type: "success", message: existing ? M.updated : M.saved });
}
