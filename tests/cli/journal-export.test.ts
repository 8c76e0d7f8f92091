// `ledgerline journal export --format ledger`, and read back by
// hledger: every account's balance in hledger must equal the ledger's own figure. hledger is a
// requirement of this test (Debian: apt-get install -y hledger; CI installs it in .ci/run) — when it
// is missing the test fails and says so.
import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import type { Knex } from "knex";
import { describe, expect, it } from "vitest";
import { fromDecimal, parseMoney, type Cents } from "~/lib/money";
import { allAccounts, createAccount } from "~/modules/accounts/accounts.server";
import { accountCreateSchema } from "~/modules/accounts/schema";
import { companyContext, type CompanyContext } from "~/modules/companies/companies.server";
import { exportLedgerJournal } from "~/modules/journal/ledger-export.server";
import { accountNets, trialBalance } from "~/modules/ledger/ledger.server";

import { cliOwner, cliSuite } from "../support/cli";
import { CHECKING } from "../support/accounts";
import { runHledger } from "../support/hledger";
import { saveJanuaryEntries, saveJournalEntry } from "../support/journal-books";

const SLOW = 180_000;

let usd: CompanyContext;
let gbp: CompanyContext;
let usdName: string;

const { cli, withDb, target } = cliSuite("ledgerline-cli-journal", async (db) => {
  const { user, newCompany } = await cliOwner(db, { email: "journal@example.com", firstName: "Jo", lastName: "Urnal" });
  const usdCompany = await newCompany({ primaryCurrency: "USD" });
  const gbpCompany = await newCompany({ primaryCurrency: "GBP" });
  usd = { ...companyContext(usdCompany, user.id), today: "2026-03-31" };
  usdName = usdCompany.companyName;
  gbp = { ...companyContext(gbpCompany, user.id), today: "2026-03-31" };

  const account = (ctx: CompanyContext, fields: Record<string, unknown>) =>
    createAccount(db, ctx, accountCreateSchema.parse({ accountType: "Expense", ...fields }));
  const checking = await account(usd, {
    ...CHECKING,
    openingBalance: "10000.00",
    asOf: "01/01/2026",
  });
  const payroll = await account(usd, {
    accountType: "Bank",
    accountNumber: "1011",
    accountName: "Payroll",
    bankName: "First Bank",
    bankAccountType: "Checking",
    bankAccountNumber: "000124",
    isSubAccount: true,
    parentAccountId: checking.id,
  });
  const visa = await account(usd, {
    accountType: "Credit Card",
    accountNumber: "2100",
    accountName: "Visa",
    openingBalance: "250.40",
    asOf: "01/01/2026",
  });
  const sales = await account(usd, { accountType: "Income", accountNumber: "4000", accountName: "Sales" });
  const cogs = await account(usd, { accountType: "Cost of Goods Sold", accountNumber: "6000", accountName: "Cost of Goods Sold" });
  // A name that is not safe as it stands in a journal: a `;`, a `:` and double spaces.
  const rent = await account(usd, { accountNumber: "5100", accountName: "Rent;  office: main" });
  const loan = await account(usd, { accountType: "Long Term Liability", accountNumber: "2700", accountName: "Bank Loan" });

  await saveJanuaryEntries(
    db,
    usd,
    { checking: checking.id, payroll: payroll.id, sales: sales.id, rent: rent.id, cogs: cogs.id, visa: visa.id, loan: loan.id },
    "Stock sold\nfrom the shelf",
  );
  // A draft is not in the books, so not in the journal.
  await saveJournalEntry(
    db,
    usd,
    "2026-02-02",
    "Draft only",
    [
      { accountId: rent.id, debit: "99.00" },
      { accountId: checking.id, credit: "99.00" },
    ],
    "draft",
  );

  const till = await account(gbp, {
    accountType: "Cash",
    accountNumber: "1000",
    accountName: "Till",
    openingBalance: "75.25",
    asOf: "02/01/2026",
  });
  expect(till.currentBalance).toBe("75.25");
});

const hledger = (args: string[]) => runHledger(args, "this test compares hledger's balances of the exported journal with the ledger's");

/** hledger's `balance --flat -O csv`, by account number (the first word of an account name's last level). */
function hledgerBalances(file: string, commodity: string): Map<string, Cents> {
  const csv = hledger(["-f", file, "balance", "--flat", "--no-total", "-O", "csv"]);
  const rows = parse(csv, { columns: true }) as { account: string; balance: string }[];
  const balances = new Map<string, Cents>();
  for (const { account, balance } of rows) {
    const number = account.split(":").pop()!.split(" ")[0];
    const amount = balance === "0" ? (0 as Cents) : parseMoney(balance.replace(commodity, ""));
    if (amount === null) throw new Error(`hledger printed an amount we cannot read: ${balance}`);
    balances.set(number, amount);
  }
  return balances;
}

/** Our balances (debits − credits, as hledger signs them) of the accounts that have one, by number. */
async function ledgerBalances(db: Knex, companyId: number): Promise<Map<string, Cents>> {
  const accounts = await allAccounts(db, companyId);
  const nets = await accountNets(db, companyId);
  const balances = new Map<string, Cents>();
  for (const account of accounts) {
    const net = nets.get(account.id) ?? (0 as Cents);
    if (net !== 0) balances.set(account.accountNumber, net);
  }
  return balances;
}

describe("ledgerline journal export --format ledger", () => {
  it("writes a journal whose hledger balances equal the ledger's, account by account", { timeout: SLOW }, async () => {
    const file = path.join(target().tempDir, "books.journal");
    const run = await cli(["journal", "export", "--company", String(usd.companyId), "--format", "ledger", "--output", file]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("");
    const journal = fs.readFileSync(file, "utf8");

    // What a reader of the file sees: declarations, then entries in date order, cancelled ones and
    // their reversals included, drafts left out, names made safe; an entry with a bank or card line
    // not reconciled is not marked cleared (none of these is reconciled).
    expect(journal).toContain("account Assets:Bank:1010 Checking\n");
    expect(journal).toContain("account Assets:Bank:1010 Checking:1011 Payroll\n");
    expect(journal).toContain("account Liabilities:Credit Card:2100 Visa\n");
    expect(journal).toContain("account Income:4000 Sales\n");
    expect(journal).toContain("account Expenses:Cost of Goods Sold:6000 Cost of Goods Sold\n");
    expect(journal).toContain("account Expenses:5100 Rent, office- main\n");
    expect(journal).toContain(
      "2026-01-05 JE-0001 Cash sales\n    Assets:Bank:1010 Checking    $1234.56\n    Income:4000 Sales    $-1234.56\n",
    );
    expect(journal).toContain("2026-01-15 JE-0003 Rent paid twice\n    ; cancelled, reversed by JE-0004\n");
    expect(journal).toContain(
      "2026-01-16 JE-0004 Reversal of JE-0003\n    ; reverses JE-0003\n    Expenses:5100 Rent, office- main    $-1500.00\n",
    );
    expect(journal).toContain("2026-02-01 JE-0005 Stock sold from the shelf\n");
    expect(journal).toContain("    Assets:Bank:1010 Checking:1011 Payroll    $800.00  ; transfer, note : January\n");
    expect(journal).not.toContain("Draft only");
    const dates = [...journal.matchAll(/^(\d{4}-\d{2}-\d{2})(?: \*)? [A-Z]+-\d+/gm)].map((m) => m[1]);
    expect(dates).toEqual([...dates].sort());
    expect(dates).toHaveLength(7); // 2 opening balances, 4 journal entries and 1 reversal

    // Strict mode: every account and commodity used is declared.
    hledger(["-f", file, "--strict", "check"]);
    const theirs = hledgerBalances(file, "$");
    const ours = await withDb(async (db) => {
      const balances = await ledgerBalances(db, usd.companyId);
      const tb = await trialBalance(db, usd.companyId, "2100-12-31");
      expect(tb.totals.debit).toBe(tb.totals.credit);
      // The trial balance's columns are the same figures, split by side.
      expect(tb.rows.map((r) => [r.accountNumber, r.debit - r.credit])).toEqual([...balances.entries()]);
      // Read a few entries at a time, the journal is the same text.
      expect(await exportLedgerJournal(db, usd.companyId, { currency: "USD", title: usdName, batchSize: 2 })).toBe(journal);
      return balances;
    });
    expect(Object.fromEntries(theirs)).toEqual(Object.fromEntries(ours));
    // Hand-computed: 10,000 opening + 1,234.56 sales − 800 to payroll − 1,500 rent + 1,500 reversed.
    expect(ours.get("1010")).toBe(fromDecimal("10434.56"));
    expect(ours.get("5100")).toBeUndefined(); // paid, then reversed
  });

  it("uses the company's currency, and refuses a format it does not have", { timeout: SLOW }, async () => {
    const run = await cli(["journal", "export", "--company", String(gbp.companyId), "--format", "ledger"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("commodity £\n    format £1000.00\n");
    expect(run.stdout).toContain("    Assets:Cash:1000 Till    £75.25\n");
    const file = path.join(target().tempDir, "gbp.journal");
    fs.writeFileSync(file, run.stdout);
    expect(Object.fromEntries(hledgerBalances(file, "£"))).toEqual({ "1000": 7525, "3000": -7525 });

    const csv = await cli(["journal", "export", "--company", String(gbp.companyId), "--format", "csv"]);
    expect(csv).toEqual({
      code: 1,
      stdout: "",
      stderr: 'error: Unknown format "csv": the formats are ledger (hledger and ledger-cli journal) (--format)\n',
    });
  });
});
