import { useEffect, useMemo, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { ComboboxField, useComboboxFrame, useComboboxMenu } from "~/components/ui/combobox-field";
import { FieldError, inputClasses, Label, type FieldErrors } from "~/components/ui/field";
import { matchesSearch, NO_RESULTS_TEXT, SHOW_ALL_LABEL } from "~/components/ui/searchable-select";
import { useHydrated } from "~/components/ui/use-hydrated";

// The vendor picker of the purchase screens and list filters. A company may have tens of thousands
// of vendors, so a page never lists them all: the loader sends a few (the matches of a search, the
// chosen vendor first) and, once JavaScript runs, the picker is a combobox that asks the server
// (GET /api/vendor/vendors?short=true) for the vendors matching what is typed. Without JavaScript
// it is a select of the loader's matches with a search box and a Search button that submits the
// form, so the page comes back with the vendors matching the text.

export interface PickerVendor {
  id: number;
  vendorName: string;
}

export const VENDOR_SEARCH_PLACEHOLDER = "Search vendors...";
export const VENDOR_SEARCH_BUTTON = "Search";
/** The search box's label without JavaScript (not containing the picker's own label, so each is found by its name). */
export const VENDOR_SEARCH_LABEL = "Search by name or ID";
const DEBOUNCE_MS = 200;

// Once JavaScript runs it is the searchable select's combobox (ui/combobox-field.tsx), its list
// the server's matches.

type Entry = { key: string; value: string; label: string };

export type VendorPickerProps = {
  companyId: number;
  /** The form field holding the chosen vendor's id. */
  name: string;
  label: string;
  /** The loader's vendors: the matches of the page's search, the chosen vendor among them. */
  options: readonly PickerVendor[];
  /** Controlled value (the vendor's id, "" for none); pair with onChange. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, vendor: PickerVendor | null) => void;
  /** The field of the search text without JavaScript (the loader or action reads it). */
  searchName?: string;
  searchValue?: string;
  /** What the Search button submits without JavaScript (a form that posts: its "only refresh" intent). */
  searchIntent?: { name: string; value: string };
  /** Active vendors only (the default) or every vendor (a list filter). */
  view?: "active" | "all";
  /** A first option "Show All" with the value "" (for filters). */
  showAllOption?: boolean;
  /** The "Show All" option's text. */
  allLabel?: string;
  /** Options after the vendors (e.g. "+ Add New Vendor"), shown once JavaScript runs. */
  extraOptions?: readonly { value: string; label: string }[];
  placeholder?: string;
  required?: boolean;
  error?: FieldErrors;
  id?: string;
  hideLabel?: boolean;
  className?: string;
};

function searchUrl(companyId: number, query: string, view: "active" | "all") {
  const params = new URLSearchParams({ companyId: String(companyId), short: "true", view, q: query.trim() });
  return `/api/vendor/vendors?${params}`;
}

export function VendorPicker({
  companyId,
  name,
  label,
  options,
  value,
  defaultValue,
  onChange,
  searchName = `${name}Search`,
  searchValue = "",
  searchIntent,
  view = "active",
  showAllOption = false,
  allLabel = SHOW_ALL_LABEL,
  extraOptions = [],
  placeholder = "Select vendor",
  required,
  error,
  id,
  hideLabel,
  className,
}: VendorPickerProps) {
  const hydrated = useHydrated();
  const frame = useComboboxFrame({ id, name, label, error, required, hideLabel, className });
  const { ids, aria } = frame;
  const [internal, setInternal] = useState(defaultValue ?? "");
  const selected = value ?? internal;

  // The server's last answer and the search it answers: a late answer to an earlier search is narrowed
  // to what is typed now, never shown as it came.
  const [found, setFound] = useState<{ query: string; vendors: PickerVendor[] } | null>(null);
  const [failed, setFailed] = useState(false);
  // Opening starts a new search: the server's answer for it, the highlight set once it comes.
  const menu = useComboboxMenu(() => {
    setFound(null);
    menu.setActive("");
  });
  const { open, query, setQuery, setActive } = menu;
  // Names of every vendor seen (loader's and found), so the chosen one keeps its label.
  const known = useRef(new Map<string, PickerVendor>());
  for (const v of options) known.current.set(String(v.id), v);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(searchUrl(companyId, query, view), { signal: controller.signal, headers: { Accept: "application/json" } })
        .then((response) => (response.ok ? (response.json() as Promise<{ vendors: PickerVendor[] }>) : Promise.reject(response)))
        .then((body) => {
          const vendors = body.vendors.map((v) => ({ id: v.id, vendorName: v.vendorName }));
          for (const v of vendors) known.current.set(String(v.id), v);
          setFound({ query, vendors });
          setFailed(false);
        })
        .catch(() => {
          if (!controller.signal.aborted) setFailed(true);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, query, companyId, view]);

  const entries = useMemo<Entry[]>(() => {
    // Until the server answers this search, the vendors last found (else the loader's) that match what is typed.
    const vendors = found?.query === query ? found.vendors : (found?.vendors ?? options).filter((v) => matchesSearch(v.vendorName, query));
    const list: Entry[] = vendors.map((v) => ({ key: `v-${v.id}`, value: String(v.id), label: v.vendorName }));
    const all = showAllOption && !query.trim() ? [{ key: "all", value: "", label: allLabel }] : [];
    const extra = extraOptions.map((o, i) => ({ key: `x-${i}`, value: o.value, label: o.label }));
    return [...all, ...list, ...extra];
  }, [found, options, query, showAllOption, allLabel, extraOptions]);

  const current = selected ? known.current.get(selected) : undefined;

  const choose = (next: string) => {
    if (value === undefined) setInternal(next);
    onChange?.(next, next ? (known.current.get(next) ?? null) : null);
  };

  useEffect(() => {
    // Keep the highlighted option on the list as it changes: the chosen vendor, else the first.
    if (!open) return;
    setActive((was) =>
      entries.some((e) => e.key === was) ? was : ((entries.find((e) => e.value === selected && selected) ?? entries[0])?.key ?? ""),
    );
  }, [entries, open, selected, setActive]);

  if (!hydrated) {
    const searchId = `${ids.controlId}-search`;
    return (
      <div className={className}>
        <Label htmlFor={ids.controlId} required={required} hidden={hideLabel}>
          {label}
        </Label>
        <select id={ids.controlId} name={name} defaultValue={selected} required={required} className={cn(inputClasses, "pr-8")} {...aria}>
          <option value="">{showAllOption ? allLabel : placeholder}</option>
          {options.map((v) => (
            <option key={v.id} value={v.id}>
              {v.vendorName}
            </option>
          ))}
        </select>
        <div className="mt-1 flex gap-2">
          <label htmlFor={searchId} className="sr-only">
            {VENDOR_SEARCH_LABEL}
          </label>
          <input
            id={searchId}
            type="search"
            name={searchName}
            defaultValue={searchValue}
            placeholder={VENDOR_SEARCH_PLACEHOLDER}
            className={inputClasses}
          />
          <Button type="submit" variant="secondary" formNoValidate name={searchIntent?.name} value={searchIntent?.value}>
            {VENDOR_SEARCH_BUTTON}
          </Button>
        </div>
        <FieldError id={ids.errorId} error={error} />
      </div>
    );
  }

  return (
    <ComboboxField
      {...frame}
      menu={menu}
      value={selected}
      text={current ? current.vendorName : showAllOption && !selected ? allLabel : placeholder}
      chosen={Boolean(current || (showAllOption && !selected))}
      onType={(key) => setQuery((typed) => typed + key)}
      onQueryChange={setQuery}
      visible={entries}
      selectedKey={entries.find((entry) => entry.value === selected && (selected !== "" || showAllOption))?.key}
      onPick={(entry) => choose(entry.value)}
      noResultsText={NO_RESULTS_TEXT}
      searchPlaceholder={VENDOR_SEARCH_PLACEHOLDER}
      searchLabel={`Search ${label}`}
      contentClassName="min-w-[14rem]"
      listClassName="max-h-[240px]"
      footer={failed ? <p className="px-3 py-2 text-xs text-red-600">The vendors could not be searched. Try again.</p> : null}
    />
  );
}
