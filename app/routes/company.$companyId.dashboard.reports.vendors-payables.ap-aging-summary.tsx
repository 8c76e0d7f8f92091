import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useParams } from "@remix-run/react";
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
import { AGING_BUCKET_LABELS, AGING_BUCKETS, NO_VENDOR } from "~/modules/reports/ap-aging";
import { apAgingSummary } from "~/modules/reports/ap-aging.server";
import { parseTrialBalanceQuery } from "~/modules/reports/schema";

// A/P Aging Summary (Reports › Vendors & Payables): as of a date, what each vendor was owed, split
// by how far past due (Current, 1–30, 31–60, 61–90, over 90 days), with the totals — which equal
// Accounts Payable in the trial balance on that date (unapplied vendor credits and other postings
// on Accounts Payable are in it; see ap-aging.server.ts). A page of vendors at a time; the totals
// and the CSV export cover them all.

const VENDORS_PER_PAGE = 100;
const PAGE_SIZES = [20, 50, 100] as const;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const searchParams = new URL(request.url).searchParams;
  const { query, errors } = parseTrialBalanceQuery(searchParams, today);
  const paging = parsePagination(searchParams);
  const perPage = searchParams.has("perPage") ? paging.perPage : VENDORS_PER_PAGE;
  const report = await apAgingSummary(db, company.id, query.asOf);
  const page = Math.max(1, paging.page);
  return {
    companyId: company.id,
    companyName: company.companyName,
    asOf: query.asOf,
    errors,
    rows: report.rows.slice((page - 1) * perPage, page * perPage),
    totals: report.totals,
    total: report.rows.length,
    page,
    perPage,
    keptPerPage: searchParams.has("perPage") ? String(perPage) : null,
  };
}

const COLUMNS = ["Vendor", ...AGING_BUCKETS.map((b) => AGING_BUCKET_LABELS[b]), "Total"];

export default function ApAgingSummaryReport() {
  const { companyId, companyName, asOf, errors, rows, totals, total, page, perPage, keptPerPage } = useLoaderData<typeof loader>();
  const csvHref = `${menuHref(companyId, "reports/vendors-payables/ap-aging-summary.csv")}?${new URLSearchParams({ asOf })}`;
  const cell = "px-4 py-2 text-right tabular-nums text-slate-900";
  return (
    <div className="report-page mx-auto max-w-6xl space-y-4">
      <Breadcrumb
        className="no-print"
        items={[
          { label: "Reports", to: menuHref(companyId, "reports/home") },
          { label: "Vendors & Payables" },
          { label: "A/P Aging Summary" },
        ]}
      />
      <ReportHeader
        companyName={companyName}
        title="A/P Aging Summary"
        period={`As of ${formatUsDate(asOf)}`}
        actions={<ReportActions csvHref={csvHref} csvFilename={`ap-aging-summary-${asOf}.csv`} />}
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
          <caption className="sr-only">A/P aging summary as of {formatUsDate(asOf)}</caption>
          <thead className="bg-slate-50">
            <tr>
              {COLUMNS.map((label, index) => (
                <th
                  key={label}
                  scope="col"
                  className={`whitespace-nowrap px-4 py-3 text-xs font-semibold uppercase tracking-wide text-slate-600 ${
                    index === 0 ? "text-left" : "text-right"
                  }`}
                >
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.length === 0 ? (
              <tr>
                <td colSpan={COLUMNS.length} className="px-4 py-8 text-center text-slate-500">
                  {total > 0 ? "No vendors on this page." : `Nothing was owed to vendors as of ${formatUsDate(asOf)}`}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.vendorId ?? "none"}>
                  <th scope="row" className="px-4 py-2 text-left font-normal text-slate-900">
                    {row.vendorId !== null ? (
                      <Link
                        className="text-blue-700 hover:underline"
                        to={`${menuHref(companyId, "vendors/center")}?vendor=${row.vendorId}`}
                      >
                        {row.vendorName}
                      </Link>
                    ) : (
                      NO_VENDOR
                    )}
                  </th>
                  {AGING_BUCKETS.map((bucket) => (
                    <td key={bucket} className={cell}>
                      {formatMoney(row[bucket])}
                    </td>
                  ))}
                  <td className={`${cell} font-medium`}>{formatMoney(row.total)}</td>
                </tr>
              ))
            )}
          </tbody>
          <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-semibold">
            <tr>
              <th scope="row" className="px-4 py-3 text-left text-slate-900">
                Total
              </th>
              {AGING_BUCKETS.map((bucket) => (
                <td key={bucket} className="px-4 py-3 text-right tabular-nums text-slate-900" data-testid={`total-${bucket}`}>
                  {formatMoney(totals[bucket])}
                </td>
              ))}
              <td className="px-4 py-3 text-right tabular-nums text-slate-900" data-testid="total">
                {formatMoney(totals.total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {total > perPage ? <Pagination className="no-print" page={page} perPage={perPage} total={total} pageSizes={PAGE_SIZES} /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  const { companyId } = useParams();
  return <ShellErrorPanel homeHref={dashboardBase(companyId ?? "")} homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = ({ error }) => [{ title: error ? errorTitle(error) : pageTitle("A/P Aging Summary") }];
