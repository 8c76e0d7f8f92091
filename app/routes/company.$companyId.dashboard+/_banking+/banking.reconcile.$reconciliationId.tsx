import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { ReconcileStatementFields } from "~/components/banking/reconciliation-fields";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, parseMoney, toDecimal, type Cents } from "~/lib/money";
import { parsePagination } from "~/lib/pagination";
import { screenMeta } from "~/lib/title";
import { registerColumns } from "~/modules/banking/register";
import { finishSchema } from "~/modules/banking/reconciliation-schema";
import { clearedAndDifference, RECONCILE_MESSAGES } from "~/modules/banking/reconciliations";
import {
  discardReconciliation,
  finishReconciliation,
  reconcileFormOptions,
  reconciliationLines,
  reconciliationView,
  saveReconciliation,
} from "~/modules/banking/reconciliations.server";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { DomainError, orNotFoundPage } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";
import { documentIdOf } from "./__banking-form.server";
import { readStatement, readTicks, reconcileRefusal, type ReconcileAnswer } from "./__reconciliation.server";

// Reconcile an account (from Reconcile, or Continue in the history): the statement, the account's
// lines not yet reconciled up to the statement date to tick (payments and deposits — charges and
// payments for a card), and the beginning balance, cleared balance and difference. Every submit
// saves the statement and the ticks of the page and computes the summary on the server (Update,
// without JavaScript); with JavaScript each tick is also saved as it is made (posted to
// …/tick, beside this route) and the summary follows it at once. The page controls submit the form too (they save, then show the
// page), so no tick is left behind by paging, with or without JavaScript. Finish when the
// difference is 0.00, or with the adjustment entry the bookkeeper confirms; Save for Later keeps the
// ticks. A finished reconciliation opens its report.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const id = documentIdOf(params.reconciliationId, "Reconciliation");
  const view = await orNotFoundPage(reconciliationView(db, company.id, id), RECONCILE_MESSAGES.notFound);
  const url = new URL(request.url);
  const paging = parsePagination(url.searchParams);
  if (!url.searchParams.has("perPage")) paging.perPage = 100;
  return {
    companyId: company.id,
    today: companyContext(company, user.id).today,
    ...view,
    lines: await reconciliationLines(db, company.id, id, paging),
    options: await reconcileFormOptions(db, company.id),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const id = documentIdOf(params.reconciliationId, "Reconciliation");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "update");
  const here = menuHref(company.id, `banking/reconcile/${id}`);
  try {
    if (intent === "discard") {
      const { message } = await discardReconciliation(db, ctx, id);
      return redirectWithToast(menuHref(company.id, "banking/reconciliations-history"), { type: "success", message });
    }
    await saveReconciliation(db, ctx, id, { statement: readStatement(form), ticks: readTicks(form) });
    if (intent === "save")
      return redirectWithToast(menuHref(company.id, "banking/reconciliations-history"), {
        type: "success",
        message: RECONCILE_MESSAGES.saved,
      });
    if (intent === "finish") {
      const parsed = finishSchema.safeParse({
        confirmAdjustment: form.get("confirmAdjustment") ?? undefined,
        adjustment: form.get("adjustment") ?? undefined,
      });
      if (!parsed.success) return reconcileRefusal(new DomainError(parsed.error.issues[0].message, 400));
      const { message } = await finishReconciliation(db, ctx, id, parsed.data);
      return redirectWithToast(menuHref(company.id, `banking/reconciliations/${id}`), { type: "success", message });
    }
    // Update, or a page control (its formaction names the page; the rows-per-page field may change the size).
    const next = new URL(request.url).searchParams;
    const perPage = form.get("perPage");
    if (typeof perPage === "string" && perPage !== "") next.set("perPage", perPage);
    const search = next.toString();
    return redirectWithToast(`${here}${search ? `?${search}` : ""}`, { type: "success", message: "Reconciliation updated." });
  } catch (error) {
    return reconcileRefusal(error);
  }
}

const amount = "whitespace-nowrap px-3 py-2 text-right tabular-nums";
const cents = (c: number) => formatMoney(c);

/**
 * A line's Cleared box. The form sends it with the others (Update, Finish, a page control); with
 * JavaScript a change is also saved at once (a plain POST to `tickAction`, so it re-reads nothing
 * and never holds up a navigation), and a refusal shows beside it.
 */
function TickCell({ line, label, tickAction }: { line: { lineId: number; ticked: boolean }; label: string; tickAction: string }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = async (ticked: boolean) => {
    const body = new FormData();
    body.set("listed", String(line.lineId));
    if (ticked) body.set("line", String(line.lineId));
    try {
      const response = await fetch(tickAction, { method: "POST", body });
      const answer = (await response.json()) as { saved?: true; error?: string };
      setRefusal(answer.error ?? null);
    } catch {
      setRefusal("The tick was not saved: check the connection, then press Update.");
    }
  };
  return (
    <td className="px-3 py-2">
      <input type="hidden" name="listed" value={line.lineId} />
      <input
        type="checkbox"
        name="line"
        value={line.lineId}
        defaultChecked={line.ticked}
        className="h-4 w-4"
        aria-label={label}
        onChange={(event) => void save(event.currentTarget.checked)}
      />
      {refusal ? (
        <span role="alert" className="ml-2 text-xs text-red-700">
          {refusal}
        </span>
      ) : null}
    </td>
  );
}

export default function Reconcile() {
  const { companyId, today, reconciliation: rec, summary, lines, options } = useLoaderData<typeof loader>();
  const answer = useActionData<ReconcileAnswer>();
  const columns = registerColumns(rec.accountType);
  const initial = new Set(lines.items.filter((l) => l.ticked).map((l) => l.lineId));
  const [ticked, setTicked] = useState(initial);
  const [typed, setTyped] = useState<{ endingBalance?: Cents; serviceCharge?: Cents; interestEarned?: Cents }>({});
  // The summary as ticked and typed now: the server's, plus the ticks changed on this page since.
  const delta = lines.items.reduce((sum, l) => {
    const was = initial.has(l.lineId);
    const is = ticked.has(l.lineId);
    return was === is ? sum : sum + (is ? 1 : -1) * (l.debit - l.credit);
  }, 0);
  const serviceCharge = typed.serviceCharge ?? summary.serviceCharge;
  const interestEarned = typed.interestEarned ?? summary.interestEarned;
  const endingBalance = typed.endingBalance ?? summary.endingBalance;
  const live = clearedAndDifference(rec.accountType, {
    beginningBalance: summary.beginningBalance,
    tickedNet: summary.clearedDebits - summary.clearedCredits + delta,
    serviceCharge,
    interestEarned,
    endingBalance,
  });
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const input = event.target as HTMLInputElement;
    if (input.name === "line") {
      const next = new Set(ticked);
      if (input.checked) next.add(Number(input.value));
      else next.delete(Number(input.value));
      setTicked(next);
    } else if (["endingBalance", "serviceCharge", "interestEarned"].includes(input.name)) {
      const value = input.value.trim() === "" && input.name !== "endingBalance" ? 0 : parseMoney(input.value);
      setTyped((t) => ({ ...t, [input.name]: value === null ? undefined : value }));
    }
  };
  const counted = (n: number, what: string) => `${n} ${what}${n === 1 ? "" : "s"}`;
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb
        items={[
          { label: "Banking", to: menuHref(companyId, "banking/accounts") },
          { label: "Reconcile", to: menuHref(companyId, "banking/reconciliations-history") },
          { label: `${rec.accountNumber} ${rec.accountName}` },
        ]}
      />
      <h1 className="text-2xl font-semibold text-slate-900">
        Reconcile {rec.accountNumber} {rec.accountName}
      </h1>
      {rec.status !== "in_progress" ? (
        <p role="status">
          This reconciliation is {rec.status === "finished" ? "finished" : "undone"}.{" "}
          <Link to={menuHref(companyId, `banking/reconciliations/${rec.id}`)}>Open its report</Link>
        </p>
      ) : (
        <Form method="post" className="space-y-4" onChange={onChange} aria-label="Reconcile">
          <FormErrors errors={answer?.error ? [answer.error] : null} />
          <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <ReconcileStatementFields today={today} options={options} values={rec} errors={answer?.fieldErrors} />
          </div>
          <dl
            className="grid grid-cols-2 gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm md:grid-cols-6"
            aria-label="Summary"
            aria-live="polite"
          >
            {(
              [
                ["Beginning Balance", summary.beginningBalance],
                ["Service Charge", -serviceCharge],
                ["Interest Earned", interestEarned],
                ["Ending Balance", endingBalance],
                ["Cleared Balance", live.clearedBalance],
                ["Difference", live.difference],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt className="text-slate-600">{label}</dt>
                <dd
                  className={`tabular-nums ${label === "Difference" ? (value === 0 ? "font-semibold text-green-700" : "font-semibold text-red-700") : ""}`}
                  data-testid={label}
                >
                  {cents(value)}
                </dd>
              </div>
            ))}
          </dl>
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
            <table className="min-w-full text-sm">
              <caption className="sr-only">Uncleared lines up to {formatUsDate(rec.statementDate)}</caption>
              <thead className="bg-slate-50 text-left text-slate-600">
                <tr>
                  <th className="px-3 py-2">Cleared</th>
                  <th className="px-3 py-2">Date</th>
                  <th className="px-3 py-2">Number</th>
                  <th className="px-3 py-2">Type</th>
                  <th className="px-3 py-2">Payee</th>
                  <th className="px-3 py-2">Memo</th>
                  <th className="px-3 py-2 text-right">{columns.credit}s</th>
                  <th className="px-3 py-2 text-right">{columns.debit}s</th>
                </tr>
              </thead>
              <tbody>
                {lines.items.map((l) => (
                  <tr key={l.lineId} className="border-t border-slate-100">
                    <TickCell
                      line={l}
                      label={`Cleared: ${l.type} ${l.number} ${cents(l.debit || l.credit)}`}
                      tickAction={menuHref(companyId, `banking/reconcile/${rec.id}/tick`)}
                    />
                    <td className="whitespace-nowrap px-3 py-2">{formatUsDate(l.date)}</td>
                    <td className="px-3 py-2">
                      <Link to={menuHref(companyId, l.href)}>{l.number}</Link>
                    </td>
                    <td className="px-3 py-2">
                      {l.type}
                      {l.voided ? " (void)" : ""}
                    </td>
                    <td className="px-3 py-2">{l.payee}</td>
                    <td className="px-3 py-2">{l.memo}</td>
                    <td className={amount}>{l.credit ? cents(l.credit) : ""}</td>
                    <td className={amount}>{l.debit ? cents(l.debit) : ""}</td>
                  </tr>
                ))}
                {lines.items.length === 0 ? (
                  <tr>
                    <td colSpan={8} className="px-3 py-4 text-center text-slate-500">
                      No uncleared lines up to the statement date
                    </td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          </div>
          <p className="text-sm text-slate-600">
            Ticked as the page opened: {counted(summary.clearedCreditCount, columns.credit.toLowerCase())} ({cents(summary.clearedCredits)}
            ), {counted(summary.clearedDebitCount, columns.debit.toLowerCase())} ({cents(summary.clearedDebits)}).
          </p>
          <Pagination page={lines.page} perPage={lines.perPage} total={lines.total} submit={{ name: "intent", value: "update" }} />
          {live.difference !== 0 ? (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="confirmAdjustment" value="on" className="h-4 w-4" />
              Finish with an adjustment entry of {cents(live.difference)} to Reconciliation Discrepancies
              <input type="hidden" name="adjustment" value={toDecimal(live.difference)} />
            </label>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="finish">
              Finish Now
            </Button>
            <Button type="submit" name="intent" value="update" variant="secondary">
              Update
            </Button>
            <Button type="submit" name="intent" value="save" variant="secondary">
              Save for Later
            </Button>
            <Button type="submit" name="intent" value="discard" variant="ghost">
              Discard
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Reconcile");
