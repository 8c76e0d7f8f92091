import { useId, useRef, useState } from "react";
import { ComboboxTrigger } from "./combobox-trigger";
import { describedBy, errorMessages, FieldError, Label, useFieldIds, type FieldErrors } from "./field";
import { loadOnOpen } from "./load-on-open";
import type { SearchableSelectEntry, SearchableSelectListProps } from "./searchable-select-list";

// The combobox the searchable select and the vendor picker become once JavaScript runs: the
// field's label, the button showing the choice, the open list (cmdk in a Radix Popover) and the
// hidden input the form posts. Each owner says what the list holds (its entries, a server search)
// and what a choice does; the list's state and how it opens are here, once.

// The open list loads the first time a list opens; pointing at or focusing the button fetches it
// ahead, so it is usually there by the press (ADR 0027).
const loadList = () => import("./searchable-select-list");
const preloadList = () => void loadList().catch(() => undefined);
const SelectList = loadOnOpen(() => loadList().then((m) => m.SearchableSelectList));

/**
 * The list's state: open or not, what is typed in its search, the highlighted option. `onOpening`
 * runs as it opens, with what was typed on the closed button (the owner picks the highlighted option).
 */
export function useComboboxMenu(onOpening: (initialQuery: string) => void) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState("");
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentId = `${useId()}-list`;
  const setMenuOpen = (next: boolean, initialQuery = "") => {
    if (next) {
      // Inside a dialog, portal into it so its scroll lock and focus trap include the list.
      setContainer(triggerRef.current?.closest<HTMLElement>('[role="dialog"],[role="alertdialog"]') ?? null);
      setQuery(initialQuery);
      onOpening(initialQuery);
    }
    setOpen(next);
  };
  return { open, setMenuOpen, query, setQuery, active, setActive, container, triggerRef, contentId };
}

export type ComboboxMenu = ReturnType<typeof useComboboxMenu>;

/**
 * The field a combobox stands in (before hydration a native select does): its ids, aria and the
 * props the owner was given, to spread on ComboboxField.
 */
/** A combobox's field as its owner is given it. */
type FieldProps = {
  /** The hidden input's name: what the form posts. */
  name: string;
  label: string;
  error?: FieldErrors;
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  className?: string;
};

export function useComboboxFrame(props: FieldProps & { id?: string }) {
  const ids = useFieldIds(props.id, props.name);
  const aria = describedBy(ids, { hasError: errorMessages(props.error).length > 0, hasDescription: false });
  const { id: _id, ...field } = props;
  return { ...field, ids, aria };
}

export type ComboboxFieldProps = Pick<
  SearchableSelectListProps,
  "visible" | "selectedKey" | "noResultsText" | "searchPlaceholder" | "searchLabel" | "contentClassName" | "listClassName" | "footer"
> &
  FieldProps & {
    menu: ComboboxMenu;
    ids: { controlId: string; errorId: string };
    /** The value the hidden input posts. */
    value: string;
    /** aria-describedby and aria-invalid from the field. */
    aria: Record<string, unknown>;
    /** The button's words, and whether they are a real choice (dark) or a placeholder (grey). */
    text: string;
    chosen: boolean;
    /** A letter typed on the button while the list is open but not yet focused. */
    onType: (key: string) => void;
    onQueryChange: (query: string) => void;
    /** An option chosen (the list then closes). */
    onPick: (entry: SearchableSelectEntry) => void;
  };

export function ComboboxField({
  menu,
  ids,
  name,
  value,
  label,
  error,
  required,
  disabled,
  hideLabel,
  className,
  aria,
  text,
  chosen,
  onType,
  onQueryChange,
  onPick,
  ...list
}: ComboboxFieldProps) {
  return (
    <div className={className}>
      <Label htmlFor={ids.controlId} required={required} hidden={hideLabel}>
        {label}
      </Label>
      <ComboboxTrigger
        ref={menu.triggerRef}
        id={ids.controlId}
        open={menu.open}
        contentId={menu.contentId}
        required={required}
        disabled={disabled}
        onOpenChange={menu.setMenuOpen}
        onType={onType}
        onPreload={preloadList}
        text={text}
        chosen={chosen}
        aria={aria}
      />
      <SelectList
        {...list}
        open={menu.open}
        onOpenChange={(next) => menu.setMenuOpen(next)}
        triggerRef={menu.triggerRef}
        contentId={menu.contentId}
        container={menu.container}
        label={label}
        query={menu.query}
        onQueryChange={onQueryChange}
        active={menu.active}
        onActiveChange={menu.setActive}
        onPick={(entry) => {
          onPick(entry);
          menu.setMenuOpen(false);
        }}
      />
      <input type="hidden" name={name} value={value} />
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}
