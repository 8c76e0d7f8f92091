import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { EmptyReportRow, AgingReport, PartyLink } from "~/components/reports/aging-report";
import { AmountCell } from "~/components/reports/report-header";
import { dashboardBase } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { formatUsDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { errorTitle, pageTitle } from "~/lib/title";
import { AGING_BUCKET_LABELS, AGING_BUCKETS, NO_VENDOR } from "~/modules/reports/aging";
import { apAgingSummary } from "~/modules/reports/ap-aging.server";
import { readPayablesRequest } from "./__report-request.server";

// A/P Aging Summary (Reports › Vendors & Payables): as of a date, what each vendor was owed, split
// by how far past due (Current, 1–30, 31–60, 61–90, over 90 days), with the totals — which equal
// Accounts Payable in the trial balance on that date (unapplied vendor credits and other postings
// on Accounts Payable are in it; see ap-aging.server.ts). A page of vendors at a time; the totals
// and the CSV export cover them all.

const VENDORS_PER_PAGE = 100;

export async function loader(args: LoaderFunctionArgs) {
  const { company, db, asOf, errors, perPage, keptPerPage, ...asked } = await readPayablesRequest(args, VENDORS_PER_PAGE);
  const report = await apAgingSummary(db, company.id, asOf);
  const page = Math.max(1, asked.page);
  return {
    companyId: company.id,
    companyName: company.companyName,
    asOf,
    errors,
    rows: report.rows.slice((page - 1) * perPage, page * perPage),
    totals: report.totals,
    total: report.rows.length,
    page,
    perPage,
    keptPerPage,
  };
}

const COLUMNS = ["Vendor", ...AGING_BUCKETS.map((b) => AGING_BUCKET_LABELS[b]), "Total"];

export default function ApAgingSummaryReport() {
  const { companyId, companyName, asOf, errors, rows, totals, total, page, perPage, keptPerPage } = useLoaderData<typeof loader>();
  return (
    <AgingReport
      companyId={companyId}
      companyName={companyName}
      title="A/P Aging Summary"
      section="Vendors & Payables"
      path="reports/vendors-payables/ap-aging-summary"
      asOf={asOf}
      errors={errors}
      keptPerPage={keptPerPage}
      columns={COLUMNS}
      alignRight={(_, index) => index > 0}
      paging={{ page, perPage, total }}
    >
      <tbody className="divide-y divide-slate-100">
        {rows.length === 0 ? (
          <EmptyReportRow columns={COLUMNS.length}>
            {total > 0 ? "No vendors on this page." : `Nothing was owed to vendors as of ${formatUsDate(asOf)}`}
          </EmptyReportRow>
        ) : (
          rows.map((row) => (
            <tr key={row.partyId ?? "none"}>
              <th scope="row" className="px-4 py-2 text-left font-normal text-slate-900">
                <PartyLink
                  companyId={companyId}
                  side="vendor"
                  partyId={row.partyId}
                  name={row.partyId !== null ? row.partyName : NO_VENDOR}
                />
              </th>
              {AGING_BUCKETS.map((bucket) => (
                <AmountCell key={bucket}>{formatMoney(row[bucket])}</AmountCell>
              ))}
              <AmountCell weight="medium">{formatMoney(row.total)}</AmountCell>
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
    </AgingReport>
  );
}

export function ErrorBoundary() {
  const { companyId } = useParams();
  return <ShellErrorPanel homeHref={dashboardBase(companyId ?? "")} homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = ({ error }) => [{ title: error ? errorTitle(error) : pageTitle("A/P Aging Summary") }];
