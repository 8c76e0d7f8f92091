import { useInputControl, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";
import { DatePicker } from "~/components/ui/date-picker";
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
import { isIsoDate, parseUsDate } from "~/lib/dates";
import { ACCOUNT_FORM_MESSAGES, type AccountOption } from "./account-form-data";

// The account's fields, one component for the New / Edit Account screen and the Account Creation
// dialog: conform holds every value (the inputs post under the form's names and start from conform's
// values; the parent account, a custom select, through useInputControl). The screen and the dialog
// bring their own parent select, checks and buttons.

export type AccountFieldErrors = Record<string, FieldErrors>;
type Fields = Record<string, FieldMetadata<unknown>>;

/** A field's starting value as conform holds it ("" when none). */
const initial = (field: FieldMetadata<unknown> | undefined) => (typeof field?.initialValue === "string" ? field.initialValue : "");

/**
 * The Parent Account, held by conform: the chosen id, `change` to choose (the select posts through a
 * hidden input), and the rule both forms keep — a parent must have the account's type, so a change
 * of type that it does not fit drops it.
 */
export function useParentAccount(fields: Fields, accounts: readonly AccountOption[]) {
  const control = useInputControl(fields.parentAccountId as FieldMetadata<string>);
  const value = typeof control.value === "string" ? control.value : "";
  return {
    value,
    change: (id: string) => control.change(id),
    keepIfOfType: (accountType: string) => {
      const parent = accounts.find((a) => String(a.id) === value);
      if (value && parent?.accountType !== accountType) control.change("");
    },
  };
}

/**
 * The account's fields: type, number and name; the fields of the chosen type (every type's before
 * JavaScript runs, `showAll`); Sub-account and the parent select it opens (`parentSelect`); As of and
 * the Opening Balance (and the screen's `extraAmount`, the deposit); `balance`; the notes and Active.
 * `values` are conform's as the form stands, `fields` its fields; `readOnly` an existing account's
 * number, name and opening balance.
 */
export function AccountFormFields({
  fields,
  values,
  errors,
  idPrefix,
  typePlaceholder,
  onTypeChange,
  onSubAccountChange,
  showAll = false,
  showParent,
  parentSelect,
  readOnly = false,
  bankAccountNumberReadOnly = false,
  amountColumns,
  extraAmount,
  balance,
  commentRows,
}: {
  fields: Fields;
  values: Record<string, unknown>;
  errors: AccountFieldErrors;
  /** Keeps ids unique when the page and a dialog are on screen together. */
  idPrefix: string;
  /** An empty first type option (the dialog's "Account Type is required"). */
  typePlaceholder?: string;
  onTypeChange: (accountType: string) => void;
  onSubAccountChange: (checked: boolean) => void;
  showAll?: boolean;
  /** Whether the parent select is shown (the box is ticked, or JavaScript has not run). */
  showParent: boolean;
  parentSelect: ReactNode;
  readOnly?: boolean;
  bankAccountNumberReadOnly?: boolean;
  amountColumns: 2 | 3;
  extraAmount?: ReactNode;
  balance?: ReactNode;
  commentRows: number;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const accountType = typeof values.accountType === "string" ? values.accountType : initial(fields.accountType);
  const text = (name: string) => ({ id: id(name), name, defaultValue: initial(fields[name]), error: errors[name] });
  const locked = (on: boolean) => (on ? { readOnly: true, className: "bg-slate-50" } : {});
  const asOf = initial(fields.asOf);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <AccountTypeSelect
          id={id("accountType")}
          defaultValue={initial(fields.accountType)}
          placeholder={typePlaceholder}
          onChange={onTypeChange}
          error={errors.accountType}
        />
        <Field label="Account Number" required maxLength={20} {...locked(readOnly)} {...text("accountNumber")} />
        <Field label="Account Name" required maxLength={100} {...locked(readOnly)} {...text("accountName")} />
      </div>

      <TypeSpecificFields accountType={accountType} text={text} showAll={showAll} bankAccountNumberReadOnly={bankAccountNumberReadOnly} />

      <div className="space-y-3">
        <CheckboxField
          id={id("isSubAccount")}
          label="Sub-account"
          name="isSubAccount"
          defaultChecked={initial(fields.isSubAccount) === "on"}
          onChange={(e) => onSubAccountChange(e.target.checked)}
        />
        {showParent ? parentSelect : null}
      </div>

      <div className={cn("grid gap-4", amountColumns === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2")}>
        <DatePicker
          id={id("asOf")}
          name="asOf"
          label="As of"
          defaultValue={isIsoDate(asOf) ? asOf : parseUsDate(asOf)}
          error={errors.asOf}
        />
        <Field
          label="Opening Balance"
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          {...locked(readOnly)}
          {...text("openingBalance")}
        />
        {extraAmount}
      </div>
      {balance}

      <TextareaField label="Description" rows={2} maxLength={500} {...text("description")} />
      <TextareaField label="Comments" rows={commentRows} maxLength={1000} {...text("comments")} />
      <CheckboxField
        id={id("active")}
        label="Active"
        name="active"
        defaultChecked={initial(fields.active) === "on"}
        error={errors.active}
      />
    </>
  );
}

/** The account type picker, its options in the five groups of ACCOUNT_TYPE_GROUPS (conform holds its value). */
export function AccountTypeSelect({
  defaultValue,
  onChange,
  error,
  placeholder,
  id,
  label = "Account Type",
}: {
  defaultValue: string;
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
        defaultValue={defaultValue}
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

function Group({ title, children, framed }: { title: string; children: ReactNode; framed: boolean }) {
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
 * fields, each group titled, with a note that those of other types are ignored. A type's fields
 * leave the form when another type is chosen, and start again from conform's values when it comes back.
 */
function TypeSpecificFields({
  accountType,
  text,
  showAll,
  bankAccountNumberReadOnly,
}: {
  accountType: string;
  /** A field's id, name, starting value and errors. */
  text: (name: string) => { id: string; name: string; defaultValue: string; error: FieldErrors };
  showAll: boolean;
  bankAccountNumberReadOnly: boolean;
}) {
  const shows = (type: string) => showAll || accountType === type;
  return (
    <>
      {showAll ? <p className="text-sm text-slate-500">{ACCOUNT_FORM_MESSAGES.otherTypesNote}</p> : null}
      {shows("Bank") ? (
        <Group title="Bank accounts only" framed={showAll}>
          <Field label="Bank Name" maxLength={100} required={accountType === "Bank"} {...text("bankName")} />
          <SelectField
            label="Bank Account Type"
            required={accountType === "Bank"}
            placeholder="Select..."
            options={BANK_ACCOUNT_TYPES.map((type) => ({ value: type, label: type }))}
            {...text("bankAccountType")}
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
