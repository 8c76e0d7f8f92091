import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { PayablesDetailBody, PayablesReport } from "~/components/reports/payables-report";
import { dashboardBase } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { formatUsDate } from "~/lib/dates";
import { errorTitle, pageTitle } from "~/lib/title";
import { loadPayablesDetail } from "./__payables-reports.server";

// Unpaid Bills Detail (Reports › Vendors & Payables): per vendor, its bills still unpaid on a date
// (date, number, due date, days past due, original amount, open balance) with the vendor's total,
// then the report's total — Accounts Payable in the trial balance on that date, since a vendor's
// unapplied credits (negative) and other postings on Accounts Payable are listed with its bills.
// A page of items at a time; the CSV export has them all.

export const loader = (args: LoaderFunctionArgs) => loadPayablesDetail(args, "vendor");

const COLUMNS = ["Type", "Date", "Number", "Due Date", "Aging", "Amount", "Open Balance"];
const RIGHT = new Set(["Aging", "Amount", "Open Balance"]);

export default function UnpaidBillsDetailReport() {
  const { companyId, companyName, asOf, errors, report, keptPerPage } = useLoaderData<typeof loader>();
  return (
    <PayablesReport
      companyId={companyId}
      companyName={companyName}
      title="Unpaid Bills Detail"
      path="reports/vendors-payables/unpaid-bills-detail"
      asOf={asOf}
      errors={errors}
      keptPerPage={keptPerPage}
      columns={COLUMNS}
      alignRight={(label) => RIGHT.has(label)}
      paging={report}
    >
      <PayablesDetailBody
        companyId={companyId}
        columns={COLUMNS.length}
        groups={report.groups}
        open={report.open}
        empty={report.total > 0 ? "No bills on this page." : `No unpaid bills as of ${formatUsDate(asOf)}`}
        vendors={{ in: "heading" }}
      />
    </PayablesReport>
  );
}

export function ErrorBoundary() {
  const { companyId } = useParams();
  return <ShellErrorPanel homeHref={dashboardBase(companyId ?? "")} homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = ({ error }) => [{ title: error ? errorTitle(error) : pageTitle("Unpaid Bills Detail") }];
