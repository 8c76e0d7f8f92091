import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { StatementPeriodFields, StatementReport } from "~/components/reports/statement-report";
import { dashboardBase } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { errorTitle, pageTitle } from "~/lib/title";
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

export function ErrorBoundary() {
  const { companyId } = useParams();
  return <ShellErrorPanel homeHref={dashboardBase(companyId ?? "")} homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = ({ error }) => [{ title: error ? errorTitle(error) : pageTitle("Profit and Loss") }];
