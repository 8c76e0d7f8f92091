import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BudgetReportScreen } from "~/components/budgets/budget-report";
import { screenMeta } from "~/lib/title";
import { readBudgetVsActuals } from "./__budget-reports.server";

// Budget vs Actuals (Reports › Budget): each account's budget beside its actual figure (the Profit and Loss's), the variance and the variance as a percent of the budget, by month or for the year; an actual figure opens its lines.

export const loader = (args: LoaderFunctionArgs) => readBudgetVsActuals(args);

export default function BudgetReport() {
  const data = useLoaderData<typeof loader>();
  return <BudgetReportScreen data={data} path="reports/budget/vs-actuals" name="budget-vs-actuals" title="Budget vs Actuals" />;
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Budget vs Actuals");
