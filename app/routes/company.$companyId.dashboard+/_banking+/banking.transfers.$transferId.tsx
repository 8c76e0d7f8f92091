import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ActionError, VoidDetails } from "~/components/banking/void-details";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { buttonClasses } from "~/components/ui/button";
import { MemorizeLink } from "~/components/recurring/memorize-link";
import { Card } from "~/components/ui/card";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { pageTitle } from "~/lib/title";
import { transferView, voidTransfer } from "~/modules/banking/transfers.server";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { notFoundPage } from "~/utils/errors";
import { documentIdOf, voidAnswer } from "./__banking-form.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// One transfer (Banking > Transfer Funds, saved): from, to, date, amount, memo, its journal entry;
// Void (asked first) reverses its entry and puts the money back.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const transfer = await transferView(db, company.id, documentIdOf(params.transferId, "Transfer"));
  if (!transfer) throw notFoundPage("Transfer not found");
  return { companyId: company.id, transfer };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const id = documentIdOf(params.transferId, "Transfer");
  return voidAnswer(request, menuHref(company.id, `banking/transfers/${id}`), () => voidTransfer(db, companyContext(company, user.id), id));
}

export default function TransferRoute() {
  const { companyId, transfer } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const title = `Transfer ${transfer.number}`;
  const register = (id: number, name: string) => <Link to={menuHref(companyId, `banking/transactions/${id}`)}>{name}</Link>;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Breadcrumb items={[{ label: "Banking", to: menuHref(companyId, "banking/accounts") }, { label: title }]} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">
          {title}
          {transfer.status === "void" ? <span className="ml-3 rounded bg-slate-200 px-2 py-0.5 text-sm text-slate-700">Void</span> : null}
        </h1>
        <Link
          to={menuHref(companyId, "banking/transfer-fund")}
          className={buttonClasses({ variant: "secondary", size: "sm", className: "no-underline" })}
        >
          New Transfer
        </Link>
        <MemorizeLink companyId={companyId} kind="transfer" documentId={transfer.id} posted={transfer.status === "posted"} />
      </div>
      <ActionError error={answer && "error" in answer ? answer.error : undefined} />
      {transfer.status === "posted" ? (
        <VoidDetails
          title={title}
          question={`Void ${title}? Its journal entry is reversed and the money goes back to ${transfer.fromAccountName}.`}
          busy={busy}
        />
      ) : null}
      <Card className="px-5 py-4">
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-slate-500">Transfer Funds From</dt>
          <dd>{register(transfer.fromAccountId, transfer.fromAccountName)}</dd>
          <dt className="text-slate-500">Transfer Funds To</dt>
          <dd>{register(transfer.toAccountId, transfer.toAccountName)}</dd>
          <dt className="text-slate-500">Date</dt>
          <dd>{formatUsDate(transfer.date)}</dd>
          <dt className="text-slate-500">Transfer Amount</dt>
          <dd className="tabular-nums" data-testid="transfer-amount">
            {formatMoney(fromDecimal(transfer.amount))}
          </dd>
          <dt className="text-slate-500">Memo</dt>
          <dd className="whitespace-pre-line">{transfer.memo}</dd>
          <dt className="text-slate-500">Journal entry</dt>
          <dd>
            {transfer.journalEntryId ? (
              <Link to={menuHref(companyId, `journal-entries/${transfer.journalEntryId}`)}>{transfer.number}</Link>
            ) : null}
            {transfer.voidEntryId ? (
              <>
                {" · reversed by "}
                <Link to={menuHref(companyId, `journal-entries/${transfer.voidEntryId}`)}>its reversal</Link>
              </>
            ) : null}
          </dd>
        </dl>
      </Card>
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? `Transfer ${data.transfer.number}` : "Transfer") },
];
