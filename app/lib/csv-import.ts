import { parse } from "csv-parse/sync";
import { fromCsvCell } from "./csv";

// The checks every CSV import makes, with the same messages whatever it imports (accounts,
// vendors, …): reading the file and its header, numbering the rows by their line in the file,
// Yes/No cells, and the `row N: …` report. What a row means is the importing module's business.

/** The file cannot be imported as a whole (not CSV, empty, a bad header): nothing is checked further. */
export class CsvFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CsvFileError";
  }
}

/** One data row: its line in the file (the header is line 1) and its values by column. */
export interface CsvRow<Column extends string = string> {
  line: number;
  values: Partial<Record<Column, string>>;
  /** Set when the row cannot be read as the header says (a wrong number of fields). */
  problem?: string;
}

/** Header names are compared trimmed, with runs of spaces as one, in any case. */
export const headerKey = (header: string) => header.trim().replace(/\s+/g, " ").toLowerCase();

const plural = (count: number, word: string) => `${word}${count === 1 ? "" : "s"}`;

type CsvRecord = { record: string[]; info: { lines: number; empty_lines: number; comment_lines: number } };

/** The count of lines of the text, a last one without its line break counted too. */
function physicalLines(text: string): number {
  let count = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) count++;
  return text.length > 0 && !text.endsWith("\n") ? count + 1 : count;
}

/**
 * The file's records, each with where it ends in the file. csv-parse's `info` (each record with
 * its line counts) costs twice the parse, so the file is parsed without it first: when it has as
 * many lines as records (no empty line skipped, no quoted value over two lines: most files), the
 * record of index i ends on line i + 1. Otherwise it is parsed again with `info`.
 */
function readRecords(text: string): CsvRecord[] {
  const options = { bom: true, skip_empty_lines: true, relax_column_count: true };
  const plain = parse(text, options) as string[][];
  if (plain.length === physicalLines(text)) {
    return plain.map((record, i) => ({ record, info: { lines: i + 1, empty_lines: 0, comment_lines: 0 } }));
  }
  // With `info`, each record comes with where it was read (typed as plain rows by csv-parse).
  return parse(text, { ...options, info: true }) as unknown as CsvRecord[];
}

/**
 * Read the CSV text into its header and rows. `resolve` names each header cell's column (or
 * undefined for a column the import does not know). An unknown or repeated column, a missing
 * required one, a file that is not CSV or has no header is refused as a whole (CsvFileError);
 * `columnsHelp` is how the messages list the columns a file may have. A row with the wrong number
 * of fields is kept, with its problem, so that validation reports it by its line.
 */
export function readCsvTable<Header extends { column: string }>(
  text: string,
  options: { resolve: (name: string) => Header | undefined; required: readonly string[]; columnsHelp: string },
): { header: Header[]; rows: CsvRow[] } {
  let records: CsvRecord[];
  try {
    records = readRecords(text);
  } catch (error) {
    throw new CsvFileError(`The file is not valid CSV: ${(error as Error).message}`);
  }
  if (records.length === 0) throw new CsvFileError(`The file is empty: expected a header line with the columns ${options.columnsHelp}`);

  const names = records[0].record;
  const header: Header[] = [];
  const unknown: string[] = [];
  const repeated: string[] = [];
  for (const name of names) {
    const found = options.resolve(name);
    if (!found) unknown.push(name.trim() === "" ? "(a column without a name)" : `"${name.trim()}"`);
    else if (header.some((h) => h.column === found.column)) repeated.push(`"${found.column}"`);
    if (found) header.push(found);
  }
  const problems: string[] = [];
  if (unknown.length)
    problems.push(`Unknown ${plural(unknown.length, "column")} ${unknown.join(", ")}: the columns are ${options.columnsHelp}`);
  if (repeated.length) {
    problems.push(`${plural(repeated.length, "Column")} ${repeated.join(", ")} appear${repeated.length === 1 ? "s" : ""} more than once`);
  }
  const missing = options.required.filter((column) => !header.some((h) => h.column === column));
  if (missing.length) problems.push(`Missing ${plural(missing.length, "column")} ${missing.map((c) => `"${c}"`).join(", ")}`);
  if (problems.length) throw new CsvFileError(problems.join("\n"));

  // csv-parse counts the line a record ends on; a quoted value may span lines, so a row's own
  // number is the line after the previous record plus the empty lines skipped in between.
  const rows: CsvRow[] = [];
  let previousEnd = records[0].info.lines;
  let previousSkipped = records[0].info.empty_lines + records[0].info.comment_lines;
  for (const { record, info } of records.slice(1)) {
    const skipped = info.empty_lines + info.comment_lines;
    const line = previousEnd + 1 + (skipped - previousSkipped);
    previousEnd = info.lines;
    previousSkipped = skipped;
    const values: Record<string, string> = {};
    header.forEach(({ column }, i) => {
      values[column] = fromCsvCell(record[i] ?? "");
    });
    const problem = record.length === names.length ? undefined : `expected ${names.length} fields as in the header, found ${record.length}`;
    rows.push(problem ? { line, values, problem } : { line, values });
  }
  return { header, rows };
}

const TRUE_WORDS = new Set(["yes", "y", "true", "1", "active", "on"]);
const FALSE_WORDS = new Set(["no", "n", "false", "0", "inactive", "off"]);

/** A Yes/No cell (yes, y, true, 1, active, on and their opposites, any case); blank is undefined. */
export function parseYesNo(text: string): boolean | undefined | "invalid" {
  const word = text.trim().toLowerCase();
  if (!word) return undefined;
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return "invalid";
}

/** The message for a cell that is not Yes or No. */
export const yesNoMessage = (column: string, text: string) => `${column} must be Yes or No (found "${text.trim()}")`;

/** A schema message that does not say which field it is about ("Required", "Must be a number", …). */
export const isGenericMessage = (message: string) => /^(Must be|Required$)/.test(message);

/** A schema message as a row reports it: a generic one gets its column's name in front. */
export const columnMessage = (column: string | undefined, message: string) =>
  isGenericMessage(message) && column ? `${column}: ${message}` : message;

/** One bad row in the report: `row N: first problem; second problem` (each problem once). */
export const rowProblem = (line: number, messages: readonly string[]) => `row ${line}: ${[...new Set(messages)].join("; ")}`;

/** The import's refusal when any row is bad: nothing is written. */
export const notImportedMessage = (badRows: number) => `${badRows} row${badRows === 1 ? " is" : "s are"} not valid: nothing was imported`;
