import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useMemo, useState } from "react";
import { ADD_NEW_ACCOUNT_LABEL, AccountCreationDialog } from "~/components/accounts/account-creation-dialog";
import { ACCOUNT_FORM_MESSAGES, type AccountOption } from "~/components/accounts/account-form-data";
import { menuHref } from "~/components/shell/menu";
import { Button } from "~/components/ui/button";
import type { FieldErrors } from "~/components/ui/field";
import { SearchableSelect } from "~/components/ui/searchable-select";
import { useToast } from "~/components/ui/toast";
import { loadOnOpen } from "~/components/ui/load-on-open";
import { useHydrated } from "~/components/ui/use-hydrated";
import { VendorPicker } from "~/components/vendors/vendor-picker";
import { formatMoney, fromDecimal } from "~/lib/money";
import type { VendorParty } from "~/modules/purchases/form-rules";
import type { AccountChoice, PayFromChoice, VendorChoice } from "~/modules/purchases/views";
import { ADD_NEW_VENDOR_LABEL } from "./purchase-form-data";

// The header selects of the purchase forms: the vendor (active vendors, "+ Add New Vendor" going to
// New Vendor), its contacts (components/documents/contact-select.tsx), the paying account with its balance
// ("Add New Account" opening the Account Creation dialog), and the cash purchase's vendor search.
// Before JavaScript runs each is a native select (New Vendor is then a link beside it).

const ADD_NEW_VENDOR = "__add-new-vendor__";
const ADD_NEW_VENDOR_OPTIONS = [{ value: ADD_NEW_VENDOR, label: ADD_NEW_VENDOR_LABEL }];
const ADD_NEW_ACCOUNT = "__add-new-account__";

export function VendorSelect({
  companyId,
  vendors,
  party,
  value,
  onChange,
  searchValue,
  required,
  error,
  label = "Vendor Name",
}: {
  companyId: number;
  /** The loader's (or the last answer's) vendors: a search's matches, not every vendor. */
  vendors: readonly VendorChoice[];
  /** The chosen vendor as last read: kept as an option when it is not among them. */
  party: VendorParty | null;
  value: string;
  onChange: (vendorId: string) => void;
  /** The vendor search typed without JavaScript. */
  searchValue?: string;
  required?: boolean;
  error?: FieldErrors;
  label?: string;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const newVendorHref = menuHref(companyId, "vendors/new-vendor");
  const options = useMemo(() => {
    const list = vendors.map((v) => ({ id: v.id, vendorName: v.vendorName }));
    if (party && !vendors.some((v) => v.id === party.id)) list.unshift({ id: party.id, vendorName: party.vendorName });
    return list;
  }, [vendors, party]);
  return (
    <div>
      <VendorPicker
        companyId={companyId}
        name="vendorId"
        label={label}
        options={options}
        value={value}
        required={required}
        placeholder="Select vendor"
        error={error}
        searchName="vendorSearch"
        searchValue={searchValue}
        // Without JavaScript, Search answers the form again with the matching vendors.
        searchIntent={{ name: "intent", value: "refresh" }}
        extraOptions={ADD_NEW_VENDOR_OPTIONS}
        onChange={(next) => {
          // "Add New Vendor" leaves for the New Vendor screen (its Save and Close comes back here).
          if (next === ADD_NEW_VENDOR) navigate(newVendorHref);
          else onChange(next);
        }}
      />
      {hydrated ? null : (
        <Link to={newVendorHref} className="mt-1 inline-block text-xs">
          {ADD_NEW_VENDOR_LABEL}
        </Link>
      )}
    </div>
  );
}

/** "1010 - Checking ($1,250.00)": the paying account with its current balance. */
export function payFromLabel(account: AccountChoice & Partial<Pick<PayFromChoice, "currentBalance">>): string {
  const balance = account.currentBalance === undefined ? "" : ` (${formatMoney(fromDecimal(account.currentBalance))})`;
  return `${account.accountNumber} - ${account.accountName}${balance}`;
}

export function PayFromSelect({
  name,
  label,
  companyId,
  accounts,
  types,
  value,
  onChange,
  required,
  error,
  description,
}: {
  name: string;
  label: string;
  companyId: number;
  accounts: readonly PayFromChoice[];
  /** The kind's paying account types (the Add New Account dialog starts on the first). */
  types: readonly string[];
  value: string;
  onChange: (accountId: string) => void;
  required?: boolean;
  error?: FieldErrors;
  description?: string;
}) {
  const hydrated = useHydrated();
  const toast = useToast();
  const [created, setCreated] = useState<AccountOption[]>([]);
  const [dialogOpen, setDialogOpen] = useState(false);
  const options = useMemo(() => {
    const ids = new Set(accounts.map((a) => a.id));
    const list = [...accounts, ...created.filter((a) => !ids.has(a.id) && types.includes(a.accountType))].map((a) => ({
      value: String(a.id),
      label: payFromLabel(a),
    }));
    return hydrated ? [...list, { value: ADD_NEW_ACCOUNT, label: ADD_NEW_ACCOUNT_LABEL }] : list;
  }, [accounts, created, types, hydrated]);
  return (
    <div>
      <SearchableSelect
        name={name}
        label={label}
        options={options}
        value={value}
        required={required}
        placeholder="Select account"
        error={error}
        onChange={(next) => {
          if (next === ADD_NEW_ACCOUNT) setTimeout(() => setDialogOpen(true), 0);
          else onChange(next);
        }}
      />
      {description ? <p className="mt-1 text-xs text-slate-500">{description}</p> : null}
      {hydrated ? (
        <AccountCreationDialog
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          companyId={companyId}
          accounts={[...accounts, ...created]}
          defaultType={types[0]}
          onCreated={(account) => {
            setCreated((list) => [...list, account]);
            toast.success(ACCOUNT_FORM_MESSAGES.created);
            if (types.includes(account.accountType)) onChange(String(account.id));
          }}
        />
      ) : null}
    </div>
  );
}

/** The Search Vendor dialog loads the first time it opens (ADR 0027). */
const VendorSearchDialog = loadOnOpen(() => import("./vendor-search-dialog").then((m) => m.VendorSearchDialog));

/** The cash purchase's vendor search: a modal listing the active vendors that match (asked of the server), each with Select. */
export function VendorSearchButton({ companyId, onChoose }: { companyId: number; onChoose: (vendorId: string) => void }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [matches, setMatches] = useState<VendorChoice[]>([]);
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const params = new URLSearchParams({ companyId: String(companyId), short: "true", limit: "50", q: query.trim() });
      fetch(`/api/vendor/vendors?${params}`, { signal: controller.signal, headers: { Accept: "application/json" } })
        .then((response) => (response.ok ? (response.json() as Promise<{ vendors: VendorChoice[] }>) : Promise.reject(response)))
        .then((body) => setMatches(body.vendors))
        .catch(() => {
          if (!controller.signal.aborted) setMatches([]);
        });
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, query, companyId]);
  if (!hydrated) return null;
  return (
    <>
      <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Search
      </Button>
      <VendorSearchDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setQuery("");
        }}
        query={query}
        onQueryChange={setQuery}
        matches={matches}
        onChoose={(vendorId) => {
          onChoose(vendorId);
          setOpen(false);
          setQuery("");
        }}
      />
    </>
  );
}
