import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { ShellLink } from "~/components/shell/screen-links";
import { ListErrorPanel } from "~/components/shell/shell-error";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { buttonClasses } from "~/components/ui/button";
import { DataTable, type DataTableColumn } from "~/components/ui/data-table";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { screenMeta } from "~/lib/title";
import type { BankAccountRow } from "~/modules/banking/register";
import { bankAccounts } from "~/modules/banking/register.server";
import { requireCompany } from "~/modules/companies/require-company.server";

// Bank Accounts (Banking > Bank Accounts): every Bank, Cash, Credit Card and Paypal account with its
// book balance (every posted line), its cleared balance (the lines marked cleared or reconciled) and
// its last reconciliation; an account's name opens its register.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  return { companyId: company.id, accounts: await bankAccounts(db, company.id) };
}

const money = (value: string) => formatMoney(fromDecimal(value));
const amount = "whitespace-nowrap text-right tabular-nums";

export default function BankAccounts() {
  const { companyId, accounts } = useLoaderData<typeof loader>();
  const columns: DataTableColumn<BankAccountRow>[] = [
    { key: "accountNumber", header: "Number", className: "whitespace-nowrap" },
    {
      key: "accountName",
      header: "Account",
      cell: (a) => (
        <Link to={menuHref(companyId, `banking/transactions/${a.id}`)} aria-label={`Register of ${a.accountName}`}>
          {a.accountName}
        </Link>
      ),
    },
    { key: "accountType", header: "Type", className: "whitespace-nowrap" },
    { key: "bankName", header: "Bank" },
    { key: "bookBalance", header: "Book Balance", className: amount, cell: (a) => money(a.bookBalance) },
    { key: "clearedBalance", header: "Cleared Balance", className: amount, cell: (a) => money(a.clearedBalance) },
    { key: "unclearedCount", header: "Uncleared", className: amount },
    {
      key: "lastReconciliation",
      header: "Last Reconciled",
      className: "whitespace-nowrap",
      cell: (a) => (a.lastReconciliation ? formatUsDate(a.lastReconciliation.statementDate) : "Never"),
    },
    {
      key: "history",
      header: <span className="sr-only">History</span>,
      className: "whitespace-nowrap",
      cell: (a) => (
        <Link to={menuHref(companyId, `banking/transaction-history/${a.id}`)} aria-label={`Transaction history of ${a.accountName}`}>
          History
        </Link>
      ),
    },
    {
      key: "statement",
      header: <span className="sr-only">Statement</span>,
      className: "whitespace-nowrap",
      cell: (a) => (
        <Link to={menuHref(companyId, `banking/statement-lines/${a.id}`)} aria-label={`Statement lines of ${a.accountName}`}>
          Statement
        </Link>
      ),
    },
  ];
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb items={[{ label: "Banking" }, { label: "Bank Accounts" }]} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">Bank Accounts</h1>
        <ShellLink
          to={menuHref(companyId, "banking/transfer-fund")}
          className={buttonClasses({ variant: "secondary", className: "no-underline" })}
        >
          Transfer Funds
        </ShellLink>
        <ShellLink
          to={menuHref(companyId, "banking/make-deposit")}
          className={buttonClasses({ variant: "secondary", className: "no-underline" })}
        >
          Make Deposit
        </ShellLink>
        <ShellLink to={menuHref(companyId, "banking/rules")} className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
          Bank Rules
        </ShellLink>
        <ShellLink to={menuHref(companyId, "banking/new-account")} className={buttonClasses({ className: "text-white no-underline" })}>
          New Bank Account
        </ShellLink>
      </div>
      <DataTable
        caption="Bank and card accounts"
        columns={columns}
        rows={accounts}
        getRowKey={(a) => a.id}
        emptyMessage="No bank, cash, credit card or Paypal accounts yet"
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <ListErrorPanel failed="Failed to load the bank accounts." />;
}

export const meta = screenMeta("Bank Accounts");
