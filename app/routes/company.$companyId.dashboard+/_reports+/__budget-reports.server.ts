import type { LoaderFunctionArgs } from "@remix-run/node";
import { addMonthsIso } from "~/lib/dates";
import { budgetOverview, budgetVsActuals, VS_ACTUALS_VIEW_LABELS, type VsActualsView } from "~/modules/budgets/budget-reports.server";
import { budgetEndDate, listBudgets, type BudgetRecord } from "~/modules/budgets/budgets.server";
import { BUDGET_MESSAGES, monthLabel } from "~/modules/budgets/constants";
import { requireCompany } from "~/modules/companies/require-company.server";
import { badCsvQuery, csvResponse, statementCsv } from "~/modules/reports/csv.server";
import type { Statement } from "~/modules/reports/statement-types";
import { orNotFoundPage } from "~/utils/errors";

// What Budget Overview and Budget vs Actuals share: the budget of the address (?budget=, the newest
// by default; another company's is a 404), Budget vs Actuals' columns (?view=months|year|YYYY-MM),
// the budgets to choose from, and each report's CSV export (its PDF prints the CSV's rows).

export interface BudgetReportRead {
  companyId: number;
  companyName: string;
  /** The budgets to choose from */
  budgets: { value: string; label: string }[];
  /** null: the company has no budget yet */
  statement: Statement | null;
  budgetId: number | null;
  view: VsActualsView;
  views: { value: string; label: string }[];
  /** The options as the report's address query */
  search: string;
  /** The period for the exports' file names: "2026-01-01-to-2026-12-31" */
  stamp: string;
}

const VIEW = /^\d{4}-(0[1-9]|1[0-2])$/;

async function readBudgetReport(args: LoaderFunctionArgs, kind: "overview" | "vs-actuals"): Promise<BudgetReportRead> {
  const { company, db } = await requireCompany(args.request, args.params.companyId);
  const search = new URL(args.request.url).searchParams;
  const budgets = await listBudgets(db, company.id);
  const asked = search.get("budget");
  const budgetId = asked !== null && asked !== "" ? Number(asked) : (budgets[0]?.id ?? null);
  const rawView = search.get("view") ?? "months";
  const view: VsActualsView = rawView === "year" || VIEW.test(rawView) ? (rawView as VsActualsView) : "months";
  const base = {
    companyId: company.id,
    companyName: company.companyName,
    budgets: budgets.map((b) => ({ value: String(b.id), label: `${b.budgetName} (${b.fiscalYearLabel})` })),
    view,
  };
  if (budgetId === null) return { ...base, statement: null, budgetId: null, views: [], search: "", stamp: "" };
  const id = Number.isSafeInteger(budgetId) ? budgetId : 0;
  const read: Promise<{ budget: BudgetRecord; statement: Statement; range?: { from: string; to: string } }> =
    kind === "overview" ? budgetOverview(db, company.id, id) : budgetVsActuals(db, company.id, id, view);
  const { budget, statement, range } = await orNotFoundPage(read, BUDGET_MESSAGES.notFound);
  const months = Array.from({ length: 12 }, (_, i) => addMonthsIso(budget.startDate, i));
  const query = new URLSearchParams({ budget: String(budget.id) });
  if (kind === "vs-actuals" && view !== "months") query.set("view", view);
  const period = range ?? { from: budget.startDate, to: budgetEndDate(budget.startDate) };
  return {
    ...base,
    statement,
    budgetId: budget.id,
    views: [
      { value: "months", label: VS_ACTUALS_VIEW_LABELS.months },
      { value: "year", label: VS_ACTUALS_VIEW_LABELS.year },
      ...months.map((m) => ({ value: m.slice(0, 7), label: monthLabel(m) })),
    ],
    search: String(query),
    stamp: `${period.from}-to-${period.to}`,
  };
}

export const readBudgetOverview = (args: LoaderFunctionArgs) => readBudgetReport(args, "overview");
export const readBudgetVsActuals = (args: LoaderFunctionArgs) => readBudgetReport(args, "vs-actuals");

/** A budget report's Export to CSV: `<name>-FROM-to-TO.csv`; no budget is a 400 that says so. */
export function budgetCsvLoader(name: string, read: (args: LoaderFunctionArgs) => Promise<BudgetReportRead>) {
  return async (args: LoaderFunctionArgs) => {
    const { statement, stamp } = await read(args);
    if (!statement) throw badCsvQuery({ budget: [BUDGET_MESSAGES.none] });
    return csvResponse(statementCsv(statement), `${name}-${stamp}.csv`);
  };
}
