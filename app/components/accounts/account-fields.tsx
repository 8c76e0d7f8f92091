import { cn } from "~/components/ui/cn";
import {
  CheckboxField,
  describedBy,
  errorMessages,
  Field,
  FieldError,
  inputClasses,
  Label,
  SelectField,
  TextareaField,
  useFieldIds,
  type FieldErrors,
} from "~/components/ui/field";
import { ACCOUNT_TYPE_GROUPS, BANK_ACCOUNT_TYPES } from "~/modules/ledger/account-types";
import { ACCOUNT_FORM_MESSAGES, type AccountFormValues } from "./account-form-data";

// Inputs shared by the account page and the Account Creation dialog: the grouped type picker and
// the fields that belong to one account type (Bank, Credit Card, Paypal).

export type AccountFieldErrors = Record<string, FieldErrors>;
export type SetAccountField = <K extends keyof AccountFormValues>(field: K, value: AccountFormValues[K]) => void;

/** The account type picker, its options in the five groups of ACCOUNT_TYPE_GROUPS. */
export function AccountTypeSelect({
  value,
  onChange,
  error,
  placeholder,
  id,
  label = "Account Type",
}: {
  value: string;
  onChange: (accountType: string) => void;
  error?: FieldErrors;
  /** An empty first option (the dialog's "Account Type is required"). */
  placeholder?: string;
  id?: string;
  label?: string;
}) {
  const ids = useFieldIds(id, "accountType");
  const hasError = errorMessages(error).length > 0;
  return (
    <div>
      <Label htmlFor={ids.controlId} required>
        {label}
      </Label>
      <select
        id={ids.controlId}
        name="accountType"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(inputClasses, "pr-8")}
        {...describedBy(ids, { hasError, hasDescription: false })}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {ACCOUNT_TYPE_GROUPS.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.types.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}

function Group({ title, children, framed }: { title: string; children: React.ReactNode; framed: boolean }) {
  if (!framed) return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
  return (
    <fieldset className="rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-700">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * The fields of the chosen type only; with `showAll` (before JavaScript runs) every type's
 * fields, each group titled, with a note that those of other types are ignored.
 */
export function TypeSpecificFields({
  accountType,
  values,
  setField,
  errors,
  showAll = false,
  bankAccountNumberReadOnly = false,
  idPrefix,
}: {
  accountType: string;
  values: AccountFormValues;
  setField: SetAccountField;
  errors: AccountFieldErrors;
  showAll?: boolean;
  bankAccountNumberReadOnly?: boolean;
  /** Keeps ids unique when the page and a dialog are on screen together. */
  idPrefix: string;
}) {
  const shows = (type: string) => showAll || accountType === type;
  const text = (field: keyof AccountFormValues) => ({
    id: `${idPrefix}-${field}`,
    name: field,
    value: values[field] as string,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setField(field, event.target.value),
    error: errors[field],
  });
  return (
    <>
      {showAll ? <p className="text-sm text-slate-500">{ACCOUNT_FORM_MESSAGES.otherTypesNote}</p> : null}
      {shows("Bank") ? (
        <Group title="Bank accounts only" framed={showAll}>
          <Field label="Bank Name" maxLength={100} required={accountType === "Bank"} {...text("bankName")} />
          <SelectField
            id={`${idPrefix}-bankAccountType`}
            label="Bank Account Type"
            name="bankAccountType"
            required={accountType === "Bank"}
            placeholder="Select..."
            options={BANK_ACCOUNT_TYPES.map((type) => ({ value: type, label: type }))}
            value={values.bankAccountType}
            onChange={(event) => setField("bankAccountType", event.target.value)}
            error={errors.bankAccountType}
          />
          <Field
            label="Bank Account Number"
            maxLength={34}
            required={accountType === "Bank"}
            readOnly={bankAccountNumberReadOnly}
            className={bankAccountNumberReadOnly ? "bg-slate-50" : undefined}
            {...text("bankAccountNumber")}
          />
        </Group>
      ) : null}
      {shows("Credit Card") ? (
        <Group title="Credit Card accounts only" framed={showAll}>
          <Field label="Credit Limit" type="number" inputMode="decimal" min="0" step="0.01" {...text("creditLimit")} />
          <Field label="Card or Loan Number" maxLength={34} {...text("cardOrLoanNumber")} />
        </Group>
      ) : null}
      {shows("Paypal") ? (
        <Group title="Paypal accounts only" framed={showAll}>
          <Field label="Paypal Email" type="email" maxLength={200} {...text("paypalEmail")} />
        </Group>
      ) : null}
    </>
  );
}

interface AccountFieldGroupProps {
  values: AccountFormValues;
  setField: SetAccountField;
  errors: AccountFieldErrors;
  /** The ids' prefix: "account" on the page, "account-dialog-<uid>" in the dialog. */
  idPrefix: string;
}

/** Account Number and Account Name: required, and read-only once the account exists. */
export function AccountNumberAndName({
  values,
  setField,
  errors,
  idPrefix,
  readOnly = false,
}: AccountFieldGroupProps & { readOnly?: boolean }) {
  const fields = [
    { name: "accountNumber", label: "Account Number", maxLength: 20 },
    { name: "accountName", label: "Account Name", maxLength: 100 },
  ] as const;
  return fields.map(({ name, label, maxLength }) => (
    <Field
      key={name}
      id={`${idPrefix}-${name}`}
      label={label}
      name={name}
      required
      maxLength={maxLength}
      readOnly={readOnly}
      className={readOnly ? "bg-slate-50" : undefined}
      value={values[name]}
      onChange={(e) => setField(name, e.target.value)}
      error={errors[name]}
    />
  ));
}

/** Opening Balance: read-only once the account exists (a deposit changes it then). */
export function OpeningBalanceField({
  values,
  setField,
  errors,
  idPrefix,
  readOnly = false,
}: AccountFieldGroupProps & { readOnly?: boolean }) {
  return (
    <Field
      id={`${idPrefix}-openingBalance`}
      label="Opening Balance"
      name="openingBalance"
      type="number"
      inputMode="decimal"
      min="0"
      step="0.01"
      readOnly={readOnly}
      className={readOnly ? "bg-slate-50" : undefined}
      value={values.openingBalance}
      onChange={(e) => setField("openingBalance", e.target.value)}
      error={errors.openingBalance}
    />
  );
}

/** Description, Comments and Active, the last fields of both forms. */
export function AccountNotesFields({ values, setField, errors, idPrefix, commentRows }: AccountFieldGroupProps & { commentRows: number }) {
  return (
    <>
      {(
        [
          { name: "description", label: "Description", rows: 2, maxLength: 500 },
          { name: "comments", label: "Comments", rows: commentRows, maxLength: 1000 },
        ] as const
      ).map(({ name, label, rows, maxLength }) => (
        <TextareaField
          key={name}
          id={`${idPrefix}-${name}`}
          label={label}
          name={name}
          rows={rows}
          maxLength={maxLength}
          value={values[name]}
          onChange={(e) => setField(name, e.target.value)}
          error={errors[name]}
        />
      ))}
      <CheckboxField
        id={`${idPrefix}-active`}
        label="Active"
        name="active"
        checked={values.active}
        onChange={(e) => setField("active", e.target.checked)}
        error={errors.active}
      />
    </>
  );
}
