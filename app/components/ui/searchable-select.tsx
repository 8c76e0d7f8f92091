import { useMemo, useState } from "react";
import { cn } from "./cn";
import { ComboboxField, useComboboxFrame, useComboboxMenu } from "./combobox-field";
import { FieldError, inputClasses, Label, type FieldErrors } from "./field";
import type { SearchableSelectEntry } from "./searchable-select-list";
import { useHydrated } from "./use-hydrated";

export type SearchableSelectOption = { value: string; label: string };

export const SHOW_ALL_LABEL = "Show All";
export const NO_RESULTS_TEXT = "No results found";

const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, "");

/** Case-insensitive substring match that ignores whitespace in both the label and the query. */
export function matchesSearch(label: string, query: string): boolean {
  return normalize(label).includes(normalize(query));
}

export type SearchableSelectProps = {
  name: string;
  label: string;
  options: readonly SearchableSelectOption[];
  defaultValue?: string;
  /** Controlled value; pair with onChange. */
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  /** Adds a first option "Show All" with the value "" (for filters). */
  showAllOption?: boolean;
  required?: boolean;
  error?: FieldErrors;
  id?: string;
  disabled?: boolean;
  /** Keep the label for screen readers only (e.g. inside table rows). */
  hideLabel?: boolean;
  className?: string;
};

type Entry = SearchableSelectEntry;

const ALL_KEY = "__all__";

/**
 * A select with a search box. Before hydration it is a native `<select name>`, so forms submit
 * without JavaScript; afterwards a combobox (cmdk in a Radix Popover) with a hidden input `name`.
 */
export function SearchableSelect({
  name,
  label,
  options,
  defaultValue,
  value,
  onChange,
  placeholder = "Select...",
  showAllOption = false,
  required,
  error,
  id,
  disabled,
  hideLabel,
  className,
}: SearchableSelectProps) {
  const hydrated = useHydrated();
  const frame = useComboboxFrame({ id, name, label, error, required, disabled, hideLabel, className });
  const { ids, aria } = frame;
  const [internal, setInternal] = useState(defaultValue ?? "");
  const selected = value ?? internal;

  const entries = useMemo<Entry[]>(() => {
    const list = options.map((option, index) => ({ key: `opt-${index}`, value: option.value, label: option.label }));
    return showAllOption ? [{ key: ALL_KEY, value: "", label: SHOW_ALL_LABEL }, ...list] : list;
  }, [options, showAllOption]);
  const current = entries.find((entry) => entry.value === selected);

  const choose = (next: string) => {
    if (value === undefined) setInternal(next);
    onChange?.(next);
  };

  // Opening highlights the first match of what was typed, else the chosen option.
  const menu = useComboboxMenu((initialQuery) => {
    const matches = entries.filter((entry) => matchesSearch(entry.label, initialQuery));
    menu.setActive((initialQuery ? matches[0] : (current ?? matches[0]))?.key ?? "");
  });
  const visible = useMemo(() => entries.filter((entry) => matchesSearch(entry.label, menu.query)), [entries, menu.query]);

  const onQueryChange = (next: string) => {
    menu.setQuery(next);
    menu.setActive(entries.find((entry) => matchesSearch(entry.label, next))?.key ?? "");
  };

  if (!hydrated) {
    return (
      <div className={className}>
        <Label htmlFor={ids.controlId} required={required} hidden={hideLabel}>
          {label}
        </Label>
        <select
          id={ids.controlId}
          name={name}
          defaultValue={selected}
          required={required}
          disabled={disabled}
          className={cn(inputClasses, "pr-8")}
          {...aria}
        >
          <option value="">{showAllOption ? SHOW_ALL_LABEL : placeholder}</option>
          {options.map((option, index) => (
            <option key={`${index}-${option.value}`} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldError id={ids.errorId} error={error} />
      </div>
    );
  }

  return (
    <ComboboxField
      {...frame}
      menu={menu}
      value={selected}
      text={current ? current.label : placeholder}
      chosen={Boolean(current)}
      onType={(key) => onQueryChange(menu.query + key)}
      onQueryChange={onQueryChange}
      visible={visible}
      selectedKey={current?.key}
      onPick={(entry) => choose(entry.value)}
      noResultsText={NO_RESULTS_TEXT}
    />
  );
}
