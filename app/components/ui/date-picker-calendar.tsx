import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import {
  addDaysIso,
  addMonthsIso,
  calendarGrid,
  longDateLabel,
  MAX_YEAR,
  MIN_YEAR,
  MONTH_NAMES,
  weekdayIso,
  WEEKDAY_NAMES,
  yearOptions,
} from "../../lib/dates";
import { buttonClasses } from "./button";
import { cn } from "./cn";
import { FieldPopover, type FieldPopoverProps } from "./field-popover";

// The date picker's calendar (a FieldPopover under the field), loaded the first time it opens
// (./date-picker.tsx).

const isoParts = (iso: string) => iso.split("-").map(Number) as [number, number, number];

export type DatePickerCalendarProps = Pick<FieldPopoverProps, "open" | "onOpenChange" | "triggerRef" | "contentId" | "container"> & {
  /** The field (input and button): the calendar is placed under it. */
  anchorRef: RefObject<HTMLDivElement>;
  selectedIso: string | null;
  todayIso: string;
  onPick: (iso: string) => void;
  onClear: () => void;
};

export function DatePickerCalendar({ selectedIso, todayIso, onPick, onClear, ...popover }: DatePickerCalendarProps) {
  return (
    <FieldPopover
      {...popover}
      aria-label="Calendar"
      initialFocus={(content) => content?.querySelector<HTMLButtonElement>('[role="gridcell"] button[tabindex="0"]')}
      className="z-50 w-72 rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
    >
      <Calendar selectedIso={selectedIso} todayIso={todayIso} onPick={onPick} onClear={onClear} />
    </FieldPopover>
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
