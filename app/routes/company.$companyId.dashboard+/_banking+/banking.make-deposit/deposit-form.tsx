import { getFormProps, getTextareaProps, useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { FormActions } from "~/components/ui/form-actions";
import { Button } from "~/components/ui/button";
import { DatePicker } from "~/components/ui/date-picker";
import { useDeferredChecks, validateWhenLoaded } from "~/components/ui/deferred-validation";
import { errorMessages, Field, FormErrors, SelectField, TextareaField } from "~/components/ui/field";
import { TableHead, type HeadColumn } from "~/components/ui/table-head";
import { useHydrated } from "~/components/ui/use-hydrated";
import { formatUsDate, typedDateOr } from "~/lib/dates";
import { formatMoney, fromDecimal, parseMoney } from "~/lib/money";
import type { DepositFormOptions, PendingDeposit } from "~/modules/banking/deposits";
import { PENDING_KIND_LABELS, pendingLabel } from "~/modules/banking/constants";

// Make Deposit's form: where the money goes (Deposit To, date, memo), the payments waiting in
// Undeposited Funds to tick, other money in rows (received from a customer, a vendor or no one;
// the account it comes from; method, reference, memo, amount), and cash back. Without JavaScript
// the form posts as typed, with three rows; with it rows can be added and the totals follow.

export type DepositFormData = DepositFormOptions & {
  companyId: number;
  today: string;
  methods: readonly string[];
  to: number | null;
};

const loadChecks = async () => {
  const [{ parseWithZod }, { depositSchema }] = await Promise.all([import("@conform-to/zod/v4"), import("~/modules/banking/schema")]);
  return (formData: FormData) => parseWithZod(formData, { schema: depositSchema, disableAutoCoercion: true });
};

type Initial = Record<string, unknown> | undefined;
const asText = (v: unknown) => (typeof v === "string" ? v : "");
const blankRow = () => ({ receivedFrom: "", accountId: "", paymentMethod: "", reference: "", memo: "", amount: "" });
type DepositRowShape = ReturnType<typeof blankRow>;

/** The form's fields as conform holds them (text, as posted). */
type DepositFormShape = {
  depositToAccountId: string;
  date: string;
  memo: string;
  payments: { paymentId?: string; cashSaleId?: string }[];
  rows: DepositRowShape[];
  cashBackAccountId: string;
  cashBackMemo: string;
  cashBackAmount: string;
};
const BLANK_ROWS = 3;

/** A row's fields, as its cells show them (a select's choices by name). */
const ROW_FIELDS = [
  { name: "receivedFrom", label: "received from", choices: "parties", placeholder: "(none)", className: "min-w-[8rem]" },
  { name: "accountId", label: "from account", choices: "accounts", placeholder: "Select an account", className: "min-w-[12rem]" },
  { name: "paymentMethod", label: "method", choices: "methods", placeholder: "", className: "min-w-[8rem]" },
  { name: "reference", label: "reference", maxLength: 100, className: "w-28" },
  { name: "memo", label: "memo", maxLength: 500, className: "min-w-[8rem]" },
  { name: "amount", label: "amount", className: "ml-auto w-32" },
] as const;

const th = "whitespace-nowrap px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600";
const td = "px-3 py-2 align-top text-slate-700";
const num = "whitespace-nowrap text-right tabular-nums";

function Section({ title, columns, children }: { title: string; columns: HeadColumn[]; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <h2 className="border-b border-slate-200 px-4 py-3 text-base font-semibold text-slate-900">{title}</h2>
      <div className="overflow-x-auto">
        <table className="min-w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <TableHead columns={columns} className="bg-slate-50" cellClassName={({ right }) => (right ? `${th} text-right` : th)} />
          <tbody className="divide-y divide-slate-100">{children}</tbody>
        </table>
      </div>
    </section>
  );
}

/** A pending payment's key as the form names it: payments[i].paymentId or payments[i].cashSaleId. */
const idField = (p: PendingDeposit) => (p.source === "payment" ? "paymentId" : "cashSaleId");

export function DepositForm({
  loaded,
  lastResult,
}: {
  loaded: DepositFormData;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { companyId, today, depositTo, accounts, customers, vendors, pending, methods } = loaded;
  const hydrated = useHydrated();
  const initial = lastResult?.initialValue as Initial;
  const checks = useDeferredChecks(loadChecks);
  const [form, fields] = useForm<DepositFormShape>({
    id: "make-deposit",
    lastResult,
    defaultValue: { rows: Array.from({ length: BLANK_ROWS }, blankRow) },
    shouldValidate: "onSubmit",
    // The schema's submission, as the form's fields name it.
    onValidate: (context) => validateWhenLoaded(checks, context, (check) => check(context.formData)) as Submission<DepositFormShape>,
  });
  const rows = fields.rows.getFieldList();

  // The ticked payments as last posted, and the totals as typed (conform's form.value follows the fields).
  const ticked = new Set(
    (Array.isArray(initial?.payments) ? (initial.payments as Record<string, unknown>[]) : [])
      .filter(Boolean)
      .map((p) => (p.paymentId ? `payment-${asText(p.paymentId)}` : `cash_sale-${asText(p.cashSaleId)}`)),
  );
  const value = (form.value ?? {}) as Record<string, unknown>;
  const cents = (text: unknown) => parseMoney(typeof text === "string" ? text : "") ?? 0;
  const list = (v: unknown) =>
    (Array.isArray(v) ? (v as (Record<string, unknown> | undefined)[]).filter(Boolean) : []) as Record<string, unknown>[];
  const chosen = new Set(list(value.payments).map((p) => (p.paymentId ? `payment-${p.paymentId}` : `cash_sale-${p.cashSaleId}`)));
  const subtotal =
    pending.filter((p) => chosen.has(`${p.source}-${p.id}`)).reduce((sum, p) => sum + fromDecimal(p.amount), 0) +
    list(value.rows).reduce((sum, r) => sum + cents(r.amount), 0);
  const cashBack = cents(value.cashBackAmount);

  const typedDate = asText(initial?.date);
  const accountOptions = accounts.map((a) => ({ value: String(a.id), label: `${a.accountNumber} · ${a.accountName} (${a.accountType})` }));
  const choices = {
    parties: [
      ...customers.map((c) => ({ value: `customer:${c.id}`, label: `Customer: ${c.name}` })),
      ...vendors.map((v) => ({ value: `vendor:${v.id}`, label: `Vendor: ${v.name}` })),
    ],
    accounts: accountOptions,
    methods: methods.map((m) => ({ value: m, label: m })),
  };
  const rowErrors = (index: number, name: string) => form.allErrors[`rows[${index}].${name}`];
  const paymentErrors = form.allErrors.payments ? errorMessages(form.allErrors.payments) : [];
  const rowListErrors = form.allErrors.rows ? errorMessages(form.allErrors.rows) : [];

  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb items={[{ label: "Banking", to: menuHref(companyId, "banking/accounts") }, { label: "Make Deposit" }]} />
      <h1 className="text-2xl font-semibold text-slate-900">Make Deposit</h1>
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormErrors errors={form.errors} id={form.errorId} />
        <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm md:grid-cols-3">
          <SelectField
            label="Deposit To"
            required
            placeholder="Select an account"
            name="depositToAccountId"
            id="make-deposit-to"
            options={depositTo.map((a) => ({
              value: String(a.id),
              label: `${a.accountName} (${a.accountType}) · ${formatMoney(fromDecimal(a.balance))}`,
            }))}
            defaultValue={asText(initial?.depositToAccountId) || (loaded.to ? String(loaded.to) : "")}
            error={fields.depositToAccountId.errors}
          />
          <DatePicker name="date" label="Date" required {...typedDateOr(typedDate, today)} error={fields.date.errors} />
          <TextareaField
            label="Memo"
            rows={1}
            maxLength={2000}
            error={fields.memo.errors}
            {...getTextareaProps(fields.memo)}
            id={fields.memo.id}
          />
        </div>

        <Section
          title="Payments in Undeposited Funds"
          columns={[
            { label: "Deposit", srOnly: true, className: th },
            "Date",
            "Type",
            "No.",
            "Received From",
            "Method",
            "Reference",
            ["Amount", "right"],
          ]}
        >
          {paymentErrors.length ? (
            <tr>
              <td colSpan={8} className="px-3 py-2">
                <FormErrors errors={paymentErrors} />
              </td>
            </tr>
          ) : null}
          {pending.length === 0 ? (
            <tr>
              <td colSpan={8} className="px-4 py-8 text-center text-slate-500">
                No payments are waiting in Undeposited Funds.
              </td>
            </tr>
          ) : (
            pending.map((p, index) => {
              const label = pendingLabel(p.kind, p.number);
              return (
                <tr key={`${p.source}-${p.id}`}>
                  <td className={td}>
                    <input
                      type="checkbox"
                      name={`payments[${index}].${idField(p)}`}
                      value={p.id}
                      defaultChecked={ticked.has(`${p.source}-${p.id}`)}
                      aria-label={`Deposit ${label}`}
                      className="h-4 w-4 rounded border-slate-300"
                    />
                  </td>
                  <td className={`${td} whitespace-nowrap`}>{formatUsDate(p.date)}</td>
                  <td className={td}>{PENDING_KIND_LABELS[p.kind]}</td>
                  <td className={`${td} whitespace-nowrap`}>{p.number}</td>
                  <td className={td}>{p.customerName}</td>
                  <td className={td}>{p.paymentMethod}</td>
                  <td className={td}>{p.reference}</td>
                  <td className={`${td} ${num}`}>{formatMoney(fromDecimal(p.amount))}</td>
                </tr>
              );
            })
          )}
        </Section>

        <Section title="Other Deposits" columns={["Received From", "From Account", "Method", "Reference", "Memo", ["Amount", "right"]]}>
          {rowListErrors.length ? (
            <tr>
              <td colSpan={6} className="px-3 py-2">
                <FormErrors errors={rowListErrors} />
              </td>
            </tr>
          ) : null}
          {rows.map((row, index) => {
            const r = row.getFieldset();
            return (
              <tr key={row.key}>
                {ROW_FIELDS.map((f) => {
                  const shared = {
                    label: `Row ${index + 1} ${f.label}`,
                    hideLabel: true,
                    name: r[f.name].name,
                    id: r[f.name].id,
                    defaultValue: asText(r[f.name].initialValue),
                    error: rowErrors(index, f.name),
                    containerClassName: f.className,
                  };
                  return (
                    <td key={f.name} className={f.name === "amount" ? `${td} text-right` : td}>
                      {"choices" in f ? (
                        <SelectField {...shared} placeholder={f.placeholder} options={choices[f.choices]} />
                      ) : f.name === "amount" ? (
                        <Field {...shared} inputMode="decimal" autoComplete="off" className="text-right tabular-nums" />
                      ) : (
                        <Field {...shared} maxLength={f.maxLength} />
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </Section>
        {hydrated ? (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => form.insert({ name: fields.rows.name, defaultValue: blankRow() })}
          >
            Add a row
          </Button>
        ) : null}

        <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm md:grid-cols-3">
          <SelectField
            label="Cash back goes to"
            name="cashBackAccountId"
            id="make-deposit-cash-back-account"
            placeholder="Select an account"
            options={accountOptions}
            defaultValue={asText(initial?.cashBackAccountId)}
            error={fields.cashBackAccountId.errors}
          />
          <Field
            label="Cash back memo"
            name="cashBackMemo"
            id="make-deposit-cash-back-memo"
            maxLength={500}
            defaultValue={asText(initial?.cashBackMemo)}
            error={fields.cashBackMemo.errors}
          />
          <Field
            label="Cash back amount"
            name="cashBackAmount"
            id="make-deposit-cash-back-amount"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={asText(initial?.cashBackAmount)}
            error={fields.cashBackAmount.errors}
          />
        </div>

        {hydrated ? (
          <dl className="ml-auto grid max-w-sm grid-cols-2 gap-x-4 gap-y-1 text-sm" aria-label="Totals">
            <dt className="text-slate-600">Deposit Subtotal</dt>
            <dd className={num}>{formatMoney(subtotal)}</dd>
            <dt className="text-slate-600">Cash back</dt>
            <dd className={num}>{formatMoney(cashBack)}</dd>
            <dt className="font-medium text-slate-900">Deposit Total</dt>
            <dd className={`${num} font-semibold ${subtotal - cashBack < 0 ? "text-red-700" : ""}`} data-testid="deposit-total">
              {formatMoney(subtotal - cashBack)}
            </dd>
          </dl>
        ) : null}

        <FormActions save="Save Deposit" cancelTo={menuHref(companyId, "banking/accounts")} />
      </Form>
    </div>
  );
}
