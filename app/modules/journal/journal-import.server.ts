import type { Knex } from "knex";
import { recordActivity } from "~/modules/activity/activity.server";
import { toDecimal } from "~/lib/money";
import { decodeText, type TextEncodingName } from "~/lib/text-encoding";
import { textProblem } from "~/lib/zod-helpers";
import type { AccountType } from "~/modules/ledger/account-types";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { DomainError } from "~/utils/errors";
import {
  importedComments,
  parseJournalCsv,
  problemLines,
  parseLedgerJournal,
  type ImportEntry,
  type ImportProblem,
  type JournalImportFormat,
  type ParsedJournal,
} from "./journal-file";
import { JOURNAL_ENTRY_TYPE } from "./journal-entries.server";
import { commodityFor } from "./ledger-export.server";
import { ledgerAccountNames, ownSegment, parseLedgerAccountName, withoutIdSuffix } from "~/modules/ledger/ledger-names";
import { markReversed, postEntries, type PostedEntry, type Posting } from "~/modules/ledger/ledger.server";
import { deactivateImportedAccounts, insertImportedAccount } from "~/modules/accounts/accounts.server";

// Importing journal entries from a file (`ledgerline journal import`, POST /api/journal-entry/import):
// CSV or the ledger journal `journal export` writes (./journal-file.ts reads both). Everything is
// checked before anything is written — the file's own problems, then its accounts and vendors
// against the company's, in one query each — and reported as `line N: …`. Then, in ONE
// transaction, the missing accounts are created (when asked: from the names the export writes,
// which carry the type and number) and every entry is posted through postEntries as a journal
// entry (series JE), its reference in the file kept in its comments. All or nothing.
//
// A cancelled entry and its reversal, paired in the file, are posted as such: the reversal names
// the entry it reverses and the entry is marked cancelled, as cancelling it here would have done.

export interface JournalImportInput {
  format: JournalImportFormat;
  /** The file's text (or contentBase64: its bytes, read in the encoding they are in). */
  content?: string;
  /** The file's bytes in base64, for a file whose encoding the client does not know (ADR 0043). */
  contentBase64?: string;
  /** Create the accounts the company lacks from their journal names (Assets:Bank:1010 Checking). */
  createAccounts?: boolean;
  /** Check and report, write nothing. */
  dryRun?: boolean;
}

export interface ImportedAccount {
  accountNumber: string;
  accountName: string;
  accountType: AccountType;
  parentNumber: string | null;
  active: boolean;
}

export interface JournalImportResult {
  dryRun: boolean;
  format: JournalImportFormat;
  /** Entries posted (or that would be). */
  entries: number;
  lines: number;
  /** The sum of the entries' debits, "1234.50". */
  totalDebits: string;
  firstDate: string | null;
  lastDate: string | null;
  /** Accounts created (or that would be), parents first. */
  accountsCreated: ImportedAccount[];
  /** Cancelled entries posted with their reversals linked to them. */
  reversalsLinked: number;
  /** The numbers the entries got (null on a dry run). */
  firstEntryNo: string | null;
  lastEntryNo: string | null;
  /** The encoding the file's bytes were read in (only when sent as contentBase64). */
  encoding?: TextEncodingName;
}

export interface JournalImportProgress {
  phase: "accounts" | "posting";
  done: number;
  total: number;
}

/** Entries per postEntries call: progress is reported after each. */
const POSTING_CHUNK = 2_000;

/** The import's refusal: the file's problems, `line N: …`, and the accounts it names that the company lacks. */
export class JournalImportError extends DomainError {
  constructor(
    message: string,
    readonly lines: string[],
    readonly missingAccounts: string[],
    /** Lines of the file with a problem (the list stops at MAX_REPORTED_LINES, see ./journal-file.ts). */
    readonly badLines: number,
  ) {
    super(message, 400, missingAccounts.length ? { lines, missingAccounts } : { lines });
    this.name = "JournalImportError";
  }
}

// ---------------------------------------------------------------------------------------------
// The company's accounts, and the ones the import will create

interface ExistingAccount {
  id: number;
  accountNumber: string;
  accountName: string;
  accountType: AccountType;
  parentAccountId: number | null;
  active: boolean;
}

interface PlannedAccount {
  /** The name in the file it is created from. */
  ref: string;
  line: number;
  accountType: AccountType;
  accountNumber: string;
  accountName: string;
  parent: Target | null;
  inactive: boolean;
  /** Set once created. */
  id?: number;
}

type Target = { existing: ExistingAccount } | { planned: PlannedAccount };

const targetLabel = (t: Target) => {
  const a = "existing" in t ? t.existing : t.planned;
  return `${a.accountNumber.trim()} ${a.accountName.trim()}`;
};
const targetType = (t: Target) => ("existing" in t ? t.existing.accountType : t.planned.accountType);
const targetNumber = (t: Target) => ("existing" in t ? t.existing.accountNumber.trim() : t.planned.accountNumber);

/**
 * Finds an account by what a file calls it, in this order: its full journal name, its number, its
 * name, its "NUMBER NAME"; for a journal name, then its last level by "NUMBER NAME", number or name.
 */
class AccountIndex {
  private readonly byJournalName = new Map<string, Target>();
  private readonly byOwn = new Map<string, Target>();
  readonly byNumber = new Map<string, Target>();
  readonly byName = new Map<string, Target>();

  add(target: Target, names: { journalName: string; accountNumber: string; accountName: string }) {
    const put = (map: Map<string, Target>, key: string) => {
      if (!map.has(key)) map.set(key, target);
    };
    put(this.byJournalName, names.journalName.trim().toLowerCase());
    put(this.byNumber, names.accountNumber.trim());
    put(this.byName, names.accountName.trim().toLowerCase());
    put(this.byOwn, ownSegment(names.accountNumber, names.accountName).toLowerCase());
  }

  find(ref: string): Target | undefined {
    const text = ref.trim();
    const lower = text.toLowerCase();
    const direct = this.byJournalName.get(lower) ?? this.byNumber.get(text) ?? this.byName.get(lower) ?? this.byOwn.get(lower);
    if (direct || !text.includes(":")) return direct;
    const leaf = withoutIdSuffix(text.slice(text.lastIndexOf(":") + 1).trim());
    return this.byOwn.get(leaf.toLowerCase()) ?? this.byNumber.get(leaf) ?? this.byName.get(leaf.toLowerCase());
  }
}

interface Plan {
  problems: ImportProblem[];
  missingAccounts: string[];
  accounts: PlannedAccount[];
  /** The account of each name the entries use. */
  accountOf: Map<string, Target>;
  /** The vendor id of each vendor the entries name. */
  vendorOf: Map<string, number>;
}

/** How many lines use each name, and the first. */
function uses(names: Iterable<{ name: string; line: number }>): Map<string, { line: number; count: number }> {
  const map = new Map<string, { line: number; count: number }>();
  for (const { name, line } of names) {
    const use = map.get(name);
    if (use) use.count += 1;
    else map.set(name, { line, count: 1 });
  }
  return map;
}

const usedOn = (count: number) => (count > 1 ? ` (used on ${count.toLocaleString("en-US")} lines)` : "");

/** Check the parsed file against the company's accounts and vendors; nothing is written. */
async function planImport(db: Knex, companyId: number, parsed: ParsedJournal, createAccounts: boolean): Promise<Plan> {
  const problems: ImportProblem[] = [...parsed.problems];
  const accounts: ExistingAccount[] = await db("companyAccounts")
    .where({ companyId })
    .select("id", "accountNumber", "accountName", "accountType", "parentAccountId", "active");
  const journalNames = ledgerAccountNames(accounts);
  const index = new AccountIndex();
  for (const account of accounts) index.add({ existing: account }, { journalName: journalNames.get(account.id)!, ...account });

  const planned: PlannedAccount[] = [];
  const missingAccounts: string[] = [];
  // Each name is resolved once: a target, or the problem reported on its first line.
  const resolved = new Map<string, Target | { error: string }>();

  /** Plan the account a journal name describes (and its parents), or say why it cannot be. */
  const planAccount = (ref: string, line: number): Target | { error: string } => {
    const known = resolved.get(ref);
    if (known) return known;
    const found = index.find(ref);
    if (found) return found;
    const reading = parseLedgerAccountName(ref);
    let result: Target | { error: string };
    if (!reading.ok) {
      result = { error: `account "${ref}" is not in this company and cannot be created from its name: ${reading.reason}` };
    } else {
      const { parts } = reading;
      const parentReading = parts.parentName && !index.find(parts.parentName) ? parseLedgerAccountName(parts.parentName) : null;
      let parent: Target | { error: string } | null =
        parentReading && !parentReading.ok
          ? {
              error: `account "${ref}" is not in this company and cannot be created from its name: its parent "${parts.parentName}" is not in this company either, and cannot be created from its name: ${parentReading.reason}`,
            }
          : parts.parentName
            ? planAccount(parts.parentName, line)
            : null;
      const numberOwner = index.byNumber.get(parts.accountNumber);
      const nameOwner = index.byName.get(parts.accountName.toLowerCase());
      if (parent && "error" in parent) result = parent;
      else if (parent && targetType(parent) !== parts.accountType) {
        result = {
          error: `account "${ref}" would be a sub-account of ${targetLabel(parent)}, a ${targetType(parent)} account: a sub-account has its parent's type`,
        };
      } else if (numberOwner) {
        result = {
          error: `account "${ref}" is not in this company, and its number ${parts.accountNumber} is already used by ${targetLabel(numberOwner)}`,
        };
      } else if (nameOwner) {
        result = {
          error: `account "${ref}" is not in this company, and its name "${parts.accountName}" is already used by ${targetLabel(nameOwner)}`,
        };
      } else {
        parent = parent as Target | null;
        const account: PlannedAccount = { ref, line, ...parts, parent, inactive: false };
        planned.push(account);
        result = { planned: account };
        index.add(result, { journalName: ref, accountNumber: parts.accountNumber, accountName: parts.accountName });
      }
    }
    resolved.set(ref, result);
    return result;
  };

  // Declared accounts are created too when asked (the chart comes along, inactive ones included).
  if (createAccounts) {
    for (const declared of parsed.accounts) {
      const target = planAccount(declared.name, declared.line);
      if ("error" in target) {
        if (!problems.some((p) => p.message === target.error)) problems.push({ line: declared.line, message: target.error });
      } else if ("planned" in target && declared.inactive && target.planned.ref === declared.name) target.planned.inactive = true;
    }
  }

  // Refused entries' accounts and vendors are checked too, so every problem is listed at once.
  const checkedLines = [...parsed.entries, ...parsed.rejected]
    .flatMap((e) => e.lines)
    .filter((l) => l.account && !/^[([]/.test(l.account))
    .sort((a, b) => a.line - b.line);
  const accountOf = new Map<string, Target>();
  const accountUses = uses(checkedLines.map((l) => ({ name: l.account, line: l.line })));
  for (const [name, use] of accountUses) {
    let target: Target | { error: string } | undefined = resolved.get(name) ?? index.find(name);
    if (!target && createAccounts) target = planAccount(name, use.line);
    if (!target) {
      missingAccounts.push(name);
      problems.push({ line: use.line, message: `account "${name}" is not in this company${usedOn(use.count)}` });
    } else if ("error" in target) {
      if (!problems.some((p) => p.message === target.error)) problems.push({ line: use.line, message: target.error });
    } else {
      if ("existing" in target && !target.existing.active) {
        problems.push({
          line: use.line,
          message: `account ${targetLabel(target)} is inactive: make it active to post to it${usedOn(use.count)}`,
        });
      }
      accountOf.set(name, target);
    }
  }

  const vendorOf = new Map<string, number>();
  const vendorUses = uses(checkedLines.filter((l) => l.vendor).map((l) => ({ name: l.vendor, line: l.line })));
  if (vendorUses.size) {
    const vendors: { id: number; vendorId: string; vendorName: string }[] = await db("vendors")
      .where({ companyId })
      .select("id", "vendorId", "vendorName");
    const byCode = new Map(vendors.map((v) => [v.vendorId.trim().toLowerCase(), v.id]));
    const byName = new Map<string, number[]>();
    for (const v of vendors) {
      const key = v.vendorName.trim().toLowerCase();
      byName.set(key, [...(byName.get(key) ?? []), v.id]);
    }
    for (const [name, use] of vendorUses) {
      const key = name.toLowerCase();
      const named = byName.get(key) ?? [];
      const id = byCode.get(key) ?? (named.length === 1 ? named[0] : undefined);
      if (id !== undefined) vendorOf.set(name, id);
      else if (named.length > 1) {
        problems.push({
          line: use.line,
          message: `Vendor "${name}" names ${named.length} vendors of this company: use the Vendor ID${usedOn(use.count)}`,
        });
      } else {
        problems.push({
          line: use.line,
          message: `Vendor "${name}" is neither a Vendor ID nor a vendor name of this company${usedOn(use.count)}`,
        });
      }
    }
  }
  return { problems, missingAccounts, accounts: planned, accountOf, vendorOf };
}

// ---------------------------------------------------------------------------------------------
// Reading, checking, importing

/** Read the file in its format; a ledger journal's amounts must be in the company's currency. */
function parseFile(input: JournalImportInput, content: string, currency: string | null | undefined): ParsedJournal {
  if (input.format === "csv") return parseJournalCsv(content);
  const commodity = commodityFor(currency);
  const code = (currency || "USD").trim().toUpperCase();
  return parseLedgerJournal(content, { commodities: [...new Set([commodity.symbol, code])] });
}

/** The file's text: as sent, or its bytes decoded in the encoding they are in (said in the result). */
function fileText(input: JournalImportInput): { content: string; encoding?: TextEncodingName } {
  if (input.contentBase64 === undefined) return { content: input.content ?? "" };
  const { text, encoding } = decodeText(Buffer.from(input.contentBase64, "base64"));
  const problem = textProblem(text, { multiline: true });
  if (problem) throw new DomainError(`The file (read as ${encoding}) cannot be imported: ${problem}`, 400);
  return { content: text, encoding };
}

function refuse(plan: Pick<Plan, "problems" | "missingAccounts">, entries: number) {
  if (!plan.problems.length && entries > 0) return;
  if (!plan.problems.length) throw new DomainError("The file holds no journal entries: nothing to import", 400, { lines: [] });
  const { lines, badLines } = problemLines(plan.problems);
  const onLines = plan.problems.some((p) => p.line > 0);
  const message = onLines
    ? `The file has problems on ${badLines.toLocaleString("en-US")} line${badLines === 1 ? "" : "s"}: nothing was imported`
    : "The file cannot be read: nothing was imported";
  throw new JournalImportError(message, lines, plan.missingAccounts, badLines);
}

function summary(
  input: JournalImportInput,
  parsed: ParsedJournal,
  plan: Plan,
  posted: { first: PostedEntry | undefined; last: PostedEntry | undefined; reversalsLinked: number },
  encoding: TextEncodingName | undefined,
): JournalImportResult {
  let lines = 0;
  let debits = 0;
  let firstDate: string | null = null;
  let lastDate: string | null = null;
  for (const entry of parsed.entries) {
    lines += entry.lines.length;
    for (const line of entry.lines) debits += line.debit;
    if (!firstDate || entry.date < firstDate) firstDate = entry.date;
    if (!lastDate || entry.date > lastDate) lastDate = entry.date;
  }
  return {
    dryRun: Boolean(input.dryRun),
    format: input.format,
    entries: parsed.entries.length,
    lines,
    totalDebits: toDecimal(debits),
    firstDate,
    lastDate,
    accountsCreated: plan.accounts.map((a) => ({
      accountNumber: a.accountNumber,
      accountName: a.accountName,
      accountType: a.accountType,
      parentNumber: a.parent ? targetNumber(a.parent) : null,
      active: !a.inactive,
    })),
    reversalsLinked: posted.reversalsLinked,
    firstEntryNo: posted.first?.entryNo ?? null,
    lastEntryNo: posted.last?.entryNo ?? null,
    ...(encoding ? { encoding } : {}),
  };
}

const accountIdOf = (target: Target) => ("existing" in target ? target.existing.id : target.planned.id!);

function posting(entry: ImportEntry, plan: Plan, reversesEntryId?: number): Posting {
  return {
    entryType: JOURNAL_ENTRY_TYPE,
    entryDate: entry.date,
    comments: importedComments(entry.description, entry.reference),
    sourceType: "journal",
    reversesEntryId,
    lines: entry.lines.map((line) => ({
      accountId: accountIdOf(plan.accountOf.get(line.account)!),
      debit: line.debit > 0 ? line.debit : undefined,
      credit: line.credit > 0 ? line.credit : undefined,
      memo: line.memo,
      vendorId: line.vendor ? plan.vendorOf.get(line.vendor)! : null,
    })),
  };
}

/** Create the planned accounts, parents first (the plan lists a parent before its sub-accounts). */
async function insertPlannedAccounts(trx: Knex.Transaction, companyId: number, accounts: PlannedAccount[], onDone: (done: number) => void) {
  for (const [i, account] of accounts.entries()) {
    account.id = await insertImportedAccount(trx, companyId, {
      accountType: account.accountType,
      accountNumber: account.accountNumber,
      accountName: account.accountName,
      parentAccountId: account.parent ? accountIdOf(account.parent) : null,
    });
    onDone(i + 1);
  }
}

/**
 * Let the planner see the rows this transaction is adding. On tables whose statistics say they are
 * (nearly) empty — a new database's first large import — the plans cached for the ledger's
 * triggers and foreign keys scan the entries written so far for every line, and posting slows down
 * with each chunk (measured: 10,000 entries took 31 s, 3.5 s with this). ANALYZE inside the
 * transaction counts its own new rows; it samples a bounded number of rows, so it costs the same on
 * a large table. A role that does not own the tables gets a warning and no statistics (ADR 0016).
 */
async function refreshStatistics(trx: Knex.Transaction) {
  await trx.raw("ANALYZE journal_entries, journal_lines");
}

/**
 * Import a journal file into a company: every entry, or on any problem none (JournalImportError
 * lists them). A dry run checks the same and writes nothing.
 */
export async function importJournal(
  db: Knex,
  ctx: CompanyContext,
  input: JournalImportInput,
  options: { onProgress?: (progress: JournalImportProgress) => void } = {},
): Promise<JournalImportResult> {
  const company: { primaryCurrency: string | null } | undefined = await db("companies")
    .where({ id: ctx.companyId })
    .first("primaryCurrency");
  if (!company) throw new DomainError("Company not found", 404);
  const { content, encoding } = fileText(input);
  const parsed = parseFile(input, content, company.primaryCurrency);
  const createAccounts = Boolean(input.createAccounts);

  if (input.dryRun) {
    const plan = await planImport(db, ctx.companyId, parsed, createAccounts);
    refuse(plan, parsed.entries.length);
    return summary(input, parsed, plan, { first: undefined, last: undefined, reversalsLinked: 0 }, encoding);
  }

  return db.transaction(async (trx) => {
    // One creator of accounts at a time in the company (createAccount, imports and the chart take it).
    if (createAccounts) await trx.raw("SELECT pg_advisory_xact_lock(?, ?)", [4243, ctx.companyId]);
    const plan = await planImport(trx, ctx.companyId, parsed, createAccounts);
    refuse(plan, parsed.entries.length);

    await insertPlannedAccounts(trx, ctx.companyId, plan.accounts, (done) =>
      options.onProgress?.({ phase: "accounts", done, total: plan.accounts.length }),
    );

    // Entries in file order; the reversals the file pairs with their entries last, naming them.
    const entries = parsed.entries;
    const plain = entries.map((_, i) => i).filter((i) => entries[i].reversalOf === undefined);
    const reversals = entries.map((_, i) => i).filter((i) => entries[i].reversalOf !== undefined);
    const ids = new Map<number, PostedEntry>();
    let done = 0;
    const post = async (indexes: number[], build: (i: number) => Posting) => {
      for (let start = 0; start < indexes.length; start += POSTING_CHUNK) {
        const chunk = indexes.slice(start, start + POSTING_CHUNK);
        const posted = await postEntries(trx, ctx, chunk.map(build));
        chunk.forEach((i, k) => ids.set(i, posted[k]));
        if (done === 0 && entries.length > POSTING_CHUNK) await refreshStatistics(trx);
        done += chunk.length;
        options.onProgress?.({ phase: "posting", done, total: entries.length });
      }
    };
    await post(plain, (i) => posting(entries[i], plan));
    await post(reversals, (i) => posting(entries[i], plan, ids.get(entries[i].reversalOf!)!.id));
    await markReversed(
      trx,
      ctx.companyId,
      reversals.map((i) => ({ original: ids.get(entries[i].reversalOf!)!.id, reversal: ids.get(i)!.id })),
    );

    const inactive = plan.accounts.filter((a) => a.inactive).map((a) => a.id!);
    await deactivateImportedAccounts(trx, ctx.companyId, inactive);

    const order = [...plain, ...reversals];
    const result = summary(
      input,
      parsed,
      plan,
      { first: ids.get(order[0]), last: ids.get(order[order.length - 1]), reversalsLinked: reversals.length },
      encoding,
    );
    await recordActivity(trx, ctx, {
      activity: "imported",
      recordType: "journal_entry",
      name: result.firstEntryNo ? `${result.firstEntryNo} – ${result.lastEntryNo}` : "Journal",
      amount: result.totalDebits,
      detail: `${result.entries} journal ${result.entries === 1 ? "entry" : "entries"} from ${input.format}`,
    });
    return result;
  });
}
