import { CsvFileError, headerKey, readCsvTable } from "~/lib/csv-import";
import { formatUsDate, isIsoDate, parseUsDate } from "~/lib/dates";
import { formatMoney, moneyRangeMessage, readMoney, type Cents } from "~/lib/money";
import { textProblem } from "~/lib/zod-helpers";
import { JOURNAL_IMPORT_FORMATS, type JournalImportFormat } from "./schema";

// Journal files for `ledgerline journal import` and POST /api/journal-entry/import, read into
// entries without the database (pure, so a unit test covers every rule). Two formats:
//
// CSV, one row per journal line; the rows with the same Date and Reference are one entry:
//
//   Date,Reference,Description,Memo,Account,Debit,Credit,Vendor
//   01/05/2026,INV-1001,Office chairs,Two chairs,6300,250.00,,ACME
//   01/05/2026,INV-1001,Office chairs,,1010 Checking,,250.00,
//
// The ledger (hledger / ledger-cli) journal that `journal export --format ledger` writes: account
// declarations, then transactions — a header line `DATE [*|!] [(CODE)] DESCRIPTION` and indented
// postings `ACCOUNT  AMOUNT  [; memo]`, debits positive and credits negative. The export's own
// notes `; cancelled, reversed by JE-0004` and `; reverses JE-0003` pair a cancelled entry with
// its reversal.
//
// Every problem is reported with the line of the file it is on (`line N: …`); an entry's own
// problems (it does not balance) on its first line. The database's side — do the accounts and
// vendors exist — is journal-import.server.ts's.

export { JOURNAL_IMPORT_FORMATS, type JournalImportFormat };

export const JOURNAL_CSV_COLUMNS = ["Date", "Reference", "Description", "Memo", "Account", "Debit", "Credit", "Vendor"] as const;
export type JournalCsvColumn = (typeof JOURNAL_CSV_COLUMNS)[number];
const REQUIRED_JOURNAL_CSV_COLUMNS: readonly JournalCsvColumn[] = ["Date", "Reference", "Account", "Debit", "Credit"];

/** The limits of the fields an import fills (the journal entry form's). */
const IMPORT_LIMITS = { comments: 1000, memo: 500, reference: 100, account: 500, vendor: 200 } as const;

export interface ImportLine {
  /** The file's line this journal line is on. */
  line: number;
  /** As written: an account number, a name, "NUMBER NAME" or a full journal name. */
  account: string;
  debit: Cents;
  credit: Cents;
  memo: string;
  /** A Vendor ID or vendor name; "" for none. */
  vendor: string;
}

export interface ImportEntry {
  /** The file's line the entry starts on. */
  line: number;
  /** YYYY-MM-DD */
  date: string;
  /** The entry's reference in the file (its number in the books it came from); "" when none. */
  reference: string;
  description: string;
  lines: ImportLine[];
  /** The index (in `entries`) of the entry this one reverses, when the file pairs them (ledger format). */
  reversalOf?: number;
}

export interface DeclaredAccount {
  line: number;
  name: string;
  inactive: boolean;
}

export interface ImportProblem {
  line: number;
  message: string;
}

export interface ParsedJournal {
  /** The entries that have no problem of their own, in file order. */
  entries: ImportEntry[];
  /** The entries refused for a problem of their own: their accounts and vendors are checked too, so every problem is listed at once. */
  rejected: ImportEntry[];
  /** Accounts declared by `account` directives (ledger format). */
  accounts: DeclaredAccount[];
  problems: ImportProblem[];
}

/** The comments of an imported entry: its description, with the file's reference kept so the entry can be found by it. */
export function importedComments(description: string, reference: string): string {
  if (!reference) return description;
  return description ? `${description} (ref ${reference})` : `Ref ${reference}`;
}

/** The most `line N: …` messages a refusal lists; the rest are counted. */
export const MAX_REPORTED_LINES = 100;

/** Problems → `line N: first; second` in line order, at most MAX_REPORTED_LINES of them and a count of the rest. */
export function problemLines(problems: readonly ImportProblem[]): { lines: string[]; badLines: number } {
  const byLine = new Map<number, string[]>();
  for (const { line, message } of [...problems].sort((a, b) => a.line - b.line)) {
    const list = byLine.get(line) ?? [];
    if (!list.includes(message)) list.push(message);
    byLine.set(line, list);
  }
  const all = [...byLine.entries()].map(([line, messages]) => (line > 0 ? `line ${line}: ${messages.join("; ")}` : messages.join("; ")));
  const lines = all.slice(0, MAX_REPORTED_LINES);
  const rest = all.length - lines.length;
  if (rest > 0) lines.push(`… and ${rest.toLocaleString("en-US")} more line${rest === 1 ? "" : "s"} with problems`);
  return { lines, badLines: all.length };
}

const entryName = (reference: string) => (reference ? `entry ${reference}` : "the entry");

/**
 * An entry's own problems, as the posting rules see them (./rules.ts): two lines at least, a
 * debit and a credit, totals equal to the cent. `name` says which entry ("entry JE-0001").
 */
function entryProblems(entry: ImportEntry, name: string): string[] {
  const messages: string[] = [];
  const count = entry.lines.length;
  if (count < 2) messages.push(`${name} has ${count} line${count === 1 ? "" : "s"}: an entry needs at least two (a debit and a credit)`);
  else if (!entry.lines.some((l) => l.debit > 0) || !entry.lines.some((l) => l.credit > 0))
    messages.push(`${name} needs at least one debit and one credit`);
  const debit = entry.lines.reduce((s, l) => s + l.debit, 0);
  const credit = entry.lines.reduce((s, l) => s + l.credit, 0);
  if (debit !== credit && count >= 2) {
    messages.push(
      `${name} does not balance: debits ${formatMoney(debit)}, credits ${formatMoney(credit)} (difference ${formatMoney(Math.abs(debit - credit))})`,
    );
  }
  const comments = importedComments(entry.description, entry.reference);
  if (comments.length > IMPORT_LIMITS.comments) {
    messages.push(`the description${entry.reference ? " with its reference" : ""} is longer than ${IMPORT_LIMITS.comments} characters`);
  }
  return messages;
}

/** A text field's problem (characters, length), or null. */
function fieldProblem(label: string, text: string, max: number, multiline = false): string | null {
  const problem = textProblem(text, { multiline });
  if (problem) return `${label}: ${problem}`;
  if (text.length > max) return `${label} is longer than ${max} characters`;
  return null;
}

/** A cache of date texts: a large file repeats a few hundred dates over many lines. */
function dateReader(read: (text: string) => string | null) {
  const cache = new Map<string, string | null>();
  return (text: string) => {
    let iso = cache.get(text);
    if (iso === undefined) {
      iso = read(text);
      cache.set(text, iso);
    }
    return iso;
  };
}

// ---------------------------------------------------------------------------------------------
// CSV

const CSV_COLUMN_BY_KEY = new Map<string, JournalCsvColumn>(JOURNAL_CSV_COLUMNS.map((c) => [headerKey(c), c]));

/** An amount cell: blank is zero; a negative, malformed or too large one is a message. */
function csvAmount(column: "Debit" | "Credit", text: string): { cents: Cents } | { message: string } {
  if (!text) return { cents: 0 as Cents };
  const reading = readMoney(text);
  if (!reading.ok) {
    return {
      message:
        reading.reason === "range"
          ? moneyRangeMessage(column, reading.negative)
          : `${column} "${text}" is not an amount (digits with at most 2 decimals, as 1234.50)`,
    };
  }
  if (reading.cents < 0) return { message: `${column} cannot be negative: put ${formatMoney(-reading.cents)} in the other column` };
  return { cents: reading.cents };
}

/** CSV rows → entries: each row checked, rows grouped by Date and Reference (first appearance order). */
export function parseJournalCsv(text: string): ParsedJournal {
  let table: ReturnType<typeof readCsvTable>;
  try {
    table = readCsvTable(text, {
      resolve: (name) => {
        const column = CSV_COLUMN_BY_KEY.get(headerKey(name));
        return column ? { column } : undefined;
      },
      required: REQUIRED_JOURNAL_CSV_COLUMNS,
      columnsHelp: `${JOURNAL_CSV_COLUMNS.join(", ")} (Description, Memo and Vendor may be left out)`,
    });
  } catch (error) {
    if (!(error instanceof CsvFileError)) throw error;
    // A header problem is on line 1; csv-parse's own messages say where they are.
    const messages = error.message.split("\n");
    return {
      entries: [],
      rejected: [],
      accounts: [],
      problems: messages.map((message) => ({ line: /^The file is not valid CSV/.test(message) ? 0 : 1, message })),
    };
  }
  const problems: ImportProblem[] = [];
  const readDate = dateReader((t) => (isIsoDate(t) ? t : parseUsDate(t)));
  const groups = new Map<string, { entry: ImportEntry; bad: boolean }>();
  for (const row of table.rows) {
    if (row.problem) {
      problems.push({ line: row.line, message: row.problem });
      continue;
    }
    const cell = (column: JournalCsvColumn) => (row.values[column] ?? "").trim();
    const messages: string[] = [];
    const dateText = cell("Date");
    const date = dateText ? readDate(dateText) : null;
    if (!dateText) messages.push("Date is required");
    else if (!date) messages.push(`Date "${dateText}" is not a date: use MM/DD/YYYY or YYYY-MM-DD`);
    const reference = cell("Reference");
    if (!reference) messages.push("Reference is required: the rows with the same Date and Reference are one entry");
    const account = cell("Account");
    if (!account) messages.push("Account is required");
    const debit = csvAmount("Debit", cell("Debit"));
    const credit = csvAmount("Credit", cell("Credit"));
    if ("message" in debit) messages.push(debit.message);
    if ("message" in credit) messages.push(credit.message);
    if ("cents" in debit && "cents" in credit) {
      if (debit.cents > 0 && credit.cents > 0) messages.push("a line has a Debit or a Credit, not both");
      else if (debit.cents === 0 && credit.cents === 0) messages.push("Debit or Credit is required (an amount above zero)");
    }
    const memo = cell("Memo");
    const description = cell("Description");
    const vendor = cell("Vendor");
    for (const problem of [
      fieldProblem("Reference", reference, IMPORT_LIMITS.reference),
      fieldProblem("Account", account, IMPORT_LIMITS.account),
      fieldProblem("Memo", memo, IMPORT_LIMITS.memo, true),
      fieldProblem("Description", description, IMPORT_LIMITS.comments, true),
      fieldProblem("Vendor", vendor, IMPORT_LIMITS.vendor),
    ]) {
      if (problem) messages.push(problem);
    }
    if (messages.length) for (const message of messages) problems.push({ line: row.line, message });

    // Rows are grouped even when bad, so that one bad row is one problem (not also an unbalanced entry).
    const key = `${date ?? dateText}\u0000${reference}`;
    let group = groups.get(key);
    if (!group) {
      group = { entry: { line: row.line, date: date ?? "", reference, description: "", lines: [] }, bad: false };
      groups.set(key, group);
    }
    group.bad ||= messages.length > 0;
    if (!group.entry.description) group.entry.description = description;
    group.entry.lines.push({
      line: row.line,
      account,
      debit: "cents" in debit ? debit.cents : (0 as Cents),
      credit: "cents" in credit ? credit.cents : (0 as Cents),
      memo,
      vendor,
    });
  }
  const entries: ImportEntry[] = [];
  const rejected: ImportEntry[] = [];
  for (const { entry, bad } of groups.values()) {
    if (bad) {
      rejected.push(entry);
      continue;
    }
    // Without a Description, the entry is described by its first line's memo.
    entry.description ||= entry.lines[0].memo;
    const where = entry.lines.length > 1 ? ` (lines ${entry.lines.map((l) => l.line).join(", ")})` : "";
    const messages = entryProblems(entry, `entry ${entry.reference} of ${formatUsDate(entry.date)}${where}`);
    for (const message of messages) problems.push({ line: entry.line, message });
    (messages.length ? rejected : entries).push(entry);
  }
  return { entries, rejected, accounts: [], problems };
}

// ---------------------------------------------------------------------------------------------
// Ledger (hledger / ledger-cli) journal

/** `YYYY-MM-DD`, `YYYY/MM/DD` or `YYYY.MM.DD` (one-digit month and day allowed) → ISO, or null. */
export function readLedgerDate(text: string): string | null {
  const match = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})$/.exec(text);
  if (!match) return null;
  const iso = `${match[1]}-${match[3].padStart(2, "0")}-${match[4].padStart(2, "0")}`;
  return isIsoDate(iso) ? iso : null;
}

const AMOUNT = /^([+-])?\s*(?:([^\s\d.,+\-"@=;]+)\s*)?([+-])?\s*(\d[\d,]*(?:\.\d+)?)\s*([^\s\d.,+\-"@=;]+)?$/u;

/**
 * A posting's amount: `$1234.56`, `$-1234.56`, `-$12`, `1000.00 AED`, `12.50` (no commodity).
 * `commodities` are the symbols the company's amounts may carry; another one is refused.
 */
export function readLedgerAmount(text: string, commodities?: readonly string[]): { cents: Cents } | { message: string } {
  if (/[@=]/.test(text)) return { message: `prices (@) and balance assertions (=) are not supported: "${text}"` };
  const match = AMOUNT.exec(text);
  if (!match || (match[1] && match[3]) || (match[2] && match[5])) {
    return { message: `"${text}" is not an amount (as $1234.56, $-1234.56 or 1234.56 EUR)` };
  }
  const [, sign1, left, sign2, quantity, right] = match;
  const symbol = left ?? right;
  if (symbol && commodities?.length && !commodities.includes(symbol)) {
    return { message: `amount "${text}" is in ${symbol}: this company's amounts are in ${commodities.join(" or ")}` };
  }
  const reading = readMoney(`${sign1 ?? sign2 ?? ""}${quantity}`);
  if (!reading.ok) {
    return {
      message: reading.reason === "range" ? moneyRangeMessage("An amount", reading.negative) : `"${text}" has more than 2 decimals`,
    };
  }
  return { cents: reading.cents };
}

interface OpenTransaction {
  entry: ImportEntry;
  bad: boolean;
  /** Postings whose amount is left out (at most one: it balances the others). */
  inferred: ImportLine[];
  cancelledBy: string | null | undefined;
  reverses: string | undefined;
  sawPosting: boolean;
}

const DIRECTIVE = /^([a-z]+)\b\s*(.*)$/i;
/** Directives read and otherwise ignored (their indented sub-lines too). */
const IGNORED_DIRECTIVES = new Set(["commodity", "payee", "tag", "decimal-mark"]);
const COMMENT_START = /^[;#*%|]/;
/** The export's reference: an entry number (JE-0001, OB-0002 …) as the description's first word. */
const ENTRY_NUMBER = /^([A-Z]{1,8}-\d+)(?:\s+(.*))?$/;

export interface LedgerParseOptions {
  /** The commodity symbols the company's amounts may carry ($, USD …); default any. */
  commodities?: readonly string[];
}

/** A ledger journal → entries and declared accounts, every problem by its line. */
export function parseLedgerJournal(text: string, options: LedgerParseOptions = {}): ParsedJournal {
  const problems: ImportProblem[] = [];
  const entries: ImportEntry[] = [];
  const rejected: ImportEntry[] = [];
  const accounts: DeclaredAccount[] = [];
  const readDate = dateReader(readLedgerDate);
  // Pairs to check once every entry is read: the cancelled entries and the reversals, by reference.
  const cancelled = new Map<string, { index: number; by: string | null }[]>();
  const reversals: { index: number; reverses: string }[] = [];
  let open: OpenTransaction | null = null;
  /** The directive whose indented lines follow: an `account` (for `; inactive`) or one ignored. */
  let directive: DeclaredAccount | "ignored" | null = null;

  const problem = (line: number, message: string) => problems.push({ line, message });

  const close = () => {
    const t = open;
    open = null;
    if (!t) return;
    if (t.bad) {
      rejected.push(t.entry);
      return;
    }
    if (t.inferred.length > 1) {
      problem(t.entry.line, `${entryName(t.entry.reference)} leaves out more than one amount: only one posting may, to balance the others`);
      t.bad = true;
    } else if (t.inferred.length === 1) {
      const line = t.inferred[0];
      const net = t.entry.lines.reduce((s, l) => s + l.debit - l.credit, 0);
      if (net === 0) {
        problem(line.line, "this posting has no amount and the others already balance");
        t.bad = true;
      } else if (net > 0) line.credit = net as Cents;
      else line.debit = -net as Cents;
    }
    if (t.bad) {
      rejected.push(t.entry);
      return;
    }
    const messages = entryProblems(t.entry, entryName(t.entry.reference));
    for (const message of messages) problem(t.entry.line, message);
    if (messages.length) {
      rejected.push(t.entry);
      return;
    }
    const index = entries.push(t.entry) - 1;
    if (t.entry.reference && t.cancelledBy !== undefined) {
      const list = cancelled.get(t.entry.reference) ?? [];
      list.push({ index, by: t.cancelledBy });
      cancelled.set(t.entry.reference, list);
    }
    if (t.reverses) reversals.push({ index, reverses: t.reverses });
  };

  const lines = text.split(/\r?\n/);
  if (lines[0]?.startsWith("\uFEFF")) lines[0] = lines[0].slice(1);
  for (let i = 0; i < lines.length; i++) {
    const lineNo = i + 1;
    const raw = lines[i];
    if (raw.trim() === "") {
      close();
      directive = null;
      continue;
    }
    // Tabs separate a posting's account from its amount; other control characters are refused.
    const characters = textProblem(raw, { multiline: true });
    if (characters) {
      problem(lineNo, `this line: ${characters}`);
      if (open) open.bad = true;
      continue;
    }

    if (/^[ \t]/.test(raw)) {
      const content = raw.trim();
      if (open) {
        if (/^[;#]/.test(content)) {
          const comment = content.slice(1).trim();
          const lastLine = open.entry.lines[open.entry.lines.length - 1];
          if (open.sawPosting && lastLine) {
            // A comment line under a posting continues that posting's memo.
            lastLine.memo = lastLine.memo ? `${lastLine.memo} ${comment}` : comment;
          } else {
            const cancelledNote = /^cancelled(?:,\s*reversed by\s+(\S+))?$/i.exec(comment);
            const reversesNote = /^reverses\s+(\S+)$/i.exec(comment);
            if (cancelledNote) open.cancelledBy = cancelledNote[1] ?? null;
            if (reversesNote) open.reverses = reversesNote[1];
          }
          continue;
        }
        readPosting(open, content, lineNo);
        continue;
      }
      if (directive === "ignored") continue;
      if (directive) {
        if (/^;\s*inactive\s*$/i.test(content)) directive.inactive = true;
        continue;
      }
      if (COMMENT_START.test(content)) continue;
      problem(lineNo, "an indented line outside a transaction (postings go right below their transaction's date line)");
      continue;
    }

    close();
    directive = null;
    if (COMMENT_START.test(raw)) continue;
    if (/^\d/.test(raw)) {
      open = readHeader(raw, lineNo);
      continue;
    }
    const match = DIRECTIVE.exec(raw);
    const keyword = match?.[1].toLowerCase();
    if (keyword === "account") {
      const name = match![2].split(";")[0].trim();
      if (!name) {
        problem(lineNo, "an account directive without an account name");
        continue;
      }
      const declared: DeclaredAccount = { line: lineNo, name, inactive: /;\s*inactive\s*$/i.test(match![2]) };
      accounts.push(declared);
      directive = declared;
      continue;
    }
    if (keyword && IGNORED_DIRECTIVES.has(keyword)) {
      directive = "ignored";
      continue;
    }
    const what = keyword
      ? `the "${keyword}" directive`
      : raw.startsWith("~")
        ? "periodic transactions"
        : raw.startsWith("=")
          ? "automated postings"
          : null;
    problem(
      lineNo,
      what
        ? `${what} is not supported: a journal to import has account declarations and transactions, as journal export writes`
        : `"${raw.trim().slice(0, 40)}" is neither a transaction (a line starting with its date), an account declaration nor a comment`,
    );
    directive = "ignored";
  }
  close();
  linkReversals(entries, cancelled, reversals);
  return { entries, rejected, accounts, problems };

  function readHeader(raw: string, lineNo: number): OpenTransaction {
    const body = raw.split(";")[0];
    const match = /^(\S+)\s*(.*)$/.exec(body.trim())!;
    const [dateText] = match[1].split("=");
    let rest = match[2].trim();
    const t: OpenTransaction = {
      entry: { line: lineNo, date: "", reference: "", description: "", lines: [] },
      bad: false,
      inferred: [],
      cancelledBy: undefined,
      reverses: undefined,
      sawPosting: false,
    };
    const date = readDate(dateText);
    if (!date) {
      problem(lineNo, `"${dateText}" is not a date: use YYYY-MM-DD`);
      t.bad = true;
    } else t.entry.date = date;
    rest = rest.replace(/^[*!]\s*/, "");
    const code = /^\(([^)]*)\)\s*(.*)$/.exec(rest);
    if (code) {
      t.entry.reference = code[1].trim();
      rest = code[2];
    } else {
      const number = ENTRY_NUMBER.exec(rest);
      if (number) {
        t.entry.reference = number[1];
        rest = number[2] ?? "";
      }
    }
    t.entry.description = rest.trim();
    for (const message of [
      fieldProblem("The reference", t.entry.reference, IMPORT_LIMITS.reference),
      fieldProblem("The description", t.entry.description, IMPORT_LIMITS.comments),
    ]) {
      if (message) {
        problem(lineNo, message);
        t.bad = true;
      }
    }
    return t;
  }

  function readPosting(t: OpenTransaction, content: string, lineNo: number) {
    t.sawPosting = true;
    const semicolon = content.indexOf(";");
    const memo = semicolon >= 0 ? content.slice(semicolon + 1).trim() : "";
    const body = (semicolon >= 0 ? content.slice(0, semicolon) : content).replace(/^[*!]\s+/, "").trimEnd();
    const split = /^(.+?)(?:\t|\s{2,})\s*(\S.*)$/.exec(body);
    const account = (split ? split[1] : body).trim();
    const line: ImportLine = { line: lineNo, account, debit: 0 as Cents, credit: 0 as Cents, memo, vendor: "" };
    const messages: string[] = [];
    if (!account) messages.push("a posting without an account name");
    else if (/^[([]/.test(account)) messages.push(`virtual postings such as "${account}" are not supported`);
    const tooLong = fieldProblem("The memo", memo, IMPORT_LIMITS.memo) ?? fieldProblem("The account name", account, IMPORT_LIMITS.account);
    if (tooLong) messages.push(tooLong);
    if (split) {
      const amount = readLedgerAmount(split[2].trim(), options.commodities);
      if ("message" in amount) messages.push(amount.message);
      else if (amount.cents === 0) messages.push("the amount is zero: a journal line is a debit or a credit above zero");
      else if (amount.cents > 0) line.debit = amount.cents;
      else line.credit = -amount.cents as Cents;
    } else {
      t.inferred.push(line);
    }
    for (const message of messages) problem(lineNo, message);
    if (messages.length) t.bad = true;
    t.entry.lines.push(line);
  }
}

/**
 * A reversal is linked to the entry it reverses when the file says both ("; reverses X" on it,
 * "; cancelled, reversed by <it>" on X, each reference once) and its lines are X's with the sides
 * swapped. Others stay plain entries: their lines post either way, so the balances are the same.
 */
function linkReversals(
  entries: ImportEntry[],
  cancelled: Map<string, { index: number; by: string | null }[]>,
  reversals: { index: number; reverses: string }[],
) {
  const references = new Map<string, number>();
  for (const entry of entries) references.set(entry.reference, (references.get(entry.reference) ?? 0) + 1);
  const key = (l: ImportLine, swap: boolean) =>
    `${l.account.toLowerCase()}\u0000${swap ? l.credit : l.debit}\u0000${swap ? l.debit : l.credit}`;
  for (const { index, reverses } of reversals) {
    const reversal = entries[index];
    const candidates = cancelled.get(reverses) ?? [];
    if (candidates.length !== 1 || references.get(reverses) !== 1 || references.get(reversal.reference) !== 1) continue;
    const original = candidates[0];
    if (original.by !== null && original.by !== reversal.reference) continue;
    const a = entries[original.index].lines.map((l) => key(l, false)).sort();
    const b = reversal.lines.map((l) => key(l, true)).sort();
    if (a.length === b.length && a.every((k, i) => k === b[i])) reversal.reversalOf = original.index;
  }
}
