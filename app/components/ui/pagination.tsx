import { Form, useLocation, useSubmit } from "@remix-run/react";
import { useId, useRef, type ReactNode } from "react";
import { PAGE_SIZES, pageWindow, rangeLabel, totalPages } from "../../lib/pagination";
import { buttonClasses } from "./button";
import { cn } from "./cn";
import { usePlainLinkClick } from "./plain-links";
import { useHydrated } from "./use-hydrated";

export type PaginationProps = {
  page: number;
  perPage: number;
  total: number;
  /** Page sizes offered by the selector (default 5, 10, 20, 50, 100). */
  pageSizes?: readonly number[];
  /** Show the rows-per-page selector (default true). */
  showPageSize?: boolean;
  className?: string;
  /**
   * Inside a form whose edits must not be lost by paging (the Reconcile screen's ticks): every
   * control submits that form with this button name and value, to the page it names (its
   * `formaction`), and the rows-per-page selector is one of its fields (`perPage`) — the action
   * saves and then shows that page. Works before JavaScript loads.
   */
  submit?: { name: string; value: string };
  /** The search param holding the page (default `page`): two lists on one screen page apart. */
  pageParam?: string;
};

const itemBase =
  "inline-flex h-8 min-w-8 items-center justify-center rounded-md border px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500";
const itemIdle = "border-slate-300 bg-white text-slate-700 hover:bg-slate-50";
const itemCurrent = "border-blue-600 bg-blue-600 font-semibold text-white";
const itemDisabled = "cursor-not-allowed border-slate-200 bg-slate-50 text-slate-300";

/**
 * Page links (first, previous, up to five numbers, next, last), the "11-20 of 57" label and a
 * rows-per-page selector. Every control is a link or a GET form that keeps the other search
 * params, so it works before JavaScript loads.
 */
export function Pagination({
  page,
  perPage,
  total,
  pageSizes = PAGE_SIZES,
  showPageSize = true,
  className,
  submit,
  pageParam = "page",
}: PaginationProps) {
  const location = useLocation();
  const submitForm = useSubmit();
  const hydrated = useHydrated();
  const selectId = useId();
  const apply = useRef<HTMLButtonElement>(null);
  const pageCount = totalPages(total, perPage);
  const current = Math.min(Math.max(1, page), pageCount);
  const search = new URLSearchParams(location.search);

  // Page links are plain anchors with one click handler, not a Link each (./plain-links.ts).
  const onLinkClick = usePlainLinkClick();
  const linkTo = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set(pageParam, String(target));
    return `${location.pathname}?${params.toString()}`;
  };

  // A page control: a plain link, or (submit mode) a button submitting the enclosing form to the page.
  const control = (target: number, label: string, content: ReactNode, className: string, current?: boolean) =>
    submit ? (
      <button
        type="submit"
        name={submit.name}
        value={submit.value}
        formAction={linkTo(target)}
        aria-label={label}
        aria-current={current ? "page" : undefined}
        className={className}
      >
        {content}
      </button>
    ) : (
      <a
        aria-label={label}
        aria-current={current ? "page" : undefined}
        className={className}
        data-discover="true"
        href={linkTo(target)}
        onClick={onLinkClick}
      >
        {content}
      </a>
    );

  const edge = (target: number, label: string, icon: ReactNode, disabled: boolean) =>
    disabled ? (
      <li>
        <span aria-disabled="true" aria-label={label} className={cn(itemBase, itemDisabled)}>
          <span aria-hidden="true">{icon}</span>
        </span>
      </li>
    ) : (
      <li>{control(target, label, <span aria-hidden="true">{icon}</span>, cn(itemBase, itemIdle))}</li>
    );

  // A new page size starts every list of the screen on its first page.
  const kept = [...search.entries()].filter(([key]) => key !== "page" && key !== pageParam && key !== "perPage");
  const sizes = pageSizes.includes(perPage) ? pageSizes : [...pageSizes, perPage].sort((a, b) => a - b);

  // The rows-per-page selector: a change submits its form, as `how` does it.
  const sizeSelect = (how: (form: HTMLFormElement) => void) => (
    <>
      <label htmlFor={selectId}>Rows per page</label>
      <select
        key={perPage}
        id={selectId}
        name="perPage"
        defaultValue={String(perPage)}
        onChange={(event) => {
          if (event.currentTarget.form) how(event.currentTarget.form);
        }}
        className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-700 focus:outline-none focus:ring-2 focus:ring-blue-500"
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </>
  );

  return (
    <div className={cn("flex flex-wrap items-center justify-between gap-3 py-3 text-sm text-slate-600", className)}>
      <p>{rangeLabel(page, perPage, total)}</p>
      <nav aria-label="Pagination">
        <ul className="flex flex-wrap items-center gap-1">
          {edge(1, "First page", "«", current <= 1)}
          {edge(current - 1, "Previous page", "‹", current <= 1)}
          {pageWindow(current, pageCount).map((number) => (
            <li key={number}>
              {control(number, `Page ${number}`, number, cn(itemBase, number === page ? itemCurrent : itemIdle), number === page)}
            </li>
          ))}
          {edge(current + 1, "Next page", "›", current >= pageCount)}
          {edge(pageCount, "Last page", "»", current >= pageCount)}
        </ul>
      </nav>
      {showPageSize && submit ? (
        <div className="flex items-center gap-2">
          {sizeSelect((form) => form.requestSubmit(apply.current))}
          <button
            ref={apply}
            type="submit"
            name={submit.name}
            value={submit.value}
            formAction={linkTo(1)}
            hidden={hydrated}
            className={buttonClasses({ variant: "secondary", size: "sm" })}
          >
            Apply
          </button>
        </div>
      ) : showPageSize ? (
        <Form method="get" action={location.pathname} className="flex items-center gap-2">
          {kept.map(([key, value], index) => (
            <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
          ))}
          <input type="hidden" name={pageParam} value="1" />
          {sizeSelect((form) => submitForm(form))}
          {hydrated ? null : (
            <button type="submit" className={buttonClasses({ variant: "secondary", size: "sm" })}>
              Apply
            </button>
          )}
        </Form>
      ) : null}
    </div>
  );
}
