import type { Knex } from "knex";
import { recordActivity } from "~/modules/activity/activity.server";
import type { RecordType } from "~/modules/activity/constants";
import type * as z from "zod";
import { toCsv } from "~/lib/csv";
import { columnMessage, rowProblem, type CsvRow } from "~/lib/csv-import";
import { formatUsDate } from "~/lib/dates";
import { fromDecimal, toDecimal, type Cents } from "~/lib/money";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { formatEntryNo, postEntries, takeDocumentNumbers, type Posting } from "~/modules/ledger/ledger.server";
import { DomainError } from "~/utils/errors";
import { isUniqueViolation } from "~/utils/model";
import { toQuantityDecimal } from "~/lib/quantity";
import { accountRow, rowAmount, type StoredRow } from "./amounts";
import { QUANTITY_REQUIRED } from "./fields";

// The engine of a documents' CSV import (bills, invoices: one row per document line), which each
// kind configures with its columns, its party, the accounts its rows take and how it writes and
// posts a chunk of documents (app/modules/purchases/bills-csv.server.ts,
// app/modules/sales/invoices-csv.server.ts):
// - the file is read as every CSV import reads it (~/lib/csv-import), header names in any case;
// - every row is checked first and each bad one reported as `row N: …` (N the file's line, the
//   header being line 1), at most MAX_REPORTED_ROWS of them, then a count;
// - rows with the same number are one document (wherever they are in the file), a row without one
//   is a document of its own; every row repeats its document's header or leaves a header cell
//   blank, and a row that disagrees with its document is refused;
// - a document keeps its number from the file (not one another document of the kind already has);
//   a number of the company's own series (BILL-0042, INV-0042) moves the series past it, a
//   document without one takes the next of the series; Status Draft saves a draft (named DRAFT,
//   not posted: its file number only groups its rows);
// - then, in ONE transaction that first takes the series' row lock, the documents are written in
//   chunks, with a progress tick per chunk: the chunk's document ids are taken from the sequence
//   first, its stock is moved and its entries posted (postEntries) naming them, and then the
//   documents (with their entry) and their rows are inserted, each by one INSERT … SELECT FROM
//   json_to_recordset. Every row is inserted once and never updated. All or nothing; a dry run
//   checks the same and writes nothing.

/** The longest document number a file may give. */
const MAX_NUMBER_LENGTH = 30;
/** Problem rows listed in a refusal (then a count). */
const MAX_REPORTED_ROWS = 100;
/** Documents written per step (one progress tick each). */
const CHUNK = 2_000;
/** The most rows a document may have (as on screen). */
const MAX_ROWS = 500;

// ---------------------------------------------------------------------------------------------
// Row problems

/** The problems found, by the file's line. */
export class RowProblems {
  private readonly byLine = new Map<number, string[]>();
  add = (line: number, message: string) => {
    this.byLine.set(line, [...(this.byLine.get(line) ?? []), message]);
  };
  get count() {
    return this.byLine.size;
  }
  /** The problems of a line, in the order found. */
  messagesOf(line: number): readonly string[] {
    return this.byLine.get(line) ?? [];
  }
  /** `row N: …`, one per bad row, in file order (at most MAX_REPORTED_ROWS, then a count). */
  report(): string[] {
    const lines = [...this.byLine.keys()].sort((a, b) => a - b);
    const errors = lines.slice(0, MAX_REPORTED_ROWS).map((line) => rowProblem(line, this.byLine.get(line)!));
    if (lines.length > MAX_REPORTED_ROWS) {
      const more = lines.length - MAX_REPORTED_ROWS;
      errors.push(`… and ${more.toLocaleString("en-US")} more row${more === 1 ? "" : "s"} with problems`);
    }
    return errors;
  }
  /** A zod parse of some of a row's cells: the data, or each issue reported on its column. */
  parse<S extends z.ZodType>(
    line: number,
    schema: S,
    values: unknown,
    columnOf: Readonly<Record<string, string>>,
  ): z.output<S> | undefined {
    const parsed = schema.safeParse(values);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) this.add(line, columnMessage(columnOf[String(issue.path[0])], issue.message));
    return undefined;
  }
}

/** What a kind's documents are called in the messages: "bill" and "a bill", "invoice" and "an invoice". */
export interface DocumentWords {
  noun: string;
  aNoun: string;
  plural: string;
  /** The column of the document's number ("Bill Number", "Number") */
  numberColumn: string;
}

/** A row's number, checked: refused when too long or DRAFT (what drafts are called). */
export function checkDocumentNumber(problems: RowProblems, line: number, number: string, words: DocumentWords) {
  if (number.length > MAX_NUMBER_LENGTH) problems.add(line, `${words.numberColumn} must be at most ${MAX_NUMBER_LENGTH} characters`);
  else if (number.toUpperCase() === "DRAFT")
    problems.add(line, `${words.numberColumn} "${number}" is what draft ${words.plural} are called: give another number`);
}

/** The Status column: Draft saves a draft; Open, Paid (and the other shown statuses) or blank save it open. */
export function readDraftStatus(problems: RowProblems, line: number, raw: string): boolean | undefined {
  const status = raw.toLowerCase();
  if (["", "open", "paid", "partially paid", "overdue"].includes(status)) return false;
  if (status === "draft") return true;
  problems.add(line, `Status must be Draft, Open or Paid (found "${raw}")`);
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// References: the party, accounts, named lists

export interface PartyRef {
  id: number;
  code: string;
  name: string;
  active: boolean;
}

/** How a kind's party is named: "Vendor", its "Vendor ID", "vendor"; and the inactive party's message. */
export interface PartyWords {
  column: string;
  codeLabel: string;
  noun: string;
  plural: string;
  inactive: string;
}

/** A party by its code, or by its name when only one party has it; every other reference is a row problem. */
export function partyFinder<P extends PartyRef>(parties: readonly P[], words: PartyWords) {
  const byCode = new Map(parties.map((p) => [p.code.trim().toLowerCase(), p]));
  const byName = new Map<string, P[]>();
  for (const p of parties) {
    const key = p.name.trim().toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), p]);
  }
  return (problems: RowProblems, line: number, ref: string): P | undefined => {
    const named = byName.get(ref.toLowerCase()) ?? [];
    const party = byCode.get(ref.toLowerCase()) ?? (named.length === 1 ? named[0] : undefined);
    if (!party && named.length > 1)
      problems.add(line, `${words.column} "${ref}" names ${named.length} ${words.plural} of this company: use the ${words.codeLabel}`);
    else if (!party)
      problems.add(line, `${words.column} "${ref}" is neither a ${words.codeLabel} nor a ${words.noun} name of this company`);
    else if (!party.active) problems.add(line, `${words.column} "${ref}": ${words.inactive}`);
    else return party;
    return undefined;
  };
}

/** A record of a named list (payment terms, sales persons, tax rates) by its name, in any case. */
export function namedFinder<T extends { name: string }>(records: readonly T[]) {
  const byName = new Map(records.map((r) => [r.name.trim().toLowerCase(), r]));
  return (ref: string) => byName.get(ref.toLowerCase());
}

export interface AccountRef {
  id: number;
  accountNumber: string;
  accountName: string;
  accountType: string;
  active: boolean;
}

/** A payment term as a file names it (its name), with what its due date is figured from (purchases' dueDateFor). */
export interface TermRef {
  id: number;
  name: string;
  type: "fixed" | "date";
  netDueIn: number | null;
  netDueBefore: number | null;
}

/** The company's accounts and payment terms, for a file's references to them (one query after the other: `db` may be a transaction). */
export async function readAccountAndTermRefs(db: Knex, companyId: number): Promise<{ accounts: AccountRef[]; terms: TermRef[] }> {
  const accounts: AccountRef[] = await db("companyAccounts")
    .where({ companyId })
    .select("id", "accountNumber", "accountName", "accountType", "active");
  const terms: TermRef[] = await db("paymentTerms").where({ companyId }).select("id", "name", "type", "netDueIn", "netDueBefore");
  return { accounts, terms };
}

export const accountLabel = (a: Pick<AccountRef, "accountNumber" | "accountName">) =>
  `${a.accountNumber.trim()} ${a.accountName.trim()}`.trim();

/** An account by its number, its name or "NUMBER NAME". */
export function accountFinder(accounts: readonly AccountRef[]) {
  const byNumber = new Map<string, AccountRef>();
  const byName = new Map<string, AccountRef>();
  const byLabel = new Map<string, AccountRef>();
  for (const a of accounts) {
    if (!byNumber.has(a.accountNumber.trim())) byNumber.set(a.accountNumber.trim(), a);
    if (!byName.has(a.accountName.trim().toLowerCase())) byName.set(a.accountName.trim().toLowerCase(), a);
    byLabel.set(accountLabel(a).toLowerCase(), a);
  }
  const byId = new Map(accounts.map((a) => [a.id, a]));
  return {
    find: (ref: string) => byNumber.get(ref) ?? byName.get(ref.toLowerCase()) ?? byLabel.get(ref.replace(/\s+/g, " ").toLowerCase()),
    byId: (id: number) => byId.get(id),
  };
}

// ---------------------------------------------------------------------------------------------
// A row's line: an account row (Account, Amount) or an item row (Item, Quantity, price)

/** The line cells as parsed by the kind's schema (its own messages). */
export interface LineCells {
  description: string;
  amount: Cents | null;
  quantity: number | null;
  unitPrice: Cents | null;
}

/** How a kind's rows take accounts and items. */
export interface LineRules<Item extends { id: number; name: string }> {
  /** The column of an item row's price ("Unit Price", "Rate") */
  priceColumn: string;
  /** The account types an account row may post to */
  rowTypes: readonly string[];
  inactiveAccount: (name: string) => string;
  wrongAccountType: (label: string, types: readonly string[]) => string;
  /** The account an item row posts to, what the file's Account would be called ("expense"), and the message when it has none */
  itemAccount: (item: Item) => { accountId: number | null; word: string; missing: string };
  /** A problem of the item itself (inactive, …), or null */
  itemProblem?: (item: Item) => string | null;
  /** An item row's price and description when the file leaves them blank */
  defaultPrice: (item: Item) => Cents;
  defaultDescription: (item: Item) => string;
}

/** A row's line as it will be stored and posted. */
export interface CsvLine<Item> extends StoredRow {
  /** The item of an item row, and its quantity in ten-thousandths */
  item?: { record: Item; units: number };
}

const quantityDecimal = toQuantityDecimal;

/** Resolve a row's Account or Item with its cells; a problem is reported and nothing returned. */
export function resolveCsvLine<Item extends { id: number; name: string }>(
  problems: RowProblems,
  line: number,
  cells: { account: string; item: string; quantity: string; unitPrice: string },
  parsed: LineCells | undefined,
  refs: { accounts: ReturnType<typeof accountFinder>; item: (name: string) => Item | undefined },
  rules: LineRules<Item>,
): CsvLine<Item> | undefined {
  const account = cells.account ? refs.accounts.find(cells.account) : undefined;
  if (cells.account && !account) problems.add(line, `Account "${cells.account}" is not in this company`);
  if (cells.item) {
    const item = refs.item(cells.item);
    if (!item) {
      problems.add(line, `Item "${cells.item}" is not in this company`);
      return undefined;
    }
    const itemProblem = rules.itemProblem?.(item);
    const { accountId, word, missing } = rules.itemAccount(item);
    if (itemProblem) problems.add(line, itemProblem);
    else if (!accountId) problems.add(line, missing);
    else {
      const own = refs.accounts.byId(accountId)!;
      if (account && account.id !== own.id) {
        problems.add(
          line,
          `Account "${cells.account}" is not the ${word} account of "${item.name}" (${accountLabel(own)}): leave Account blank on an item row`,
        );
      } else if (!own.active) problems.add(line, `Item "${item.name}": ${rules.inactiveAccount(own.accountName)}`);
      else if (parsed && parsed.quantity === null) problems.add(line, `${QUANTITY_REQUIRED} on an item row`);
      else if (parsed && parsed.quantity !== null) {
        const unitPrice = parsed.unitPrice ?? rules.defaultPrice(item);
        const amount = rowAmount(parsed.quantity, unitPrice);
        if (parsed.amount !== null && parsed.amount !== amount) {
          problems.add(line, `Amount ${toDecimal(parsed.amount)} is not Quantity × ${rules.priceColumn} (${toDecimal(amount)})`);
          return undefined;
        }
        return {
          lineType: "item",
          accountId: own.id,
          itemId: item.id,
          description: parsed.description || rules.defaultDescription(item),
          quantity: quantityDecimal(parsed.quantity),
          unitPrice: toDecimal(unitPrice),
          amount,
          item: { record: item, units: parsed.quantity },
        };
      }
    }
  } else if (!cells.account) {
    problems.add(line, "Account or Item is required");
  } else if (account) {
    if (cells.quantity || cells.unitPrice)
      problems.add(line, `Quantity and ${rules.priceColumn} are for item rows: give the Item, or leave them blank`);
    if (!account.active) problems.add(line, rules.inactiveAccount(account.accountName));
    else if (!rules.rowTypes.includes(account.accountType)) {
      problems.add(line, `Account "${accountLabel(account)}": ${rules.wrongAccountType("The account", rules.rowTypes)}`);
    } else if (parsed && parsed.amount === null) problems.add(line, "Amount is required");
    else if (parsed) {
      return accountRow(account.id, { description: parsed.description, amount: parsed.amount! });
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Rows into documents

/** A checked row: its number, its header cells (raw) and what they say (parsed), and its line. */
export interface CheckedCsvRow<Header, Row> {
  line: number;
  number: string;
  raw: Record<string, string>;
  /** A field left undefined could not be read (its problem is reported) */
  header: Partial<Header>;
  row?: Row;
}

/** A row of the file as a kind's check reads its line. */
export interface CsvRowCells {
  line: number;
  /** A column's cell, trimmed ("" when blank or missing). */
  text: (column: string) => string;
  /** A column's cell as written (a memo keeps its inner spacing; trim it yourself). */
  values: Readonly<Partial<Record<string, string>>>;
}

/** A row's header cells as a kind's check reads them. */
export interface CsvHeaderCells<Header> {
  /** The header columns' cells, trimmed. */
  raw: Readonly<Record<string, string>>;
  /** The header fields the check reads from the cells. */
  header: Partial<Header>;
  /** Where the check reports the cells' problems (`add(line, …)`, `parse(line, …)`) */
  problems: RowProblems;
  line: number;
}

/** How a kind checks a row: its header cells (the document's own columns) and its line. */
export interface CsvRowCheck<Header, Row> {
  /** Reads the header fields: a function of the header cells alone (run once per distinct set of them). */
  header: (cells: CsvHeaderCells<Header>) => void;
  line: (cells: CsvRowCells) => Row | undefined;
}

/**
 * Each row of a file checked for its document: a row the reader refused is its problem; every
 * other row's number is checked, `check.header` reads its header fields and `check.line` its
 * line. The rows of a document repeat its header cells (and files repeat dates, terms, memos):
 * the header is read once per distinct set of header cells, and each row with those cells gets
 * the same fields and the same problems, in the same order, as if it were read on its own.
 */
export function checkCsvRows<Header, Row>(
  rows: readonly CsvRow[],
  problems: RowProblems,
  words: DocumentWords,
  headerColumns: readonly string[],
  check: CsvRowCheck<Header, Row>,
): CheckedCsvRow<Header, Row>[] {
  const checked: CheckedCsvRow<Header, Row>[] = [];
  const headers = new Map<string, { header: Partial<Header>; messages: readonly string[] }>();
  for (const csvRow of rows) {
    const { line, values } = csvRow;
    if (csvRow.problem) {
      problems.add(line, csvRow.problem);
      continue;
    }
    const text = (column: string) => (values[column] ?? "").trim();
    const raw: Record<string, string> = {};
    for (const column of headerColumns) raw[column] = text(column);
    const number = text(words.numberColumn);
    checkDocumentNumber(problems, line, number, words);
    const key = headerColumns.map((column) => raw[column]).join("\u0000");
    let known = headers.get(key);
    if (!known) {
      const found = new RowProblems();
      const header: Partial<Header> = {};
      check.header({ raw, header, problems: found, line });
      known = { header, messages: found.messagesOf(line) };
      headers.set(key, known);
    }
    for (const message of known.messages) problems.add(line, message);
    const row = check.line({ line, text, values });
    checked.push({ line, number, raw, header: known.header, row });
  }
  return checked;
}

/**
 * A row's line read with the kind's line schema (its own messages, on the file's columns) and
 * resolved to an account row or an item row; a problem is reported and nothing returned.
 */
export function readCsvLine<Item extends { id: number; name: string }>(
  problems: RowProblems,
  { line, text, values }: CsvRowCells,
  schema: z.ZodType<LineCells>,
  columnOf: Readonly<Record<string, string>>,
  refs: { accounts: ReturnType<typeof accountFinder>; item: (name: string) => Item | undefined },
  rules: LineRules<Item>,
): CsvLine<Item> | undefined {
  const cells = { account: text("Account"), item: text("Item"), quantity: text("Quantity"), unitPrice: text(rules.priceColumn) };
  const parsed = problems.parse(
    line,
    schema,
    { description: (values.Description ?? "").trim(), amount: text("Amount"), quantity: cells.quantity, unitPrice: cells.unitPrice },
    columnOf,
  );
  return resolveCsvLine(problems, line, cells, parsed, refs, rules);
}

/** The document's own columns (the same on every row of a document), each with the header field it sets. */
export type HeaderColumns<Header> = Readonly<Record<string, keyof Header>>;

/** A group of rows that is one document, with its header agreed. */
export interface CsvDocumentGroup<Header, Row> {
  line: number;
  number: string | null;
  /** "bill B-5", "the bill": how messages name it */
  name: string;
  header: Partial<Header>;
  /** Every row resolved (else the group has problems and is left out) */
  rows: Row[];
}

/** A header value as messages show it (a reference by its name, a date as MM/DD/YYYY) and as rows compare it (a reference by id). */
function headerValue(value: unknown, raw: string, date: boolean) {
  if (value && typeof value === "object") {
    const ref = value as { id?: number; name?: string };
    return { key: ref.id === undefined ? JSON.stringify(value) : String(ref.id), shown: ref.name ?? raw };
  }
  return { key: String(value ?? ""), shown: date && typeof value === "string" ? formatUsDate(value) : raw };
}

/**
 * Group the checked rows into documents by number (trimmed; as the database compares numbers, case
 * counts), in the order first seen: refused when the number is already used by a posted document
 * of the kind, when a group has too many rows, when its rows disagree on a header column, when a
 * required column is blank on all of them, or when an item is on two of its rows.
 */
export async function groupCsvDocuments<Header, Row extends { itemId: number | null }>(
  db: Knex,
  companyId: number,
  problems: RowProblems,
  checked: readonly CheckedCsvRow<Header, Row>[],
  options: {
    words: DocumentWords;
    /** Knex's name of the documents' table, and the kind */
    table: string;
    kind: string;
    headerColumns: HeaderColumns<Header>;
    /** The header columns with dates (shown as MM/DD/YYYY) */
    dateColumns: readonly string[];
    /** The columns every document needs (on its first row at least) */
    required: readonly string[];
    itemTwice: string;
    /** The draft flag's field: a draft may reuse a number */
    draftField: keyof Header;
  },
): Promise<CsvDocumentGroup<Header, Row>[]> {
  const { words } = options;
  const groups = new Map<string, CheckedCsvRow<Header, Row>[]>();
  checked.forEach((row, i) => {
    const key = row.number ? `#${row.number}` : `row:${i}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  });

  // Numbers the company's documents of the kind already have (posted ones: a draft is "DRAFT").
  const fileNumbers = [...new Set(checked.filter((r) => r.number).map((r) => r.number))];
  const used = new Set<string>();
  for (let start = 0; start < fileNumbers.length; start += 1_000) {
    const taken: string[] = await db(options.table)
      .where({ companyId, kind: options.kind })
      .whereNot("status", "draft")
      .whereIn("number", fileNumbers.slice(start, start + 1_000))
      .pluck("number");
    for (const n of taken) used.add(n);
  }

  const columns = Object.keys(options.headerColumns);
  const documents: CsvDocumentGroup<Header, Row>[] = [];
  for (const group of groups.values()) {
    const first = group[0];
    const name = first.number ? `${words.noun} ${first.number}` : `the ${words.noun}`;
    if (first.number && used.has(first.number) && !group.some((r) => r.header[options.draftField]))
      problems.add(first.line, `${words.numberColumn} "${first.number}" is already used by ${words.aNoun} of this company`);
    if (group.length > MAX_ROWS) problems.add(first.line, `${name} has ${group.length} rows: ${words.aNoun} has at most ${MAX_ROWS}`);
    // The header: each field's first non-blank value; another value on a later row is refused.
    const header: Partial<Header> = {};
    const from = new Map<string, CheckedCsvRow<Header, Row>>();
    for (const row of group) {
      for (const column of columns) {
        const field = options.headerColumns[column];
        // A blank cell takes the document's value; a cell that could not be read has its own problem.
        if (!row.raw[column] || row.header[field] === undefined) continue;
        const owner = from.get(column);
        if (!owner) {
          from.set(column, row);
          header[field] = row.header[field];
          continue;
        }
        // The same cell text reads as the same value (the header is a function of its cells).
        if (row.raw[column] === owner.raw[column]) continue;
        const date = options.dateColumns.includes(column);
        const mine = headerValue(row.header[field], row.raw[column], date);
        const theirs = headerValue(owner.header[field], owner.raw[column], date);
        if (mine.key !== theirs.key)
          problems.add(row.line, `${column} "${mine.shown}" differs from row ${owner.line} of ${name} ("${theirs.shown}")`);
      }
    }
    for (const column of options.required) if (!group.some((r) => r.raw[column])) problems.add(first.line, `${column} is required`);
    const seenItems = new Map<number, number>();
    for (const row of group) {
      if (row.row?.itemId == null) continue;
      if (seenItems.has(row.row.itemId))
        problems.add(row.line, `${options.itemTwice} (row ${seenItems.get(row.row.itemId)} of ${name} has it)`);
      else seenItems.set(row.row.itemId, row.line);
    }
    const rows = group.map((r) => r.row).filter((r): r is Row => r !== undefined);
    if (rows.length !== group.length) continue;
    documents.push({ line: first.line, number: first.number || null, name, header, rows });
  }
  return documents;
}

// ---------------------------------------------------------------------------------------------
// Importing

/** What the engine needs of a planned document. */
export interface PlannedCsvDocument {
  /** The file's line of its first row. */
  line: number;
  /** From the file; null: the next of the series. */
  number: string | null;
  partyId: number;
  date: string;
  rows: readonly unknown[];
  total: Cents;
  /** Saved as a draft: numbered and posted only when saved open on screen (its file number only groups its rows). */
  draft: boolean;
}

export interface CsvImportPlan<Doc extends PlannedCsvDocument> {
  /** `row N: …`, one per bad row, in file order. */
  errors: string[];
  /** Rows with a problem (all of them, not only the ones listed). */
  badRows: number;
  /** Empty when there are errors. */
  documents: Doc[];
  lines: number;
}

/** The plan of checked documents (none when any row has a problem). */
export function csvImportPlan<Doc extends PlannedCsvDocument>(problems: RowProblems, documents: Doc[]): CsvImportPlan<Doc> {
  const bad = problems.count > 0;
  return {
    errors: problems.report(),
    badRows: problems.count,
    documents: bad ? [] : documents,
    lines: bad ? 0 : documents.reduce((n, d) => n + d.rows.length, 0),
  };
}

export interface CsvImportSummary {
  dryRun: boolean;
  documents: number;
  lines: number;
  /** The open documents' total, "1234.50" (drafts are not in the books). */
  total: string;
  parties: number;
  firstDate: string | null;
  lastDate: string | null;
  /** Documents without a number in the file: numbered from the company's series (on a dry run, would be). */
  numbered: number;
  /** Documents saved as drafts (Status Draft): not numbered, not posted. */
  drafts: number;
  firstNumber: string | null;
  lastNumber: string | null;
}

export interface CsvImportProgress<Phase extends string> {
  phase: Phase;
  done: number;
  total: number;
}

/** The import's refusal: `row N: …` lines in `rows`. */
export class CsvImportError extends DomainError {
  constructor(
    message: string,
    readonly rows: string[],
  ) {
    super(message, 400, { rows });
    this.name = "CsvImportError";
  }
}

function refuse(plan: CsvImportPlan<PlannedCsvDocument>, words: DocumentWords) {
  if (plan.badRows) {
    throw new CsvImportError(
      `${plan.badRows.toLocaleString("en-US")} row${plan.badRows === 1 ? " is" : "s are"} not valid: nothing was imported`,
      plan.errors,
    );
  }
  if (!plan.documents.length) throw new CsvImportError(`The file holds no ${words.plural}: nothing to import`, []);
}

/** What a draft is called (it has no number until it is saved open). */
const DRAFT_NUMBER = "DRAFT";

function summary(plan: CsvImportPlan<PlannedCsvDocument>, dryRun: boolean, numbers: string[]): CsvImportSummary {
  const posted = numbers.filter((_, i) => !plan.documents[i].draft);
  let total = 0;
  let firstDate: string | null = null;
  let lastDate: string | null = null;
  for (const document of plan.documents) {
    if (!document.draft) total += document.total;
    if (!firstDate || document.date < firstDate) firstDate = document.date;
    if (!lastDate || document.date > lastDate) lastDate = document.date;
  }
  return {
    dryRun,
    documents: plan.documents.length,
    lines: plan.lines,
    total: toDecimal(total),
    parties: new Set(plan.documents.map((d) => d.partyId)).size,
    firstDate,
    lastDate,
    numbered: plan.documents.filter((d) => d.number === null && !d.draft).length,
    drafts: plan.documents.filter((d) => d.draft).length,
    firstNumber: posted[0] ?? null,
    lastNumber: posted[posted.length - 1] ?? null,
  };
}

/** The series number a document number is (BILL-0042 → 42), or null for a number of another form. */
function seriesValue(entryType: string, number: string): number | null {
  const match = new RegExp(`^${entryType}-(\\d{1,9})$`).exec(number);
  if (!match) return null;
  const value = Number(match[1]);
  return formatEntryNo(entryType, value) === number ? value : null;
}

/**
 * The numbers of the planned documents: the file's, and the next of the series for the others —
 * after moving the series past the highest file number of its own form. Takes the counter's row
 * lock first (a count of 0 reserves nothing), so documents saved meanwhile wait for this import.
 */
async function numberDocuments(
  trx: Knex.Transaction,
  companyId: number,
  entryType: string,
  documents: readonly PlannedCsvDocument[],
): Promise<string[]> {
  const last = (await takeDocumentNumbers(trx, companyId, entryType, 0)) - 1;
  const posted = documents.filter((d) => !d.draft);
  const highest = Math.max(0, ...posted.map((d) => (d.number ? (seriesValue(entryType, d.number) ?? 0) : 0)));
  if (highest > last) await takeDocumentNumbers(trx, companyId, entryType, highest - last);
  const unnumbered = posted.filter((d) => d.number === null).length;
  let next = unnumbered ? await takeDocumentNumbers(trx, companyId, entryType, unnumbered) : 0;
  return documents.map((d) => (d.draft ? DRAFT_NUMBER : (d.number ?? formatEntryNo(entryType, next++))));
}

/** `json_to_recordset(?::json) AS r(name type, …)`: a chunk's rows as one JSON parameter, so the statement stays small. */
export const jsonRecordset = (columns: Readonly<Record<string, string>>) =>
  `json_to_recordset(?::json) AS r(${Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(", ")})`;

/**
 * Ids for a chunk's documents, taken from their table's sequence before anything is written: the
 * stock movements and the journal entries name their document by id, so the documents can then be
 * inserted once, with their entry (an UPDATE of every document afterwards went through the posted
 * documents' row guards and cost more than the insert).
 */
export async function reserveDocumentIds(trx: Knex.Transaction, sqlTable: string, count: number): Promise<number[]> {
  if (!count) return [];
  const { rows } = (await trx.raw(`SELECT nextval(pg_get_serial_sequence(?, 'id'))::integer AS id FROM generate_series(1, ?::integer)`, [
    sqlTable,
    count,
  ])) as { rows: { id: number }[] };
  return rows.map((r) => Number(r.id));
}

/** Post the chunk's entries (one series): each document's (sourceId) journal entry id. */
export async function postDocumentEntries(
  trx: Knex.Transaction,
  ctx: CompanyContext,
  postings: readonly (Posting & { sourceId: number })[],
): Promise<Map<number, number>> {
  const posted = await postEntries(trx, ctx, postings);
  return new Map(posted.map((entry, i) => [postings[i].sourceId, entry.id]));
}

/** How a kind imports: its words, its series, its check and its writing of a chunk. */
export interface CsvImportKind<Doc extends PlannedCsvDocument, Prepared> {
  words: DocumentWords;
  /** What the activity log calls the kind's documents */
  recordType: RecordType;
  entryType: string;
  /** The tables the import fills (ANALYZEd after the first chunk of a large file) */
  tables: string;
  /** The party's table (its rows' foreign keys are checked on every document and entry line) */
  partyTable: string;
  /** The refusal when another writer took a number between the check and the insert */
  numberTaken: string;
  plan: (db: Knex, companyId: number, rows: readonly CsvRow[]) => Promise<CsvImportPlan<Doc>>;
  /** What every chunk needs (the A/P or A/R account), read once in the transaction */
  prepare: (trx: Knex.Transaction, companyId: number) => Promise<Prepared>;
  write: (
    trx: Knex.Transaction,
    ctx: CompanyContext,
    documents: readonly Doc[],
    numbers: readonly string[],
    prepared: Prepared,
  ) => Promise<void>;
}

/**
 * ANALYZE those of the tables the import's foreign keys look up that were never analyzed (a table
 * just filled, as by a parties' import, before autovacuum came by): without statistics the planner
 * may check a key through another index of the company (customers by name) rather than the primary
 * key, a scan of the company's rows for every line written.
 */
async function analyzeUnanalyzed(trx: Knex.Transaction, tables: readonly string[]) {
  const { rows } = (await trx.raw(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relname = ANY(?::text[]) AND c.reltuples < 0`,
    [[...tables]],
  )) as { rows: { name: string }[] };
  if (rows.length) await trx.raw(`ANALYZE ${rows.map((r) => `"${r.name}"`).join(", ")}`);
}

/**
 * Import a kind's documents from CSV rows into a company: every document, or on any problem none
 * (CsvImportError lists the rows). A dry run checks the same and writes nothing.
 */
export async function importCsvDocuments<Doc extends PlannedCsvDocument, Prepared>(
  db: Knex,
  ctx: CompanyContext,
  kind: CsvImportKind<Doc, Prepared>,
  input: { rows: readonly CsvRow[]; dryRun?: boolean },
  onProgress?: (progress: { done: number; total: number }) => void,
): Promise<CsvImportSummary> {
  if (input.dryRun) {
    const plan = await kind.plan(db, ctx.companyId, input.rows);
    refuse(plan, kind.words);
    return summary(plan, true, []);
  }
  try {
    return await db.transaction(async (trx) => {
      // The series' row lock first: no document takes a number (or is checked against) until this commits.
      await takeDocumentNumbers(trx, ctx.companyId, kind.entryType, 0);
      const plan = await kind.plan(trx, ctx.companyId, input.rows);
      refuse(plan, kind.words);
      const numbers = await numberDocuments(trx, ctx.companyId, kind.entryType, plan.documents);
      const prepared = await kind.prepare(trx, ctx.companyId);
      await analyzeUnanalyzed(trx, [kind.partyTable, "company_accounts", "items", "companies"]);
      const { documents } = plan;
      for (let start = 0; start < documents.length; start += CHUNK) {
        await kind.write(trx, ctx, documents.slice(start, start + CHUNK), numbers.slice(start, start + CHUNK), prepared);
        // Statistics that count this transaction's rows (see refreshStatistics in the journal import).
        if (start === 0 && documents.length > CHUNK) await trx.raw(`ANALYZE ${kind.tables}`);
        onProgress?.({ done: Math.min(documents.length, start + CHUNK), total: documents.length });
      }
      const result = summary(plan, false, numbers);
      // One row for the whole import, not one per document.
      await recordActivity(trx, ctx, {
        activity: "imported",
        recordType: kind.recordType,
        name: result.firstNumber ? `${result.firstNumber} – ${result.lastNumber}` : kind.words.plural,
        amount: result.total,
        detail: `${result.documents} ${result.documents === 1 ? kind.words.noun : kind.words.plural} from CSV`,
      });
      return result;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(kind.numberTaken, 409);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Export

/** Trailing zeros off a quantity ("2.5000" → "2.5", "3.0000" → "3"). */
export const quantityText = (value: string | null) => (value == null ? "" : value.replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, ""));

/** An amount as the export writes it ("12.5" → "12.50"). */
export const amountText = (value: unknown) => toDecimal(fromDecimal(String(value)));

/** A cell's text ("" for none). */
export const cellText = (value: unknown) => (value == null ? "" : String(value));

/** What the Status column says of a document; an import reads Draft as a draft and anything else as open. */
const STATUS_TEXT: Record<string, string> = { draft: "Draft", open: "Open", paid: "Paid" };

/**
 * Documents as CSV, one row per line, in `columns` order: the number (a draft, having none, gets
 * DRAFT-{id} to keep its rows together), each line's Account (its number) or Item (its name),
 * Description, Quantity, price, Amount, and Status; `header` gives the document's other cells.
 * The documents need id, number and status, and are read with their lines (readExportLines).
 */
export function documentsCsvText<Column extends string>(
  columns: readonly Column[],
  documents: readonly Record<string, unknown>[],
  lines: readonly Record<string, unknown>[],
  spec: {
    numberColumn: Column;
    priceColumn: Column;
    header: (document: Record<string, unknown>, line: Record<string, unknown>) => Partial<Record<Column, string>>;
  },
): string {
  const linesOf = new Map<number, Record<string, unknown>[]>();
  for (const line of lines) linesOf.set(line.documentId as number, [...(linesOf.get(line.documentId as number) ?? []), line]);
  const rows = documents.flatMap((document) =>
    (linesOf.get(document.id as number) ?? []).map((line) => {
      const item = line.lineType === "item";
      const cells: Record<string, string> = {
        [spec.numberColumn]: document.status === "draft" ? `DRAFT-${document.id}` : cellText(document.number),
        Account: item ? "" : cellText(line.accountNumber).trim(),
        Item: item ? cellText(line.itemName) : "",
        Description: cellText(line.description),
        Quantity: item ? quantityText(line.quantity as string | null) : "",
        [spec.priceColumn]: item ? amountText(line.unitPrice) : "",
        Amount: amountText(line.amount),
        Status: STATUS_TEXT[document.status as string] ?? "Open",
        ...spec.header(document, line),
      };
      return columns.map((column) => cells[column] ?? "");
    }),
  );
  return toCsv([[...columns], ...rows], { record_delimiter: "unix" });
}

/** The lines of a company's documents of a kind (Knex's table names), in order, with their account's number and item's name. */
export function readExportLines(
  db: Knex,
  tables: { documents: string; lines: string },
  where: { companyId: number; kind: string; notStatus?: string },
  extra: readonly string[] = [],
): Promise<Record<string, unknown>[]> {
  const query = db(`${tables.lines} as l`)
    .join(`${tables.documents} as d`, (j) => j.on("d.companyId", "l.companyId").andOn("d.id", "l.documentId"))
    .leftJoin("companyAccounts as a", (j) => j.on("a.companyId", "l.companyId").andOn("a.id", "l.accountId"))
    .leftJoin("items as i", (j) => j.on("i.companyId", "l.companyId").andOn("i.id", "l.itemId"))
    .where({ "l.companyId": where.companyId, "d.kind": where.kind })
    .orderBy([{ column: "l.documentId" }, { column: "l.lineNo" }])
    .select(
      "l.documentId",
      "l.lineType",
      "a.accountNumber",
      "i.name as itemName",
      "l.description",
      "l.quantity",
      "l.unitPrice",
      "l.amount",
      ...extra.map((column) => `l.${column}`),
    );
  if (where.notStatus) query.whereNot("d.status", where.notStatus);
  return query;
}
