import * as Popover from "@radix-ui/react-popover";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import {
  addDaysIso,
  addMonthsIso,
  calendarGrid,
  formatDateTyping,
  formatUsDate,
  INVALID_DATE_MESSAGE,
  longDateLabel,
  MAX_YEAR,
  MIN_YEAR,
  MONTH_NAMES,
  parseUsDate,
  todayIso,
  weekdayIso,
  WEEKDAY_NAMES,
  yearOptions,
} from "../../lib/dates";
import { buttonClasses } from "./button";
import { cn } from "./cn";
import { describedBy, errorMessages, FieldError, inputClasses, Label, useFieldIds, type FieldErrors } from "./field";
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

const isoParts = (iso: string) => iso.split("-").map(Number) as [number, number, number];

/**
 * A MM/DD/YYYY text field (slashes are inserted while typing; the typed text is what the form
 * submits, for the server to read with `parseUsDate`) with a calendar popover once JavaScript runs.
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
  const contentRef = useRef<HTMLDivElement>(null);

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

  const serverErrors = errorMessages(error);
  const hasError = invalid || serverErrors.length > 0;
  const selectedIso = parseUsDate(text);

  return (
    <div className={className}>
      <Label htmlFor={ids.controlId} id={labelId} required={required} hidden={hideLabel}>
        {label}
      </Label>
      <Popover.Root
        open={open}
        onOpenChange={(next) => {
          if (next) setContainer(anchorRef.current?.closest<HTMLElement>('[role="dialog"],[role="alertdialog"]') ?? null);
          setOpen(next);
        }}
      >
        <Popover.Anchor asChild>
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
              <Popover.Trigger asChild>
                <button
                  type="button"
                  disabled={disabled}
                  aria-label="Open calendar"
                  aria-describedby={labelId}
                  className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-slate-500 hover:text-blue-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
                >
                  <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
                    <path d="M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1Zm10 7H4v7h12V9Z" />
                  </svg>
                </button>
              </Popover.Trigger>
            ) : null}
          </div>
        </Popover.Anchor>
        <Popover.Portal container={container ?? undefined}>
          <Popover.Content
            align="start"
            sideOffset={4}
            aria-label="Calendar"
            ref={contentRef}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              contentRef.current?.querySelector<HTMLButtonElement>('[role="gridcell"] button[tabindex="0"]')?.focus();
            }}
            className="z-50 w-72 rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
          >
            <Calendar
              selectedIso={selectedIso}
              todayIso={todayIso(timeZone)}
              onPick={(iso) => {
                commit(iso);
                setOpen(false);
              }}
              onClear={() => {
                commit(null);
                setOpen(false);
              }}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
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

function clampIso(iso: string): string {
  if (iso < `${MIN_YEAR}-01-01`) return `${MIN_YEAR}-01-01`;
  if (iso > `${MAX_YEAR}-12-31`) return `${MAX_YEAR}-12-31`;
  return iso;
}

function Calendar({
  selectedIso,
  todayIso: today,
  onPick,
  onClear,
}: {
  selectedIso: string | null;
  todayIso: string;
  onPick: (iso: string) => void;
  onClear: () => void;
}) {
  const [focused, setFocused] = useState(() => clampIso(selectedIso ?? today));
  const [year, month] = isoParts(focused);
  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-iso="${focused}"]`)?.focus();
  }, [focused]);

  const days = calendarGrid(year, month);
  const [todayYear] = isoParts(today);
  const years = yearOptions(todayYear);
  if (!years.includes(year)) {
    years.push(year);
    years.sort((a, b) => a - b);
  }
  const monthLabel = `${MONTH_NAMES[month - 1]} ${year}`;
  const atStart = year === MIN_YEAR && month === 1;
  const atEnd = year === MAX_YEAR && month === 12;

  const goTo = (iso: string, focus = false) => {
    moveFocus.current = focus;
    setFocused(clampIso(iso));
  };

  // Month and year selectors keep the focused day where the month allows (31 → 28 in February).
  const showMonth = (nextYear: number, nextMonth: number) => {
    const day = Math.min(isoParts(focused)[2], daysIn(nextYear, nextMonth));
    goTo(`${nextYear}-${String(nextMonth).padStart(2, "0")}-${String(day).padStart(2, "0")}`);
  };

  const onDayKeyDown = (event: KeyboardEvent<HTMLButtonElement>, iso: string) => {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDaysIso(iso, -1),
      ArrowRight: () => addDaysIso(iso, 1),
      ArrowUp: () => addDaysIso(iso, -7),
      ArrowDown: () => addDaysIso(iso, 7),
      Home: () => addDaysIso(iso, -weekdayIso(iso)),
      End: () => addDaysIso(iso, 6 - weekdayIso(iso)),
      PageUp: () => addMonthsIso(iso, event.shiftKey ? -12 : -1),
      PageDown: () => addMonthsIso(iso, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    goTo(move(), true);
  };

  const navButton = "h-8 w-8 p-0 text-lg leading-none";

  return (
    <div>
      <div className="mb-2 flex items-center justify-between gap-1">
        <button
          type="button"
          aria-label="Previous month"
          disabled={atStart}
          onClick={() => goTo(addMonthsIso(focused, -1))}
          className={buttonClasses({ variant: "ghost", size: "icon", className: navButton })}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <div className="flex gap-1">
          <select
            aria-label="Month"
            value={month}
            onChange={(event) => showMonth(year, Number(event.target.value))}
            className="h-8 rounded-md border border-slate-300 bg-white px-1 text-sm text-slate-700"
          >
            {MONTH_NAMES.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </select>
          <select
            aria-label="Year"
            value={year}
            onChange={(event) => showMonth(Number(event.target.value), month)}
            className="h-8 rounded-md border border-slate-300 bg-white px-1 text-sm text-slate-700"
          >
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          aria-label="Next month"
          disabled={atEnd}
          onClick={() => goTo(addMonthsIso(focused, 1))}
          className={buttonClasses({ variant: "ghost", size: "icon", className: navButton })}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <p aria-live="polite" className="sr-only">
        {monthLabel}
      </p>
      <table ref={gridRef} role="grid" aria-label={monthLabel} className="w-full border-collapse text-center text-sm">
        <thead>
          <tr>
            {WEEKDAY_NAMES.map((weekday) => (
              <th key={weekday} scope="col" abbr={weekday} className="pb-1 text-xs font-medium text-slate-500">
                {weekday.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: 6 }, (_, week) => (
            <tr key={week}>
              {days.slice(week * 7, week * 7 + 7).map((iso) => {
                const [, dayMonth, day] = isoParts(iso);
                const isSelected = iso === selectedIso;
                const isToday = iso === today;
                const outside = dayMonth !== month;
                return (
                  <td key={iso} role="gridcell" aria-selected={isSelected} className="p-0.5">
                    <button
                      type="button"
                      data-iso={iso}
                      tabIndex={iso === focused ? 0 : -1}
                      aria-label={longDateLabel(iso)}
                      aria-current={isToday ? "date" : undefined}
                      onClick={() => onPick(iso)}
                      onKeyDown={(event) => onDayKeyDown(event, iso)}
                      className={cn(
                        "h-8 w-8 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500",
                        isSelected
                          ? "bg-blue-600 font-semibold text-white hover:bg-blue-700"
                          : outside
                            ? "text-slate-400 hover:bg-slate-100"
                            : "text-slate-700 hover:bg-slate-100",
                        isToday && !isSelected && "font-semibold text-blue-600 ring-1 ring-inset ring-blue-300",
                      )}
                    >
                      {day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-2 flex justify-between border-t border-slate-100 pt-2">
        <button type="button" onClick={() => onPick(today)} className={buttonClasses({ variant: "ghost", size: "sm" })}>
          Today
        </button>
        <button type="button" onClick={onClear} className={buttonClasses({ variant: "ghost", size: "sm" })}>
          Clear
        </button>
      </div>
    </div>
  );
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
