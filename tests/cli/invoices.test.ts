// `ledgerline invoices import | export` against a fresh database (a new PGlite folder, or a new
// PostgreSQL database when DATABASE_URL is set): a good file becomes open invoices posted to
// Accounts Receivable (and a draft), a dry run and a bad file write nothing (the bad file's rows
// each reported), and the export imports into another company with the same lists. The tests
// share one database and run in order.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { trialBalance } from "~/modules/ledger/ledger.server";
import { cliOwner, cliSuite } from "../support/cli";
import { giveSalesLists } from "../support/sales-books";

const SLOW = 180_000;
let source: number;
let copy: number;

const { cli, withDb, writeFile, target } = cliSuite(
  "ledgerline-cli-invoices",
  async (db) => {
    const { user, newCompany } = await cliOwner(db, { email: "invoices@example.com", firstName: "In", lastName: "Voice" });
    for (const which of ["source", "copy"] as const) {
      const id = (await newCompany()).id;
      await giveSalesLists(db, { companyId: id, userId: user.id, today: "2026-11-28" });
      if (which === "source") source = id;
      else copy = id;
    }
  },
  SLOW,
);

/** The invoices of a company and its trial balance by account number. */
const books = (companyId: number) =>
  withDb(async (db) => ({
    invoices: (await db("salesDocuments").where({ companyId, kind: "invoice" }).orderBy("id").select("number", "status", "total")).map(
      (d) => [d.number, d.status, d.total],
    ),
    trialBalance: (await trialBalance(db, companyId, "2100-12-31")).rows.map((r) => [r.accountNumber, r.debit, r.credit]),
  }));

const GOOD = [
  "Number,Customer,Date,Terms,Account,Item,Description,Quantity,Amount,Taxable,Tax Rate,Status",
  "OLD-7,ANN,10/01/2026,Net 30,4100,,Design work,,500.00,,,",
  "OLD-7,,,,,Widget,,2,,Yes,State,",
  ",SCH,10/03/2026,,Sales,,Old balance,,80.00,,,",
  "D-1,ANN,10/09/2026,,4000,,Draft row,,12.00,,,Draft",
  "",
].join("\n");

describe("ledgerline invoices", () => {
  it("documents its columns in --help", { timeout: SLOW }, async () => {
    const help = await cli(["invoices", "import", "--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Usage: ledgerline invoices import [options] <file>");
    expect(help.stdout).toContain(
      "Number,Customer,Date,Due Date,Terms,P.O. No.,Sales Person,Memo,Account,Item,Description,Quantity,Rate,Amount,Taxable,Tax Rate,Discount,Discount Account,Status",
    );
  });

  it("refuses a file with bad rows, row by row, and writes nothing", { timeout: SLOW }, async () => {
    const file = writeFile(
      "bad.csv",
      [
        "Number,Customer,Date,Account,Amount",
        "B-1,NOPE,10/01/2026,4100,10.00",
        "B-2,ANN,10/01/2026,9999,10.00",
        "B-3,ANN,10/01/2026,4100,5.00",
        "",
      ].join("\n"),
    );
    const run = await cli(["invoices", "import", file, "--company", String(source)]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe(
      [
        `error: ${file}: 2 rows are not valid: nothing was imported`,
        '  row 2: Customer "NOPE" is neither a Customer ID nor a customer name of this company',
        '  row 3: Account "9999" is not in this company',
        "",
      ].join("\n"),
    );
    expect((await books(source)).invoices).toEqual([]);
  });

  it(
    "checks a file on a dry run, then imports it: open invoices posted to Accounts Receivable, and a draft",
    { timeout: SLOW },
    async () => {
      const file = writeFile("good.csv", GOOD);
      const dry = await cli(["invoices", "import", file, "--company", String(source), "--dry-run"]);
      // OLD-7: 500.00 + 2 widgets at 10.00, taxable at 8.25 % (1.65); SCH: 80.00.
      expect(dry).toEqual({
        code: 0,
        stderr: "",
        stdout:
          `Dry run: would import 3 invoices, 1 draft (4 lines, $601.65, 2 customers, dated 10/01/2026 to 10/09/2026) into company ${source}; ` +
          "1 invoice without a number would be numbered in the INV series (nothing was written)\n",
      });
      expect((await books(source)).invoices).toEqual([]);

      const run = await cli(["invoices", "import", file, "--company", String(source)]);
      expect(run).toEqual({
        code: 0,
        stderr: "",
        stdout:
          `Imported 3 invoices, 1 draft (4 lines, $601.65, 2 customers, dated 10/01/2026 to 10/09/2026) into company ${source} as OLD-7 to INV-0001: ` +
          "Accounts Receivable up by $601.65\n",
      });
      const { invoices, trialBalance: tb } = await books(source);
      expect(invoices).toEqual([
        ["OLD-7", "open", "521.65"],
        ["INV-0001", "open", "80.00"],
        ["DRAFT", "draft", "12.00"],
      ]);
      expect(tb).toContainEqual(["1100", 60_165, 0]);
    },
  );

  it("exports the invoices, and the export imports into another company giving the same books", { timeout: SLOW }, async () => {
    const out = await cli(["invoices", "export", "--company", String(source), "--output", path.join(target().tempDir, "out.csv")]);
    expect(out.code).toBe(0);
    expect(out.stderr).toBe(`Wrote the invoices of company ${source} to ${path.join(target().tempDir, "out.csv")}\n`);
    const run = await cli(["invoices", "import", path.join(target().tempDir, "out.csv"), "--company", String(copy)]);
    expect(run.code).toBe(0);
    const [original, copied] = [await books(source), await books(copy)];
    expect(copied).toEqual(original);
  });
});
