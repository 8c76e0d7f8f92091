import type { Knex } from "knex";
import type { ListResult } from "~/lib/pagination";

// A document list's page beside the figures of every matching row (the Bills, Vendor Payments and
// Invoices lists): the page's rows and the count and sums run as two queries at once.

export interface ListPage<T, Totals> extends ListResult<T> {
  /** Sums over every matching row (not only the page); null when nothing matches (the screens show "-") */
  totals: Totals | null;
}

/**
 * One page of `rows` (ordered; every row with `all`, for the list's CSV) and the one row of `sums`
 * (its `count` and sums over every match), read at once. `page` and `perPage` are those of the
 * answer: with `all`, page 1 of every row.
 */
export async function readListPage(
  rows: Knex.QueryBuilder,
  sums: Knex.QueryBuilder | Promise<Record<string, unknown>[]>,
  query: { page: number; perPage: number },
  all = false,
): Promise<{ rows: Record<string, unknown>[]; sums: Record<string, unknown>; count: number; page: number; perPage: number }> {
  if (!all) rows.limit(query.perPage).offset((query.page - 1) * query.perPage);
  const [[summed], items] = await Promise.all([sums as Promise<Record<string, unknown>[]>, rows as Promise<Record<string, unknown>[]>]);
  return {
    rows: items,
    sums: summed,
    count: Number(summed.count),
    page: all ? 1 : query.page,
    perPage: all ? items.length : query.perPage,
  };
}
