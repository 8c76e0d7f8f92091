import * as z from "zod";
import { budgetVsActuals } from "~/modules/budgets/budget-reports.server";
import { findBudgetCompanyId } from "~/modules/budgets/budgets.server";
import { api, idParam } from "./__api.server";
import { statementJson } from "./__statement-api.server";

// GET /api/company/budgets/:budgetId/vs-actuals?view=months|year|YYYY-MM → { budget, title, period,
// columns, rows }: Budget vs Actuals as the screen shows it — per account, for each month (and the
// year), the budget, the actual figure (the Profit and Loss's), the variance and the variance %.

export const loader = api(
  {
    doc: {
      tag: "Budgets",
      summary:
        'Budget vs Actuals: for each account and month (view months, the default), the year (view year) or one month (view YYYY-MM), the budget, the actual figure as the Profit and Loss reports it, the variance (actual − budget) and the variance as a percent of the budget: { budget, title, period, columns, rows: [{ kind, label, depth, accountId, cells }] }, amounts as "1234.50"',
      responses: { 200: "Budget vs Actuals", 400: "Invalid query", 404: "Not found" },
    },
    params: idParam("budgetId"),
    query: z.object({
      view: z
        .union([z.enum(["months", "year"]), z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "view must be months, year or a month YYYY-MM")])
        .optional()
        .describe("months (default), year, or one month of the budget's year as YYYY-MM"),
    }),
  },
  async ({ db, params, query, companyOf }) => {
    const { id } = await companyOf(findBudgetCompanyId, params.budgetId);
    const report = await budgetVsActuals(db, id, params.budgetId, (query.view ?? "months") as "months");
    return { budget: report.budget, ...statementJson(report.statement) };
  },
);
