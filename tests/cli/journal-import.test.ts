// `ledgerline journal import`, run for real in its own process against a fresh database (a new
// PGlite folder, or a new PostgreSQL database when DATABASE_URL is set): books exported as a ledger
// journal and imported into a new company give the same trial balance (and hledger reads the same
// balances from both exports); a CSV with bad lines is refused line by line and writes nothing; a
// dry run writes nothing. hledger is required (Debian: apt-get install -y hledger). The tests
// share one database and run in order.
import fs from "node:fs";
import path from "node:path";
import type { Knex } from "knex";
import { describe, expect, it } from "vitest";
import type { Cents } from "~/lib/money";
import { createAccount } from "~/modules/accounts/accounts.server";
import { accountCreateSchema } from "~/modules/accounts/schema";
import { companyContext, type CompanyContext } from "~/modules/companies/companies.server";
import { ownSegment } from "~/modules/ledger/ledger-names";
import { peekEntryNo, postEntry, trialBalance } from "~/modules/ledger/ledger.server";
import { vendorCreateSchema } from "~/modules/vendors/schema";
import { createVendor } from "~/modules/vendors/vendors.server";
import { cliOwner, cliSuite } from "../support/cli";
import { runHledger } from "../support/hledger";
import { saveJanuaryEntries, saveJournalEntry } from "../support/journal-books";

const SLOW = 180_000;
const FAR_FUTURE = "2100-12-31";

// The books exported, the new company they are imported into, and one with a small chart for CSV files.
let source: CompanyContext;
let copy: CompanyContext;
let csvBooks: CompanyContext;

const { cli, withDb, writeFile, target } = cliSuite("ledgerline-cli-journal-import", async (db) => {
  const { user, newCompany } = await cliOwner(db, { email: "import@example.com", firstName: "Im", lastName: "Port" });
  const company = async () => {
    const created = await newCompany({ primaryCurrency: "USD" });
    return { ...companyContext(created, user.id), today: "2026-03-31" };
  };
  source = await company();
  copy = await company();
  csvBooks = await company();

  const account = (ctx: CompanyContext, fields: Record<string, unknown>) =>
    createAccount(db, ctx, accountCreateSchema.parse({ accountType: "Expense", ...fields }));
  const bank = { bankName: "First Bank", bankAccountType: "Checking" };
  const checking = await account(source, {
    accountType: "Bank",
    accountNumber: "1010",
    accountName: "Checking",
    ...bank,
    bankAccountNumber: "000123",
    openingBalance: "10000.00",
    asOf: "01/01/2026",
  });
  const payroll = await account(source, {
    accountType: "Bank",
    accountNumber: "1011",
    accountName: "Payroll",
    ...bank,
    bankAccountNumber: "000124",
    isSubAccount: true,
    parentAccountId: checking.id,
  });
  const visa = await account(source, {
    accountType: "Credit Card",
    accountNumber: "2100",
    accountName: "Visa",
    openingBalance: "250.40",
    asOf: "01/01/2026",
  });
  const payable = await account(source, { accountType: "Current Liability", accountNumber: "2000", accountName: "Accounts Payable" });
  const loan = await account(source, { accountType: "Long Term Liability", accountNumber: "2700", accountName: "Bank Loan" });
  const sales = await account(source, { accountType: "Income", accountNumber: "4000", accountName: "Sales" });
  const interest = await account(source, { accountType: "Other Income", accountNumber: "4900", accountName: "Interest" });
  const cogs = await account(source, { accountType: "Cost of Goods Sold", accountNumber: "6000", accountName: "Cost of Goods Sold" });
  // A name that is not safe as it stands in a journal: a `;`, a `:` and double spaces.
  const rent = await account(source, { accountNumber: "5100", accountName: "Rent;  office: main" });
  const supplies = await account(source, { accountNumber: "6300", accountName: "Supplies" });
  await account(source, { accountType: "Fixed Asset", accountNumber: "1500", accountName: "Equipment" }); // no entries
  const acme = await createVendor(db, source, vendorCreateSchema.parse({ vendorId: "ACME", vendorName: "Acme Supplies" }));

  await saveJanuaryEntries(
    db,
    source,
    { checking: checking.id, payroll: payroll.id, sales: sales.id, rent: rent.id, cogs: cogs.id, visa: visa.id, loan: loan.id },
    "Stock sold",
  );
  // A bill: another series, a line tagged with its vendor.
  await db.transaction((trx) =>
    postEntry(trx, source, {
      entryType: "BILL",
      entryDate: "2026-02-10",
      comments: "Paper from Acme",
      lines: [
        { accountId: supplies.id, debit: 9999 as Cents, memo: "Paper" },
        { accountId: payable.id, credit: 9999 as Cents, memo: "Paper", vendorId: acme.id },
      ],
    }),
  );
  await saveJournalEntry(db, source, "2026-03-01", "Interest", [
    { accountId: checking.id, debit: "12.34" },
    { accountId: interest.id, credit: "12.34" },
  ]);
  // Made inactive once it has entries: still in the books, and in the journal as inactive.
  await db("companyAccounts").where({ companyId: source.companyId, id: supplies.id }).update({ active: false });

  // The CSV company: a small chart and a vendor.
  await account(csvBooks, { accountType: "Bank", accountNumber: "1010", accountName: "Checking", ...bank, bankAccountNumber: "9" });
  await account(csvBooks, { accountNumber: "6100", accountName: "Rent" });
  await account(csvBooks, { accountNumber: "6300", accountName: "Office Supplies" });
  await createVendor(db, csvBooks, vendorCreateSchema.parse({ vendorId: "ACME", vendorName: "Acme Supplies" }));
});

const hledger = (args: string[]) => runHledger(args, "this test compares hledger's balances of two exports");

/** The trial balance as a user compares two companies': each account's number, name (as a journal writes it), type and columns. */
async function trialBalanceOf(db: Knex, companyId: number) {
  const tb = await trialBalance(db, companyId, FAR_FUTURE);
  return {
    rows: tb.rows.map((r) => ({
      account: ownSegment(r.accountNumber, r.accountName),
      type: r.accountType,
      debit: r.debit,
      credit: r.credit,
    })),
    totals: tb.totals,
  };
}

/** The company's journal entries, oldest first, as the journal list would show them. */
async function entriesOf(db: Knex, companyId: number) {
  return db("journalEntries")
    .where({ companyId })
    .orderBy("id")
    .select("id", "entryType", "entryNo", "entryDate", "comments", "status", "reversesEntryId", "reversedByEntryId");
}

async function writtenRows(db: Knex, companyId: number) {
  const count = async (table: string) => Number((await db(table).where({ companyId }).count({ n: "*" }))[0].n);
  return {
    entries: await count("journalEntries"),
    lines: await count("journalLines"),
    accounts: await count("companyAccounts"),
    nextNumber: await peekEntryNo(db, companyId, "JE"),
  };
}

describe("ledgerline journal import --format ledger", () => {
  let books: string;

  it("lists the accounts the company lacks, and imports nothing, without --create-accounts", { timeout: SLOW }, async () => {
    books = path.join(target().tempDir, "books.journal");
    const exported = await cli(["journal", "export", "--company", String(source.companyId), "--format", "ledger", "--output", books]);
    expect(exported.code).toBe(0);
    const journal = fs.readFileSync(books, "utf8");
    const lineOf = (text: string) => journal.split("\n").findIndex((l) => l.startsWith(text)) + 1;

    const run = await cli(["journal", "import", books, "--company", String(copy.companyId)]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    const stderr = run.stderr.split("\n");
    expect(stderr[0]).toBe(`error: ${books} has problems on 11 lines: nothing was imported`);
    // Each missing account once, on the first line that uses it, with how many lines do.
    expect(stderr).toContain(
      `  line ${lineOf("    Assets:Bank:1010 Checking  ")}: account "Assets:Bank:1010 Checking" is not in this company (used on 6 lines)`,
    );
    expect(stderr).toContain(
      `  line ${lineOf("    Expenses:5100 Rent, office- main")}: account "Expenses:5100 Rent, office- main" is not in this company (used on 2 lines)`,
    );
    expect(stderr).toContain(
      "  11 accounts are missing: add them to the company, or import with --create-accounts to create them from their journal names (as Assets:Bank:1010 Checking)",
    );
    expect(await withDb((db) => writtenRows(db, copy.companyId))).toEqual({ entries: 0, lines: 0, accounts: 0, nextNumber: "JE-0001" });
  });

  it("--dry-run --create-accounts says what it would create and post, and writes nothing", { timeout: SLOW }, async () => {
    const run = await cli(["journal", "import", books, "--company", String(copy.companyId), "--create-accounts", "--dry-run"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const out = run.stdout.split("\n");
    expect(out[0]).toBe(
      `Dry run: would import 9 entries (19 lines, debits $15,707.39, dated 01/01/2026 to 03/01/2026) into company ${copy.companyId} as journal entries (nothing was written)`,
    );
    expect(out[1]).toBe("Would create 12 accounts:");
    expect(out[2]).toMatch(/^NUMBER\s+NAME\s+TYPE\s+PARENT\s+ACTIVE$/);
    expect(out.map((l) => l.replace(/\s+/g, " ").trim())).toEqual(
      expect.arrayContaining([
        "1011 Payroll Bank 1010 Yes",
        "6300 Supplies Expense No",
        "5100 Rent, office- main Expense Yes",
        "3000 Opening Balance Equity Equity Yes",
        "1500 Equipment Fixed Asset Yes",
      ]),
    );
    expect(await withDb((db) => writtenRows(db, copy.companyId))).toEqual({ entries: 0, lines: 0, accounts: 0, nextNumber: "JE-0001" });
  });

  it("with --create-accounts gives the new company the same trial balance, and hledger the same balances", { timeout: SLOW }, async () => {
    const run = await cli(["journal", "import", books, "--company", String(copy.companyId), "--create-accounts"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const out = run.stdout.split("\n");
    expect(out[0]).toBe(
      `Imported 9 entries (19 lines, debits $15,707.39, dated 01/01/2026 to 03/01/2026) into company ${copy.companyId} as JE-0001 to JE-0009`,
    );
    expect(out[1]).toBe("1 cancelled entry posted with its reversal");
    expect(out[2]).toBe("Created 12 accounts:");

    await withDb(async (db) => {
      const theirs = await trialBalanceOf(db, source.companyId);
      const ours = await trialBalanceOf(db, copy.companyId);
      expect(ours).toEqual(theirs);
      expect(ours.rows.find((r) => r.account === "1010 Checking")).toEqual({
        account: "1010 Checking",
        type: "Bank",
        debit: 1044690,
        credit: 0,
      });
      expect(ours.totals.debit).toBe(ours.totals.credit);

      // The chart came along: sub-accounts under their parents, inactive stays inactive.
      const chart: {
        accountNumber: string;
        accountType: string;
        active: boolean;
        parentAccountId: number | null;
        id: number;
        isSystem: boolean;
      }[] = await db("companyAccounts").where({ companyId: copy.companyId }).orderBy("accountNumber");
      const byNumber = new Map(chart.map((a) => [a.accountNumber, a]));
      expect(chart.map((a) => a.accountNumber)).toEqual([
        "1010",
        "1011",
        "1500",
        "2000",
        "2100",
        "2700",
        "3000",
        "4000",
        "4900",
        "5100",
        "6000",
        "6300",
      ]);
      expect(byNumber.get("1011")!.parentAccountId).toBe(byNumber.get("1010")!.id);
      expect(byNumber.get("6300")!.active).toBe(false);
      expect(byNumber.get("3000")!.isSystem).toBe(true);

      // Every entry is a journal entry; the file's references are in the comments; the
      // cancelled entry is cancelled by its reversal, as in the books it came from.
      const entries = await entriesOf(db, copy.companyId);
      expect(entries.map((e) => [e.entryNo, e.entryType, e.entryDate, e.comments, e.status])).toEqual([
        ["JE-0001", "JE", "2026-01-01", "Opening balance of Checking (ref OB-0001)", "posted"],
        ["JE-0002", "JE", "2026-01-01", "Opening balance of Visa (ref OB-0002)", "posted"],
        ["JE-0003", "JE", "2026-01-05", "Cash sales (ref JE-0001)", "posted"],
        ["JE-0004", "JE", "2026-01-10", "Payroll funding (ref JE-0002)", "posted"],
        ["JE-0005", "JE", "2026-01-15", "Rent paid twice (ref JE-0003)", "cancelled"],
        ["JE-0006", "JE", "2026-02-01", "Stock sold (ref JE-0005)", "posted"],
        ["JE-0007", "JE", "2026-02-10", "Paper from Acme (ref BILL-0001)", "posted"],
        ["JE-0008", "JE", "2026-03-01", "Interest (ref JE-0006)", "posted"],
        ["JE-0009", "JE", "2026-01-16", "Reversal of JE-0003 (ref JE-0004)", "posted"],
      ]);
      expect(entries[4].reversedByEntryId).toBe(entries[8].id);
      expect(entries[8].reversesEntryId).toBe(entries[4].id);
      const memo = await db("journalLines").where({ companyId: copy.companyId, journalEntryId: entries[3].id, lineNo: 1 }).first("memo");
      expect(memo.memo).toBe("transfer, note : January");
      expect(await peekEntryNo(db, copy.companyId, "JE")).toBe("JE-0010");
    });

    // hledger reads the same balances from the books and from their copy's own export.
    const copied = path.join(target().tempDir, "copy.journal");
    const again = await cli(["journal", "export", "--company", String(copy.companyId), "--format", "ledger", "--output", copied]);
    expect(again.code).toBe(0);
    hledger(["-f", copied, "--strict", "check"]);
    const balances = (file: string) => hledger(["-f", file, "balance", "--flat", "-O", "csv"]);
    expect(balances(copied)).toBe(balances(books));
    expect(balances(copied)).toContain('"Assets:Bank:1010 Checking","$10446.90"');
  });
});

describe("ledgerline journal import --format csv", () => {
  const CSV = [
    "Date,Reference,Memo,Account,Debit,Credit,Vendor",
    "01/05/2026,A-1,Chairs,6300 Office Supplies,250.00,,ACME",
    "01/05/2026,A-1,Chairs,1010,,250.00,",
    '2026-01-31,A-2,January rent,Rent,"1,500.00",,',
    "2026-01-31,A-2,January rent,Checking,,1500.00,",
  ].join("\n");

  it("reports each bad line as `line N: …`, exits 1 and writes nothing", { timeout: SLOW }, async () => {
    const file = writeFile(
      "bad.csv",
      [
        CSV,
        "02/30/2026,A-3,Bad date,6100,10.00,,", // 6
        "02/01/2026,A-4,Unbalanced,6100,10.00,,", // 7
        "02/01/2026,A-4,Unbalanced,1010,,9.00,", // 8
        "02/02/2026,A-5,Unknown,9999,5.00,,", // 9
        "02/02/2026,A-5,Unknown,1010,,5.00,NOBODY", // 10
        "02/03/2026,A-6,Bad amount,6100,12.345,,", // 11
        "02/03/2026,A-6,Bad amount,1010,,12.35,", // 12
      ].join("\n"),
    );
    const before = await withDb((db) => writtenRows(db, csvBooks.companyId));
    const run = await cli(["journal", "import", file, "--company", String(csvBooks.companyId)]);
    expect(run).toEqual({
      code: 1,
      stdout: "",
      stderr: [
        `error: ${file} has problems on 5 lines: nothing was imported`,
        '  line 6: Date "02/30/2026" is not a date: use MM/DD/YYYY or YYYY-MM-DD',
        "  line 7: entry A-4 of 02/01/2026 (lines 7, 8) does not balance: debits $10.00, credits $9.00 (difference $1.00)",
        '  line 9: account "9999" is not in this company',
        '  line 10: Vendor "NOBODY" is neither a Vendor ID nor a vendor name of this company',
        '  line 11: Debit "12.345" is not an amount (digits with at most 2 decimals, as 1234.50)',
        "  1 account is missing: add it to the company, or import with --create-accounts to create it from its journal name (as Assets:Bank:1010 Checking)",
        "",
      ].join("\n"),
    });
    expect(await withDb((db) => writtenRows(db, csvBooks.companyId))).toEqual(before);
    expect(before).toMatchObject({ entries: 0, lines: 0, nextNumber: "JE-0001" });

    const unknown = await cli(["journal", "import", writeFile("entries.txt", CSV), "--company", String(csvBooks.companyId)]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe(
      `error: Cannot tell the format of ${path.join(target().tempDir, "entries.txt")}: give --format csv or ledger\n`,
    );
  });

  it("--dry-run writes nothing; the import posts the entries with their memos, vendors and references", { timeout: SLOW }, async () => {
    const file = writeFile("good.csv", CSV);
    const dry = await cli(["journal", "import", file, "--company", String(csvBooks.companyId), "--dry-run"]);
    expect(dry).toEqual({
      code: 0,
      stdout: `Dry run: would import 2 entries (4 lines, debits $1,750.00, dated 01/05/2026 to 01/31/2026) into company ${csvBooks.companyId} as journal entries (nothing was written)\n`,
      stderr: "",
    });
    expect(await withDb((db) => writtenRows(db, csvBooks.companyId))).toMatchObject({ entries: 0, lines: 0, nextNumber: "JE-0001" });

    const run = await cli(["--json", "journal", "import", file, "--company", String(csvBooks.companyId)]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      company: csvBooks.companyId,
      dryRun: false,
      format: "csv",
      entries: 2,
      lines: 4,
      totalDebits: "1750.00",
      firstDate: "2026-01-05",
      lastDate: "2026-01-31",
      accountsCreated: [],
      reversalsLinked: 0,
      firstEntryNo: "JE-0001",
      lastEntryNo: "JE-0002",
    });
    await withDb(async (db) => {
      const entries = await entriesOf(db, csvBooks.companyId);
      expect(entries.map((e) => [e.entryNo, e.entryDate, e.comments, e.status])).toEqual([
        ["JE-0001", "2026-01-05", "Chairs (ref A-1)", "posted"],
        ["JE-0002", "2026-01-31", "January rent (ref A-2)", "posted"],
      ]);
      const lines = await db("journalLines as l")
        .join("companyAccounts as a", "a.id", "l.accountId")
        .leftJoin("vendors as v", "v.id", "l.vendorId")
        .where("l.companyId", csvBooks.companyId)
        .orderBy("l.id")
        .select("a.accountNumber", "l.debit", "l.credit", "l.memo", "v.vendorId");
      expect(lines).toEqual([
        { accountNumber: "6300", debit: "250.00", credit: "0.00", memo: "Chairs", vendorId: "ACME" },
        { accountNumber: "1010", debit: "0.00", credit: "250.00", memo: "Chairs", vendorId: null },
        { accountNumber: "6100", debit: "1500.00", credit: "0.00", memo: "January rent", vendorId: null },
        { accountNumber: "1010", debit: "0.00", credit: "1500.00", memo: "January rent", vendorId: null },
      ]);
      const tb = await trialBalanceOf(db, csvBooks.companyId);
      expect(tb.totals).toEqual({ debit: 175000, credit: 175000 });
    });
  });
});
