import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { DecimalField } from "~/components/fixed-assets/decimal-field";
import { Button, buttonClasses } from "~/components/ui/button";
import { DatePicker } from "~/components/ui/date-picker";
import { useDeferredChecks, validateWhenLoaded } from "~/components/ui/deferred-validation";
import { Field, FormErrors, SelectField, TextareaField } from "~/components/ui/field";
import { formatUsDate, typedDateOr } from "~/lib/dates";
import { ASSET_TYPES, DEPRECIATION_METHOD_LABELS, DEPRECIATION_METHODS, type FixedAssetRow } from "~/modules/fixed-assets/constants";

// The asset form of New Asset, of Add a New Asset's dialog on Pending Items and of a pending
// asset's Edit (§2.12): New Item, Asset Number, Account, Purchase Date, Purchase Price,
// description, Asset Type, Depreciation Rate and Method, the two depreciation accounts, the
// Purchase Document it was bought on (none: an opening asset), the info line on the fixed assets
// start date and the read-only accumulated depreciation. New: Save and Close keeps it pending,
// Register registers it; Edit: Save and Close with the version it was opened at.

type Option = { value: string; label: string };

export interface AssetFormChoices {
  today: string;
  assetAccounts: Option[];
  depreciationAccounts: Option[];
  accumulatedAccounts: Option[];
  documents: Option[];
  startDate: string;
}

const loadChecks = async () => {
  const [{ parseWithZod }, { fixedAssetSchema }] = await Promise.all([
    import("@conform-to/zod/v4"),
    import("~/modules/fixed-assets/schema"),
  ]);
  return (formData: FormData) => parseWithZod(formData, { schema: fixedAssetSchema, disableAutoCoercion: true });
};

/** New Asset's first values: the next number, 0.00, 0%, straight line. */
export const newAssetDefaults = (assetNumber: number) => ({
  assetNumber: String(assetNumber),
  purchasePrice: "0.00",
  depreciationRate: "0",
  depreciationMethod: "straight_line",
});

/** The saved asset as the asset form's first values. */
export function assetFormValues(
  asset: FixedAssetRow & {
    description: string;
    depreciationAccountId: number | null;
    accumulatedAccountId: number | null;
    sourceEntryId: number | null;
  },
): Record<string, string> {
  const id = (v: number | null) => (v === null ? "" : String(v));
  return {
    itemName: asset.itemName,
    assetNumber: String(asset.assetNumber),
    accountId: String(asset.accountId),
    purchaseDate: asset.purchaseDate,
    purchasePrice: asset.purchasePrice,
    description: asset.description,
    assetType: asset.assetType,
    depreciationRate: String(Number(asset.depreciationRate)),
    depreciationMethod: asset.depreciationMethod,
    depreciationAccountId: id(asset.depreciationAccountId),
    accumulatedAccountId: id(asset.accumulatedAccountId),
    sourceEntryId: id(asset.sourceEntryId),
  };
}

const asText = (v: unknown) => (typeof v === "string" ? v : "");
const METHOD_OPTIONS = DEPRECIATION_METHODS.map((m) => ({ value: m, label: DEPRECIATION_METHOD_LABELS[m] }));
const TYPE_OPTIONS = ASSET_TYPES.map((t) => ({ value: t, label: t }));

export function FixedAssetForm({
  id,
  choices,
  defaultValue,
  lastResult,
  cancelHref,
  action,
  version,
  onCancel,
}: {
  id: string;
  choices: AssetFormChoices;
  /** The fields' first values (text), the saved asset's when editing */
  defaultValue: Record<string, string>;
  lastResult?: SubmissionResult<string[]> | null;
  cancelHref: string;
  /** Where the form posts (default: the page's own action) */
  action?: string;
  /** Editing: the version the asset was opened at (no Register button) */
  version?: number;
  /** In a dialog: Cancel closes it rather than following `cancelHref` */
  onCancel?: () => void;
}) {
  const submitting = useNavigation().state === "submitting";
  const checks = useDeferredChecks(loadChecks);
  const [form, fields] = useForm({
    id,
    lastResult,
    shouldValidate: "onSubmit",
    defaultValue,
    onValidate: (context) => validateWhenLoaded(checks, context, (check) => check(context.formData)),
  });
  const initial = lastResult?.initialValue as Record<string, unknown> | undefined;
  const select = (field: typeof fields.accountId, label: string, options: readonly Option[], placeholder: string, required = false) => (
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
    <Form method="post" action={action} {...getFormProps(form)} className="space-y-5">
      <FormErrors errors={form.errors} id={form.errorId} />
      {version !== undefined ? <input type="hidden" name="version" value={version} /> : null}
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
        {select(fields.accountId, "Account", choices.assetAccounts, "Select a Fixed Asset account", true)}
        <DatePicker
          name="purchaseDate"
          label="Purchase Date"
          required
          id={`${id}-purchase-date`}
          {...typedDateOr(asText(initial?.purchaseDate), defaultValue.purchaseDate || choices.today)}
          error={fields.purchaseDate.errors}
        />
        <DecimalField label="Purchase Price (USD)" field={fields.purchasePrice} />
        {select(fields.sourceEntryId, "Purchase Document", choices.documents, "None (an opening balance)")}
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
        {select(fields.depreciationAccountId, "Depreciation Account", choices.depreciationAccounts, "Select an expense account")}
        {select(fields.accumulatedAccountId, "Accumulated Depreciation Account", choices.accumulatedAccounts, "Select an account")}
        <Field label="Accumulated Depreciation" value="0.00" readOnly id={`${id}-accumulated-depreciation`} />
        <p className="text-sm text-slate-600 md:col-span-2" role="note">
          If the purchase date is before the fixed assets start date ({formatUsDate(choices.startDate)}), the asset is depreciated from the
          start date.
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="save" disabled={submitting}>
          Save and Close
        </Button>
        {version === undefined ? (
          <Button type="submit" name="intent" value="register" variant="secondary" disabled={submitting}>
            Register
          </Button>
        ) : null}
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : (
          <Link to={cancelHref} className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
            Cancel
          </Link>
        )}
      </div>
    </Form>
  );
}
