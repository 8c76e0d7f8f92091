import { Fragment } from "react";
import { DatePicker } from "~/components/ui/date-picker";
import { Field, SelectField } from "~/components/ui/field";
import { formatMoney, fromDecimal } from "~/lib/money";

// A statement's fields on the Reconcile screens: statement date, ending balance, and the service
// charge and interest earned with their accounts (posted when the reconciliation finishes).

export interface StatementValues {
  statementDate: string;
  endingBalance: string;
  serviceCharge: string;
  serviceChargeAccountId: number | null;
  interestEarned: string;
  interestAccountId: number | null;
}

const amountText = (v: string | undefined) => (v && fromDecimal(v) !== 0 ? formatMoney(fromDecimal(v), "") : "");

export function ReconcileStatementFields({
  today,
  options,
  values,
  errors,
}: {
  today: string;
  options: { chargeAccounts: { id: number; label: string }[]; interestAccounts: { id: number; label: string }[] };
  values?: StatementValues;
  errors?: Record<string, string[]>;
}) {
  const select = (list: { id: number; label: string }[]) => list.map((a) => ({ value: String(a.id), label: a.label }));
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <DatePicker
        name="statementDate"
        label="Statement Date"
        required
        defaultValue={values?.statementDate ?? today}
        error={errors?.statementDate}
      />
      <Field
        label="Ending Balance"
        name="endingBalance"
        required
        inputMode="decimal"
        autoComplete="off"
        defaultValue={values ? formatMoney(fromDecimal(values.endingBalance), "") : ""}
        error={errors?.endingBalance}
      />
      <span className="hidden md:block" />
      {(
        [
          ["Service Charge", "serviceCharge", "serviceChargeAccountId", "Select an expense account", options.chargeAccounts],
          ["Interest Earned", "interestEarned", "interestAccountId", "Select an income account", options.interestAccounts],
        ] as const
      ).map(([label, amountName, accountName, placeholder, accounts], index) => (
        <Fragment key={amountName}>
          {index > 0 ? <span className="hidden md:block" /> : null}
          <Field
            label={label}
            name={amountName}
            inputMode="decimal"
            autoComplete="off"
            defaultValue={amountText(values?.[amountName])}
            error={errors?.[amountName]}
          />
          <SelectField
            label={`${label} Account`}
            name={accountName}
            placeholder={placeholder}
            options={select(accounts)}
            defaultValue={values?.[accountName] ? String(values[accountName]) : ""}
            error={errors?.[accountName]}
          />
        </Fragment>
      ))}
    </div>
  );
}
