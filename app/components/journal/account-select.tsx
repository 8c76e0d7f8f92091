import { AccountSelect } from "~/components/accounts/account-creation-dialog";
import type { AccountOption } from "~/components/accounts/account-form-data";
import type { FieldErrors } from "~/components/ui/field";

// The Account cell of a journal entry row: the accounts area's AccountSelect (searchable, with
// "Add New Account" opening the Account Creation dialog once JavaScript runs; a native <select>
// before that) over the company's active accounts.

export { accountLabel, type AccountOption } from "~/components/accounts/account-form-data";

export function JournalAccountSelect({
  name,
  label,
  companyId,
  accounts,
  value,
  onChange,
  error,
}: {
  name: string;
  label: string;
  companyId: number;
  accounts: readonly AccountOption[];
  value: string;
  onChange: (value: string) => void;
  error?: FieldErrors;
}) {
  return (
    <AccountSelect
      name={name}
      label={label}
      hideLabel
      companyId={companyId}
      accounts={accounts}
      value={value}
      onChange={onChange}
      placeholder="Select account"
      error={error}
    />
  );
}
