import { forwardRef, type KeyboardEvent } from "react";
import { cn } from "./cn";
import { inputClasses } from "./field";

// The closed face of the app's comboboxes (the searchable select, the vendor picker): a button
// with the chosen label that opens the list on click, on the arrow keys, or on a typed letter
// (which starts the search), and passes on what is typed while the list's code is still arriving.

const printable = (event: KeyboardEvent) => event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

export interface ComboboxTriggerProps {
  id: string;
  open: boolean;
  /** The list's id, named by aria-controls while it is open. */
  contentId: string;
  required?: boolean;
  disabled?: boolean;
  /** Open (with what was typed to start the search) or close the list. */
  onOpenChange: (open: boolean, initialQuery?: string) => void;
  /** A letter typed on the button while the list is open but not yet focused. */
  onType: (key: string) => void;
  /** Fetches the list's code ahead of the press. */
  onPreload: () => void;
  /** The label shown, and whether it is a real choice (dark) or a placeholder (grey). */
  text: string;
  chosen: boolean;
  /** aria-describedby and aria-invalid from the field. */
  aria: Record<string, unknown>;
}

export const ComboboxTrigger = forwardRef<HTMLButtonElement, ComboboxTriggerProps>(function ComboboxTrigger(
  { id, open, contentId, required, disabled, onOpenChange, onType, onPreload, text, chosen, aria },
  ref,
) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (open) {
      if (printable(event)) {
        event.preventDefault();
        onType(event.key);
      }
      return;
    }
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      onOpenChange(true);
    } else if (printable(event) && event.key !== " ") {
      event.preventDefault();
      onOpenChange(true, event.key);
    }
  };
  return (
    <button
      ref={ref}
      type="button"
      id={id}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      aria-required={required || undefined}
      data-state={open ? "open" : "closed"}
      disabled={disabled}
      onClick={() => onOpenChange(!open)}
      onKeyDown={onKeyDown}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      className={cn(inputClasses, "flex items-center justify-between gap-2 text-left")}
      {...aria}
    >
      <span className={cn("truncate", chosen ? "text-slate-900" : "text-slate-400")}>{text}</span>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0 text-slate-400" fill="currentColor">
        <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
      </svg>
    </button>
  );
});
