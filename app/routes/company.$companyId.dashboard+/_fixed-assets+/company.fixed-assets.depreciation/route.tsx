import type { ActionFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { DatePicker } from "~/components/ui/date-picker";
import { FormErrors } from "~/components/ui/field";
import { guardedClientAction } from "~/components/ui/client-action-guard";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { screenMeta } from "~/lib/title";
import { START_DATE_HELP } from "~/modules/fixed-assets/constants";
import { depreciationAction, depreciationLoader } from "./depreciation.server";

// Depreciation (Fixed Assets › Depreciation, §2.12): from and to dates (a GET form: the table is
// the preview of the period — Account, Amount to be depreciated, Accumulated depreciation Account,
// per asset), Update posts it as one journal entry (never a month twice), Cancel goes back; the
// Start Date dialog shows the fixed-asset start date and sets a new one for the company.

export const loader = depreciationLoader;
export const action = (args: ActionFunctionArgs) => depreciationAction(args);
export const clientAction = guardedClientAction({}, (_formData, failure) => ({ error: { "": [failure.message] } }));

type Reply = { error?: Record<string, string[] | null> | string | null } | undefined;

const replyErrors = (reply: Reply): string[] => {
  if (!reply?.error) return [];
  if (typeof reply.error === "string") return [reply.error];
  return Object.values(reply.error).flatMap((m) => m ?? []);
};

export default function Depreciation() {
  const { companyId, from, to, preview, error, start, runs } = useLoaderData<typeof depreciationLoader>();
  const reply = useActionData<typeof action>() as Reply;
  const submitting = useNavigation().state === "submitting";
  const errors = replyErrors(reply);
  const money = (text: string) => formatMoney(fromDecimal(text));
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <Breadcrumb
        items={[{ label: "Fixed Assets", to: menuHref(companyId, "company/fixed-assets/registered-items") }, { label: "Depreciation" }]}
      />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">Depreciation</h1>
        <details className="rounded-md border border-slate-200 bg-white px-4 py-2 text-sm shadow-sm">
          <summary className="cursor-pointer font-medium text-slate-900">Start Date</summary>
          <div role="group" aria-label="Start Date" className="mt-3 max-w-md space-y-3">
            <p>
              Fixed asset start date: <strong>{formatUsDate(start.startDate)}</strong>
              {start.chosen ? null : " (default)"}
            </p>
            <p className="text-slate-600">{START_DATE_HELP}</p>
            <Form method="post" className="flex flex-wrap items-end gap-3">
              <DatePicker name="startDate" label="New Start Date" defaultValue={start.startDate} />
              <Button type="submit" name="intent" value="start-date" variant="secondary" disabled={submitting}>
                Set Start Date
              </Button>
            </Form>
          </div>
        </details>
      </div>

      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Depreciation period">
        <DatePicker name="from" label="From" defaultValue={from || null} defaultText={from} />
        <DatePicker name="to" label="To" defaultValue={to || null} defaultText={to} />
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </Form>

      <FormErrors errors={[...(error ? [error] : []), ...errors]} />

      <DataTable
        caption="Amounts to be depreciated"
        rows={preview?.lines ?? []}
        getRowKey={(row) => row.assetId}
        emptyMessage="No records to show"
        columns={[
          { key: "item", header: "Item", cell: (row) => `${row.assetNumber} · ${row.itemName}` },
          { key: "account", header: "Account", cell: (row) => row.depreciationAccountName },
          { key: "amount", header: "Amount to be depreciated", className: "text-right tabular-nums", cell: (row) => money(row.amount) },
          { key: "accumulated", header: "Accumulated depreciation Account", cell: (row) => row.accumulatedAccountName },
          { key: "months", header: "Months", className: "text-right", cell: (row) => row.months.length },
        ]}
      />
      {preview && preview.lines.length ? (
        <p className="text-right text-sm font-semibold text-slate-900" data-testid="depreciation-total">
          Total {money(preview.total)}
        </p>
      ) : null}

      <Form method="post" className="flex flex-wrap gap-3">
        <input type="hidden" name="from" value={from} />
        <input type="hidden" name="to" value={to} />
        <Button type="submit" name="intent" value="update" disabled={submitting || !preview?.lines.length}>
          Update
        </Button>
        <Link
          to={menuHref(companyId, "company/fixed-assets/registered-items")}
          className={buttonClasses({ variant: "secondary", className: "no-underline" })}
        >
          Cancel
        </Link>
      </Form>

      <section aria-labelledby="runs-heading" className="space-y-2">
        <h2 id="runs-heading" className="text-lg font-semibold text-slate-900">
          Depreciation runs
        </h2>
        <DataTable
          caption="Depreciation runs"
          rows={runs}
          getRowKey={(row) => row.entryId}
          emptyMessage="No depreciation posted yet."
          columns={[
            {
              key: "entryNo",
              header: "Entry",
              cell: (row) => <Link to={menuHref(companyId, `journal-entries/${row.entryId}`)}>{row.entryNo}</Link>,
            },
            { key: "entryDate", header: "Date", cell: (row) => formatUsDate(row.entryDate) },
            { key: "period", header: "Months", cell: (row) => `${monthLabel(row.fromMonth)} – ${monthLabel(row.toMonth)}` },
            { key: "assets", header: "Assets", className: "text-right" },
            { key: "total", header: "Amount", className: "text-right tabular-nums", cell: (row) => money(row.total) },
            {
              key: "undo",
              header: "Undo",
              cell: (row) => (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="entryId" value={row.entryId} />
                  <Button
                    type="submit"
                    name="intent"
                    value="undo"
                    variant="secondary"
                    size="sm"
                    disabled={submitting}
                    aria-label={`Undo ${row.entryNo}`}
                  >
                    Undo
                  </Button>
                </Form>
              ),
            },
          ]}
        />
      </section>
    </div>
  );
}

const monthLabel = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Depreciation");
