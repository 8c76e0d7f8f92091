import { getFormProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { PaymentMethodField } from "~/components/documents/payment-method-field";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useMemo, useState, type ChangeEvent, type ReactNode } from "react";
import { Button, buttonClasses } from "~/components/ui/button";
import { DatePicker } from "~/components/ui/date-picker";
import { useDeferredChecks, validateWhenLoaded } from "~/components/ui/deferred-validation";
import { errorMessages, FormErrors, listRowErrors, SelectField, TextareaField } from "~/components/ui/field";
import { TableHead, type HeadColumn } from "~/components/ui/table-head";
import { useHydrated } from "~/components/ui/use-hydrated";
import { formatUsDate, typedDateOr } from "~/lib/dates";
import { formatMoney, fromDecimal, parseMoney, toDecimal } from "~/lib/money";
import { planPayment } from "~/modules/purchases/pay-bill-form";
import { type OpenBill, type OpenCredit, type PayFromOption } from "~/modules/purchases/purchase-lists";

// The payment part of Pay Bill (the vendor is chosen above it): Pay From with balances, date,
// payment method and comments; the vendor's unpaid bills, each with "pay in full" and an amount to
// pay; its open vendor credits, each with "apply all" and an amount to apply; the totals. The
// credits chosen go to the bills being paid oldest due first (planPayment, the same rule the server
// applies), shown in each bill's Credit Applied and, per credit, in its Applied To. Without
// JavaScript the ticks and amounts are submitted as they are: Update brings the form back with the
// figures worked out (the server's render of the same plan), Save pays; with it, ticking fills the
// amount and every figure follows as you type.

interface BillState {
  payInFull: boolean;
  amount: string;
}
interface CreditState {
  useAll: boolean;
  amount: string;
}

type Initial = Record<string, unknown> | undefined;

// The form's checks (zod and the schema) load after the screen appears (ADR 0027).
const loadChecks = async () => {
  const [{ parseWithZod }, { payBillFormSchema }] = await Promise.all([
    import("@conform-to/zod/v4"),
    import("~/modules/purchases/pay-bill-schema"),
  ]);
  return (formData: FormData) => parseWithZod(formData, { schema: payBillFormSchema, disableAutoCoercion: true });
};

const money = (cents: number) => formatMoney(cents);
const asText = (v: unknown) => (typeof v === "string" ? v : "");
const ticked = (v: unknown) => v === "on" || v === "true" || v === true;

/** The rows' ticks and amounts as last submitted (by bill or credit id), or blank. */
function initialRows<T>(initial: Initial, list: "bills" | "credits", idKey: string, read: (row: Record<string, unknown>) => T) {
  const rows = Array.isArray(initial?.[list]) ? (initial[list] as Record<string, unknown>[]) : [];
  return new Map(rows.filter((r) => r && typeof r === "object").map((r) => [Number(r[idKey]), read(r)]));
}

const th = "whitespace-nowrap px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600";
const td = "px-3 py-2 text-slate-700";
const headCell = ({ right }: { right: boolean }) => (right ? `${th} text-right` : th);
const amount = "whitespace-nowrap text-right tabular-nums";
const input =
  "block w-32 rounded-md border border-slate-300 bg-white px-2 py-1 text-right text-sm tabular-nums shadow-sm focus:border-blue-500 focus:outline-none focus:ring-2 focus:ring-blue-500/30";

/**
 * A row's own input: its tick (pay in full, apply all; with the row's id beside it) or its amount
 * (to pay, to apply).
 */
function RowCell({
  name,
  label,
  id,
  tick,
  typed,
}: {
  name: string;
  label: string;
  id?: [string, number];
  tick?: { checked: boolean; onChange: (checked: boolean) => void };
  typed?: { value: string; onChange: (typed: string) => void };
}) {
  const control = tick
    ? {
        type: "checkbox",
        checked: tick.checked,
        onChange: (event: ChangeEvent<HTMLInputElement>) => tick.onChange(event.target.checked),
        className: "h-4 w-4 rounded border-slate-300 text-blue-600 focus:ring-2 focus:ring-blue-500",
      }
    : {
        type: "text",
        inputMode: "decimal" as const,
        autoComplete: "off",
        value: typed?.value ?? "",
        onChange: (event: ChangeEvent<HTMLInputElement>) => typed?.onChange(event.target.value),
        className: `${input} ml-auto`,
      };
  return (
    <td className={tick ? td : `${td} text-right`}>
      {id ? <input type="hidden" name={id[0]} value={id[1]} /> : null}
      <input name={name} aria-label={label} {...control} />
    </td>
  );
}

export function PayBillForm({
  vendor,
  bills,
  credits,
  accounts,
  methods,
  today,
  lastResult,
  cancelHref,
}: {
  vendor: { id: number; vendorName: string };
  bills: OpenBill[];
  credits: OpenCredit[];
  accounts: PayFromOption[];
  methods: readonly string[];
  today: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  cancelHref: string;
}) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const initial = lastResult?.initialValue as Initial;
  const checks = useDeferredChecks(loadChecks);
  const [form, fields] = useForm({
    id: "pay-bill",
    lastResult,
    shouldValidate: "onSubmit",
    onValidate: (context) => validateWhenLoaded(checks, context, (check) => check(context.formData)),
  });

  const [billRows, setBillRows] = useState<Record<number, BillState>>(() => {
    const given = initialRows(initial, "bills", "billId", (r) => ({ payInFull: ticked(r.payInFull), amount: asText(r.amount) }));
    return Object.fromEntries(bills.map((b) => [b.id, given.get(b.id) ?? { payInFull: false, amount: "" }]));
  });
  const [creditRows, setCreditRows] = useState<Record<number, CreditState>>(() => {
    const given = initialRows(initial, "credits", "creditId", (r) => ({ useAll: ticked(r.useAll), amount: asText(r.amount) }));
    return Object.fromEntries(credits.map((c) => [c.id, given.get(c.id) ?? { useAll: false, amount: "" }]));
  });

  const plan = useMemo(
    () =>
      planPayment(
        {
          bills: bills.map((b) => ({ billId: b.id, payInFull: billRows[b.id].payInFull, amount: parseMoney(billRows[b.id].amount) })),
          credits: credits.map((c) => ({ creditId: c.id, useAll: creditRows[c.id].useAll, amount: parseMoney(creditRows[c.id].amount) })),
        },
        new Map(bills.map((b) => [b.id, fromDecimal(b.amountDue)])),
        new Map(credits.map((c) => [c.id, fromDecimal(c.amountLeft)])),
      ),
    [bills, credits, billRows, creditRows],
  );
  const planned = new Map(plan.bills.map((l) => [l.billId, l]));
  const billNumbers = new Map(bills.map((b) => [b.id, b.number]));
  const chosenCredit = plan.credits.reduce((sum, c) => sum + c.amount, 0);

  const setBill = (id: number, change: Partial<BillState>) => setBillRows((rows) => ({ ...rows, [id]: { ...rows[id], ...change } }));
  const setCredit = (id: number, change: Partial<CreditState>) => setCreditRows((rows) => ({ ...rows, [id]: { ...rows[id], ...change } }));

  const typedDate = asText(initial?.date);
  const fieldError = (name: string) => (form.allErrors[name] ? errorMessages(form.allErrors[name]) : undefined);
  // A row's own message (an amount that is not an amount), named by its bill or credit.
  const rowErrors = listRowErrors(form.allErrors, { bills, credits });

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormErrors errors={form.errors} id={form.errorId} />
      <input type="hidden" name="vendorId" value={vendor.id} />

      <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm md:grid-cols-2">
        <SelectField
          label="Pay From"
          required
          placeholder="Select an account"
          options={accounts.map((a) => ({
            value: String(a.id),
            label: `${a.label} (${a.accountType}) — Balance ${money(fromDecimal(a.balance))}`,
          }))}
          error={fields.payFromAccountId.errors}
          {...getSelectProps(fields.payFromAccountId)}
          id={fields.payFromAccountId.id}
        />
        <DatePicker name="date" label="Payment Date" required {...typedDateOr(typedDate, today)} error={fields.date.errors} />
        <PaymentMethodField meta={fields.paymentMethod} methods={methods} defaultValue={asText(initial?.paymentMethod) || "Cash"} />
        <TextareaField
          label="Comments"
          rows={2}
          maxLength={2000}
          error={fields.comments.errors}
          {...getTextareaProps(fields.comments)}
          id={fields.comments.id}
        />
      </div>

      <TableSection
        id="unpaid-bills"
        title="Unpaid Bills"
        above={fieldError("bills") || rowErrors.length ? <FormErrors errors={[...(fieldError("bills") ?? []), ...rowErrors]} /> : null}
        caption={`Unpaid bills of ${vendor.vendorName}`}
        columns={[
          "Pay in Full",
          "Bill No.",
          "Bill Date",
          "Due Date",
          ["Total", "right"],
          ["Amount Due", "right"],
          ["Credit Applied", "right"],
          ["Amount to Pay", "right"],
        ]}
      >
        <tbody className="divide-y divide-slate-100">
          {bills.length === 0 ? (
            <tr>
              <td colSpan={8} className="px-4 py-8 text-center text-slate-500">
                No unpaid bills for this vendor.
              </td>
            </tr>
          ) : (
            bills.map((bill, index) => {
              const row = billRows[bill.id];
              const line = planned.get(bill.id);
              const shown = row.payInFull && line ? toDecimal(line.amount) : row.amount;
              const prefix = `bills[${index}]`;
              return (
                <tr key={bill.id}>
                  <RowCell
                    id={[`${prefix}.billId`, bill.id]}
                    name={`${prefix}.payInFull`}
                    label={`Pay ${bill.number} in full`}
                    tick={{ checked: row.payInFull, onChange: (checked) => setBill(bill.id, { payInFull: checked, amount: "" }) }}
                  />
                  <td className={`${td} whitespace-nowrap`}>
                    {bill.number}
                    {bill.vendorReference ? <span className="block text-xs text-slate-500">Ref. {bill.vendorReference}</span> : null}
                  </td>
                  <td className={`${td} whitespace-nowrap`}>{formatUsDate(bill.date)}</td>
                  <td className={`${td} whitespace-nowrap`}>
                    {formatUsDate(bill.dueDate)}
                    {bill.overdue ? <span className="ml-2 text-xs font-medium text-red-700">Overdue</span> : null}
                  </td>
                  <td className={`${td} ${amount}`}>{money(fromDecimal(bill.total))}</td>
                  <td className={`${td} ${amount}`}>{money(fromDecimal(bill.amountDue))}</td>
                  <td className={`${td} ${amount}`} data-testid={`credit-applied-${bill.id}`}>
                    {line && line.creditApplied > 0 ? money(line.creditApplied) : ""}
                  </td>
                  <RowCell
                    name={`${prefix}.amount`}
                    label={`Amount to pay for ${bill.number}`}
                    typed={{ value: shown, onChange: (typed) => setBill(bill.id, { payInFull: false, amount: typed }) }}
                  />
                </tr>
              );
            })
          )}
        </tbody>
      </TableSection>

      {credits.length ? (
        <TableSection
          id="vendor-credits"
          title="Vendor Credits"
          above={<p className="text-sm text-slate-600">Credits are applied to the bills being paid, oldest due first.</p>}
          caption={`Vendor credits of ${vendor.vendorName}`}
          columns={["Apply All", "Credit No.", "Date", "Memo", ["Amount Left", "right"], ["Amount to Apply", "right"], "Applied To"]}
        >
          <tbody className="divide-y divide-slate-100">
            {credits.map((credit, index) => {
              const row = creditRows[credit.id];
              const shown = row.useAll ? credit.amountLeft : row.amount;
              const prefix = `credits[${index}]`;
              return (
                <tr key={credit.id}>
                  <RowCell
                    id={[`${prefix}.creditId`, credit.id]}
                    name={`${prefix}.useAll`}
                    label={`Apply all of ${credit.number}`}
                    tick={{ checked: row.useAll, onChange: (checked) => setCredit(credit.id, { useAll: checked, amount: "" }) }}
                  />
                  <td className={`${td} whitespace-nowrap`}>{credit.number}</td>
                  <td className={`${td} whitespace-nowrap`}>{formatUsDate(credit.date)}</td>
                  <td className={td}>{credit.memo}</td>
                  <td className={`${td} ${amount}`}>{money(fromDecimal(credit.amountLeft))}</td>
                  <RowCell
                    name={`${prefix}.amount`}
                    label={`Amount to apply from ${credit.number}`}
                    typed={{ value: shown, onChange: (typed) => setCredit(credit.id, { useAll: false, amount: typed }) }}
                  />
                  <td className={`${td} whitespace-nowrap`} data-testid={`credit-applied-to-${credit.id}`}>
                    {plan.applications
                      .filter((a) => a.creditId === credit.id)
                      .map((a) => `${billNumbers.get(a.billId) ?? a.billId} (${money(a.amount)})`)
                      .join(", ")}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </TableSection>
      ) : null}

      <dl aria-label="Payment totals" className="ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        <dt className="text-slate-600">Amount to Pay</dt>
        <dd className={`${amount} text-slate-900`}>{money(plan.paid)}</dd>
        <dt className="text-slate-600">Credits Applied</dt>
        <dd className={`${amount} text-slate-900`}>{money(plan.credited)}</dd>
        <dt className="font-semibold text-slate-900">Total</dt>
        <dd className={`${amount} font-semibold text-slate-900`}>{money(plan.paid + plan.credited)}</dd>
      </dl>
      {plan.unapplied > 0 ? (
        <p role="status" className="rounded border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800">
          {money(plan.unapplied)} of the {money(chosenCredit)} of credits chosen cannot be applied: the bills being paid owe less. Pay more
          bills or apply less credit.
        </p>
      ) : null}

      {hydrated ? null : (
        <div className="flex flex-wrap items-center gap-3 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-600">
          <Button type="submit" name="intent" value="update" variant="secondary" size="sm">
            Update
          </Button>
          <span>Works out the credits applied and the totals of what is ticked and typed.</span>
        </div>
      )}

      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={navigation.state === "submitting"}>
          Save
        </Button>
        <Link to={cancelHref} className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

/** A titled table of the form (the unpaid bills, the vendor's credits): what stands above it, its heading row, its body. */
function TableSection({
  id,
  title,
  above,
  caption,
  columns,
  children,
}: {
  id: string;
  title: string;
  above?: ReactNode;
  caption: string;
  columns: readonly HeadColumn[];
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {above}
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">{caption}</caption>
          <TableHead className="bg-slate-50" cellClassName={headCell} columns={columns} />
          {children}
        </table>
      </div>
    </section>
  );
}
