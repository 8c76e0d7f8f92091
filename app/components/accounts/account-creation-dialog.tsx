import { useMemo, useState } from "react";
import { SearchableSelect } from "~/components/ui/searchable-select";
import { useToast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { FieldErrors } from "~/components/ui/field";
import { loadOnOpen } from "~/components/ui/load-on-open";
import { ACCOUNT_FORM_MESSAGES, ADD_NEW_ACCOUNT_LABEL, accountLabel, type AccountOption } from "./account-form-data";
import type { AccountCreationDialogProps } from "./account-creation-panel";

export { ADD_NEW_ACCOUNT_LABEL };
export type { AccountCreationDialogProps };

// The Account Creation dialog and the account select that offers it as its last option, "Add New
// Account". The dialog has the account page's fields with the dialog's own rules and wording
// (accountDialogSchema), checked by conform in the browser and again by the new-account action,
// which answers it as data (intent=dialog); problems are listed in a 'Validation Error' dialog and
// shown under their fields, a failure that is not about a field in an error dialog. The dialog
// (./account-creation-panel) loads the first time it opens.

/** The Account Creation dialog: the page's fields with the dialog's rules and messages. */
export const AccountCreationDialog = loadOnOpen(() => import("./account-creation-panel").then((m) => m.AccountCreationDialog));

const ADD_NEW_VALUE = "__add-new-account__";

/**
 * A searchable account select whose last option, "Add New Account", opens the Account Creation
 * dialog; the account created there is added to the options and selected.
 *
 * Props:
 * - `name`, `label` — the form field (it submits the chosen account's id) and its label.
 * - `accounts` — the company's accounts to offer (`{ id, accountNumber, accountName, accountType }`,
 *   e.g. `allAccounts(db, companyId)` mapped in the loader). Options read "1000 - Checking".
 * - `companyId` — the dialog posts to `/company/{companyId}/dashboard/new-account` (intent=dialog).
 * - `types` — offer only accounts of these types (e.g. `["Expense", "Other Expense"]`); the dialog
 *   starts on the first. Default: every account given.
 * - `value` + `onChange(id)` to control it, or `defaultValue` (ids are strings; "" is none).
 * - `onCreated(account)` — called after the dialog created an account (it is then selected when
 *   it fits `types`). The page's loaders also revalidate, so `accounts` soon includes it.
 * - `allowCreate` — false hides "Add New Account" (default true).
 * - `placeholder`, `required`, `error`, `hideLabel`, `disabled`, `id`, `className` as SearchableSelect.
 * Before JavaScript runs it is a native `<select name>` without "Add New Account".
 */
export interface AccountSelectProps {
  name: string;
  label: string;
  accounts: readonly AccountOption[];
  companyId: number;
  types?: readonly string[];
  value?: string;
  defaultValue?: string;
  onChange?: (accountId: string) => void;
  onCreated?: (account: AccountOption) => void;
  allowCreate?: boolean;
  placeholder?: string;
  required?: boolean;
  error?: FieldErrors;
  hideLabel?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
  /** Label the options "number - name - type" (the vendor form's, per the spec) instead of "number - name". */
  showType?: boolean;
}

export function AccountSelect({
  name,
  label,
  accounts,
  companyId,
  types,
  value,
  defaultValue,
  onChange,
  onCreated,
  allowCreate = true,
  placeholder = "Select account",
  required,
  error,
  hideLabel,
  disabled,
  id,
  className,
  showType = false,
}: AccountSelectProps) {
  const hydrated = useHydrated();
  const toast = useToast();
  const [internal, setInternal] = useState(defaultValue ?? "");
  const [created, setCreated] = useState<AccountOption[]>([]);
  const [dialogOpen, setDialogOpen] = useState(false);
  const selected = value ?? internal;
  const fits = (account: AccountOption) => !types || types.includes(account.accountType);

  // The accounts given, plus those created here that the page's data does not hold yet.
  const known = useMemo(() => {
    const ids = new Set(accounts.map((a) => a.id));
    return [...accounts, ...created.filter((a) => !ids.has(a.id))];
  }, [accounts, created]);
  const options = useMemo(() => {
    const label = (a: AccountOption) => (showType ? `${accountLabel(a)} - ${a.accountType}` : accountLabel(a));
    const list = known.filter(fits).map((a) => ({ value: String(a.id), label: label(a) }));
    return hydrated && allowCreate ? [...list, { value: ADD_NEW_VALUE, label: ADD_NEW_ACCOUNT_LABEL }] : list;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [known, types?.join("|"), hydrated, allowCreate, showType]);

  const choose = (next: string) => {
    if (value === undefined) setInternal(next);
    onChange?.(next);
  };

  return (
    <>
      <SearchableSelect
        name={name}
        label={label}
        options={options}
        value={selected}
        onChange={(next) => {
          if (next === ADD_NEW_VALUE) {
            // After the list has closed and given focus back, so the dialog can take it.
            setTimeout(() => setDialogOpen(true), 0);
          } else {
            choose(next);
          }
        }}
        placeholder={placeholder}
        required={required}
        error={error}
        hideLabel={hideLabel}
        disabled={disabled}
        id={id}
        className={className}
      />
      {hydrated && allowCreate ? (
        <AccountCreationDialog
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          companyId={companyId}
          accounts={known}
          defaultType={types?.[0]}
          onCreated={(account) => {
            setCreated((list) => [...list, account]);
            toast.success(ACCOUNT_FORM_MESSAGES.created);
            if (fits(account)) choose(String(account.id));
            onCreated?.(account);
          }}
        />
      ) : null}
    </>
  );
}
