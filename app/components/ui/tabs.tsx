import * as TabsPrimitive from "@radix-ui/react-tabs";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { cn } from "./cn";
import { useHydrated } from "./use-hydrated";

export type TabItem = { value: string; label: string; content: ReactNode };

export type TabsProps = {
  tabs: readonly TabItem[];
  defaultValue?: string;
  /** Controlled active tab; pair with onValueChange. */
  value?: string;
  onValueChange?: (value: string) => void;
  /** Accessible name of the tab list. */
  label?: string;
  /** Heading level of the panel titles shown before hydration (default 2). */
  headingLevel?: 2 | 3;
  className?: string;
};

/**
 * Radix Tabs. Before hydration every panel is shown as a titled `<section>`, one after another, so
 * a form spread over the tabs works without JavaScript. Inactive panels stay mounted (only hidden)
 * so their fields keep their values and still submit; a field failing browser validation in a
 * hidden panel brings its tab forward.
 */
export function Tabs({ tabs, defaultValue, value, onValueChange, label, headingLevel = 2, className }: TabsProps) {
  const hydrated = useHydrated();
  const baseId = useId();
  const [internal, setInternal] = useState(defaultValue ?? tabs[0]?.value ?? "");
  const active = value ?? internal;
  const Heading = `h${headingLevel}` as const;

  const select = (next: string) => {
    if (value === undefined) setInternal(next);
    onValueChange?.(next);
  };

  // A field failing browser validation inside a hidden panel: show its tab at once (flushSync), so
  // the browser can focus the field and show its message. Only the first failing field counts.
  const rootRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ active, select });
  latest.current = { active, select };
  useEffect(() => {
    const root = rootRef.current;
    if (!root || !hydrated) return;
    let handled = false;
    const onInvalid = (event: Event) => {
      if (handled) return;
      handled = true;
      setTimeout(() => {
        handled = false;
      }, 0);
      const panel = (event.target as Element).closest<HTMLElement>("[data-tab-value]");
      const tabValue = panel?.dataset.tabValue;
      if (tabValue !== undefined && tabValue !== latest.current.active) {
        flushSync(() => latest.current.select(tabValue));
      }
    };
    root.addEventListener("invalid", onInvalid, true);
    return () => root.removeEventListener("invalid", onInvalid, true);
  }, [hydrated]);

  return (
    <TabsPrimitive.Root ref={rootRef} value={active} onValueChange={select} className={className}>
      {hydrated ? (
        <TabsPrimitive.List aria-label={label} className="mb-4 flex flex-wrap gap-1 border-b border-slate-200">
          {tabs.map((tab) => (
            <TabsPrimitive.Trigger
              key={tab.value}
              value={tab.value}
              className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 data-[state=active]:border-blue-600 data-[state=active]:text-blue-700"
            >
              {tab.label}
            </TabsPrimitive.Trigger>
          ))}
        </TabsPrimitive.List>
      ) : null}
      {tabs.map((tab, index) => {
        const headingId = `${baseId}-heading-${index}`;
        // Before hydration: a plain titled section (no tab semantics, nothing hidden).
        const staticProps = hydrated ? {} : { role: undefined, tabIndex: undefined, "aria-labelledby": headingId };
        return (
          <TabsPrimitive.Content key={tab.value} value={tab.value} forceMount asChild>
            <section
              hidden={hydrated && tab.value !== active}
              data-tab-value={tab.value}
              className={cn("focus-visible:outline-none", !hydrated && index > 0 && "mt-8")}
              {...staticProps}
            >
              {hydrated ? null : (
                <Heading id={headingId} className="mb-3 border-b border-slate-200 pb-2 text-base font-semibold text-slate-900">
                  {tab.label}
                </Heading>
              )}
              {tab.content}
            </section>
          </TabsPrimitive.Content>
        );
      })}
    </TabsPrimitive.Root>
  );
}
