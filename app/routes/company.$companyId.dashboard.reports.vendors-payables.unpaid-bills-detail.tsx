import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { Fragment } from "react";
import { EmptyReportRow, NUMBER_CELL, PayablesReport, TotalRow, VendorLink } from "~/components/reports/payables-report";
import { dashboardBase } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { formatUsDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { parsePagination } from "~/lib/pagination";
import { errorTitle, pageTitle } from "~/lib/title";
import { requireCompany } from "~/modules/auth/session.server";
import { companyContext } from "~/modules/companies/companies.server";
import { apDetail } from "~/modules/reports/ap-aging.server";
import { parseTrialBalanceQuery } from "~/modules/reports/schema";

// Unpaid Bills Detail (Reports › Vendors & Payables): per vendor, its bills still unpaid on a date
// (date, number, due date, days past due, original amount, open balance) with the vendor's total,
// then the report's total — Accounts Payable in the trial balance on that date, since a vendor's
// unapplied credits (negative) and other postings on Accounts Payable are listed with its bills.
// A page of items at a time; the CSV export has them all.

const ITEMS_PER_PAGE = 100;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const searchParams = new URL(request.url).searchParams;
  const { query, errors } = parseTrialBalanceQuery(searchParams, today);
  const paging = parsePagination(searchParams);
  const perPage = searchParams.has("perPage") ? paging.perPage : ITEMS_PER_PAGE;
  const report = await apDetail(db, company.id, query.asOf, "vendor", { page: paging.page, perPage });
  return {
    companyId: company.id,
    companyName: company.companyName,
    asOf: query.asOf,
    errors,
    report,
    keptPerPage: searchParams.has("perPage") ? String(perPage) : null,
  };
}

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
      <tbody className="divide-y divide-slate-100">
        {report.groups.length === 0 ? (
          <EmptyReportRow columns={COLUMNS.length}>
            {report.total > 0 ? "No bills on this page." : `No unpaid bills as of ${formatUsDate(asOf)}`}
          </EmptyReportRow>
        ) : (
          report.groups.map((group) => (
            <Fragment key={group.key}>
              <tr className="bg-slate-50">
                <th scope="rowgroup" colSpan={COLUMNS.length} className="px-4 py-2 text-left font-semibold text-slate-900">
                  <VendorLink companyId={companyId} vendorId={group.vendorId} name={group.label} />
                  {group.starts ? "" : " (continued)"}
                </th>
              </tr>
              {group.items.map((item) => (
                <tr key={`${item.kind}-${item.id}`}>
                  <td className="whitespace-nowrap px-4 py-2 text-slate-700">{item.type}</td>
                  <td className="whitespace-nowrap px-4 py-2 text-slate-700">{formatUsDate(item.date)}</td>
                  <td className="whitespace-nowrap px-4 py-2 text-slate-900">{item.number}</td>
                  <td className="whitespace-nowrap px-4 py-2 text-slate-700">{formatUsDate(item.dueDate)}</td>
                  <td className={NUMBER_CELL}>{item.daysPastDue > 0 ? item.daysPastDue : ""}</td>
                  <td className={NUMBER_CELL}>{formatMoney(item.amount)}</td>
                  <td className={NUMBER_CELL}>{formatMoney(item.open)}</td>
                </tr>
              ))}
              {group.ends ? <TotalRow columns={COLUMNS.length} label={`Total ${group.label}`} amount={formatMoney(group.open)} /> : null}
            </Fragment>
          ))
        )}
      </tbody>
      <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-semibold">
        <TotalRow columns={COLUMNS.length} label="Total" amount={formatMoney(report.open)} footer />
      </tfoot>
    </PayablesReport>
  );
}

export function ErrorBoundary() {
  const { companyId } = useParams();
  return <ShellErrorPanel homeHref={dashboardBase(companyId ?? "")} homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = ({ error }) => [{ title: error ? errorTitle(error) : pageTitle("Unpaid Bills Detail") }];
