import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { BudgetReportScreen } from "~/components/budgets/budget-report";
import { dashboardBase } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { errorTitle, pageTitle } from "~/lib/title";
import { readBudgetOverview } from "./__budget-reports.server";

// Budget Overview (Reports › Budget): a budget's amounts by account and month, each section's total and the budgeted Net Income.

export const loader = (args: LoaderFunctionArgs) => readBudgetOverview(args);

export default function BudgetReport() {
  const data = useLoaderData<typeof loader>();
  return <BudgetReportScreen data={data} path="reports/budget/overview" name="budget-overview" title="Budget Overview" />;
}

export function ErrorBoundary() {
  const { companyId } = useParams();
  return <ShellErrorPanel homeHref={dashboardBase(companyId ?? "")} homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = ({ error }) => [{ title: error ? errorTitle(error) : pageTitle("Budget Overview") }];
