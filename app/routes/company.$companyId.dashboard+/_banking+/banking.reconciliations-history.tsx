import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { ReconcileStatementFields } from "~/components/banking/reconciliation-fields";
import { menuHref } from "~/components/shell/menu";
import { ListErrorPanel } from "~/components/shell/shell-error";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button } from "~/components/ui/button";
import { DataTable, type DataTableColumn } from "~/components/ui/data-table";
import { FormErrors, SelectField } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { parsePagination } from "~/lib/pagination";
import { screenMeta } from "~/lib/title";
import { RECONCILE_MESSAGES, RECONCILIATION_STATUS_LABELS } from "~/modules/banking/reconciliations";
import {
  reconcileFormOptions,
  reconciliationList,
  startReconciliation,
  undoReconciliation,
  type ReconciliationListRow,
} from "~/modules/banking/reconciliations.server";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { DomainError } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";
import { rowIdOf } from "~/lib/row-id";
import { readStatement, reconcileRefusal, type ReconcileAnswer } from "./__reconciliation.server";

// Reconcile (Banking > Reconciliations History, and the dashboard's Reconcile quick link): choose a
// bank or card account and enter its statement (date, ending balance, service charge and interest
// earned with their accounts) to start reconciling it — or go on with the one in progress — and
// the company's reconciliations, newest statement first, each with its report; the account's last
// one can be undone.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const url = new URL(request.url);
  const accountId = rowIdOf(url.searchParams.get("account"));
  return {
    companyId: company.id,
    today: companyContext(company, user.id).today,
    options: await reconcileFormOptions(db, company.id),
    accountId,
    list: await reconciliationList(db, company.id, { accountId }, parsePagination(url.searchParams)),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "undo") {
      const id = rowIdOf(String(form.get("id") ?? ""));
      if (id === null) return reconcileRefusal(new DomainError(RECONCILE_MESSAGES.notFound, 404));
      const { message } = await undoReconciliation(db, ctx, id);
      return redirectWithToast(menuHref(company.id, "banking/reconciliations-history"), { type: "success", message });
    }
    const id = await startReconciliation(db, ctx, readStatement(form));
    return redirectWithToast(menuHref(company.id, `banking/reconcile/${id}`), { type: "success", message: RECONCILE_MESSAGES.started });
  } catch (error) {
    return reconcileRefusal(error);
  }
}

const money = (value: string) => formatMoney(fromDecimal(value));
const amount = "whitespace-nowrap text-right tabular-nums";

export default function ReconciliationsHistory() {
  const { companyId, today, options, list, accountId } = useLoaderData<typeof loader>();
  const answer = useActionData<ReconcileAnswer>();
  const [chosen, setChosen] = useState(accountId ? String(accountId) : "");
  const account = options.accounts.find((a) => String(a.id) === chosen);
  const columns: DataTableColumn<ReconciliationListRow>[] = [
    { key: "accountName", header: "Account", cell: (r) => `${r.accountNumber} ${r.accountName}` },
    { key: "statementDate", header: "Statement Date", className: "whitespace-nowrap", cell: (r) => formatUsDate(r.statementDate) },
    {
      key: "beginningBalance",
      header: "Beginning Balance",
      className: amount,
      cell: (r) => (r.status === "in_progress" ? "" : money(r.beginningBalance)),
    },
    { key: "endingBalance", header: "Ending Balance", className: amount, cell: (r) => money(r.endingBalance) },
    { key: "adjustment", header: "Adjustment", className: amount, cell: (r) => (fromDecimal(r.adjustment) ? money(r.adjustment) : "") },
    { key: "status", header: "Status", cell: (r) => RECONCILIATION_STATUS_LABELS[r.status] },
    { key: "finishedOn", header: "Reconciled On", className: "whitespace-nowrap", cell: (r) => formatUsDate(r.finishedOn) },
    {
      key: "actions",
      header: <span className="sr-only">Actions</span>,
      className: "whitespace-nowrap",
      cell: (r) =>
        r.status === "in_progress" ? (
          <Link to={menuHref(companyId, `banking/reconcile/${r.id}`)} aria-label={`Continue the reconciliation of ${r.accountName}`}>
            Continue
          </Link>
        ) : (
          <span className="flex items-center gap-3">
            <Link
              to={menuHref(companyId, `banking/reconciliations/${r.id}`)}
              aria-label={`Report of the statement ending ${formatUsDate(r.statementDate)}`}
            >
              Report
            </Link>
            {r.undoable ? (
              <Form method="post" className="inline">
                <input type="hidden" name="id" value={r.id} />
                <Button
                  type="submit"
                  name="intent"
                  value="undo"
                  variant="link"
                  aria-label={`Undo the reconciliation of the statement ending ${formatUsDate(r.statementDate)}`}
                >
                  Undo
                </Button>
              </Form>
            ) : null}
          </span>
        ),
    },
  ];
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb items={[{ label: "Banking", to: menuHref(companyId, "banking/accounts") }, { label: "Reconcile" }]} />
      <h1 className="text-2xl font-semibold text-slate-900">Reconcile</h1>
      <Form method="post" className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm" aria-label="Begin reconciliation">
        <FormErrors errors={answer?.error ? [answer.error] : null} />
        <div className="grid gap-4 md:grid-cols-3">
          <SelectField
            label="Account"
            name="accountId"
            required
            placeholder="Select an account"
            options={options.accounts.map((a) => ({ value: String(a.id), label: a.label }))}
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            error={answer?.fieldErrors?.accountId}
          />
          <p className="text-sm text-slate-600 md:col-span-2 md:self-end">
            {account
              ? account.lastStatementDate
                ? `Last reconciled: statement ending ${formatUsDate(account.lastStatementDate)}, beginning balance ${money(account.lastEndingBalance!)}.`
                : "Never reconciled: the beginning balance is 0.00."
              : ""}
            {account?.openId ? " A reconciliation of this account is in progress: it goes on with the statement entered here." : ""}
          </p>
        </div>
        <ReconcileStatementFields today={today} options={options} errors={answer?.fieldErrors} />
        <Button type="submit" name="intent" value="start">
          Start Reconciling
        </Button>
      </Form>
      <h2 className="text-lg font-semibold text-slate-900">Reconciliations History</h2>
      <DataTable
        caption="Reconciliations"
        columns={columns}
        rows={list.items}
        getRowKey={(r) => r.id}
        emptyMessage="No reconciliations yet"
      />
      <Pagination page={list.page} perPage={list.perPage} total={list.total} />
    </div>
  );
}

export function ErrorBoundary() {
  return <ListErrorPanel failed="Failed to load the reconciliations." />;
}

export const meta = screenMeta("Reconcile");
