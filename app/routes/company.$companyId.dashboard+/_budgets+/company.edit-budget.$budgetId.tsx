import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { BudgetFormAnswer } from "~/components/budgets/budget-form-data";
import { BudgetFormScreen, budgetFormClientAction } from "~/components/budgets/budget-form";
import { ListErrorPanel } from "~/components/shell/shell-error";
import { screenMeta } from "~/lib/title";
import { budgetFormAction, budgetFormLoader } from "./__budget-form.server";

// Edit Budget (Company > Budget > Edit): the budget name and its grid, saved on the version read (a
// stale copy is refused, ADR 0014). Another company's budget, or none, is a 404.

export const loader = (args: LoaderFunctionArgs) => budgetFormLoader(args, "edit");

export const action = (args: ActionFunctionArgs) => budgetFormAction(args, "edit");

export const clientAction = budgetFormClientAction;

export default function EditBudget() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<BudgetFormAnswer>();
  return <BudgetFormScreen loaded={loaded} answered={answered} />;
}

export function ErrorBoundary() {
  return <ListErrorPanel failed="The budget could not be loaded." />;
}

export const meta = screenMeta("Edit Budget");
