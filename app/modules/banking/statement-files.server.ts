import { parseSync } from "ofx-js";
import { CsvFileError, headerKey, readCsvTable } from "~/lib/csv-import";
import { isIsoDate } from "~/lib/dates";
import { readMoney, type Cents } from "~/lib/money";
import type { CsvMapping, StatementDateFormat } from "./statement-constants";

// A bank or card statement file read into its lines, each with the line of the file it came
// from, or refused with every problem as `line N: …` (ADR 0058). Nothing here touches the database.
//
// OFX/QFX (1.x SGML and 2.x XML; QFX is OFX with Intuit's tags) is parsed by ofx-js. Before it
// runs, one pass over the file's tags does what the parser does not:
//   - it says where a cut-short or mangled file goes wrong (ofx-js only throws "Missing closing tag
//     for X", without a line): an aggregate (STMTTRN, BANKTRANLIST, …) left open at the end of the
//     file or closed by the wrong tag is reported with its line;
//   - it closes the empty elements of SGML files (`<MEMO>` followed by the next tag), which ofx-js
//     1.1 mistakes for aggregates and then refuses the whole file (banks write them);
//   - it remembers the line of each transaction and of its fields, for the messages about them.
// CSV goes through the CSV reading every import uses (app/lib/csv-import.ts), with the account's
// column mapping naming the columns.

/** One line of a statement as read from its file; amount signed as the account's journal line (money in: +). */
export interface StatementFileLine {
  line: number;
  /** YYYY-MM-DD */
  date: string;
  amount: Cents;
  description: string;
  memo: string;
  checkNumber: string;
  /** The OFX transaction id (FITID); null from CSV */
  fitId: string | null;
}

export interface StatementFile {
  format: "ofx" | "csv";
  lines: StatementFileLine[];
  /** Lines of amount 0 (balance notes some banks write): not kept */
  ignored: number;
  /** The account the OFX statement is of (its ACCTID), when it says */
  statementAccount: string | null;
}

/** The file is refused: each problem as `line N: …`. */
export class StatementFileError extends Error {
  constructor(readonly problems: string[]) {
    super(`The file cannot be imported:\n${problems.join("\n")}`);
    this.name = "StatementFileError";
  }
}

const MAX_PROBLEMS = 50;
const MAX_TEXT = 500;

/** Text from a bank as kept: control characters as spaces, runs of spaces as one, at most 500 characters. */
// eslint-disable-next-line no-control-regex -- removing them is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;
const cleanText = (text: unknown) =>
  typeof text === "string" ? text.replace(CONTROL_CHARACTERS, " ").replace(/\s+/g, " ").trim().slice(0, MAX_TEXT) : "";

/** An OFX or CSV file, told apart by its content: an OFX header or an <OFX> element. */
export const looksLikeOfx = (text: string) => /^\s*(OFXHEADER\s*:|<\?xml[^>]*>\s*<\?OFX)/i.test(text) || /<OFX>/i.test(text.slice(0, 4096));

// ---------------------------------------------------------------------------------------------
// OFX

interface Tag {
  close: boolean;
  name: string;
  /** Where the tag starts and ends in the text */
  start: number;
  end: number;
  line: number;
}

interface ScannedTransaction {
  line: number;
  /** The statement it is in: "STMTRS" (bank) or "CCSTMTRS" (card) */
  statement: string;
  fields: Map<string, number>;
}

interface Scan {
  /** The text to hand the parser (empty SGML elements closed) */
  text: string;
  transactions: ScannedTransaction[];
}

const STATEMENT_KINDS = new Set(["STMTRS", "CCSTMTRS"]);

/** The tags of the file with their lines; the structure checked; the empty elements closed. */
function scanOfx(text: string): Scan {
  const tags: Tag[] = [];
  const pattern = /<(\/?)([A-Za-z][A-Za-z0-9_.]*)>/g;
  let line = 1;
  let counted = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    for (let i = text.indexOf("\n", counted); i !== -1 && i < m.index; i = text.indexOf("\n", i + 1)) line++;
    counted = m.index;
    tags.push({ close: m[1] === "/", name: m[2].toUpperCase(), start: m.index, end: m.index + m[0].length, line });
  }
  const lastLine = text.trimEnd().split("\n").length;
  const valueAfter = (i: number) => text.slice(tags[i].end, i + 1 < tags.length ? tags[i + 1].start : text.length).trim();

  // An aggregate is closed somewhere and holds other elements; a leaf holds a value (maybe none).
  const closed = new Set(tags.filter((t) => t.close).map((t) => t.name));
  const holds = new Set<string>();
  tags.forEach((t, i) => {
    if (!t.close && closed.has(t.name) && i + 1 < tags.length && !tags[i + 1].close && valueAfter(i) === "") holds.add(t.name);
  });

  const problems: string[] = [];
  const stack: Tag[] = [];
  const transactions: ScannedTransaction[] = [];
  const inserts: number[] = [];
  let current: ScannedTransaction | null = null;
  let statement = "";
  for (let i = 0; i < tags.length && problems.length < MAX_PROBLEMS; i++) {
    const tag = tags[i];
    if (!tag.close && holds.has(tag.name)) {
      stack.push(tag);
      if (STATEMENT_KINDS.has(tag.name)) statement = tag.name;
      if (tag.name === "STMTTRN") {
        current = { line: tag.line, statement, fields: new Map() };
        transactions.push(current);
      }
      continue;
    }
    if (!tag.close) {
      // A leaf: its own closing tag may follow (XML); an empty SGML one is closed for the parser.
      if (current && stack[stack.length - 1]?.name === "STMTTRN") current.fields.set(tag.name, tag.line);
      const next = tags[i + 1];
      if (next?.close && next.name === tag.name) i++;
      else if (valueAfter(i) === "") inserts.push(i);
      continue;
    }
    if (!holds.has(tag.name)) continue; // a leaf's closing tag away from it: the parser drops it as well
    const open = stack.pop();
    if (!open) problems.push(`line ${tag.line}: </${tag.name}> closes nothing that is open`);
    else if (open.name !== tag.name)
      problems.push(`line ${tag.line}: </${tag.name}> found where <${open.name}> of line ${open.line} should be closed`);
    if (tag.name === "STMTTRN") current = null;
  }
  if (!problems.length && stack.length) {
    const open = stack[stack.length - 1];
    problems.push(
      `line ${lastLine}: the file ends before <${open.name}> of line ${open.line} is closed: it is cut short (download it again)`,
    );
  }
  if (problems.length) throw new StatementFileError(problems);
  let out = "";
  let from = 0;
  for (const i of inserts) {
    out += `${text.slice(from, tags[i].end)}</${tags[i].name}>`;
    from = tags[i].end;
  }
  return { text: out + text.slice(from), transactions };
}

type OfxNode = Record<string, unknown>;
const asList = (value: unknown): OfxNode[] =>
  value === undefined || value === null || value === "" ? [] : ((Array.isArray(value) ? value : [value]) as OfxNode[]);
const node = (value: unknown): OfxNode => (value && typeof value === "object" && !Array.isArray(value) ? (value as OfxNode) : {});
const field = (n: OfxNode, name: string) => (typeof n[name] === "string" ? (n[name] as string).trim() : "");

/** OFX's date: YYYYMMDD, then maybe a time and a zone in brackets (-5:EST); the day is what the bank posted. */
function ofxDate(text: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:\d{0,6}(?:\.\d{1,3})?)?(?:\s*\[[^\]]*\])?$/.exec(text);
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  return isIsoDate(iso) ? iso : null;
}

/** An amount as banks write it: "-12.50", "+12.50", or with a decimal comma ("-12,50"). */
function statementAmount(text: string): Cents | null {
  let t = text.trim().replace(/^\+/, "");
  if (/^-?\d+,\d{1,2}$/.test(t)) t = t.replace(",", ".");
  const negative = /^\(.*\)$/.test(t);
  if (negative) t = t.slice(1, -1);
  const read = readMoney(t);
  if (!read.ok) return null;
  return (negative ? -read.cents : read.cents) as Cents;
}

/**
 * Read an OFX or QFX statement. A file with statements of several accounts gives the one whose
 * ACCTID is `accountNumber` (or ends with it); one statement is taken whatever its ACCTID.
 */
export function readOfxStatement(text: string, options: { accountNumber?: string | null } = {}): StatementFile {
  const at = text.search(/<OFX>/i);
  if (at === -1) throw new StatementFileError(["line 1: this is not an OFX file: it has no <OFX> element"]);
  const scan = scanOfx(text);
  let parsed: ReturnType<typeof parseSync>;
  try {
    // ofx-js splits the header from the body at "<OFX>" as written.
    parsed = parseSync(scan.text.replace(/<OFX>/i, "<OFX>"));
  } catch (error) {
    throw new StatementFileError([`line 1: the OFX cannot be read: ${(error as Error).message}`]);
  }
  const ofx = node(parsed.OFX);
  const statements = [
    ...asList(node(ofx.BANKMSGSRSV1).STMTTRNRS).map((rs) => ({ kind: "STMTRS", body: node(node(rs).STMTRS), from: "BANKACCTFROM" })),
    ...asList(node(ofx.CREDITCARDMSGSRSV1).CCSTMTTRNRS).map((rs) => ({
      kind: "CCSTMTRS",
      body: node(node(rs).CCSTMTRS),
      from: "CCACCTFROM",
    })),
  ].map((s) => ({ ...s, account: field(node(s.body[s.from]), "ACCTID") }));
  if (!statements.length) throw new StatementFileError(["line 1: the OFX file holds no bank or credit card statement"]);

  // The scanned transactions of each kind of statement, in the file's order, are the parsed ones in the same order.
  const scanned = new Map<string, ScannedTransaction[]>();
  for (const t of scan.transactions) scanned.set(t.statement, [...(scanned.get(t.statement) ?? []), t]);
  const withLines = statements.map((s) => {
    const transactions = asList(node(s.body.BANKTRANLIST).STMTTRN);
    const lines = scanned.get(s.kind)!.splice(0, transactions.length);
    return { ...s, transactions: transactions.map((t, i) => ({ t: node(t), scan: lines[i] })) };
  });

  let chosen = withLines[0];
  if (withLines.length > 1) {
    const wanted = (options.accountNumber ?? "").trim();
    const found = wanted ? withLines.filter((s) => s.account === wanted || (s.account.length > 0 && s.account.endsWith(wanted))) : [];
    if (found.length !== 1) {
      throw new StatementFileError([
        `line 1: the file holds statements of ${withLines.length} accounts (${withLines.map((s) => s.account || "no number").join(", ")}): ` +
          "give the bank or card account the bank account number of the one to import, or download one account's statement",
      ]);
    }
    chosen = found[0];
  }

  const problems: string[] = [];
  const lines: StatementFileLine[] = [];
  let ignored = 0;
  for (const { t, scan: where } of chosen.transactions) {
    const lineOf = (name: string) => where?.fields.get(name) ?? where?.line ?? 1;
    const posted = field(t, "DTPOSTED");
    const date = ofxDate(posted);
    const amountText = field(t, "TRNAMT");
    const amount = statementAmount(amountText);
    if (!posted) problems.push(`line ${where?.line ?? 1}: the transaction has no DTPOSTED (its date)`);
    else if (!date) problems.push(`line ${lineOf("DTPOSTED")}: DTPOSTED "${posted}" is not a date (YYYYMMDD)`);
    if (!amountText) problems.push(`line ${where?.line ?? 1}: the transaction has no TRNAMT (its amount)`);
    else if (amount === null) problems.push(`line ${lineOf("TRNAMT")}: TRNAMT "${amountText}" is not an amount`);
    if (problems.length >= MAX_PROBLEMS) break;
    if (!date || amount === null) continue;
    if (amount === 0) {
      ignored++;
      continue;
    }
    const payee = field(t, "NAME") || field(node(t.PAYEE), "NAME");
    lines.push({
      line: where?.line ?? 1,
      date,
      amount,
      description: cleanText(payee || field(t, "MEMO")),
      memo: cleanText(payee ? field(t, "MEMO") : ""),
      checkNumber: cleanText(field(t, "CHECKNUM")),
      fitId: cleanText(field(t, "FITID")) || null,
    });
  }
  if (problems.length) throw new StatementFileError(problems);
  return { format: "ofx", lines, ignored, statementAccount: chosen.account || null };
}

// ---------------------------------------------------------------------------------------------
// CSV

/** A date cell in the mapping's format (1- or 2-digit day and month; / - or . between). */
export function statementDate(text: string, format: StatementDateFormat): string | null {
  const t = text.trim();
  let y: string, mo: string, d: string;
  if (format === "YYYY-MM-DD") {
    const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(t);
    if (!m) return null;
    [, y, mo, d] = m;
  } else {
    const m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t);
    if (!m) return null;
    [, mo, d, y] = m;
    if (format === "DD/MM/YYYY") [mo, d] = [d, mo];
  }
  const iso = `${y}-${mo.padStart(2, "0")}-${d.padStart(2, "0")}`;
  return isIsoDate(iso) ? iso : null;
}

/** The mapping's columns by role, as the file's header must name them. */
type ColumnRole = "dateColumn" | "descriptionColumn" | "amountColumn" | "debitColumn" | "creditColumn" | "checkNumberColumn" | "memoColumn";

function mappedColumns(mapping: CsvMapping): [role: ColumnRole, name: string][] {
  const roles = [
    "dateColumn",
    "descriptionColumn",
    "amountColumn",
    "debitColumn",
    "creditColumn",
    "checkNumberColumn",
    "memoColumn",
  ] as const;
  return roles.filter((r) => mapping[r].trim() !== "").map((r) => [r, mapping[r].trim()]);
}

/** Read a CSV statement with the account's column mapping. */
export function readCsvStatement(text: string, mapping: CsvMapping): StatementFile {
  const columns = mappedColumns(mapping);
  const byKey = new Map(columns.map(([role, name]) => [headerKey(name), role as string]));
  let others = 0;
  let table: ReturnType<typeof readCsvTable>;
  try {
    table = readCsvTable(text, {
      // The bank's other columns (a balance, a category) are read and left alone.
      resolve: (name) => ({ column: byKey.get(headerKey(name)) ?? `other ${++others}` }),
      required: columns.map(([role]) => role),
      columnsHelp: columns.map(([, name]) => `"${name}"`).join(", "),
    });
  } catch (error) {
    if (!(error instanceof CsvFileError)) throw error;
    // Name the columns as the mapping does, not by their roles.
    const named = error.message.replace(/"(\w+Column)"/g, (all, role: string) => {
      const found = columns.find(([r]) => r === role);
      return found ? `"${found[1]}"` : all;
    });
    throw new StatementFileError(named.split("\n").map((m) => `line 1: ${m}`));
  }
  const problems: string[] = [];
  const lines: StatementFileLine[] = [];
  let ignored = 0;
  const name = (role: ColumnRole) => mapping[role].trim();
  for (const row of table.rows) {
    if (problems.length >= MAX_PROBLEMS) break;
    const here: string[] = [];
    if (row.problem) here.push(row.problem);
    const v = (role: ColumnRole) => (row.values[role] ?? "").trim();
    const date = statementDate(v("dateColumn"), mapping.dateFormat);
    if (!v("dateColumn")) here.push(`${name("dateColumn")} is empty`);
    else if (!date) here.push(`${name("dateColumn")} "${v("dateColumn")}" is not a date (${mapping.dateFormat})`);
    let amount: Cents | null = null;
    if (mapping.amountColumn.trim()) {
      if (!v("amountColumn")) here.push(`${name("amountColumn")} is empty`);
      else {
        amount = statementAmount(v("amountColumn"));
        if (amount === null) here.push(`${name("amountColumn")} "${v("amountColumn")}" is not an amount`);
      }
    } else {
      const debit = v("debitColumn") ? statementAmount(v("debitColumn")) : 0;
      const credit = v("creditColumn") ? statementAmount(v("creditColumn")) : 0;
      if (debit === null) here.push(`${name("debitColumn")} "${v("debitColumn")}" is not an amount`);
      if (credit === null) here.push(`${name("creditColumn")} "${v("creditColumn")}" is not an amount`);
      if (debit !== null && credit !== null) {
        if (!v("debitColumn") && !v("creditColumn")) here.push(`${name("debitColumn")} and ${name("creditColumn")} are both empty`);
        else if (debit !== 0 && credit !== 0) here.push(`${name("debitColumn")} and ${name("creditColumn")} are both filled in`);
        // A debit on a bank statement is money out of the account.
        else amount = (Math.abs(credit) - Math.abs(debit)) as Cents;
      }
    }
    if (here.length) {
      problems.push(`line ${row.line}: ${[...new Set(here)].join("; ")}`);
      continue;
    }
    if (amount === 0) {
      ignored++;
      continue;
    }
    lines.push({
      line: row.line,
      date: date!,
      amount: (mapping.amountsInverted ? -amount! : amount!) as Cents,
      description: cleanText(v("descriptionColumn")),
      memo: cleanText(v("memoColumn")),
      checkNumber: cleanText(v("checkNumberColumn")),
      fitId: null,
    });
  }
  if (problems.length) throw new StatementFileError(problems);
  if (!lines.length && !ignored) throw new StatementFileError(["line 2: the file has a header but no lines"]);
  return { format: "csv", lines, ignored, statementAccount: null };
}

/**
 * How each line is known again in an overlapping file: its FITID, else its date, amount and
 * description with the count of the same three before it in its file (two coffees of one day
 * are two lines, in this file and the next).
 */
export function dedupeKeys(lines: readonly StatementFileLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((l) => {
    if (l.fitId) return `fit:${l.fitId}`;
    const base = `${l.date}|${l.amount}|${l.description.toLowerCase()}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return `day:${base}|${n}`;
  });
}
