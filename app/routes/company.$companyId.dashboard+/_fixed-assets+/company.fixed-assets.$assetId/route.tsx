import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useParams, useSubmit } from "@remix-run/react";
import { useEffect, useState } from "react";
import { assetFormValues, FixedAssetForm } from "~/components/fixed-assets/asset-form";
import { ConfirmFirstButton } from "~/components/ui/confirm-first-button";
import { ConfirmModal } from "~/components/ui/modals";
import { NoScriptConfirm } from "~/components/ui/noscript-confirm";
import { DecimalField } from "~/components/fixed-assets/decimal-field";
import { menuHref } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { DatePicker } from "~/components/ui/date-picker";
import { FormErrors, SelectField } from "~/components/ui/field";
import { failedReply, guardedClientAction } from "~/components/ui/save-guard";
import { formatUsDate, typedDateOr } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { pageTitle } from "~/lib/title";
import { DEPRECIATION_METHOD_LABELS } from "~/modules/fixed-assets/constants";
import { assetAction, assetLoader } from "./asset.server";

// A fixed asset and its history (Show history): what it cost, what was depreciated and its book
// value; Register (pending), Sell / Dispose (registered: Disposal Date, Disposal Price, Deposit To).

export const loader = assetLoader;
export const action = (args: ActionFunctionArgs) => assetAction(args);
export const clientAction = guardedClientAction({}, (formData, failure) => failedReply(formData, failure.message));

const money = (text: string | null) => formatMoney(fromDecimal(text ?? "0"));
const asText = (v: unknown) => (typeof v === "string" ? v : "");
const DELETE_QUESTION = (n: number, item: string) => `Delete pending fixed asset ${n} (${item})? This cannot be undone.`;
const STATUS_LABELS = { pending: "Pending", registered: "Registered", disposed: "Sold or disposed" } as const;

export default function FixedAssetPage() {
  const { companyId, today, asset, depositAccounts, editor, confirmDelete } = useLoaderData<typeof assetLoader>();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (navigation.state === "idle") setAsking(false);
  }, [navigation.state]);
  const here = menuHref(companyId, `company/fixed-assets/${asset.id}`);
  const lastResult = useActionData<typeof action>();
  const reply = lastResult && "status" in lastResult ? lastResult : undefined;
  const failure = lastResult && "error" in lastResult && typeof lastResult.error === "string" ? lastResult.error : null;
  const submitting = navigation.state === "submitting";
  const [form, fields] = useForm({ id: "dispose-asset", lastResult: reply, shouldValidate: "onSubmit" });
  const initial = reply?.initialValue as Record<string, unknown> | undefined;
  const facts: [string, string][] = [
    ["Item", asset.itemName],
    ["Asset Number", String(asset.assetNumber)],
    ["Status", STATUS_LABELS[asset.status]],
    ["Asset Type", asset.assetType],
    ["Account", asset.accountName],
    ["Purchase Date", formatUsDate(asset.purchaseDate)],
    ["Purchase Price", money(asset.purchasePrice)],
    ["Purchase Document", asset.sourceEntryNo || "None (an opening balance)"],
    ["Depreciation Rate", `${Number(asset.depreciationRate)}%`],
    ["Depreciation Method", DEPRECIATION_METHOD_LABELS[asset.depreciationMethod]],
    ["Depreciation Account", asset.depreciationAccountName || "None"],
    ["Accumulated Depreciation Account", asset.accumulatedAccountName || "None"],
    ["Accumulated Depreciation", money(asset.accumulatedDepreciation)],
    ["Book value", money(asset.bookValue)],
  ];
  if (asset.status === "disposed") {
    facts.push(
      ["Disposal Date", formatUsDate(asset.disposalDate)],
      ["Disposal Price", money(asset.disposalPrice)],
      ["Gains/Losses", money(asset.gainLoss)],
    );
  }
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <Breadcrumb
        items={[{ label: "Fixed Assets", to: menuHref(companyId, "company/fixed-assets/registered-items") }, { label: asset.itemName }]}
      />
      <h1 className="text-2xl font-semibold text-slate-900">
        Fixed Asset {asset.assetNumber}: {asset.itemName}
      </h1>
      {failure ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-2 text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-5 text-sm shadow-sm md:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-b border-slate-100 py-1">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {asset.description ? <p className="text-sm text-slate-700">{asset.description}</p> : null}

      {confirmDelete ? (
        <NoScriptConfirm
          title="Delete fixed asset?"
          message={DELETE_QUESTION(asset.assetNumber, asset.itemName)}
          fields={{ intent: "delete", version: asset.version }}
          cancelHref={here}
          destructive
        />
      ) : null}
      {editor ? (
        <section aria-labelledby="edit-heading" className="space-y-3">
          <h2 id="edit-heading" className="text-lg font-semibold text-slate-900">
            Edit Asset
          </h2>
          <FixedAssetForm
            id="edit-fixed-asset"
            choices={editor}
            defaultValue={assetFormValues(asset)}
            lastResult={reply}
            cancelHref={here}
            version={asset.version}
          />
        </section>
      ) : null}
      {asset.status === "pending" && !editor ? (
        <div className="flex flex-wrap gap-3">
          <Form method="post">
            <Button type="submit" name="intent" value="register" disabled={submitting}>
              Register
            </Button>
          </Form>
          <Link to="?edit=1" className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
            Edit
          </Link>
          <ConfirmFirstButton href="?confirm=delete" onAsk={() => setAsking(true)} disabled={submitting}>
            Delete
          </ConfirmFirstButton>
          <ConfirmModal
            open={asking}
            onOpenChange={setAsking}
            title="Delete fixed asset?"
            message={DELETE_QUESTION(asset.assetNumber, asset.itemName)}
            confirmLabel="Delete"
            cancelLabel="Keep asset"
            destructive
            busy={submitting}
            onConfirm={() => submit({ intent: "delete", version: String(asset.version) }, { method: "post", action: here })}
          />
        </div>
      ) : null}

      <section aria-labelledby="history-heading" className="space-y-2">
        <h2 id="history-heading" className="text-lg font-semibold text-slate-900">
          History
        </h2>
        <DataTable
          caption="History"
          rows={asset.history}
          getRowKey={(row, index) => `${row.entryId}-${index}`}
          emptyMessage="Not registered yet."
          columns={[
            { key: "date", header: "Date", cell: (row) => formatUsDate(row.date) },
            { key: "event", header: "Activity" },
            {
              key: "entryNo",
              header: "Entry",
              cell: (row) => (row.entryId ? <Link to={menuHref(companyId, `journal-entries/${row.entryId}`)}>{row.entryNo}</Link> : ""),
            },
            { key: "amount", header: "Amount", className: "text-right tabular-nums", cell: (row) => money(row.amount) },
          ]}
        />
      </section>

      {asset.status === "registered" ? (
        <section id="dispose" aria-labelledby="dispose-heading" className="space-y-3">
          <h2 id="dispose-heading" className="text-lg font-semibold text-slate-900">
            Sell / Dispose
          </h2>
          <Form method="post" {...getFormProps(form)} className="space-y-4">
            <FormErrors errors={form.errors} id={form.errorId} />
            <input type="hidden" name="version" value={asset.version} />
            <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm md:grid-cols-3">
              <DatePicker
                name="disposalDate"
                label="Disposal Date"
                required
                {...typedDateOr(asText(initial?.disposalDate), today)}
                error={fields.disposalDate.errors}
              />
              <DecimalField label="Disposal Price" field={fields.disposalPrice} />
              <SelectField
                label="Deposit To"
                placeholder="Select an account"
                options={depositAccounts}
                error={fields.disposalAccountId.errors}
                {...getSelectProps(fields.disposalAccountId)}
                id={fields.disposalAccountId.id}
              />
            </div>
            <Button type="submit" name="intent" value="dispose" disabled={submitting}>
              Sell / Dispose
            </Button>
          </Form>
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  const { companyId } = useParams();
  return (
    <ShellErrorPanel homeHref={menuHref(companyId ?? "", "company/fixed-assets/registered-items")} homeLabel="Back to Registered Items" />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? `Fixed Asset ${data.asset.assetNumber}` : "Fixed Asset") },
];
