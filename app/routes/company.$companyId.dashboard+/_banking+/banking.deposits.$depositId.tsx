import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ActionError, VoidDetails } from "~/components/banking/void-details";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { DataTable, type DataTableColumn } from "~/components/ui/data-table";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { pageTitle } from "~/lib/title";
import { PENDING_KIND_LABELS } from "~/modules/banking/constants";
import type { DepositLineView } from "~/modules/banking/deposits";
import { depositView, voidDeposit } from "~/modules/banking/deposits.server";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { notFoundPage } from "~/utils/errors";
import { documentIdOf, voidAnswer } from "./__banking-form.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// One deposit (Banking > Make Deposit, saved): where it went, what it deposited (the payments taken
// out of Undeposited Funds and the other rows), the cash back and the net deposit, its journal
// entry; the deposit slip (PDF); Void (asked first) reverses its entry and puts its payments back in
// Undeposited Funds.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const deposit = await depositView(db, company.id, documentIdOf(params.depositId, "Deposit"));
  if (!deposit) throw notFoundPage("Deposit not found");
  return { companyId: company.id, deposit };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const id = documentIdOf(params.depositId, "Deposit");
  return voidAnswer(request, menuHref(company.id, `banking/deposits/${id}`), () => voidDeposit(db, companyContext(company, user.id), id));
}

const money = (value: string) => formatMoney(fromDecimal(value));
const amount = "whitespace-nowrap text-right tabular-nums";

export default function DepositRoute() {
  const { companyId, deposit } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const title = `Deposit ${deposit.number}`;
  const columns: DataTableColumn<DepositLineView>[] = [
    { key: "receivedFrom", header: "Received From" },
    {
      key: "source",
      header: "Item",
      className: "whitespace-nowrap",
      cell: (l) =>
        l.source === "other" ? (
          "Other"
        ) : l.source === "cash_sale" && l.sourceId !== null ? (
          <Link to={menuHref(companyId, `customers/documents/${l.sourceId}`)}>{`${PENDING_KIND_LABELS[l.source]} ${l.sourceNumber}`}</Link>
        ) : (
          `${PENDING_KIND_LABELS[l.source]} ${l.sourceNumber}`
        ),
    },
    { key: "accountName", header: "From Account" },
    { key: "paymentMethod", header: "Method" },
    { key: "reference", header: "Reference" },
    { key: "memo", header: "Memo" },
    { key: "amount", header: "Amount", className: amount, cell: (l) => money(l.amount) },
  ];
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Breadcrumb items={[{ label: "Banking", to: menuHref(companyId, "banking/accounts") }, { label: title }]} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">
          {title}
          {deposit.status === "void" ? <span className="ml-3 rounded bg-slate-200 px-2 py-0.5 text-sm text-slate-700">Void</span> : null}
        </h1>
        <a
          href={menuHref(companyId, `banking/deposits/${deposit.id}/pdf`)}
          className={buttonClasses({ variant: "secondary", size: "sm", className: "no-underline" })}
          target="_blank"
          rel="noreferrer"
        >
          Deposit Slip (PDF)
        </a>
        <Link
          to={menuHref(companyId, "banking/make-deposit")}
          className={buttonClasses({ variant: "secondary", size: "sm", className: "no-underline" })}
        >
          New Deposit
        </Link>
      </div>
      <ActionError error={answer && "error" in answer ? answer.error : undefined} />
      {deposit.status === "posted" ? (
        <VoidDetails
          title={title}
          question={`Void ${title}? Its journal entry is reversed and its payments go back to Undeposited Funds, to deposit again.`}
          busy={busy}
        />
      ) : null}
      <Card className="px-5 py-4">
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-slate-500">Deposit To</dt>
          <dd>
            <Link to={menuHref(companyId, `banking/transactions/${deposit.accountId}`)}>{deposit.accountName}</Link>
          </dd>
          <dt className="text-slate-500">Date</dt>
          <dd>{formatUsDate(deposit.date)}</dd>
          <dt className="text-slate-500">Memo</dt>
          <dd className="whitespace-pre-line">{deposit.memo}</dd>
          <dt className="text-slate-500">Journal entry</dt>
          <dd>
            {deposit.journalEntryId ? (
              <Link to={menuHref(companyId, `journal-entries/${deposit.journalEntryId}`)}>{deposit.number}</Link>
            ) : null}
            {deposit.voidEntryId ? (
              <>
                {" · reversed by "}
                <Link to={menuHref(companyId, `journal-entries/${deposit.voidEntryId}`)}>its reversal</Link>
              </>
            ) : null}
          </dd>
        </dl>
      </Card>
      <DataTable caption={`What ${title} deposited`} columns={columns} rows={deposit.lines} getRowKey={(l) => l.lineNo} />
      <dl className="ml-auto grid max-w-md grid-cols-2 gap-x-4 gap-y-1 text-sm" aria-label="Totals">
        <dt className="text-slate-600">Deposit Subtotal</dt>
        <dd className={amount}>{money(deposit.total)}</dd>
        {deposit.cashBack ? (
          <>
            <dt className="text-slate-600">Cash back to {deposit.cashBack.accountName}</dt>
            <dd className={amount}>{money(deposit.cashBack.amount)}</dd>
          </>
        ) : null}
        <dt className="font-medium text-slate-900">Deposit Total</dt>
        <dd className={`${amount} font-semibold`} data-testid="deposit-total">
          {money(deposit.netAmount)}
        </dd>
      </dl>
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data ? `Deposit ${data.deposit.number}` : "Deposit") }];
