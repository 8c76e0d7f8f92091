import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import { formatUsDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { parsePagination, type ListResult } from "~/lib/pagination";
import { screenMeta } from "~/lib/title";
import { RECONCILE_MESSAGES, RECONCILIATION_STATUS_LABELS, type ReconcileLine } from "~/modules/banking/reconciliations";
import { lastReconciliationOf } from "~/modules/banking/register.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { reconciliationReportPage, reconciliationSummaryRows } from "~/modules/reports/reconciliation-reports.server";
import { orNotFoundPage } from "~/utils/errors";
import { documentIdOf } from "./__banking-form.server";

// A reconciliation's report (from the history, and where Finish goes): the statement, the summary —
// beginning balance, cleared deposits and payments, service charge, interest, adjustment, ending
// balance — the lines it cleared and those left uncleared up to its statement date, each leading to
// its document, each list paged on the server (`page` and `unclearedPage`, one `perPage`); as CSV
// and PDF (every line); Undo when it is the account's last.

/** The search param paging the uncleared lines (`page` pages the cleared ones). */
const UNCLEARED_PAGE = "unclearedPage";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const id = documentIdOf(params.reconciliationId, "Reconciliation");
  const search = new URL(request.url).searchParams;
  const paging = (pageParam: string) => {
    const read = parsePagination(new URLSearchParams({ page: search.get(pageParam) ?? "1", perPage: search.get("perPage") ?? "50" }));
    return { page: read.page, perPage: read.perPage };
  };
  const report = await orNotFoundPage(
    reconciliationReportPage(db, company.id, id, { cleared: paging("page"), uncleared: paging(UNCLEARED_PAGE) }),
    RECONCILE_MESSAGES.notFound,
  );
  const last = await lastReconciliationOf(db, company.id, report.reconciliation.accountId);
  return { companyId: company.id, report, summary: reconciliationSummaryRows(report), undoable: last?.id === id };
}

function Lines({
  caption,
  lines: list,
  companyId,
  pageParam,
}: {
  caption: string;
  lines: ListResult<ReconcileLine>;
  companyId: number;
  pageParam: string;
}) {
  const lines = list.items;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white px-1 shadow-sm">
      <table className="min-w-full text-sm">
        <caption className="px-3 py-2 text-left font-semibold text-slate-900">{caption}</caption>
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            <th className="px-3 py-2">Date</th>
            <th className="px-3 py-2">Type</th>
            <th className="px-3 py-2">Number</th>
            <th className="px-3 py-2">Payee</th>
            <th className="px-3 py-2">Memo</th>
            <th className="px-3 py-2 text-right">Amount</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.lineId} className="border-t border-slate-100">
              <td className="whitespace-nowrap px-3 py-2">{formatUsDate(l.date)}</td>
              <td className="px-3 py-2">{l.type}</td>
              <td className="px-3 py-2">
                <Link to={menuHref(companyId, l.href)}>{l.number}</Link>
              </td>
              <td className="px-3 py-2">{l.payee}</td>
              <td className="px-3 py-2">{l.memo}</td>
              <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{formatMoney(l.debit - l.credit)}</td>
            </tr>
          ))}
          {lines.length === 0 ? (
            <tr>
              <td colSpan={6} className="px-3 py-4 text-center text-slate-500">
                None
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <Pagination page={list.page} perPage={list.perPage} total={list.total} pageParam={pageParam} className="px-2" />
    </div>
  );
}

export default function ReconciliationReportScreen() {
  const { companyId, report, summary, undoable } = useLoaderData<typeof loader>();
  const r = report.reconciliation;
  const base = menuHref(companyId, `banking/reconciliations/${r.id}`);
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Breadcrumb
        items={[
          { label: "Banking", to: menuHref(companyId, "banking/accounts") },
          { label: "Reconciliations History", to: menuHref(companyId, "banking/reconciliations-history") },
          { label: "Reconciliation Report" },
        ]}
      />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">
          Reconciliation Report: {r.accountNumber} {r.accountName}, statement ending {formatUsDate(r.statementDate)}
        </h1>
        <a href={`${base}/csv`} className={buttonClasses({ variant: "secondary", className: "no-underline" })} download>
          Export to CSV
        </a>
        <a href={`${base}/pdf`} className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
          PDF
        </a>
        {undoable ? (
          <Form method="post" action={menuHref(companyId, "banking/reconciliations-history")}>
            <input type="hidden" name="id" value={r.id} />
            <Button type="submit" name="intent" value="undo" variant="danger">
              Undo Last Reconciliation
            </Button>
          </Form>
        ) : null}
      </div>
      <p className="text-sm text-slate-600">
        {RECONCILIATION_STATUS_LABELS[r.status]}
        {r.finishedOn ? ` on ${formatUsDate(r.finishedOn)}` : ""}
        {r.undoneOn ? `, undone on ${formatUsDate(r.undoneOn)}` : ""}
      </p>
      <table className="min-w-[24rem] rounded-lg border border-slate-200 bg-white text-sm shadow-sm" aria-label="Summary">
        <tbody>
          {summary.map(([label, cents]) => (
            <tr key={label} className="border-t border-slate-100">
              <th scope="row" className="px-3 py-2 text-left font-normal text-slate-700">
                {label}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{formatMoney(cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Lines caption="Cleared transactions" lines={report.cleared} companyId={companyId} pageParam="page" />
      <Lines
        caption={`Uncleared transactions as of ${formatUsDate(r.statementDate)}`}
        lines={report.uncleared}
        companyId={companyId}
        pageParam={UNCLEARED_PAGE}
      />
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Reconciliation Report");
