import { Command } from "cmdk";
import { useRef, type ReactNode } from "react";
import { cn } from "./cn";
import { FieldPopover, type FieldPopoverProps } from "./field-popover";

// The searchable select's open list (cmdk in a FieldPopover anchored to the select's own button),
// loaded the first time a list opens (./searchable-select.tsx).

export type SearchableSelectEntry = { key: string; value: string; label: string };

export type SearchableSelectListProps = Pick<FieldPopoverProps, "open" | "onOpenChange" | "triggerRef" | "contentId" | "container"> & {
  label: string;
  query: string;
  onQueryChange: (query: string) => void;
  active: string;
  onActiveChange: (key: string) => void;
  /** The entries that match the query. */
  visible: readonly SearchableSelectEntry[];
  selectedKey: string | undefined;
  onPick: (entry: SearchableSelectEntry) => void;
  noResultsText: string;
  /** The search box's placeholder. */
  searchPlaceholder?: string;
  /** The accessible name of the list's search (cmdk's label). */
  searchLabel?: string;
  /** The popover's minimum width and the list's height (the vendor picker's are larger). */
  contentClassName?: string;
  listClassName?: string;
  /** Shown under the list (e.g. the vendor picker's "could not be searched"). */
  footer?: ReactNode;
};

export function SearchableSelectList({
  label,
  query,
  onQueryChange,
  active,
  onActiveChange,
  visible,
  selectedKey,
  onPick,
  noResultsText,
  searchPlaceholder = "Search...",
  searchLabel = "Search options",
  contentClassName = "min-w-[12rem]",
  listClassName = "max-h-[200px]",
  footer,
  ...popover
}: SearchableSelectListProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <FieldPopover
      {...popover}
      initialFocus={() => inputRef.current}
      style={{ width: "var(--radix-popover-trigger-width)" }}
      className={cn("z-50 rounded-md border border-slate-200 bg-white shadow-lg", contentClassName)}
    >
      <Command shouldFilter={false} loop value={active} onValueChange={onActiveChange} label={searchLabel}>
        <Command.Input
          ref={inputRef}
          value={query}
          onValueChange={onQueryChange}
          placeholder={searchPlaceholder}
          className="w-full border-b border-slate-200 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:outline-none"
        />
        <Command.List label={label} className={cn("overflow-y-auto p-1", listClassName)}>
          <Command.Empty className="px-3 py-2 text-sm text-slate-500">{noResultsText}</Command.Empty>
          {visible.map((entry) => {
            const isSelected = selectedKey === entry.key;
            return (
              <Command.Item
                key={entry.key}
                value={entry.key}
                onSelect={() => onPick(entry)}
                className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-700 data-[selected=true]:bg-blue-50 data-[selected=true]:text-blue-700"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  fill="currentColor"
                  className={cn("h-4 w-4 shrink-0", isSelected ? "text-blue-600" : "invisible")}
                >
                  <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                </svg>
                <span>{entry.label}</span>
                {isSelected ? <span className="sr-only">(selected)</span> : null}
              </Command.Item>
            );
          })}
        </Command.List>
        {footer}
      </Command>
    </FieldPopover>
  );
}
