import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { PaymentMethodField } from "~/components/documents/payment-method-field";
import { Form } from "@remix-run/react";
import { useState } from "react";
import { menuHref } from "~/components/shell/menu";
import { FormActions } from "~/components/ui/form-actions";
import { DatePicker } from "~/components/ui/date-picker";
import { useDeferredChecks, validateWhenLoaded } from "~/components/ui/deferred-validation";
import { CheckboxField, errorMessages, Field, FormErrors, listRowErrors, SelectField, TextareaField } from "~/components/ui/field";
import { TableHead, type HeadColumn } from "~/components/ui/table-head";
import { useHydrated } from "~/components/ui/use-hydrated";
import { formatUsDate, typedDateOr } from "~/lib/dates";
import { formatMoney, fromDecimal, parseMoney } from "~/lib/money";
import { CHEQUE, creditLabel } from "~/modules/sales/customer-payments";
import { CUSTOMER_MONEY_SCREENS, type CustomerMoneyCredit, type CustomerMoneyLoaded } from "./customer-money-data";

// The form of Receive Payment, Prepayment and Refund (one component, the screen's words from
// CUSTOMER_MONEY_SCREENS): the customer chosen above it (a GET form), then the account the money
// goes into or out of, date, method, reference, the amount received, and — Receive Payment — the
// customer's open invoices with an amount to apply each, — Receive Payment and Refund — its open
// credits with an amount to use each. Without JavaScript the amounts are submitted as typed; with
// it the totals follow as you type. The service applies the credits to the invoices first.

const loadChecks = async () => {
  const [{ parseWithZod }, schemas] = await Promise.all([import("@conform-to/zod/v4"), import("~/modules/sales/customer-payment-schema")]);
  return (kind: CustomerMoneyLoaded["kind"], formData: FormData) =>
    parseWithZod(formData, {
      schema:
        kind === "receive-payment" ? schemas.receivePaymentSchema : kind === "prepayment" ? schemas.prepaymentSchema : schemas.refundSchema,
      disableAutoCoercion: true,
    });
};

type Initial = Record<string, unknown> | undefined;
const asText = (v: unknown) => (typeof v === "string" ? v : "");
const rowsOf = (initial: Initial, list: string) =>
  Array.isArray(initial?.[list]) ? (initial[list] as Record<string, unknown>[]).filter((r) => r && typeof r === "object") : [];

const th = "whitespace-nowrap px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600";
const td = "px-3 py-2 text-slate-700";
const num = "whitespace-nowrap text-right tabular-nums";
const amountInput = "ml-auto w-32 text-right tabular-nums";

function Table({
  title,
  caption,
  columns,
  children,
}: {
  title: string;
  caption: string;
  columns: HeadColumn[];
  children: React.ReactNode;
}) {
  return (
    <section aria-label={title} className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <h2 className="border-b border-slate-200 px-4 py-3 text-base font-semibold text-slate-900">{title}</h2>
      <div className="overflow-x-auto">
        <table className="min-w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <TableHead columns={columns} className="bg-slate-50" cellClassName={({ right }) => (right ? `${th} text-right` : th)} />
          <tbody className="divide-y divide-slate-100">{children}</tbody>
        </table>
      </div>
    </section>
  );
}

export function CustomerMoneyForm({
  loaded,
  lastResult,
}: {
  loaded: CustomerMoneyLoaded & { customer: { id: number; name: string } };
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { kind, customer, invoices, credits, accounts, methods, today } = loaded;
  const words = CUSTOMER_MONEY_SCREENS[kind];
  const hydrated = useHydrated();
  const initial = lastResult?.initialValue as Initial;
  const checks = useDeferredChecks(loadChecks);
  const [form, fields] = useForm({
    id: `customer-${kind}`,
    lastResult,
    shouldValidate: "onSubmit",
    onValidate: (context) => validateWhenLoaded(checks, context, (check) => check(kind, context.formData)),
  });

  // The amounts as typed (or as last submitted), for the live totals.
  const typedInvoices = new Map(rowsOf(initial, "invoices").map((r) => [Number(r.invoiceId), asText(r.amount)]));
  const [applied, setApplied] = useState<Record<number, string>>(() =>
    Object.fromEntries(invoices.map((i) => [i.id, typedInvoices.get(i.id) ?? (i.id === loaded.invoiceId && !initial ? i.amountDue : "")])),
  );
  const creditKey = (c: Pick<CustomerMoneyCredit, "source" | "id">) => `${c.source}-${c.id}`;
  const typedCredits = new Map(
    rowsOf(initial, "credits").map((r) => [r.creditMemoId ? `credit_memo-${r.creditMemoId}` : `payment-${r.paymentId}`, asText(r.amount)]),
  );
  const [used, setUsed] = useState<Record<string, string>>(() =>
    Object.fromEntries(credits.map((c) => [creditKey(c), typedCredits.get(creditKey(c)) ?? ""])),
  );
  const [received, setReceived] = useState(() =>
    initial
      ? asText(initial.amount)
      : kind === "receive-payment" && loaded.invoiceId
        ? (invoices.find((i) => i.id === loaded.invoiceId)?.amountDue ?? "")
        : "",
  );
  const cents = (text: string) => parseMoney(text) ?? 0;
  const appliedTotal = Object.values(applied).reduce((sum, t) => sum + cents(t), 0);
  const creditTotal = Object.values(used).reduce((sum, t) => sum + cents(t), 0);
  const unapplied = cents(received) + creditTotal - appliedTotal;

  const typedDate = asText(initial?.date);
  const method = asText(initial?.paymentMethod) || "Cash";
  const [isCheque, setIsCheque] = useState(method === CHEQUE);
  const listErrors = ["invoices", "credits"].flatMap((name) => (form.allErrors[name] ? errorMessages(form.allErrors[name]) : []));
  const rowErrors = listRowErrors(form.allErrors, { invoices, credits });

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormErrors errors={form.errors} id={form.errorId} />
      <input type="hidden" name="customerId" value={customer.id} />

      <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm md:grid-cols-2">
        <SelectField
          label={words.account}
          required
          placeholder="Select an account"
          options={accounts.map((a) => ({ value: String(a.id), label: `${a.accountName} (${a.accountType})` }))}
          error={form.allErrors[words.accountField]}
          name={words.accountField}
          id={`${form.id}-account`}
          defaultValue={asText(initial?.[words.accountField])}
        />
        <DatePicker
          name="date"
          label={kind === "refund" ? "Refund Date" : "Payment Date"}
          required
          {...typedDateOr(typedDate, today)}
          error={fields.date.errors}
        />
        <PaymentMethodField
          meta={fields.paymentMethod}
          methods={methods}
          defaultValue={method}
          onChange={(event) => setIsCheque(event.target.value === CHEQUE)}
        />
        {kind === "refund" ? (
          hydrated && !isCheque ? null : (
            <CheckboxField
              label="To be printed (cheque)"
              name="toBePrinted"
              id={`${form.id}-to-be-printed`}
              defaultChecked={initial ? initial.toBePrinted === "on" : true}
              containerClassName="self-end"
            />
          )
        ) : (
          <Field label="Reference" maxLength={100} error={fields.reference.errors} {...getInputProps(fields.reference, { type: "text" })} />
        )}
        {words.amount ? (
          <Field
            label={words.amount}
            required={kind === "prepayment"}
            inputMode="decimal"
            autoComplete="off"
            name="amount"
            id={`${form.id}-amount`}
            value={received}
            onChange={(event) => setReceived(event.target.value)}
            error={fields.amount.errors}
          />
        ) : null}
        <TextareaField
          label="Memo"
          rows={2}
          maxLength={2000}
          error={fields.memo.errors}
          {...getTextareaProps(fields.memo)}
          id={fields.memo.id}
        />
      </div>

      {listErrors.length || rowErrors.length ? <FormErrors errors={[...listErrors, ...rowErrors]} /> : null}

      {kind === "receive-payment" ? (
        <Table
          title="Open Invoices"
          caption={`Open invoices of ${customer.name}`}
          columns={["Invoice No.", "Date", "Due Date", ["Total", "right"], ["Amount Due", "right"], ["Amount Applied", "right"]]}
        >
          {invoices.length === 0 ? (
            <tr>
              <td colSpan={6} className="px-4 py-8 text-center text-slate-500">
                No open invoices for this customer.
              </td>
            </tr>
          ) : (
            invoices.map((invoice, index) => (
              <tr key={invoice.id}>
                <td className={`${td} whitespace-nowrap`}>
                  <input type="hidden" name={`invoices[${index}].invoiceId`} value={invoice.id} />
                  {invoice.number}
                </td>
                <td className={`${td} whitespace-nowrap`}>{formatUsDate(invoice.date)}</td>
                <td className={`${td} whitespace-nowrap`}>{formatUsDate(invoice.dueDate)}</td>
                <td className={`${td} ${num}`}>{formatMoney(fromDecimal(invoice.total))}</td>
                <td className={`${td} ${num}`}>{formatMoney(fromDecimal(invoice.amountDue))}</td>
                <td className={`${td} text-right`}>
                  <Field
                    label={`Amount applied to ${invoice.number}`}
                    hideLabel
                    inputMode="decimal"
                    autoComplete="off"
                    name={`invoices[${index}].amount`}
                    value={applied[invoice.id]}
                    onChange={(event) => setApplied((rows) => ({ ...rows, [invoice.id]: event.target.value }))}
                    className={amountInput}
                  />
                </td>
              </tr>
            ))
          )}
        </Table>
      ) : null}

      {kind !== "prepayment" ? (
        <Table
          title="Credits"
          caption={`Open credits of ${customer.name}`}
          columns={[
            "Credit",
            "Date",
            ["Total", "right"],
            ["Left", "right"],
            [kind === "refund" ? "Amount to Refund" : "Amount to Apply", "right"],
          ]}
        >
          {credits.length === 0 ? (
            <tr>
              <td colSpan={5} className="px-4 py-8 text-center text-slate-500">
                No open credits for this customer.
              </td>
            </tr>
          ) : (
            credits.map((credit, index) => {
              const label = creditLabel(credit);
              return (
                <tr key={creditKey(credit)}>
                  <td className={`${td} whitespace-nowrap`}>
                    <input
                      type="hidden"
                      name={`credits[${index}].${credit.source === "credit_memo" ? "creditMemoId" : "paymentId"}`}
                      value={credit.id}
                    />
                    {label}
                  </td>
                  <td className={`${td} whitespace-nowrap`}>{formatUsDate(credit.date)}</td>
                  <td className={`${td} ${num}`}>{formatMoney(fromDecimal(credit.total))}</td>
                  <td className={`${td} ${num}`}>{formatMoney(fromDecimal(credit.left))}</td>
                  <td className={`${td} text-right`}>
                    <Field
                      label={`Amount of ${label} to use`}
                      hideLabel
                      inputMode="decimal"
                      autoComplete="off"
                      name={`credits[${index}].amount`}
                      value={used[creditKey(credit)]}
                      onChange={(event) => setUsed((rows) => ({ ...rows, [creditKey(credit)]: event.target.value }))}
                      className={amountInput}
                    />
                  </td>
                </tr>
              );
            })
          )}
        </Table>
      ) : null}

      {hydrated && kind !== "prepayment" ? (
        <dl className="ml-auto grid max-w-sm grid-cols-2 gap-x-4 gap-y-1 text-sm" aria-label="Totals">
          {kind === "receive-payment" ? (
            <>
              <dt className="text-slate-600">Amount applied</dt>
              <dd className={num}>{formatMoney(appliedTotal)}</dd>
            </>
          ) : null}
          <dt className="text-slate-600">{kind === "refund" ? "Refund total" : "Credits applied"}</dt>
          <dd className={num}>{formatMoney(creditTotal)}</dd>
          {kind === "receive-payment" ? (
            <>
              <dt className="text-slate-600">{unapplied < 0 ? "Over-applied" : "Unapplied (kept as credit)"}</dt>
              <dd className={`${num} ${unapplied < 0 ? "text-red-700" : ""}`}>{formatMoney(Math.abs(unapplied))}</dd>
            </>
          ) : null}
        </dl>
      ) : null}

      <FormActions save={words.save} cancelTo={menuHref(loaded.companyId, "")} />
    </Form>
  );
}
