import { useEffect, useId, useRef, useState } from "react";
import { formatDateTyping, formatUsDate, INVALID_DATE_MESSAGE, parseUsDate, todayIso } from "../../lib/dates";
import { cn } from "./cn";
import { describedBy, errorMessages, FieldError, inputClasses, Label, useFieldIds, type FieldErrors } from "./field";
import { loadOnOpen } from "./load-on-open";
import { useHydrated } from "./use-hydrated";

export type DatePickerProps = {
  name: string;
  label: string;
  /** Initial date, ISO `YYYY-MM-DD`. */
  defaultValue?: string | null;
  /** Controlled date, ISO `YYYY-MM-DD` or null; pair with onChange. */
  value?: string | null;
  /** Called with the ISO date, or null when the field is emptied or holds no valid date. */
  onChange?: (iso: string | null) => void;
  required?: boolean;
  error?: FieldErrors;
  id?: string;
  disabled?: boolean;
  hideLabel?: boolean;
  /** Time zone that decides "today" (default: the browser's). */
  timeZone?: string;
  className?: string;
  /**
   * The field's own message for text that is not a date. When given, such text is kept as typed
   * (to be corrected, and submitted for the server to refuse with the same words) instead of wiped
   * with the generic message.
   */
  invalidMessage?: string;
  /** Text to start from when there is no valid defaultValue (what a refused form had typed). */
  defaultText?: string;
};

// The calendar (a Radix Popover) loads the first time it opens; pointing at or focusing its button
// fetches it ahead, so it is usually there by the press.
const loadCalendar = () => import("./date-picker-calendar");
const preloadCalendar = () => void loadCalendar().catch(() => undefined);
const CalendarPopover = loadOnOpen(() => loadCalendar().then((m) => m.DatePickerCalendar));

/**
 * A MM/DD/YYYY text field (slashes are inserted while typing; the typed text is what the form
 * submits, for the server to read with `parseUsDate`) with a calendar popover once JavaScript runs
 * (./date-picker-calendar, loaded the first time it opens).
 */
export function DatePicker({
  name,
  label,
  defaultValue,
  value,
  onChange,
  required,
  error,
  id,
  disabled,
  hideLabel,
  timeZone,
  className,
  invalidMessage,
  defaultText,
}: DatePickerProps) {
  const hydrated = useHydrated();
  const ids = useFieldIds(id, name);
  // The calendar button is named "Open calendar" (described by the field label) so that looking a
  // field up by its label, as tests and assistive tech do, finds only the text input.
  const labelId = `${ids.controlId}-label`;
  const [text, setText] = useState(() => formatUsDate(value !== undefined ? value : defaultValue) || (defaultText ?? ""));
  const [invalid, setInvalid] = useState(false);
  const lastEmitted = useRef<string | null>(parseUsDate(text));
  const [open, setOpen] = useState(false);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentId = `${useId()}-calendar`;

  // Follow a controlled value unless the text already shows that date.
  useEffect(() => {
    if (value === undefined) return;
    const normalized = value && parseUsDate(formatUsDate(value)) ? value : null;
    lastEmitted.current = normalized;
    setText((current) => (parseUsDate(current) === normalized ? current : formatUsDate(normalized)));
  }, [value]);

  const emit = (iso: string | null) => {
    if (iso === lastEmitted.current) return;
    lastEmitted.current = iso;
    onChange?.(iso);
  };

  const commit = (iso: string | null) => {
    setText(formatUsDate(iso));
    setInvalid(false);
    emit(iso);
  };

  const setCalendarOpen = (next: boolean) => {
    if (next) setContainer(anchorRef.current?.closest<HTMLElement>('[role="dialog"],[role="alertdialog"]') ?? null);
    setOpen(next);
  };

  const serverErrors = errorMessages(error);
  const hasError = invalid || serverErrors.length > 0;
  const selectedIso = parseUsDate(text);

  return (
    <div className={className}>
      <Label htmlFor={ids.controlId} id={labelId} required={required} hidden={hideLabel}>
        {label}
      </Label>
      <div ref={anchorRef} className="relative">
        <input
          id={ids.controlId}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="MM/DD/YYYY"
          maxLength={10}
          pattern="\d{2}/\d{2}/\d{4}"
          title="MM/DD/YYYY"
          required={required}
          disabled={disabled}
          value={text}
          onChange={(event) => {
            const next = formatDateTyping(event.target.value);
            setText(next);
            setInvalid(false);
            emit(parseUsDate(next));
          }}
          onBlur={() => {
            if (text !== "" && parseUsDate(text) === null) {
              if (!invalidMessage) setText("");
              setInvalid(true);
              emit(null);
            }
          }}
          className={cn(inputClasses, hydrated && "pr-10")}
          {...describedBy(ids, { hasError, hasDescription: false })}
        />
        {hydrated ? (
          <button
            ref={triggerRef}
            type="button"
            disabled={disabled}
            aria-label="Open calendar"
            aria-describedby={labelId}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? contentId : undefined}
            data-state={open ? "open" : "closed"}
            onClick={() => setCalendarOpen(!open)}
            onPointerEnter={preloadCalendar}
            onFocus={preloadCalendar}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-slate-500 hover:text-blue-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
              <path d="M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1Zm10 7H4v7h12V9Z" />
            </svg>
          </button>
        ) : null}
      </div>
      <CalendarPopover
        open={open}
        onOpenChange={setCalendarOpen}
        anchorRef={anchorRef}
        triggerRef={triggerRef}
        contentId={contentId}
        container={container}
        selectedIso={selectedIso}
        // The calendar opens only once hydrated: the server's render does not work out today for it
        // (Intl's formatToParts, for every date field of every page).
        todayIso={hydrated ? todayIso(timeZone) : ""}
        onPick={(iso) => {
          commit(iso);
          setOpen(false);
        }}
        onClear={() => {
          commit(null);
          setOpen(false);
        }}
      />
      {invalid ? (
        <p id={ids.errorId} role="alert" className="mt-1 text-sm text-red-600">
          {invalidMessage ?? INVALID_DATE_MESSAGE}
        </p>
      ) : (
        <FieldError id={ids.errorId} error={error} />
      )}
    </div>
  );
}
