// `ledgerline bank import`, run against a fresh database (a new PGlite folder, or a new PostgreSQL
// database when DATABASE_URL is set): an OFX statement imported, then again (nothing new), then an
// overlapping QFX (only its new lines); a CSV with its columns given (and saved for the account's
// next file); a dry run writes nothing; bad files are refused line by line and write nothing; --json.
// The tests share one database and run in order.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createAccount } from "~/modules/accounts/accounts.server";
import { accountCreateSchema } from "~/modules/accounts/schema";
import { CHECKING, SAVINGS } from "../support/accounts";
import { cliOwner, cliSuite } from "../support/cli";

let companyId: number;

const { cli, withDb } = cliSuite(
  "ledgerline-cli-bank-import",
  async (db) => {
    const { user, newCompany } = await cliOwner(db, { email: "bank@example.com", firstName: "Ba", lastName: "Nk" });
    const company = await newCompany();
    companyId = company.id;
    const ctx = { companyId, userId: user.id, today: "2026-11-30" };
    await createAccount(db, ctx, accountCreateSchema.parse(CHECKING));
    await createAccount(db, ctx, accountCreateSchema.parse(SAVINGS));
    await createAccount(db, ctx, accountCreateSchema.parse({ accountType: "Expense", accountNumber: "6100", accountName: "Rent" }));
  },
  180_000,
);
const fixture = (name: string) => path.join(path.dirname(new URL(import.meta.url).pathname), "../fixtures/statements", name);
const lineCount = () => withDb(async (db) => Number((await db("statementLines").where({ companyId }).count({ n: "*" }))[0].n));

describe("ledgerline bank import", () => {
  it("imports an OFX statement, skips it all the second time, and takes only the new lines of an overlapping QFX", async () => {
    const dry = await cli([
      "bank",
      "import",
      fixture("checking-2026-11.ofx"),
      "--company",
      String(companyId),
      "--account",
      "1010",
      "--dry-run",
    ]);
    expect(dry.stderr).toBe("");
    expect(dry.stdout).toBe(
      "Dry run: would import 6 new lines into 1010 Checking and skip 0 lines already imported (6 lines read, dated 11/02/2026 to 11/19/2026); nothing was written\n",
    );
    expect(await lineCount()).toBe(0);
    const first = await cli(["bank", "import", fixture("checking-2026-11.ofx"), "--company", String(companyId), "--account", "1010"]);
    expect(first.code).toBe(0);
    expect(first.stdout).toBe(
      "Imported 6 new lines into 1010 Checking; skipped 0 lines already imported (6 lines read, dated 11/02/2026 to 11/19/2026)\n",
    );
    const again = await cli(["bank", "import", fixture("checking-2026-11.ofx"), "--company", String(companyId), "--account", "1010"]);
    expect(again.stdout).toMatch(/^Imported 0 new lines into 1010 Checking; skipped 6 lines already imported/);
    const late = await cli([
      "--json",
      "bank",
      "import",
      fixture("checking-2026-11-late.qfx"),
      "--company",
      String(companyId),
      "--account",
      "1010",
    ]);
    expect(JSON.parse(late.stdout)).toMatchObject({ company: companyId, account: "1010", format: "ofx", lines: 6, added: 2, skipped: 4 });
    expect(await lineCount()).toBe(8);
  });

  it("imports a CSV with the columns given, saved for the account's next file", async () => {
    const columns = [
      "--date-column",
      "Date",
      "--description-column",
      "Description",
      "--debit-column",
      "Debit",
      "--credit-column",
      "Credit",
    ];
    const first = await cli([
      "bank",
      "import",
      fixture("savings-2026-11.csv"),
      "--company",
      String(companyId),
      "--account",
      "1020",
      ...columns,
    ]);
    expect(first.stdout).toMatch(/^Imported 3 new lines into 1020 Savings; skipped 0 lines/);
    const next = await cli(["bank", "import", fixture("savings-2026-12.csv"), "--company", String(companyId), "--account", "1020"]);
    expect(next.stdout).toMatch(/^Imported 1 new line into 1020 Savings; skipped 2 lines already imported/);
    expect(await lineCount()).toBe(12);
  });

  it("refuses bad files line by line and writes nothing; an account that is not a bank's, or none", async () => {
    const truncated = await cli(["bank", "import", fixture("checking-truncated.ofx"), "--company", String(companyId), "--account", "1010"]);
    expect(truncated.code).not.toBe(0);
    expect(truncated.stderr).toContain("cannot be imported (nothing was written):");
    expect(truncated.stderr).toContain("line 81: the file ends before <STMTTRN> of line 76 is closed: it is cut short (download it again)");
    const bad = await cli(["bank", "import", fixture("savings-bad.csv"), "--company", String(companyId), "--account", "1020"]);
    expect(bad.stderr).toContain('line 3: Date "13/45/2026" is not a date (MM/DD/YYYY)');
    expect(bad.stderr).toContain('line 4: Debit "five" is not an amount');
    const rent = await cli(["bank", "import", fixture("checking-2026-11.ofx"), "--company", String(companyId), "--account", "6100"]);
    expect(rent.stderr).toContain("Statements are imported into a Bank, Cash, Credit Card or Paypal account.");
    const none = await cli(["bank", "import", fixture("checking-2026-11.ofx"), "--company", String(companyId), "--account", "9999"]);
    expect(none.stderr).toContain("No account numbered 9999 in this company.");
    expect(await lineCount()).toBe(12);
  });
});
