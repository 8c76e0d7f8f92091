import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StatementPeriodFields, StatementReport } from "~/components/reports/statement-report";
import { screenMeta } from "~/lib/title";
import { readProfitAndLoss } from "./__statements.server";

// Profit and Loss (Reports › Company & Financial). Income and expenses over a period, in columns by month, quarter or year, beside the previous period or year; accrual or cash basis. Each account's figure opens its lines (Transaction Detail by Account).

export const loader = (args: LoaderFunctionArgs) => readProfitAndLoss(args);

export default function Statement() {
  const data = useLoaderData<typeof loader>();
  return (
    <StatementReport
      {...data}
      path="reports/company-finance/profit-loss"
      options={<StatementPeriodFields query={data.query} errors={data.errors} />}
    />
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Profit and Loss");
