import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useParams } from "@remix-run/react";
import { Fragment } from "react";
import { ReportActions } from "~/components/reports/report-actions";
import { ReportHeader } from "~/components/reports/report-header";
import { dashboardBase, menuHref } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { DatePicker } from "~/components/ui/date-picker";
import { Pagination } from "~/components/ui/pagination";
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
const PAGE_SIZES = [20, 50, 100] as const;

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
  const csvHref = `${menuHref(companyId, "reports/vendors-payables/ap-aging-detail.csv")}?${new URLSearchParams({ asOf })}`;
  const num = "px-4 py-2 text-right tabular-nums text-slate-900";
  return (
    <div className="report-page mx-auto max-w-6xl space-y-4">
      <Breadcrumb
        className="no-print"
        items={[
          { label: "Reports", to: menuHref(companyId, "reports/home") },
          { label: "Vendors & Payables" },
          { label: "A/P Aging Detail" },
        ]}
      />
      <ReportHeader
        companyName={companyName}
        title="A/P Aging Detail"
        period={`As of ${formatUsDate(asOf)}`}
        actions={<ReportActions csvHref={csvHref} csvFilename={`ap-aging-detail-${asOf}.csv`} />}
      />
      <Card className="no-print px-5 py-4">
        <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Report options">
          <DatePicker key={asOf} name="asOf" label="As of" defaultValue={asOf} error={errors?.asOf} className="w-48" />
          {keptPerPage ? <input type="hidden" name="perPage" value={keptPerPage} /> : null}
          <Button type="submit" variant="primary">
            Run report
          </Button>
        </Form>
      </Card>
      <div className="report-table-wrap overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="report-table min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">A/P aging detail as of {formatUsDate(asOf)}</caption>
          <thead className="bg-slate-50">
            <tr>
              {COLUMNS.map((label) => (
                <th
                  key={label}
                  scope="col"
                  className={`whitespace-nowrap px-4 py-3 text-xs font-semibold uppercase tracking-wide text-slate-600 ${
                    RIGHT.has(label) ? "text-right" : "text-left"
                  }`}
                >
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {report.groups.length === 0 ? (
              <tr>
                <td colSpan={COLUMNS.length} className="px-4 py-8 text-center text-slate-500">
                  {report.total > 0 ? "No items on this page." : `Nothing was owed to vendors as of ${formatUsDate(asOf)}`}
                </td>
              </tr>
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
                        {item.vendorId !== null ? (
                          <Link
                            className="text-blue-700 hover:underline"
                            to={`${menuHref(companyId, "vendors/center")}?vendor=${item.vendorId}`}
                          >
                            {item.vendorName}
                          </Link>
                        ) : (
                          NO_VENDOR
                        )}
                      </td>
                      <td className="whitespace-nowrap px-4 py-2 text-slate-700">{formatUsDate(item.dueDate)}</td>
                      <td className={num}>{item.daysPastDue > 0 ? item.daysPastDue : ""}</td>
                      <td className={num}>{formatMoney(item.amount)}</td>
                      <td className={num}>{formatMoney(item.open)}</td>
                    </tr>
                  ))}
                  {group.ends ? (
                    <tr className="font-semibold">
                      <th scope="row" colSpan={COLUMNS.length - 1} className="px-4 py-2 text-left text-slate-900">
                        Total {group.label}
                      </th>
                      <td className={num}>{formatMoney(group.open)}</td>
                    </tr>
                  ) : null}
                </Fragment>
              ))
            )}
          </tbody>
          <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-semibold">
            <tr>
              <th scope="row" colSpan={COLUMNS.length - 1} className="px-4 py-3 text-left text-slate-900">
                Total
              </th>
              <td className="px-4 py-3 text-right tabular-nums text-slate-900" data-testid="total">
                {formatMoney(report.open)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {report.perPage !== null && report.total > report.perPage ? (
        <Pagination className="no-print" page={report.page} perPage={report.perPage} total={report.total} pageSizes={PAGE_SIZES} />
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  const { companyId } = useParams();
  return <ShellErrorPanel homeHref={dashboardBase(companyId ?? "")} homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = ({ error }) => [{ title: error ? errorTitle(error) : pageTitle("A/P Aging Detail") }];
