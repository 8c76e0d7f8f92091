import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgingSummaryReport } from "~/components/reports/aging-report";
import { screenMeta } from "~/lib/title";
import { NO_CUSTOMER } from "~/modules/reports/aging";
import { arAgingSummary } from "~/modules/reports/ar-aging.server";
import { loadAgingSummary } from "./__report-request.server";

// A/R Aging Summary (Reports › Customers & Receivables): as of a date, what each customer owed,
// split by how far past due (Current, 1–30, 31–60, 61–90, over 90 days), with the totals — which
// equal Accounts Receivable in the trial balance on that date (unapplied payments and credit memos,
// negative, and other postings on Accounts Receivable are in it; see ar-aging.server.ts).

export const loader = (args: LoaderFunctionArgs) => loadAgingSummary(args, arAgingSummary);

export default function ArAgingSummaryReport() {
  const data = useLoaderData<typeof loader>();
  return (
    <AgingSummaryReport
      data={data}
      title="A/R Aging Summary"
      section="Customers & Receivables"
      path="reports/customers-receivable/ar-aging-summary"
      party={{ side: "customer", heading: "Customer", none: NO_CUSTOMER }}
      empty={{ page: "No customers on this page.", report: "No customer owed anything as of" }}
    />
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("A/R Aging Summary");
