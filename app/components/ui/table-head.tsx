// A plain table's header row from its columns: a name (`"Memo"`), an amount's column aligned right
// (`["Total", "right"]`), or a column with its own classes (`{ label, className, srOnly }`). Each
// screen keeps its own look through the class names it passes.

export type ColumnHead = {
  label: string;
  className?: string;
  /** Named for screen readers only (a column of row buttons). */
  srOnly?: boolean;
};

export type HeadColumn = string | readonly [string, "right"] | ColumnHead;

function readColumn(column: HeadColumn): ColumnHead & { right: boolean } {
  if (typeof column === "string") return { label: column, right: false };
  if (Array.isArray(column)) return { label: column[0], right: true };
  return { ...(column as ColumnHead), right: false };
}

export function TableHead({
  columns,
  className,
  rowClassName,
  cellClassName,
}: {
  columns: readonly HeadColumn[];
  className?: string;
  rowClassName?: string;
  /** A column's classes from its place and alignment (a column with its own className keeps it). */
  cellClassName?: (column: { last: boolean; right: boolean }) => string;
}) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {columns.map((column, index) => {
          const { label, className: own, srOnly, right } = readColumn(column);
          return (
            <th key={label} scope="col" className={own ?? cellClassName?.({ last: index === columns.length - 1, right })}>
              {srOnly ? <span className="sr-only">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
