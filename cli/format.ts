// Plain-text output for people; `--json` output is for scripts.

export interface Column<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

/** A left-aligned table with a header row, columns two spaces apart. */
export function table<T>(columns: Column<T>[], rows: T[]): string {
  const cells = rows.map((row) => columns.map((c) => String(c.value(row) ?? "")));
  const widths = columns.map((c, i) => Math.max(c.header.length, ...cells.map((r) => r[i].length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => (i === values.length - 1 ? v : v.padEnd(widths[i])))
      .join("  ")
      .trimEnd();
  return [line(columns.map((c) => c.header)), ...cells.map(line)].join("\n");
}

/** A timestamp as `YYYY-MM-DD HH:MM` (UTC); empty when absent. */
export function timestamp(value: Date | string | null | undefined): string {
  if (!value) return "";
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
