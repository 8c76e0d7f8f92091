import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { FormActions } from "~/components/ui/form-actions";
import { DatePicker } from "~/components/ui/date-picker";
import { useDeferredChecks, validateWhenLoaded } from "~/components/ui/deferred-validation";
import { Field, FormErrors, SelectField, TextareaField } from "~/components/ui/field";
import { failedReply, guardedClientAction } from "~/components/ui/save-guard";
import { typedDateOr } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { screenMeta } from "~/lib/title";
import { transferAction, transferLoader } from "./transfer.server";

// Transfer Funds (Banking > Transfer Funds): money from one bank, cash, card or Paypal account to
// another — from, to, date, amount, memo — posted Dr to / Cr from; the from account must hold the
// amount (a card: within its limit). Works without JavaScript; with it the form is checked before
// it is sent.

export const loader = transferLoader;
export const action = (args: ActionFunctionArgs) => transferAction(args);

// A save that gets no answer or a 5xx keeps the form and what was typed.
export const clientAction = guardedClientAction({}, (formData, failure) => failedReply(formData, failure.message));

const loadChecks = async () => {
  const [{ parseWithZod }, { transferSchema }] = await Promise.all([import("@conform-to/zod/v4"), import("~/modules/banking/schema")]);
  return (formData: FormData) => parseWithZod(formData, { schema: transferSchema, disableAutoCoercion: true });
};

const asText = (v: unknown) => (typeof v === "string" ? v : "");

export default function TransferFunds() {
  const { companyId, today, accounts, from } = useLoaderData<typeof transferLoader>();
  const lastResult = useActionData<typeof action>();
  const checks = useDeferredChecks(loadChecks);
  const [form, fields] = useForm({
    id: "transfer-funds",
    lastResult,
    shouldValidate: "onSubmit",
    onValidate: (context) => validateWhenLoaded(checks, context, (check) => check(context.formData)),
  });
  const initial = lastResult?.initialValue as Record<string, unknown> | undefined;
  const typedDate = asText(initial?.date);
  const options = accounts.map((a) => ({
    value: String(a.id),
    label: `${a.accountName} (${a.accountType}) · ${formatMoney(fromDecimal(a.balance))}`,
  }));
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Breadcrumb items={[{ label: "Banking", to: menuHref(companyId, "banking/accounts") }, { label: "Transfer Funds" }]} />
      <h1 className="text-2xl font-semibold text-slate-900">Transfer Funds</h1>
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormErrors errors={form.errors} id={form.errorId} />
        <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm md:grid-cols-2">
          {(
            [
              [fields.fromAccountId, "Transfer Funds From", from],
              [fields.toAccountId, "Transfer Funds To", null],
            ] as const
          ).map(([field, label, chosen]) => (
            <SelectField
              label={label}
              required
              placeholder="Select an account"
              options={options}
              error={field.errors}
              {...getSelectProps(field)}
              defaultValue={asText(initial?.[field.name]) || (chosen ? String(chosen) : "")}
              id={field.id}
            />
          ))}
          <DatePicker name="date" label="Date" required {...typedDateOr(typedDate, today)} error={fields.date.errors} />
          <Field
            label="Transfer Amount"
            required
            inputMode="decimal"
            autoComplete="off"
            error={fields.amount.errors}
            {...getInputProps(fields.amount, { type: "text" })}
            id={fields.amount.id}
          />
          <TextareaField
            label="Memo"
            rows={2}
            maxLength={2000}
            error={fields.memo.errors}
            {...getTextareaProps(fields.memo)}
            id={fields.memo.id}
            containerClassName="md:col-span-2"
          />
        </div>
        <FormActions save="Save Transfer" cancelTo={menuHref(companyId, "banking/accounts")} />
      </Form>
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Transfer Funds");
