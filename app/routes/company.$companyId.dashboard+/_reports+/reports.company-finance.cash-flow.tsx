import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PeriodFields } from "~/components/reports/period-report";
import { StatementBasisField, StatementReport } from "~/components/reports/statement-report";
import { screenMeta } from "~/lib/title";
import { readCashFlow } from "./__statements.server";

// Statement of Cash Flows (Reports › Company & Financial). The indirect method: net income, the changes of working capital, investing and financing; the cash at the beginning and end are the cash accounts' balances (Bank, Cash, Paypal, Undeposited Funds). On cash basis net income is the cash-basis one and A/R and A/P change only by what no document accounts for; the cash is the same on either basis.

export const loader = (args: LoaderFunctionArgs) => readCashFlow(args);

export default function Statement() {
  const data = useLoaderData<typeof loader>();
  return (
    <StatementReport
      {...data}
      path="reports/company-finance/cash-flow"
      options={
        <>
          <PeriodFields query={data.query} errors={data.errors} />
          <StatementBasisField basis={data.query.basis} errors={data.errors} />
        </>
      }
    />
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Statement of Cash Flows");
