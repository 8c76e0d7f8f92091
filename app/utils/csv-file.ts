import { CsvFileError, headerKey, readCsvTable, type CsvRow } from "~/lib/csv-import";
import { DomainError } from "./errors";

// Reading an imported CSV file, the one way every import does: readCsvTable (~/lib/csv-import),
// with a file refused as a whole (not CSV, no header, an unknown, repeated or missing column)
// answered as the user's mistake — a DomainError 400 carrying readCsvTable's message as it is.

/** readCsvTable, a file it refuses as a whole being a DomainError 400. */
export function readCsvFile<Header extends { column: string }>(
  text: string,
  options: Parameters<typeof readCsvTable<Header>>[1],
): { header: Header[]; rows: CsvRow[] } {
  try {
    return readCsvTable(text, options);
  } catch (error) {
    if (error instanceof CsvFileError) throw new DomainError(error.message, 400);
    throw error;
  }
}

/**
 * A file of known columns: a header cell names one of `columns` in any case and spacing, or one of
 * the other spellings in `aliases` (lower-cased, single-spaced); the messages list `columns` in order.
 */
export function readColumnsCsv<Column extends string>(
  text: string,
  columns: readonly Column[],
  required: readonly Column[],
  aliases: Readonly<Record<string, Column>> = {},
): { header: { column: Column }[]; rows: CsvRow[] } {
  const byKey = new Map<string, Column>([...columns.map((c): [string, Column] => [headerKey(c), c]), ...Object.entries(aliases)]);
  return readCsvFile(text, {
    resolve: (name) => {
      const column = byKey.get(headerKey(name));
      return column ? { column } : undefined;
    },
    required,
    columnsHelp: columns.join(", "),
  });
}
