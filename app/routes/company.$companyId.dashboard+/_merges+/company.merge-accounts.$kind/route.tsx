import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { menuHref } from "~/components/shell/menu";
import { ListErrorPanel } from "~/components/shell/shell-error";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { Alert } from "~/components/ui/notice";
import { formatMoney, fromDecimal } from "~/lib/money";
import { pageTitle } from "~/lib/title";
import type { MergeCandidate } from "~/modules/merges/constants";
import type { loader } from "./merge.server";

export { action, loader } from "./merge.server";

// Merge Customers, Merge Vendors, Merge Accounts, Merge Items (spec §2.12; ADR 0067): From (the
// record merged away and archived) and To (the one that keeps everything), each with its read-only
// details; Preview shows what would move and the balances; Merge moves it all in one transaction.
// Plain forms: From and To are a GET form (the preview is in the URL), Merge a POST; no JavaScript needed.
// Recent merges offers Undo merge (a POST) for each merge not undone yet; the action says why one no longer can be.

const SELECT = "w-full rounded-md border border-slate-300 px-3 py-2 text-sm";
const money = (value: string) => formatMoney(fromDecimal(value));

function Details({ title, record }: { title: string; record: MergeCandidate | undefined }) {
  return (
    <dl aria-label={`${title} details`} className="mt-2 grid grid-cols-[8rem_1fr] gap-y-1 text-sm">
      {record ? (
        record.details.map((d) => (
          <div key={d.label} className="contents">
            <dt className="text-slate-500">{d.label}</dt>
            <dd className="text-slate-900">{d.value}</dd>
          </div>
        ))
      ) : (
        <dd className="col-span-2 text-slate-500">Nothing chosen</dd>
      )}
    </dl>
  );
}

/** From and To with their details, and Preview (a GET form); started again from the URL after each navigation. */
function Choices({
  here,
  noun,
  from,
  to,
  candidates,
}: {
  here: string;
  noun: string;
  from: string;
  to: string;
  candidates: MergeCandidate[];
}) {
  const [source, setSource] = useState(from);
  const [target, setTarget] = useState(to);
  const find = (id: string) => candidates.find((c) => String(c.id) === id);
  const choices = (exceptId: string) => candidates.filter((c) => String(c.id) !== exceptId);
  return (
    <Form method="get" action={here} className="grid gap-6 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-2">
      <div>
        <label htmlFor="merge-from" className="block text-sm font-medium text-slate-700">
          From
        </label>
        <select id="merge-from" name="from" value={source} onChange={(e) => setSource(e.target.value)} className={SELECT}>
          <option value="">Choose a {noun}</option>
          {choices(target).map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
        <Details title="From" record={find(source)} />
      </div>
      <div>
        <label htmlFor="merge-to" className="block text-sm font-medium text-slate-700">
          To
        </label>
        <select id="merge-to" name="to" value={target} onChange={(e) => setTarget(e.target.value)} className={SELECT}>
          <option value="">Choose a {noun}</option>
          {choices(source).map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
        <Details title="To" record={find(target)} />
      </div>
      <div className="flex gap-3 md:col-span-2">
        <Button type="submit">Preview</Button>
        <Link to={here} className={buttonClasses({ variant: "secondary" })}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

export default function MergeScreen() {
  const { companyId, kind, words, from, to, candidates, recent, preview, error } = useLoaderData<typeof loader>();
  const here = menuHref(companyId, `company/merge-accounts/${kind}`);

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Breadcrumb
        items={[{ label: "Company", to: menuHref(companyId, "overview") }, { label: "Merge Accounts" }, { label: words.title }]}
      />
      <h1 className="text-2xl font-semibold text-slate-900">{words.title}</h1>
      <p className="text-sm text-slate-600">
        Everything recorded for the {words.noun} in From — documents, lines, payments and journal lines — moves to the {words.noun} in To;
        the {words.noun} in From is then archived. Amounts do not change.
      </p>
      <Choices key={`${from}:${to}`} here={here} noun={words.noun} from={from} to={to} candidates={candidates} />
      <Alert>{error}</Alert>
      {preview ? (
        <section aria-labelledby="merge-preview" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="merge-preview" className="text-lg font-semibold text-slate-900">
            Preview: {preview.source.label} into {preview.target.label}
          </h2>
          <DataTable
            caption="What moves"
            columns={[
              { key: "label", header: "What moves" },
              { key: "rows", header: "Rows", className: "text-right tabular-nums" },
            ]}
            rows={preview.moves}
            getRowKey={(m) => `${m.table}.${m.column}`}
            emptyMessage={`Nothing names ${preview.source.label}: only the ${words.noun} is archived.`}
          />
          <dl aria-label="Balances" className="grid grid-cols-[16rem_1fr] gap-y-1 text-sm">
            <dt className="text-slate-500">{preview.source.label} (From)</dt>
            <dd className="tabular-nums">{money(preview.source.balance)}</dd>
            <dt className="text-slate-500">{preview.target.label} (To)</dt>
            <dd className="tabular-nums">{money(preview.target.balance)}</dd>
            <dt className="font-medium text-slate-700">{preview.target.label} once merged</dt>
            <dd className="font-medium tabular-nums">{money(preview.balanceAfter)}</dd>
            {preview.onHand ? (
              <>
                <dt className="text-slate-500">On hand once merged</dt>
                <dd className="tabular-nums">{Number(preview.onHand.after).toString()}</dd>
              </>
            ) : null}
          </dl>
          {preview.refusal ? (
            <Alert>{preview.refusal}</Alert>
          ) : (
            <Form method="post" action={`${here}?from=${preview.source.id}&to=${preview.target.id}`} className="flex gap-3">
              <input type="hidden" name="sourceId" value={preview.source.id} />
              <input type="hidden" name="targetId" value={preview.target.id} />
              <input type="hidden" name="token" value={preview.token} />
              <Button type="submit">Merge</Button>
              <Link to={here} className={buttonClasses({ variant: "secondary" })}>
                Cancel
              </Link>
            </Form>
          )}
        </section>
      ) : null}
      {recent.length ? (
        <section aria-labelledby="recent-merges">
          <h2 id="recent-merges" className="mb-2 text-lg font-semibold text-slate-900">
            Recent merges
          </h2>
          <DataTable
            caption="Recent merges"
            columns={[
              { key: "sourceName", header: "From" },
              { key: "targetName", header: "Into" },
              { key: "mergedAt", header: "Merged", cell: (r) => r.mergedAt.slice(0, 10) },
              {
                key: "undo",
                header: "Undo",
                // An item merge pooled the stock: it is not undone (ADR 0075).
                cell: (r) =>
                  r.undone ? (
                    "Undone"
                  ) : kind === "items" ? null : (
                    <Form method="post" action={here}>
                      <input type="hidden" name="intent" value="undo" />
                      <input type="hidden" name="mergeId" value={r.id} />
                      <Button type="submit" variant="secondary" aria-label={`Undo merge of ${r.sourceName} into ${r.targetName}`}>
                        Undo merge
                      </Button>
                    </Form>
                  ),
              },
            ]}
            rows={recent}
            getRowKey={(r) => r.id}
          />
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <ListErrorPanel failed="Failed to load the merge." />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.words.title ?? "Merge") }];
