import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useParams } from "@remix-run/react";
import { sideAmount } from "~/components/reports/amounts";
import { dashboardBase, menuHref } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Card } from "~/components/ui/card";
import { DataTable, type DataTableColumn } from "~/components/ui/data-table";
import { Pagination } from "~/components/ui/pagination";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { parsePagination } from "~/lib/pagination";
import { errorTitle, pageTitle } from "~/lib/title";
import { getAccount } from "~/modules/accounts/accounts.server";
import { accountRegister, type RegisterLine } from "~/modules/ledger/ledger.server";
import { orNotFoundPage } from "~/utils/errors";
import { requireCompany } from "~/modules/companies/require-company.server";

// An account's register (Banking > transactions/{accountId}, the Account List's Register link):
// its posted lines, newest first, with the running balance on the account's normal side.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const account = await orNotFoundPage(getAccount(db, company.id, params.accountId ?? ""), "Account not found");
  const page = parsePagination(new URL(request.url).searchParams);
  const register = await accountRegister(db, company.id, account, page);
  return {
    companyId: company.id,
    account: {
      id: account.id,
      accountNumber: account.accountNumber,
      accountName: account.accountName,
      accountType: account.accountType,
      active: account.active,
      currentBalance: account.currentBalance,
    },
    items: register.items,
    total: register.total,
    page: page.page,
    perPage: page.perPage,
  };
}

export default function AccountRegister() {
  const { companyId, account, items, total, page, perPage } = useLoaderData<typeof loader>();
  const columns: DataTableColumn<RegisterLine>[] = [
    { key: "entryDate", header: "Date", cell: (line) => formatUsDate(line.entryDate), className: "whitespace-nowrap" },
    { key: "entryType", header: "Type" },
    {
      key: "entryNo",
      header: "Number",
      className: "whitespace-nowrap",
      cell: (line) => (
        <>
          <Link to={menuHref(companyId, `journal-entries/${line.entryId}`)}>{line.entryNo}</Link>
          {line.status === "cancelled" ? <span className="ml-2 text-xs text-slate-500">(cancelled)</span> : null}
        </>
      ),
    },
    { key: "memo", header: "Memo" },
    { key: "debit", header: "Debit", className: "text-right tabular-nums", cell: (line) => sideAmount(line.debit) },
    { key: "credit", header: "Credit", className: "text-right tabular-nums", cell: (line) => sideAmount(line.credit) },
    { key: "balance", header: "Balance", className: "text-right tabular-nums", cell: (line) => formatMoney(line.balance) },
  ];
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb
        className="no-print"
        items={[
          { label: "Company", to: dashboardBase(companyId) },
          { label: "Account List", to: menuHref(companyId, "company-account-list") },
          { label: "Register" },
        ]}
      />
      <Card className="flex flex-wrap items-end justify-between gap-4 px-5 py-4">
        <div>
          <p className="text-sm font-medium text-slate-500">Account register</p>
          <h1 className="text-2xl font-semibold text-slate-900">
            {account.accountNumber} · {account.accountName}
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            {account.accountType}
            {account.active ? null : " · Inactive"}
          </p>
        </div>
        <dl className="text-right">
          <dt className="text-sm text-slate-500">Current balance</dt>
          <dd className="text-2xl font-semibold tabular-nums text-slate-900" data-testid="current-balance">
            {formatMoney(fromDecimal(account.currentBalance))}
          </dd>
        </dl>
      </Card>
      <section aria-label="Transactions">
        <DataTable
          caption={`Register of ${account.accountNumber} ${account.accountName}`}
          columns={columns}
          rows={items}
          getRowKey={(line) => line.lineId}
          emptyMessage="No transactions in this account yet"
        />
        <Pagination className="no-print" page={page} perPage={perPage} total={total} />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  const { companyId } = useParams();
  return <ShellErrorPanel homeHref={dashboardBase(companyId ?? "")} homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => [
  { title: error || !data ? errorTitle(error) : pageTitle(`Register: ${data.account.accountNumber} ${data.account.accountName}`) },
];
