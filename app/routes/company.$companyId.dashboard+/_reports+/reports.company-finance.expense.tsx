import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StatementPeriodFields, StatementReport } from "~/components/reports/statement-report";
import { screenMeta } from "~/lib/title";
import { readExpenseReport } from "./__statements.server";

// Expense Report (Reports › Company & Financial). What was spent over a period by expense and cost account, in the Profit and Loss's columns and comparisons; each figure opens its lines.

export const loader = (args: LoaderFunctionArgs) => readExpenseReport(args);

export default function Statement() {
  const data = useLoaderData<typeof loader>();
  return (
    <StatementReport
      {...data}
      path="reports/company-finance/expense"
      options={<StatementPeriodFields query={data.query} errors={data.errors} />}
    />
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Expense Report");
