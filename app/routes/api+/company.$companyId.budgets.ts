import { BUDGET_MESSAGES } from "~/modules/budgets/constants";
import { budgetCreateBody } from "~/modules/budgets/schema";
import { budgetJson, createBudget, listBudgets } from "~/modules/budgets/budgets.server";
import { toDecimal } from "~/lib/money";
import { api, byMethod, idParam, json } from "./__api.server";

// GET  /api/company/:companyId/budgets → { budgets: [{ id, budgetName, startDate, fiscalYear,
//      fiscalYearLabel, version, income, expenses }] }, newest fiscal year first
// POST /api/company/:companyId/budgets { budgetName, fiscalYear, start?, copyBudgetId?, rows? } →
//      201 { budget, data, message: "Budget saved successfully!" }: the budget with its grid
// Another user's company is a 404; bad input a 400 { error, errors }; a taken name a 409.

const params = idParam("companyId");

export const loader = api(
  {
    doc: {
      tag: "Budgets",
      summary:
        "The company's budgets, newest fiscal year first, each with its year's budgeted income and expenses: { budgets: [{ id, budgetName, startDate, fiscalYear, fiscalYearLabel, version, income, expenses }] }, amounts as \"1234.50\"",
      responses: { 200: "Budgets", 404: "Company not found" },
    },
    params,
  },
  async ({ db, params, company }) => {
    const { id } = await company(params.companyId);
    const budgets = await listBudgets(db, id);
    return { budgets: budgets.map((b) => ({ ...b, income: toDecimal(b.income), expenses: toDecimal(b.expenses) })) };
  },
);

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Budgets",
        summary:
          'Create a budget for the fiscal year starting in `fiscalYear` (at the company\'s fiscal start month): its rows, or a copy of a budget (start "budget") or of the previous fiscal year\'s actuals (start "actuals"): { budget, data, message: "Budget saved successfully!" }',
        responses: {
          201: "Created",
          400: "Invalid input",
          404: "Company not found",
          409: "A budget with this name exists for this fiscal year",
        },
      },
      params,
      body: budgetCreateBody,
    },
    async ({ db, params, body, context }) => {
      const ctx = await context(params.companyId);
      const budget = budgetJson(await createBudget(db, ctx, body));
      return json({ budget, data: budget, message: BUDGET_MESSAGES.saved }, 201);
    },
  ),
});
