// `ledgerline accounts load-chart | import | export` (the CLI's own program, run in this process,
// tests/support/cli.ts) against a fresh database (a new PGlite folder, or a new PostgreSQL database
// when DATABASE_URL is set). The companies are made through the services first; on PGlite the test
// opens the folder only while no CLI run holds it. The tests share one database and run in order.
import { parse } from "csv-parse/sync";
import fs from "node:fs";
import path from "node:path";
import type { Knex } from "knex";
import { describe, expect, it } from "vitest";
import { allAccounts } from "~/modules/accounts/accounts.server";
import { trialBalance } from "~/modules/ledger/ledger.server";

import { cliOwner, cliSuite } from "../support/cli";

const SLOW = 180_000;
const FAR_FUTURE = "2100-12-31";

// Three companies: one for the predefined chart, one to import into, one to re-import the export into.
let chartCompany: number;
let importCompany: number;
let copyCompany: number;

const { cli, withDb, writeFile, target } = cliSuite("ledgerline-cli-accounts", async (db) => {
  const { newCompany } = await cliOwner(db, { email: "books@example.com", firstName: "Bea", lastName: "Books" });
  chartCompany = (await newCompany()).id;
  importCompany = (await newCompany()).id;
  copyCompany = (await newCompany()).id;
});

/** What a user compares between two companies' charts: every column of the export but ids. */
async function chartOf(db: Knex, companyId: number) {
  const accounts = await allAccounts(db, companyId);
  const numberOf = new Map(accounts.map((a) => [a.id, a.accountNumber]));
  return accounts.map((a) => ({
    active: a.active,
    number: a.accountNumber,
    name: a.accountName,
    type: a.accountType,
    balance: a.currentBalance,
    description: a.description,
    parent: a.parentAccountId ? numberOf.get(a.parentAccountId) : null,
    bankName: a.bankName,
    bankAccountType: a.bankAccountType,
    bankAccountNumber: a.bankAccountNumber,
    creditLimit: a.creditLimit,
    cardOrLoanNumber: a.cardOrLoanNumber,
    paypalEmail: a.paypalEmail,
  }));
}

const HEADER =
  "Active,Number,Name,Type,Balance,Description,Parent Number,Bank Name,Bank Account Type,Bank Account Number,Credit Limit,Card or Loan Number,Paypal Email";

describe("ledgerline accounts", () => {
  it("load-chart creates the 65 predefined accounts; a second run creates nothing and says so", { timeout: SLOW }, async () => {
    const first = await cli(["accounts", "load-chart", "--company", String(chartCompany)]);
    expect(first).toEqual({ code: 0, stdout: "Successfully created 65 accounts!\n", stderr: "" });

    const second = await cli(["--json", "accounts", "load-chart", "--company", String(chartCompany)]);
    expect(second.stderr).toBe("");
    expect(second.code).toBe(0);
    expect(JSON.parse(second.stdout)).toMatchObject({
      company: chartCompany,
      created: 0,
      skipped: 65,
      failed: 0,
      message: "The chart of accounts is already loaded: no accounts were created.",
    });

    const missing = await cli(["accounts", "load-chart", "--company", "999999"]);
    expect(missing).toEqual({ code: 1, stdout: "", stderr: "error: No company 999999\n" });
  });

  it(
    "a file with bad rows reports each as `row N: message`, exits 1 and writes nothing; --dry-run writes nothing",
    { timeout: SLOW },
    async () => {
      const bad = writeFile(
        "bad.csv",
        [
          HEADER,
          "Yes,1010,Operating Account,Bank,100.00,,,First Bank,Checking,555-1,,,", // line 2: fine
          "Yes,,Nameless,Expense,,,,,,,,,", // 3
          "Yes,1020,Reserve,Bank,,,,,,,,,", // 4
          "Yes,5000,Rent,Expense,-5.00,,,,,,,,", // 5
          "Yes,1010,Operating Account,Bank,1.005,,,Other Bank,Saving,555-1,,,", // 6
          "Yes,5100,Office Rent,Expense,,,9999,,,,,,", // 7
          "Yes,4000,Sales,Income,,,5000,,,,,,", // 8
          "Maybe,6000,Wages,Salaries,,,,,,,,,", // 9
          "Yes,7000,PayPal,Paypal,,,,,,,,,not-an-email", // 10
          "Yes,7100,Short row,Expense", // 11
        ].join("\n") + "\n",
      );
      const run = await cli(["accounts", "import", bad, "--company", String(importCompany)]);
      expect(run.code).toBe(1);
      expect(run.stdout).toBe("");
      expect(run.stderr.split("\n")).toEqual([
        `error: 9 rows of ${bad} are not valid: nothing was imported`,
        "  row 3: Account Number is required",
        "  row 4: Bank Name is required for Bank accounts; Bank Account Type is required for Bank accounts; Bank Account Number is required for Bank accounts",
        "  row 5: Opening balance cannot be negative",
        "  row 6: Opening balance must be an amount with at most 2 decimals; Account Number 1010 is already used on row 2; " +
          'Account Name "Operating Account" is already used on row 2; Bank Account Number 555-1 is already used on row 2',
        "  row 7: Parent Number 9999 is neither an account of this company nor an earlier row of the file",
        "  row 8: A sub-account must have the same type as its parent account",
        `  row 9: Active must be Yes or No (found "Maybe"); Type "Salaries" is not an account type: use one of Income, Other Income, Expense, ` +
          "Other Expense, Cost of Goods Sold, Cash, Bank, Other current Asset, Inventory Asset, Other Assets, Fixed Asset, Payroll Liability, " +
          "Current Liability, Long Term Liability, Credit Card, Equity, Paypal",
        "  row 10: Invalid email format",
        "  row 11: expected 13 fields as in the header, found 4",
        "",
      ]);

      // Rows clashing with accounts the company already has (the chart company's predefined ones).
      const clash = writeFile(
        "clash.csv",
        `${HEADER}\nYes,1000,Main Checking,Expense,,,,,,,,,\nYes,9000,accounts payable,Expense,,,,,,,,,\n`,
      );
      const clashRun = await cli(["accounts", "import", clash, "--company", String(chartCompany)]);
      expect(clashRun.code).toBe(1);
      expect(clashRun.stderr).toBe(
        `error: 2 rows of ${clash} are not valid: nothing was imported\n` +
          "  row 2: Account Number already exists. Please choose a different number.\n" +
          "  row 3: Account Name already exists. Please choose a different name.\n",
      );

      const extra = writeFile("extra.csv", `${HEADER},Colour\n`);
      const extraRun = await cli(["accounts", "import", extra, "--company", String(importCompany)]);
      expect(extraRun.code).toBe(1);
      expect(extraRun.stderr).toBe(`error: Unknown column "Colour": the columns are ${HEADER.split(",").join(", ")}\n`);

      const good = writeFile("dry.csv", `${HEADER}\nYes,1010,Operating Account,Bank,100.00,,,First Bank,Checking,555-1,,,\n`);
      const dry = await cli(["accounts", "import", good, "--company", String(importCompany), "--dry-run"]);
      expect(dry.stderr).toBe("");
      expect(dry.code).toBe(0);
      expect(dry.stdout.split("\n").slice(0, 3)).toEqual([
        `Dry run: would create 1 account in company ${importCompany} (nothing was written):`,
        expect.stringMatching(/^ROW\s+NUMBER\s+NAME\s+TYPE\s+OPENING BALANCE\s+PARENT\s+ACTIVE$/),
        expect.stringMatching(/^2\s+1010\s+Operating Account\s+Bank\s+100\.00\s+Yes$/),
      ]);

      await withDb(async (db) => {
        expect(await allAccounts(db, importCompany)).toEqual([]);
        expect(await db("journalEntries").where({ companyId: importCompany }).count({ n: "*" })).toEqual([{ n: 0 }]);
        expect(await allAccounts(db, chartCompany)).toHaveLength(65);
      });
    },
  );

  it(
    "imports a good file in one go: accounts, sub-accounts and opening balances posted, trial balance equal",
    { timeout: SLOW },
    async () => {
      // Header names in any case and order, optional columns left out, a quoted value over two lines.
      const file = writeFile(
        "good.csv",
        [
          "number,NAME,type,Balance,active,Parent Number,bank name,Bank Account Type,Bank Account Number,Credit Limit,Card or Loan Number,Paypal Email,Description",
          '1000,Checking,Bank,"1,500.00",Yes,,First Bank,checking,000123,,,,"Main account,\nused for everything"',
          "1001,Payroll Checking,bank,250.25,Yes,1000,First Bank,Saving,000124,,,,",
          "2100,Visa,Credit Card,300.00,Yes,,,,,5000,4111,,",
          "3100,Owner's Capital,Equity,2000,Yes,,,,,,,,",
          // A name a spreadsheet would run as a formula: exported as text, imported back as it was.
          "4000,=SUM(A1),Income,,Yes,,,,,,,,",
          "5000,Rent,Expense,0,Yes,,,,,,,,",
          "5001,Old Rent,Expense,45.10,No,5000,,,,,,,",
          "1200,PayPal Balance,Paypal,12.00,Yes,,,,,,,pay@example.com,",
        ].join("\n") + "\n",
      );
      const run = await cli(["accounts", "import", file, "--company", String(importCompany)]);
      expect(run).toEqual({ code: 0, stdout: "Imported 8 accounts\n", stderr: "" });

      await withDb(async (db) => {
        const chart = await chartOf(db, importCompany);
        expect(chart.map((a) => [a.number, a.name, a.type, a.balance, a.active, a.parent])).toEqual([
          ["1000", "Checking", "Bank", "1500.00", true, null],
          ["1001", "Payroll Checking", "Bank", "250.25", true, "1000"],
          ["1200", "PayPal Balance", "Paypal", "12.00", true, null],
          ["2100", "Visa", "Credit Card", "300.00", true, null],
          // Created for the opening balances, after the file's accounts: a number none of them uses.
          ["3000", "Opening Balance Equity", "Equity", "-492.65", true, null],
          ["3100", "Owner's Capital", "Equity", "2000.00", true, null],
          ["4000", "=SUM(A1)", "Income", "0.00", true, null],
          ["5000", "Rent", "Expense", "0.00", true, null],
          ["5001", "Old Rent", "Expense", "45.10", false, "5000"],
        ]);
        const checking = chart[0];
        expect(checking).toMatchObject({
          description: "Main account,\nused for everything",
          bankName: "First Bank",
          bankAccountType: "Checking",
        });
        expect(chart[3]).toMatchObject({ creditLimit: "5000.00", cardOrLoanNumber: "4111" });
        expect(chart[2].paypalEmail).toBe("pay@example.com");

        const accounts = await allAccounts(db, importCompany);
        expect(accounts.find((a) => a.accountNumber === "1001")?.openingBalance).toBe("250.25");
        // Debit-normal 1500 + 250.25 + 12 + 45.10 = 1807.35; credit-normal 300 + 2000 = 2300; Opening
        // Balance Equity takes the difference on its debit side.
        const tb = await trialBalance(db, importCompany, FAR_FUTURE);
        expect(tb.totals).toEqual({ debit: 230000, credit: 230000 });
        const entries = await db("journalEntries").where({ companyId: importCompany }).orderBy("id").select("entryNo", "comments");
        expect(entries.map((e: { entryNo: string }) => e.entryNo)).toEqual([
          "OB-0001",
          "OB-0002",
          "OB-0003",
          "OB-0004",
          "OB-0005",
          "OB-0006",
        ]);
      });
    },
  );

  it("export then import into another company gives the same accounts and balances", { timeout: SLOW }, async () => {
    const file = path.join(target().tempDir, "export.csv");
    const exported = await cli(["accounts", "export", "--company", String(importCompany), "--output", file]);
    expect(exported.code).toBe(0);
    expect(exported.stdout).toBe("");
    const text = fs.readFileSync(file, "utf8");
    expect(text.split("\n")[0]).toBe(HEADER);
    expect(text.split("\n")).toContain("No,5001,Old Rent,Expense,45.10,,5000,,,,,,");
    expect(text.split("\n")).toContain("Yes,4000,'=SUM(A1),Income,0.00,,,,,,,,");

    const imported = await cli(["accounts", "import", file, "--company", String(copyCompany)]);
    expect(imported).toEqual({ code: 0, stdout: "Imported 9 accounts\n", stderr: "" });

    const activeOnly = await cli(["accounts", "export", "--company", String(copyCompany), "--view", "active"]);
    expect(activeOnly.code).toBe(0);
    expect(activeOnly.stdout.split("\n")[0]).toBe(HEADER);
    expect(activeOnly.stdout).not.toContain("Old Rent");
    expect(parse(activeOnly.stdout, { columns: true })).toHaveLength(8);

    await withDb(async (db) => {
      const original = await chartOf(db, importCompany);
      const copy = await chartOf(db, copyCompany);
      expect(copy).toEqual(original);
      const tb = await trialBalance(db, copyCompany, FAR_FUTURE);
      expect(tb.totals.debit).toBe(tb.totals.credit);
      expect(tb.totals).toEqual((await trialBalance(db, importCompany, FAR_FUTURE)).totals);
      // The file's Opening Balance Equity row became the company's own (protected) account.
      const equity = await db("companyAccounts").where({ companyId: copyCompany, accountName: "Opening Balance Equity" }).first("isSystem");
      expect(equity.isSystem).toBe(true);
    });
  });
});
