import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { AgingDetailReport } from "~/components/reports/aging-report";
import { dashboardBase } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { formatUsDate } from "~/lib/dates";
import { errorTitle, pageTitle } from "~/lib/title";
import { NO_CUSTOMER } from "~/modules/reports/aging";
import { loadReceivablesDetail } from "./__report-request.server";

// A/R Aging Detail (Reports › Customers & Receivables): what was open on a date, item by item,
// grouped by how far past due, each group's total and the report's — Accounts Receivable in the
// trial balance on that date. Invoices age from their due date; credit memos, payments (negative)
// and other postings from their date. Each number leads to its document or journal entry.

export const loader = (args: LoaderFunctionArgs) => loadReceivablesDetail(args, "bucket");

const COLUMNS = ["Type", "Date", "Number", "Customer", "Due Date", "Days Past Due", "Amount", "Open Balance"];
const RIGHT = new Set(["Days Past Due", "Amount", "Open Balance"]);

export default function ArAgingDetailReport() {
  const data = useLoaderData<typeof loader>();
  return (
    <AgingDetailReport
      data={data}
      title="A/R Aging Detail"
      section="Customers & Receivables"
      path="reports/customers-receivable/ar-aging-detail"
      columns={COLUMNS}
      rightAligned={RIGHT}
      empty={{ page: "No items on this page.", report: `No customer owed anything as of ${formatUsDate(data.asOf)}` }}
      parties={{ side: "customer", in: "column", noParty: NO_CUSTOMER }}
    />
  );
}

export function ErrorBoundary() {
  const { companyId } = useParams();
  return <ShellErrorPanel homeHref={dashboardBase(companyId ?? "")} homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = ({ error }) => [{ title: error ? errorTitle(error) : pageTitle("A/R Aging Detail") }];
