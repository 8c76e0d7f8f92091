/**
 * List paging shared by every list screen: loaders parse `page`/`perPage` from the URL with
 * `parsePagination`, return a `ListResult`, and `<Pagination>` renders the controls.
 */

export const PAGE_SIZES = [5, 10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PER_PAGE: PageSize = 10;
/** How many numbered page buttons the pagination shows at most. */
const MAX_PAGE_BUTTONS = 5;

/** The shape every list loader returns, rendered by one generic table and pagination. */
export type ListResult<T> = { items: T[]; total: number; page: number; perPage: number };

export type PageParams = { page: number; perPage: number; offset: number };

function parsePositiveInt(raw: string | null): number | null {
  if (raw === null) return null;
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}

function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/** Reads `page` and `perPage`; anything missing, malformed or not allowed falls back to page 1 / 10 per page. */
export function parsePagination(searchParams: URLSearchParams): PageParams {
  const page = parsePositiveInt(searchParams.get("page")) ?? 1;
  const perPageRaw = parsePositiveInt(searchParams.get("perPage"));
  const perPage = perPageRaw !== null && isPageSize(perPageRaw) ? perPageRaw : DEFAULT_PER_PAGE;
  return { page, perPage, offset: (page - 1) * perPage };
}

/** Number of pages for `total` rows; at least 1 so an empty list still has a page 1. */
export function totalPages(total: number, perPage: number): number {
  if (!(total > 0) || !(perPage > 0)) return 1;
  return Math.ceil(total / perPage);
}

/** At most five page numbers centered on `current` (shifted at either end). */
export function pageWindow(current: number, pageCount: number): number[] {
  if (!(pageCount >= 1)) return [];
  const last = Math.floor(pageCount);
  const page = Math.min(Math.max(1, Math.floor(current) || 1), last);
  const half = Math.floor(MAX_PAGE_BUTTONS / 2);
  const start = Math.max(1, Math.min(page - half, last - MAX_PAGE_BUTTONS + 1));
  const end = Math.min(last, start + MAX_PAGE_BUTTONS - 1);
  const pages: number[] = [];
  for (let p = start; p <= end; p++) pages.push(p);
  return pages;
}

/** "11-20 of 57"; "0-0 of N" when the list is empty or the page lies past the end. */
export function rangeLabel(page: number, perPage: number, total: number): string {
  const safeTotal = Math.max(0, Math.floor(total) || 0);
  const start = (page - 1) * perPage + 1;
  if (safeTotal === 0 || page < 1 || perPage < 1 || start > safeTotal) return `0-0 of ${safeTotal}`;
  const end = Math.min(page * perPage, safeTotal);
  return `${start}-${end} of ${safeTotal}`;
}
