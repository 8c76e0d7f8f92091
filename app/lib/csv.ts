import { stringify, type Options } from "csv-stringify/sync";
import { parse } from "csv-parse/sync";

// Every CSV export goes through toCsv, and every CSV import reads its cells through fromCsvCell.
//
// A spreadsheet runs a cell that starts with =, +, -, @ (or a tab or carriage return before one)
// as a formula: a vendor named `=HYPERLINK(…)` would become a live link, or worse, in the file a
// user exports (OWASP's "CSV injection"). Such a TEXT cell is written with a leading apostrophe,
// which spreadsheets show as text; a plain number such as `-50.00` is left alone. A cell that
// already starts with apostrophes before one of those characters gets one more, so that
// fromCsvCell (which removes exactly one) gives back every value unchanged: export → import
// round-trips.

const FORMULA_START = /^'*[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** One cell as written to a CSV file: formula-like text is kept as text with a leading `'`. */
export function toCsvCell(value: unknown): string {
  if (value == null) return "";
  const text = String(value);
  if (typeof value === "number" || typeof value === "bigint" || PLAIN_NUMBER.test(text)) return text;
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One cell as read from a CSV file: the apostrophe toCsvCell added is removed. */
export function fromCsvCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

type CsvRecord = readonly unknown[] | Readonly<Record<string, unknown>>;

/** The CSV text of these rows (arrays, or objects with `columns`), every cell through toCsvCell. */
export function toCsv(rows: readonly CsvRecord[], options: Options = {}): string {
  const safe = rows.map((row) =>
    Array.isArray(row)
      ? row.map(toCsvCell)
      : Object.fromEntries(Object.entries(row as Record<string, unknown>).map(([key, value]) => [key, toCsvCell(value)])),
  );
  return stringify(safe, options);
}

/**
 * A CSV file as a stream: the header row, then each batch of `batches` as the client takes them
 * (so a large export never sits in memory at once), each row through `record` and toCsv.
 */
export function csvStream<T>(
  header: readonly string[],
  batches: () => AsyncGenerator<T[]>,
  record: (row: T) => readonly unknown[],
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let open: AsyncGenerator<T[]> | null = null;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(toCsv([[...header]])));
    },
    async pull(controller) {
      open ??= batches();
      const next = await open.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(toCsv(next.value.map(record))));
    },
    async cancel() {
      await open?.return(undefined);
    },
  });
}

/** A CSV text's records (the first is its header), every cell as written. */
export function csvRecords(text: string): string[][] {
  return parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true }) as string[][];
}
