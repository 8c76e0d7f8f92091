import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { BudgetFormAnswer } from "~/components/budgets/budget-form-data";
import { BudgetFormScreen, budgetFormClientAction } from "~/components/budgets/budget-form";
import { ListErrorPanel } from "~/components/shell/shell-error";
import { screenMeta } from "~/lib/title";
import { budgetFormAction, budgetFormLoader } from "./__budget-form.server";

// New Budget (Company > Budget > Add New Budget): start from scratch or copy an existing budget or
// last year's actuals, the fiscal year, the budget name, and the grid of income and expense
// accounts by the fiscal year's months.

export const loader = (args: LoaderFunctionArgs) => budgetFormLoader(args, "new");

export const action = (args: ActionFunctionArgs) => budgetFormAction(args, "new");

export const clientAction = budgetFormClientAction;

export default function NewBudget() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<BudgetFormAnswer>();
  return <BudgetFormScreen loaded={loaded} answered={answered} />;
}

export function ErrorBoundary() {
  return <ListErrorPanel failed="The budget could not be loaded." />;
}

export const meta = screenMeta("New Budget");
