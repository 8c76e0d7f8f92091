import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { DecimalField } from "~/components/fixed-assets/decimal-field";
import { menuHref } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { DatePicker } from "~/components/ui/date-picker";
import { useDeferredChecks, validateWhenLoaded } from "~/components/ui/deferred-validation";
import { Field, FormErrors, SelectField, TextareaField } from "~/components/ui/field";
import { failedReply, guardedClientAction } from "~/components/ui/save-guard";
import { formatUsDate, typedDateOr } from "~/lib/dates";
import { pageTitle } from "~/lib/title";
import { ASSET_TYPES, DEPRECIATION_METHOD_LABELS, DEPRECIATION_METHODS } from "~/modules/fixed-assets/constants";
import { newAssetAction, newAssetLoader } from "./new-asset.server";

// New Asset (Fixed Assets › New Asset, §2.12): New Item, Asset Number (the next), Account, Purchase
// Date, Purchase Price, description, Asset Type, Depreciation Rate, Depreciation Method,
// Depreciation Account and Accumulated Depreciation Account, the Purchase Document it was bought on
// (none: an opening asset), the info line on the fixed assets start date and the read-only
// accumulated depreciation. Save and Close keeps it pending; Register registers it (ADR 0064).
// Works without JavaScript; with it the form is checked before it is sent.

export const loader = newAssetLoader;
export const action = (args: ActionFunctionArgs) => newAssetAction(args);

// A save that gets no answer or a 5xx keeps the form and what was typed.
export const clientAction = guardedClientAction({}, (formData, failure) => failedReply(formData, failure.message));

const loadChecks = async () => {
  const [{ parseWithZod }, { fixedAssetSchema }] = await Promise.all([
    import("@conform-to/zod/v4"),
    import("~/modules/fixed-assets/schema"),
  ]);
  return (formData: FormData) => parseWithZod(formData, { schema: fixedAssetSchema, disableAutoCoercion: true });
};

const asText = (v: unknown) => (typeof v === "string" ? v : "");
const METHOD_OPTIONS = DEPRECIATION_METHODS.map((m) => ({ value: m, label: DEPRECIATION_METHOD_LABELS[m] }));
const TYPE_OPTIONS = ASSET_TYPES.map((t) => ({ value: t, label: t }));

export default function NewFixedAsset() {
  const data = useLoaderData<typeof newAssetLoader>();
  const lastResult = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const checks = useDeferredChecks(loadChecks);
  const [form, fields] = useForm({
    id: "new-fixed-asset",
    lastResult,
    shouldValidate: "onSubmit",
    defaultValue: {
      assetNumber: String(data.assetNumber),
      purchasePrice: "0.00",
      depreciationRate: "0",
      depreciationMethod: "straight_line",
    },
    onValidate: (context) => validateWhenLoaded(checks, context, (check) => check(context.formData)),
  });
  const initial = lastResult?.initialValue as Record<string, unknown> | undefined;
  const select = (
    field: typeof fields.accountId,
    label: string,
    options: readonly { value: string; label: string }[],
    placeholder: string,
    required = false,
  ) => (
    <SelectField
      label={label}
      required={required}
      placeholder={placeholder}
      options={options}
      error={field.errors}
      {...getSelectProps(field)}
      id={field.id}
    />
  );
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <Breadcrumb
        items={[{ label: "Fixed Assets", to: menuHref(data.companyId, "company/fixed-assets/pending-items") }, { label: "New Asset" }]}
      />
      <h1 className="text-2xl font-semibold text-slate-900">New Fixed Asset</h1>
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormErrors errors={form.errors} id={form.errorId} />
        <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm md:grid-cols-2">
          <Field
            label="New Item"
            required
            maxLength={200}
            error={fields.itemName.errors}
            {...getInputProps(fields.itemName, { type: "text" })}
            id={fields.itemName.id}
          />
          <Field
            label="Asset Number"
            inputMode="numeric"
            error={fields.assetNumber.errors}
            {...getInputProps(fields.assetNumber, { type: "text" })}
            id={fields.assetNumber.id}
          />
          {select(fields.accountId, "Account", data.assetAccounts, "Select a Fixed Asset account", true)}
          <DatePicker
            name="purchaseDate"
            label="Purchase Date"
            required
            {...typedDateOr(asText(initial?.purchaseDate), data.today)}
            error={fields.purchaseDate.errors}
          />
          <DecimalField label="Purchase Price (USD)" field={fields.purchasePrice} />
          {select(fields.sourceEntryId, "Purchase Document", data.documents, "None (an opening balance)")}
          <TextareaField
            label="Description"
            rows={2}
            maxLength={2000}
            error={fields.description.errors}
            {...getTextareaProps(fields.description)}
            id={fields.description.id}
            containerClassName="md:col-span-2"
          />
          {select(fields.assetType, "Asset Type", TYPE_OPTIONS, "Select an asset type", true)}
          <DecimalField label="Depreciation Rate (%)" field={fields.depreciationRate} />
          {select(fields.depreciationMethod, "Depreciation Method", METHOD_OPTIONS, "Select a method", true)}
          {select(fields.depreciationAccountId, "Depreciation Account", data.depreciationAccounts, "Select an expense account")}
          {select(fields.accumulatedAccountId, "Accumulated Depreciation Account", data.accumulatedAccounts, "Select an account")}
          <Field label="Accumulated Depreciation" value="0.00" readOnly id="accumulated-depreciation" />
          <p className="text-sm text-slate-600 md:col-span-2" role="note">
            If the purchase date is before the fixed assets start date ({formatUsDate(data.startDate)}), the asset is depreciated from the
            start date.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="save" disabled={submitting}>
            Save and Close
          </Button>
          <Button type="submit" name="intent" value="register" variant="secondary" disabled={submitting}>
            Register
          </Button>
          <Link
            to={menuHref(data.companyId, "company/fixed-assets/pending-items")}
            className={buttonClasses({ variant: "secondary", className: "no-underline" })}
          >
            Cancel
          </Link>
        </div>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <ShellErrorPanel homeHref="/dashboard" homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = () => [{ title: pageTitle("New Fixed Asset") }];
