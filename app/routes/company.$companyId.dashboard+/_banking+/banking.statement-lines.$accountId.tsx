import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AccountVendorPickers, PICKER_CLASS } from "~/components/banking/account-vendor-pickers";
import { menuHref } from "~/components/shell/menu";
import { ListErrorPanel } from "~/components/shell/shell-error";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { buttonClasses } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { parsePagination } from "~/lib/pagination";
import { screenMeta } from "~/lib/title";
import { listBankRules, ruleFor } from "~/modules/banking/bank-rules.server";
import { depositFormOptions } from "~/modules/banking/deposits.server";
import { confirmMatch, confirmSuggestedMatches, statementLinesPage, unmatch } from "~/modules/banking/match.server";
import { RECORD_KINDS, RECORD_KIND_LABELS } from "~/modules/banking/statement-constants";
import { recordStatementLine } from "~/modules/banking/statement-record.server";
import { recordSchema, STATEMENT_LINE_STATUSES, type StatementLineStatus } from "~/modules/banking/statement-schema";
import { assertDomainError } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";
import { rowIdOf } from "~/lib/row-id";
import { statementRequest } from "./__statements.server";

// Statement Lines (banking/statement-lines/{accountId}): the account's imported statement lines,
// newest first, unmatched ones with their candidate ledger lines (same amount, within 5 days, the
// check number deciding) to confirm, and a form to record the line at once as an expense, a
// deposit or a transfer, pre-filled by the bank rule that applies; matched ones with Unmatch.
// Every action is a plain form (works without JavaScript) and comes back here with its message.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { db, company, account } = await statementRequest(request, params);
  const url = new URL(request.url);
  const asked = url.searchParams.get("status") ?? "unmatched";
  const status = ((STATEMENT_LINE_STATUSES as readonly string[]).includes(asked) ? asked : "unmatched") as StatementLineStatus;
  const paging = parsePagination(url.searchParams);
  const [page, rules, options] = await Promise.all([
    statementLinesPage(db, company.id, account.id, { status, page: paging.page, perPage: paging.perPage }),
    listBankRules(db, company.id),
    depositFormOptions(db, company.id),
  ]);
  return {
    companyId: company.id,
    account,
    status,
    page: {
      ...page,
      items: page.items.map((l) => ({ ...l, rule: l.matched ? null : ruleFor(rules, { ...l, amount: fromDecimal(l.amount) }) })),
    },
    accounts: options.accounts.filter((a) => a.id !== account.id),
    vendors: options.vendors,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { db, company, account, ctx } = await statementRequest(request, params);
  const form = await request.formData();
  const back = new URL(request.url);
  const here = `${back.pathname}${back.search}`;
  const lineId = rowIdOf(String(form.get("statementLineId") ?? ""));
  const intent = String(form.get("intent") ?? "");
  try {
    let message: string;
    if (intent === "confirm-all") message = (await confirmSuggestedMatches(db, ctx, account.id)).message;
    else if (lineId === null) throw new Error("no line");
    else if (intent === "match") message = await confirmMatch(db, ctx, lineId, rowIdOf(String(form.get("journalLineId") ?? "")) ?? 0);
    else if (intent === "unmatch") message = await unmatch(db, ctx, lineId);
    else if (intent === "record") {
      const parsed = recordSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) return redirectWithToast(here, { type: "error", message: parsed.error.issues.map((i) => i.message).join(" ") });
      message = (await recordStatementLine(db, ctx, lineId, parsed.data)).message;
    } else throw new Error("unknown");
    return redirectWithToast(here, { type: "success", message });
  } catch (error) {
    if (error instanceof Error && (error.message === "no line" || error.message === "unknown"))
      return redirectWithToast(here, { type: "error", message: "Choose a statement line and what to do with it." });
    assertDomainError(error);
    return redirectWithToast(menuHref(company.id, `banking/statement-lines/${account.id}`) + back.search, {
      type: "error",
      message: error.message,
    });
  }
}

const money = (value: string) => formatMoney(fromDecimal(value));

export default function StatementLines() {
  const { companyId, account, status, page, accounts, vendors } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb
        items={[{ label: "Banking", to: menuHref(companyId, "banking/accounts") }, { label: `Statement Lines: ${account.accountName}` }]}
      />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">Statement Lines: {account.accountName}</h1>
        <Link
          to={menuHref(companyId, `banking/statement-import/${account.id}`)}
          className={buttonClasses({ className: "text-white no-underline" })}
        >
          Import Statement
        </Link>
        <Form method="post">
          <input type="hidden" name="intent" value="confirm-all" />
          <button type="submit" className={buttonClasses({ variant: "secondary" })}>
            Confirm All Suggested Matches
          </button>
        </Form>
      </div>
      <nav aria-label="Which lines" className="flex gap-4 text-sm">
        {STATEMENT_LINE_STATUSES.map((s) => (
          <Link
            key={s}
            to={`?status=${s}`}
            aria-current={s === status ? "page" : undefined}
            className={s === status ? "font-semibold" : ""}
          >
            {s === "unmatched" ? `Unmatched (${page.unmatched})` : s === "matched" ? "Matched" : "All"}
          </Link>
        ))}
      </nav>
      {page.items.length === 0 ? <p className="text-sm text-slate-600">No statement lines here.</p> : null}
      <ul className="space-y-3">
        {page.items.map((line) => (
          <li
            key={line.id}
            className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
            aria-label={`Statement line ${line.description}`}
          >
            <div className="flex flex-wrap items-baseline gap-4">
              <span className="whitespace-nowrap">{formatUsDate(line.date)}</span>
              <span className="mr-auto font-medium">
                {line.description}
                {line.checkNumber ? ` · Check ${line.checkNumber}` : ""}
                {line.memo ? <span className="text-slate-500"> · {line.memo}</span> : null}
              </span>
              <span className="tabular-nums">{money(line.amount)}</span>
            </div>
            {line.matched ? (
              <Form method="post" className="mt-2 flex items-center gap-3 text-sm">
                <span>
                  Matched to {line.matched.type} {line.matched.entryNo} of {formatUsDate(line.matched.date)} ({line.matched.memo})
                </span>
                <input type="hidden" name="statementLineId" value={line.id} />
                <button type="submit" name="intent" value="unmatch" className={buttonClasses({ variant: "secondary", size: "sm" })}>
                  Unmatch
                </button>
              </Form>
            ) : (
              <div className="mt-2 space-y-2 text-sm">
                {line.candidates.map((c) => (
                  <Form method="post" key={c.lineId} className="flex items-center gap-3">
                    <span>
                      {c.type} {c.entryNo} of {formatUsDate(c.date)}
                      {c.checkNumber ? ` · Check ${c.checkNumber}` : ""} · {c.memo}
                    </span>
                    <input type="hidden" name="statementLineId" value={line.id} />
                    <input type="hidden" name="journalLineId" value={c.lineId} />
                    <button
                      type="submit"
                      name="intent"
                      value="match"
                      className={buttonClasses({ size: "sm" })}
                      aria-label={`Match to ${c.entryNo}`}
                    >
                      Match
                    </button>
                  </Form>
                ))}
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="statementLineId" value={line.id} />
                  <input type="hidden" name="intent" value="record" />
                  <label className="flex flex-col">
                    Record as
                    <select
                      name="as"
                      defaultValue={line.rule?.as ?? (fromDecimal(line.amount) < 0 ? "expense" : "deposit")}
                      className={PICKER_CLASS}
                    >
                      {RECORD_KINDS.map((k) => (
                        <option key={k} value={k}>
                          {RECORD_KIND_LABELS[k]}
                        </option>
                      ))}
                    </select>
                  </label>
                  <AccountVendorPickers
                    accounts={accounts}
                    vendors={vendors}
                    accountId={line.rule?.accountId ?? null}
                    vendorId={line.rule?.vendorId ?? null}
                  />
                  <label className="flex flex-col">
                    Memo
                    <input name="memo" defaultValue={line.rule?.memo ?? ""} className={PICKER_CLASS} maxLength={500} />
                  </label>
                  <button type="submit" className={buttonClasses({ variant: "secondary", size: "sm" })}>
                    Record
                  </button>
                  {line.rule ? <span className="text-slate-500">Rule: {line.rule.ruleName}</span> : null}
                </Form>
              </div>
            )}
          </li>
        ))}
      </ul>
      <Pagination page={page.page} perPage={page.perPage} total={page.total} />
    </div>
  );
}

export function ErrorBoundary() {
  return <ListErrorPanel failed="Failed to load the statement lines." />;
}

export const meta = screenMeta("Statement Lines");
