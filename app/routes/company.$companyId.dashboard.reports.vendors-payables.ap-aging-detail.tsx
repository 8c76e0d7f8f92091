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
import { NO_VENDOR } from "~/modules/reports/ap-aging";
import { apDetail } from "~/modules/reports/ap-aging.server";
import { parseTrialBalanceQuery } from "~/modules/reports/schema";

// A/P Aging Detail (Reports › Vendors & Payables): what was open on a date, item by item, grouped
// by how far past due — Current, 1–30, 31–60, 61–90, over 90 days — with each group's total and the
// report's, which equals Accounts Payable in the trial balance on that date. Bills are due on their
// due date; vendor credits (negative) and other postings on Accounts Payable on their date. A page
// of items at a time; the CSV export has them all.

const ITEMS_PER_PAGE = 100;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const searchParams = new URL(request.url).searchParams;
  const { query, errors } = parseTrialBalanceQuery(searchParams, today);
  const paging = parsePagination(searchParams);
  const perPage = searchParams.has("perPage") ? paging.perPage : ITEMS_PER_PAGE;
  const report = await apDetail(db, company.id, query.asOf, "bucket", { page: paging.page, perPage });
  return {
    companyId: company.id,
    companyName: company.companyName,
    asOf: query.asOf,
    errors,
    report,
    keptPerPage: searchParams.has("perPage") ? String(perPage) : null,
  };
}

const COLUMNS = ["Type", "Date", "Number", "Vendor", "Due Date", "Days Past Due", "Amount", "Open Balance"];
const RIGHT = new Set(["Days Past Due", "Amount", "Open Balance"]);

export default function ApAgingDetailReport() {
  const { companyId, companyName, asOf, errors, report, keptPerPage } = useLoaderData<typeof loader>();
  return (
    <PayablesReport
      companyId={companyId}
      companyName={companyName}
      title="A/P Aging Detail"
      path="reports/vendors-payables/ap-aging-detail"
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
            {report.total > 0 ? "No items on this page." : `Nothing was owed to vendors as of ${formatUsDate(asOf)}`}
          </EmptyReportRow>
        ) : (
          report.groups.map((group) => (
            <Fragment key={group.key}>
              <tr className="bg-slate-50">
                <th scope="rowgroup" colSpan={COLUMNS.length} className="px-4 py-2 text-left font-semibold text-slate-900">
                  {group.label}
                  {group.starts ? "" : " (continued)"}
                </th>
              </tr>
              {group.items.map((item) => (
                <tr key={`${item.kind}-${item.id}-${item.vendorId ?? ""}`}>
                  <td className="whitespace-nowrap px-4 py-2 text-slate-700">{item.type}</td>
                  <td className="whitespace-nowrap px-4 py-2 text-slate-700">{formatUsDate(item.date)}</td>
                  <td className="whitespace-nowrap px-4 py-2 text-slate-900">{item.number}</td>
                  <td className="px-4 py-2 text-slate-900">
                    <VendorLink
                      companyId={companyId}
                      vendorId={item.vendorId}
                      name={item.vendorId !== null ? item.vendorName : NO_VENDOR}
                    />
                  </td>
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

export const meta: MetaFunction = ({ error }) => [{ title: error ? errorTitle(error) : pageTitle("A/P Aging Detail") }];
