import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StatementBasisField, StatementReport } from "~/components/reports/statement-report";
import { DatePicker } from "~/components/ui/date-picker";
import { screenMeta } from "~/lib/title";
import { readBalanceSheet } from "./__statements.server";

// Balance Sheet (Reports › Company & Financial). Assets, liabilities and equity as of a date; Retained Earnings and the year's Net Income are computed from the income and expense accounts, never posted, so assets = liabilities + equity — on cash basis too (ADR 0062: each document counts as it is paid, so A/R and A/P hold only what no document accounts for).

export const loader = (args: LoaderFunctionArgs) => readBalanceSheet(args);

export default function Statement() {
  const data = useLoaderData<typeof loader>();
  return (
    <StatementReport
      {...data}
      path="reports/company-finance/balance-sheet"
      options={
        <>
          <DatePicker key={data.asOf} name="asOf" label="As of" defaultValue={data.asOf} error={data.errors?.asOf} className="w-48" />
          <StatementBasisField basis={data.basis} errors={data.errors} />
        </>
      }
    />
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Balance Sheet");
