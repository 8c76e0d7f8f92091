import type { ReactNode } from "react";
import { cn } from "./cn";
import { Pagination } from "./pagination";

export type DataTableColumn<T> = {
  /** Unique column key; also the row property shown when there is no `cell`. */
  key: string;
  header: ReactNode;
  cell?: (row: T) => ReactNode;
  /** Classes for this column's cells (e.g. "text-right" for amounts). */
  className?: string;
};

export type DataTableProps<T> = {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowKey: (row: T, index: number) => string | number;
  emptyMessage?: string;
  /** A "Loading..." row in place of the rows (a list being fetched with nothing to show meanwhile). */
  loading?: boolean;
  /** An error row (role "alert") in place of the rows: the list could not be loaded. Wins over `loading`. */
  error?: string | null;
  /** Names the table for screen readers (visually hidden; pages show their own heading). */
  caption?: string;
  className?: string;
};

/** The "Active" column of a list: a read-only checkbox per row, named "<row's name> is active|inactive". */
export function activeColumn<T extends { active: boolean }>(nameOf: (row: T) => string): DataTableColumn<T> {
  return {
    key: "active",
    header: "Active",
    cell: (row) => (
      <input
        type="checkbox"
        checked={row.active}
        readOnly
        disabled
        aria-label={`${nameOf(row)} is ${row.active ? "active" : "inactive"}`}
        className="h-4 w-4 rounded border-slate-300"
      />
    ),
  };
}

function defaultCell<T>(row: T, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined) return "";
  if (typeof value === "string" || typeof value === "number") return value;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}

/**
 * A plain, accessible table for list screens; pair it with `<Pagination>` for `ListResult`s. Its
 * head cells, rows and cells carry short class names (.dt-th, .dt-tr, .dt-td in app/tailwind.css)
 * rather than the same utilities on each of a page's hundred-odd cells (ADR 0018); a column's own
 * classes still win over them.
 */
export function DataTable<T>({
  columns,
  rows,
  getRowKey,
  emptyMessage = "No records to show",
  loading = false,
  error = null,
  caption,
  className,
}: DataTableProps<T>) {
  const span = Math.max(1, columns.length);
  // One full-width row instead of the rows: the error, "Loading...", or the empty message.
  // The full-width cell itself is the live region, so the message is read as the table's state.
  const notice = error ? (
    // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a cell is not interactive
    <td colSpan={span} role="alert" className="px-4 py-8 text-center text-red-700">
      {error}
    </td>
  ) : loading ? (
    // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a cell is not interactive
    <td colSpan={span} role="status" className="px-4 py-8 text-center text-slate-500">
      Loading...
    </td>
  ) : rows.length === 0 ? (
    <td colSpan={span} className="px-4 py-8 text-center text-slate-500">
      {emptyMessage}
    </td>
  ) : null;
  return (
    <div className={cn("overflow-x-auto rounded-lg border border-slate-200 bg-white", className)}>
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cn("dt-th", column.className)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {notice ? (
            <tr>{notice}</tr>
          ) : (
            rows.map((row, index) => (
              <tr key={getRowKey(row, index)} className="dt-tr">
                {columns.map((column) => (
                  <td key={column.key} className={column.className ? `dt-td ${column.className}` : "dt-td"}>
                    {column.cell ? column.cell(row) : defaultCell(row, column.key)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A server-paginated list: its page of rows in a DataTable, then what sums up the rows (a list's
 * totals), then the page links.
 */
export type PagedDataTableProps<T> = Omit<DataTableProps<T>, "rows"> & {
  list: { items: readonly T[]; page: number; perPage: number; total: number };
  summary?: ReactNode;
  paginationClassName?: string;
};

export function PagedDataTable<T>({ list, summary, paginationClassName, ...table }: PagedDataTableProps<T>) {
  return (
    <div>
      <DataTable rows={list.items} {...table} />
      {summary ? <div className="mt-4">{summary}</div> : null}
      <Pagination page={list.page} perPage={list.perPage} total={list.total} className={paginationClassName} />
    </div>
  );
}
