// A plain table's header row from its column names: an amount's column (`[label, "right"]`) aligned
// right. Each screen keeps its own look through the class names it passes.

export type HeadColumn = string | readonly [string, "right"];

export function TableHead({
  columns,
  className,
  rowClassName,
  cellClassName,
}: {
  columns: readonly HeadColumn[];
  className?: string;
  rowClassName?: string;
  /** A column's classes, from its place and alignment */
  cellClassName: (column: { last: boolean; right: boolean }) => string;
}) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {columns.map((column, index) => {
          const [label, align] = typeof column === "string" ? [column, null] : column;
          return (
            <th key={label} scope="col" className={cellClassName({ last: index === columns.length - 1, right: align === "right" })}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
