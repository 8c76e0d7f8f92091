import type { Knex } from "knex";
import { fromDecimal, toDecimal, type Cents } from "~/lib/money";
import { allAccounts } from "~/modules/accounts/accounts.server";
import { currencyByCode } from "~/modules/companies/reference-data";
import { BANKING_ACCOUNT_TYPES } from "~/modules/ledger/account-types";
import { ledgerAccountNames, safeComment, safeText } from "~/modules/ledger/ledger-names";

export { LEDGER_TOP_LEVEL, ledgerAccountNames, safeComment, safeText } from "~/modules/ledger/ledger-names";

// The whole ledger as a plain-text journal that hledger and ledger-cli read, so that their
// balances can be compared with ours: account declarations, then every posted entry in date order
// (cancelled entries and their reversals included, as they are in the books). Debits are positive
// amounts, credits negative; each entry sums to zero, as both tools require.
//
// An entry is cleared (`*`) unless it has a line of a bank or card account that is not reconciled
// (ADR 0060): then the entry is unmarked and each such account's line says its own state — `*`
// reconciled, `!` cleared on a statement but not reconciled yet, nothing when not cleared — so that
// `hledger balance --cleared` of a bank account is its reconciled balance.
//
//   2026-01-01 * OB-0001 Opening balance of Checking
//       Assets:Bank:1010 Checking    $1000.00
//       Equity:3000 Opening Balance Equity    $-1000.00

export interface Commodity {
  symbol: string;
  /** `$1000.00` (left) or `1000.00 AED` (right). */
  side: "left" | "right";
}

// Characters a bare commodity symbol may not hold in either tool (digits, separators, signs, quotes …).
const UNSAFE_SYMBOL = /[\s\d.,;:'"`\-+*/\\^&|=<>{}[\]()@!?%#~]/u;

/** The commodity for a currency code: its symbol when both tools read it bare, else the code. */
export function commodityFor(currencyCode: string | null | undefined): Commodity {
  const code = (currencyCode || "USD").trim().toUpperCase();
  if (code === "USD") return { symbol: "$", side: "left" };
  const symbol = currencyByCode(code)?.symbol;
  if (symbol && !UNSAFE_SYMBOL.test(symbol)) return { symbol, side: "left" };
  return { symbol: /^[A-Z]+$/.test(code) ? code : "USD", side: "right" };
}

/** `$1000.00`, `$-250.50`, `1000.00 AED`: two decimals, no thousands separators. */
function formatLedgerAmount(cents: Cents | number, commodity: Commodity): string {
  const quantity = toDecimal(cents);
  return commodity.side === "left" ? `${commodity.symbol}${quantity}` : `${quantity} ${commodity.symbol}`;
}

export interface LedgerExportOptions {
  /** ISO currency code of the company (default USD). */
  currency?: string;
  /** A title for the header comment (the company's name). */
  title?: string;
  /** Entries per database round trip. */
  batchSize?: number;
}

interface EntryRow {
  id: number;
  entryNo: string;
  entryDate: string;
  comments: string;
  status: "posted" | "cancelled";
  reversesNo: string | null;
  reversedByNo: string | null;
}

interface LineRow {
  journalEntryId: number;
  accountId: number;
  debit: string;
  credit: string;
  memo: string;
  /** The line's cleared mark: "*" reconciled, "!" cleared, "" neither */
  mark: "*" | "!" | "";
}

/**
 * The journal in chunks (the header and declarations, then one chunk per batch of entries), read
 * from the database a batch at a time so that a large ledger never sits in memory whole.
 */
export async function* ledgerJournalChunks(
  db: Knex,
  companyId: number,
  options: LedgerExportOptions = {},
): AsyncGenerator<string, void, undefined> {
  const commodity = commodityFor(options.currency);
  const accounts = await allAccounts(db, companyId);
  const names = ledgerAccountNames(accounts);
  const banking = new Set(accounts.filter((a) => (BANKING_ACCOUNT_TYPES as readonly string[]).includes(a.accountType)).map((a) => a.id));

  const head: string[] = [];
  head.push(`; ${safeText(options.title) || `Company ${companyId}`}: the Ledgerline journal (debits positive, credits negative)`);
  head.push("");
  head.push(`commodity ${commodity.symbol}`);
  head.push(`    format ${formatLedgerAmount(100000, commodity)}`);
  head.push("");
  for (const account of accounts) {
    head.push(`account ${names.get(account.id)}`);
    if (!account.active) head.push("    ; inactive");
  }
  yield `${head.join("\n")}\n`;

  const batchSize = options.batchSize ?? 1000;
  let after: { date: string; id: number } | null = null;
  for (;;) {
    const query = db("journalEntries as e")
      .leftJoin("journalEntries as r", function () {
        this.on("r.companyId", "e.companyId").andOn("r.id", "e.reversesEntryId");
      })
      .leftJoin("journalEntries as c", function () {
        this.on("c.companyId", "e.companyId").andOn("c.id", "e.reversedByEntryId");
      })
      .where("e.companyId", companyId)
      .whereIn("e.status", ["posted", "cancelled"])
      .orderBy([{ column: "e.entryDate" }, { column: "e.id" }])
      .limit(batchSize)
      .select("e.id", "e.entryNo", "e.entryDate", "e.comments", "e.status", "r.entryNo as reversesNo", "c.entryNo as reversedByNo");
    if (after) query.whereRaw("(e.entry_date, e.id) > (?::date, ?)", [after.date, after.id]);
    const entries: EntryRow[] = await query;
    if (entries.length === 0) return;
    const lines: LineRow[] = await db("journalLines")
      .where({ "journalLines.companyId": companyId })
      .whereIn(
        "journalEntryId",
        entries.map((e) => e.id),
      )
      .orderBy([{ column: "journalEntryId" }, { column: "lineNo" }])
      .leftJoin("clearedLines as c", (j) => j.on("c.companyId", "journalLines.companyId").andOn("c.journalLineId", "journalLines.id"))
      .select(
        "journalEntryId",
        "journalLines.accountId",
        "debit",
        "credit",
        "memo",
        db.raw(`CASE WHEN c.journal_line_id IS NULL THEN '' WHEN c.reconciliation_id IS NULL THEN '!' ELSE '*' END AS "mark"`),
      );
    const linesByEntry = new Map<number, LineRow[]>();
    for (const line of lines) {
      const list = linesByEntry.get(line.journalEntryId) ?? [];
      list.push(line);
      linesByEntry.set(line.journalEntryId, list);
    }

    const out: string[] = [];
    for (const entry of entries) {
      const comments = safeText(entry.comments);
      out.push("");
      const entryLines = linesByEntry.get(entry.id) ?? [];
      const tracked = (line: LineRow) => banking.has(line.accountId);
      const cleared = entryLines.every((line) => !tracked(line) || line.mark === "*");
      out.push(`${entry.entryDate}${cleared ? " *" : ""} ${safeText(entry.entryNo)}${comments ? ` ${comments}` : ""}`);
      if (entry.status === "cancelled")
        out.push(`    ; cancelled${entry.reversedByNo ? `, reversed by ${safeText(entry.reversedByNo)}` : ""}`);
      if (entry.reversesNo) out.push(`    ; reverses ${safeText(entry.reversesNo)}`);
      for (const line of entryLines) {
        const amount = (fromDecimal(line.debit) - fromDecimal(line.credit)) as Cents;
        const memo = safeComment(line.memo);
        const name = names.get(line.accountId) ?? `Unknown:${line.accountId}`;
        const mark = !cleared && tracked(line) && line.mark ? `${line.mark} ` : "";
        out.push(
          `    ${mark}${name}    ${formatLedgerAmount(amount, commodity)}${memo && safeText(line.memo) !== comments ? `  ; ${memo}` : ""}`,
        );
      }
    }
    yield `${out.join("\n")}\n`;
    const last = entries[entries.length - 1];
    after = { date: last.entryDate, id: last.id };
    if (entries.length < batchSize) return;
  }
}

/** The whole journal as one text (see ledgerJournalChunks for large ledgers). */
export async function exportLedgerJournal(db: Knex, companyId: number, options: LedgerExportOptions = {}): Promise<string> {
  let text = "";
  for await (const chunk of ledgerJournalChunks(db, companyId, options)) text += chunk;
  return text;
}
