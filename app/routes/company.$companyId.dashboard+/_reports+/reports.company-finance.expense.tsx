import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { StatementPeriodFields, StatementReport } from "~/components/reports/statement-report";
import { dashboardBase } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { errorTitle, pageTitle } from "~/lib/title";
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

export function ErrorBoundary() {
  const { companyId } = useParams();
  return <ShellErrorPanel homeHref={dashboardBase(companyId ?? "")} homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = ({ error }) => [{ title: error ? errorTitle(error) : pageTitle("Expense Report") }];
