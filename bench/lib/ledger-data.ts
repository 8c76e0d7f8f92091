// The benchmark's books: one chart of accounts (created through the accounts service) and a
// reproducible stream of balanced journal entries of 2–6 lines.
import type { Knex } from "knex";
import { toDecimal, type Cents } from "../../app/lib/money";
import type { AccountType } from "../../app/modules/ledger/account-types";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { formatEntryNo, type Posting } from "../../app/modules/ledger/ledger.server";
import type { Rng } from "./prng";

export const CHART: { accountType: AccountType; accountNumber: string; accountName: string }[] = [
  { accountType: "Cash", accountNumber: "1000", accountName: "Petty Cash" },
  { accountType: "Bank", accountNumber: "1010", accountName: "Checking" },
  { accountType: "Bank", accountNumber: "1020", accountName: "Savings" },
  { accountType: "Other current Asset", accountNumber: "1200", accountName: "Accounts Receivable" },
  { accountType: "Inventory Asset", accountNumber: "1300", accountName: "Inventory Asset" },
  { accountType: "Fixed Asset", accountNumber: "1500", accountName: "Equipment" },
  { accountType: "Current Liability", accountNumber: "2000", accountName: "Accounts Payable" },
  { accountType: "Credit Card", accountNumber: "2100", accountName: "Company Card" },
  { accountType: "Payroll Liability", accountNumber: "2200", accountName: "Payroll Liabilities" },
  { accountType: "Long Term Liability", accountNumber: "2500", accountName: "Bank Loan" },
  { accountType: "Equity", accountNumber: "3100", accountName: "Owner's Equity" },
  { accountType: "Income", accountNumber: "4000", accountName: "Sales" },
  { accountType: "Other Income", accountNumber: "4900", accountName: "Interest Income" },
  { accountType: "Cost of Goods Sold", accountNumber: "5000", accountName: "Cost of Goods Sold" },
  { accountType: "Expense", accountNumber: "6100", accountName: "Rent" },
  { accountType: "Expense", accountNumber: "6200", accountName: "Utilities" },
  { accountType: "Expense", accountNumber: "6300", accountName: "Office Supplies" },
  { accountType: "Expense", accountNumber: "6400", accountName: "Wages" },
  { accountType: "Expense", accountNumber: "6500", accountName: "Travel" },
  { accountType: "Other Expense", accountNumber: "7000", accountName: "Bank Charges" },
];

/** Create the chart for a company through the accounts service; the ids in CHART's order. */
export async function createChart(db: Knex, ctx: CompanyContext): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, account] of CHART.entries()) {
    const bank =
      account.accountType === "Bank" ? { bankName: "First Bank", bankAccountType: "Checking", bankAccountNumber: `BENCH-${index}` } : {};
    const created = await createAccount(db, ctx, accountCreateSchema.parse({ ...account, ...bank }));
    ids.push(created.id);
  }
  return ids;
}

/** An entry independent of any company: lines name accounts by their index in CHART. */
export interface GenEntry {
  date: string;
  lines: { account: number; debit: number; credit: number }[];
}

const DAY = 86_400_000;
const FIRST_DAY = Date.UTC(2024, 0, 1);
const DAYS = 3 * 365;
/** Every generated entry is dated on or before this day. */
export const LAST_DATE = "2026-12-31";

/**
 * One balanced entry of `size` lines (2–6 when not given): amounts of 1..1,000,000 cents on
 * random accounts and sides; the first line is a debit, the second a credit, and the first line
 * of the smaller side takes the difference.
 */
export function generateEntry(rng: Rng, size = rng.int(2, 6)): GenEntry {
  const date = new Date(FIRST_DAY + rng.int(0, DAYS - 1) * DAY).toISOString().slice(0, 10);
  const raw = Array.from({ length: size }, (_, i) => ({
    account: rng.int(0, CHART.length - 1),
    debitSide: i === 0 ? true : i === 1 ? false : rng.next() < 0.5,
    amount: rng.int(1, 1_000_000),
  }));
  const side = (debit: boolean) => raw.filter((l) => l.debitSide === debit).reduce((s, l) => s + l.amount, 0);
  const difference = side(true) - side(false);
  if (difference > 0) raw.find((l) => !l.debitSide)!.amount += difference;
  if (difference < 0) raw.find((l) => l.debitSide)!.amount -= difference;
  return {
    date,
    lines: raw.map((l) => ({ account: l.account, debit: l.debitSide ? l.amount : 0, credit: l.debitSide ? 0 : l.amount })),
  };
}

/** Entries whose line counts add up to exactly `lines` (each entry 2–6 lines). */
export function generateEntriesWithLines(rng: Rng, lines: number): GenEntry[] {
  const entries: GenEntry[] = [];
  let remaining = lines;
  while (remaining > 0) {
    let size = rng.int(2, 6);
    if (remaining <= 6) size = remaining;
    else if (remaining - size < 2) size = remaining - 2;
    entries.push(generateEntry(rng, size));
    remaining -= size;
  }
  return entries;
}

/** The entry as a posting for postEntry, on a company's accounts. */
export function toPosting(entry: GenEntry, accountIds: number[]): Posting {
  return {
    entryType: "JE",
    entryDate: entry.date,
    lines: entry.lines.map((l) =>
      l.debit > 0
        ? { accountId: accountIds[l.account], debit: l.debit as Cents }
        : { accountId: accountIds[l.account], credit: l.credit as Cents },
    ),
  };
}

// PostgreSQL takes at most 65,535 bind parameters per statement: 7 per line.
const LINES_PER_INSERT = 9_000;

/**
 * The floor: the same rows postEntry writes (the entries, numbered JE-…, and their lines), by
 * plain multi-row INSERTs — no validation, no counter row, one statement for the entries and
 * one for their lines. The table's own foreign keys, CHECK and deferred balance trigger still
 * apply, as they do to postEntry.
 */
export async function insertPlain(
  trx: Knex.Transaction,
  companyId: number,
  accountIds: number[],
  entries: GenEntry[],
  firstNumber: number,
) {
  const inserted: { id: number; entryNo: string }[] = await trx("journalEntries")
    .insert(
      entries.map((entry, i) => ({
        companyId,
        entryType: "JE",
        entryNo: formatEntryNo("JE", firstNumber + i),
        entryDate: entry.date,
        comments: "",
        status: "posted",
        postedAt: trx.fn.now(),
      })),
    )
    .returning(["id", "entryNo"]);
  const idOf = new Map(inserted.map((row) => [row.entryNo, row.id]));
  const lines = entries.flatMap((entry, i) => {
    const journalEntryId = idOf.get(formatEntryNo("JE", firstNumber + i));
    return entry.lines.map((line, j) => ({
      companyId,
      journalEntryId,
      lineNo: j + 1,
      accountId: accountIds[line.account],
      entryDate: entry.date,
      debit: toDecimal(line.debit),
      credit: toDecimal(line.credit),
    }));
  });
  for (let start = 0; start < lines.length; start += LINES_PER_INSERT) {
    await trx("journalLines").insert(lines.slice(start, start + LINES_PER_INSERT));
  }
}
