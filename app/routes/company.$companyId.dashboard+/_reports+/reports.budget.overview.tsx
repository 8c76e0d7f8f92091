import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BudgetReportScreen } from "~/components/budgets/budget-report";
import { screenMeta } from "~/lib/title";
import { readBudgetOverview } from "./__budget-reports.server";

// Budget Overview (Reports › Budget): a budget's amounts by account and month, each section's total and the budgeted Net Income.

export const loader = (args: LoaderFunctionArgs) => readBudgetOverview(args);

export default function BudgetReport() {
  const data = useLoaderData<typeof loader>();
  return <BudgetReportScreen data={data} path="reports/budget/overview" name="budget-overview" title="Budget Overview" />;
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Budget Overview");
