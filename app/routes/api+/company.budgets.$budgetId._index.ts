import * as z from "zod";
import { BUDGET_MESSAGES } from "~/modules/budgets/constants";
import { budgetUpdateBody } from "~/modules/budgets/schema";
import { versionField } from "~/lib/record-version";
import { budgetJson, deleteBudget, findBudgetCompanyId, getBudget, updateBudget } from "~/modules/budgets/budgets.server";
import { api, byMethod, idParam } from "./__api.server";

// GET /api/company/budgets/:budgetId → { budget, data }: the budget with its grid (every income and
//     expense account, its twelve monthly amounts and total, as "1234.50")
// PUT /api/company/budgets/:budgetId { budgetName?, rows?, version } → { budget, data, message }: the
//     name and the whole grid (an account left out is all zero) on the version read; a stale version
//     or a taken name is a 409 (ADR 0014).
// DELETE /api/company/budgets/:budgetId { version } → { message }: the budget and its grid deleted on the
//     version read (the books are untouched); a stale version is a 409.
// A budget of another user's company is a 404.

const params = idParam("budgetId");

export const loader = api(
  {
    doc: {
      tag: "Budgets",
      summary: "One budget with its grid: { budget, data }; rows: [{ id, accountNumber, accountName, accountType, amounts (12), total }]",
      responses: { 200: "The budget", 404: "Not found" },
    },
    params,
  },
  async ({ db, params, companyOf }) => {
    const { id } = await companyOf(findBudgetCompanyId, params.budgetId);
    const budget = budgetJson(await getBudget(db, id, params.budgetId));
    return { budget, data: budget };
  },
);

export const action = byMethod({
  PUT: api(
    {
      doc: {
        tag: "Budgets",
        summary:
          'Update a budget on the version read: its name and its whole grid (rows: [{ accountId, amounts: 12 amounts }]; an account left out is zero): { budget, data, message: "Budget updated successfully!" }',
        responses: {
          200: "Updated",
          400: "Invalid input",
          404: "Not found",
          409: "A budget with this name exists for the fiscal year, or it was changed by someone else since its version was read",
        },
      },
      params,
      body: budgetUpdateBody,
    },
    async ({ db, params, body, contextOf }) => {
      const ctx = await contextOf(findBudgetCompanyId, params.budgetId);
      const budget = budgetJson(await updateBudget(db, ctx, params.budgetId, body));
      return { budget, data: budget, message: BUDGET_MESSAGES.updated };
    },
  ),
  DELETE: api(
    {
      doc: {
        tag: "Budgets",
        summary: "Delete a budget and its grid on the version read; budgets post nothing, so the books are unchanged: { message }",
        responses: { 200: "Deleted", 400: "Invalid input", 404: "Not found", 409: "Changed by someone else since its version was read" },
      },
      params,
      body: z.object({ version: versionField }),
    },
    async ({ db, params, body, contextOf }) => {
      const ctx = await contextOf(findBudgetCompanyId, params.budgetId);
      return deleteBudget(db, ctx, params.budgetId, body.version);
    },
  ),
});
