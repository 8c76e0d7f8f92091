import type { ReactNode } from "react";

export type ColumnHead = {
  label: string;
  className?: string;
  /** Named for screen readers only (a column of row buttons). */
  srOnly?: boolean;
};

/** A table's heading row from a list of columns, each a `<th scope="col">`. */
export function ColumnHeads({
  columns,
  className,
  children,
}: {
  columns: readonly ColumnHead[];
  className?: string;
  children?: ReactNode;
}) {
  return (
    <tr className={className}>
      {columns.map((column) => (
        <th key={column.label} scope="col" className={column.className}>
          {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
        </th>
      ))}
      {children}
    </tr>
  );
}
