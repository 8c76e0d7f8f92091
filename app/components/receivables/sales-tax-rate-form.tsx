import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { FormActions } from "~/components/ui/form-actions";
import { useDeferredChecks, validateWhenLoaded } from "~/components/ui/deferred-validation";
import { CheckboxField, Field, FormErrors, SelectField } from "~/components/ui/field";

// New and Edit Sales Tax Rate (company/add-sales-tax-rate, company/edit-sales-tax-rate/{id}): name,
// rate (a percentage), the agency it is owed to, the liability account (blank: Sales Tax Payable)
// and active; an edit carries the version it was opened on (ADR 0014). Works without JavaScript.

export interface SalesTaxRateFormLoaded {
  mode: "new" | "edit";
  companyId: number;
  values: { name: string; rate: string; agency: string; liabilityAccountId: string; active: boolean; version: string };
  accounts: { id: number; accountName: string }[];
}

const loadChecks = async () => {
  const [{ parseWithZod }, { salesTaxRateSchema, salesTaxRateUpdateSchema }] = await Promise.all([
    import("@conform-to/zod/v4"),
    import("~/modules/sales/sales-tax-rates-schema"),
  ]);
  return (mode: "new" | "edit", formData: FormData) =>
    parseWithZod(formData, {
      schema: mode === "edit" ? salesTaxRateUpdateSchema(true) : salesTaxRateSchema(true),
      disableAutoCoercion: true,
    });
};

export function SalesTaxRateForm({
  loaded,
  lastResult,
}: {
  loaded: SalesTaxRateFormLoaded;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const checks = useDeferredChecks(loadChecks);
  const title = loaded.mode === "edit" ? "Edit Sales Tax Rate" : "New Sales Tax Rate";
  const [form, fields] = useForm({
    id: "sales-tax-rate",
    lastResult,
    defaultValue: { ...loaded.values, active: loaded.values.active ? "on" : "" },
    shouldValidate: "onSubmit",
    onValidate: (context) => validateWhenLoaded(checks, context, (check) => check(loaded.mode, context.formData)),
  });
  const listHref = menuHref(loaded.companyId, "company/lists/sales-tax-rates");
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Breadcrumb items={[{ label: "Company" }, { label: "Sales Tax Rates", to: listHref }, { label: title }]} />
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <Form method="post" {...getFormProps(form)} className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <FormErrors errors={form.errors} id={form.errorId} />
        {loaded.mode === "edit" ? <input type="hidden" name="version" value={loaded.values.version} /> : null}
        <div className="grid gap-4 md:grid-cols-2">
          <Field label="Tax Name" required maxLength={100} error={fields.name.errors} {...getInputProps(fields.name, { type: "text" })} />
          <Field
            label="Rate (%)"
            required
            inputMode="decimal"
            autoComplete="off"
            error={fields.rate.errors}
            {...getInputProps(fields.rate, { type: "text" })}
          />
          <Field label="Tax Agency" maxLength={200} error={fields.agency.errors} {...getInputProps(fields.agency, { type: "text" })} />
          <SelectField
            label="Liability Account"
            placeholder="Sales Tax Payable"
            options={loaded.accounts.map((a) => ({ value: String(a.id), label: a.accountName }))}
            error={fields.liabilityAccountId.errors}
            name={fields.liabilityAccountId.name}
            id={fields.liabilityAccountId.id}
            defaultValue={String(fields.liabilityAccountId.initialValue ?? "")}
          />
          <CheckboxField
            label="Active"
            name={fields.active.name}
            id={fields.active.id}
            defaultChecked={fields.active.initialValue === "on"}
          />
        </div>
        <FormActions save={loaded.mode === "edit" ? "Update Changes" : "Save"} cancelTo={listHref} />
      </Form>
    </div>
  );
}
