// CSV imports read the file in the encoding it was written in (app/lib/text-encoding.ts, ADR 0043):
// the fixtures are the same two vendors as a Windows-1252 spreadsheet and as "Unicode text"
// (UTF-16 with a byte-order mark) write them. Before, the Windows-1252 file was stored as
// "Caf� M�ller" and the UTF-16 one refused with "Invalid Opening Quote … \u0000".
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cliOwner, cliSuite } from "../support/cli";
import { windows1252 } from "../support/encodings";

const SLOW = 180_000;
const FIXTURES = path.join(__dirname, "../fixtures/encodings");

const companies: number[] = [];

const { cli, withDb, target } = cliSuite(
  "ledgerline-cli-encodings",
  async (db) => {
    const { newCompany } = await cliOwner(db, { email: "encodings@example.com", firstName: "En", lastName: "Coder" });
    for (let i = 0; i < 5; i++) companies.push((await newCompany()).id);
  },
  SLOW,
);
const fixture = (name: string) => path.join(FIXTURES, name);

const vendorNames = (companyId: number) =>
  withDb(async (db) =>
    (await db("vendors").where({ companyId }).orderBy("vendorId").select("vendorName")).map((v: { vendorName: string }) => v.vendorName),
  );

describe("vendors import reads the file's encoding", () => {
  it("a Windows-1252 file: Café Müller and the en dash are stored as written, and the encoding is said", { timeout: SLOW }, async () => {
    const run = await cli(["vendors", "import", fixture("vendors-windows-1252.csv"), "--company", String(companies[0])]);
    expect(run).toEqual({
      code: 0,
      stdout: `${fixture("vendors-windows-1252.csv")}: read as Windows-1252\nImported 2 vendors\n`,
      stderr: "",
    });
    expect(await vendorNames(companies[0])).toEqual(["Café Müller", "Grüße & Söhne – Köln"]);
  });

  it("a UTF-16 LE file with its mark is read, not refused for its NUL bytes", { timeout: SLOW }, async () => {
    const run = await cli(["vendors", "import", fixture("vendors-utf-16le-bom.csv"), "--company", String(companies[1])]);
    expect(run).toEqual({ code: 0, stdout: `${fixture("vendors-utf-16le-bom.csv")}: read as UTF-16LE\nImported 2 vendors\n`, stderr: "" });
    expect(await vendorNames(companies[1])).toEqual(["Café Müller", "Grüße & Söhne – Köln"]);
  });

  it("a UTF-16 BE file, with --json: the encoding is a field of the answer", { timeout: SLOW }, async () => {
    const run = await cli(["--json", "vendors", "import", fixture("vendors-utf-16be-bom.csv"), "--company", String(companies[2])]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ encoding: "UTF-16BE", imported: 2 });
    expect(await vendorNames(companies[2])).toEqual(["Café Müller", "Grüße & Söhne – Köln"]);
  });

  it("a plain UTF-8 file says nothing more than before", { timeout: SLOW }, async () => {
    const run = await cli(["vendors", "import", fixture("vendors-utf-8.csv"), "--company", String(companies[3])]);
    expect(run).toEqual({ code: 0, stdout: "Imported 2 vendors\n", stderr: "" });
    expect(await vendorNames(companies[3])).toEqual(["Café Müller", "Grüße & Söhne – Köln"]);
  });
});

describe("the other imports read it the same way", () => {
  it("accounts import: a Windows-1252 account name", { timeout: SLOW }, async () => {
    const file = path.join(target().tempDir, "accounts-1252.csv");
    fs.writeFileSync(file, windows1252("Number,Name,Type\r\n5000,Café Müller Rent,Expense\r\n3100,Capital,Equity\r\n"));
    const run = await cli(["accounts", "import", file, "--company", String(companies[4])]);
    expect(run).toEqual({ code: 0, stdout: `${file}: read as Windows-1252\nImported 2 accounts\n`, stderr: "" });
    const names = await withDb(async (db) =>
      (await db("company_accounts").where({ companyId: companies[4], accountNumber: "5000" }).select("accountName")).map(
        (a: { accountName: string }) => a.accountName,
      ),
    );
    expect(names).toEqual(["Café Müller Rent"]);
  });

  it("journal import: a Windows-1252 CSV's memo", { timeout: SLOW }, async () => {
    const file = path.join(target().tempDir, "journal-1252.csv");
    const text = [
      "Date,Reference,Memo,Account,Debit,Credit",
      "01/05/2026,CM-1,Caf\u00e9 M\u00fcller \u2013 beans,5000,12.50,",
      "01/05/2026,CM-1,Caf\u00e9 M\u00fcller \u2013 beans,3100,,12.50",
    ].join("\r\n");
    fs.writeFileSync(file, windows1252(text));
    const run = await cli(["journal", "import", file, "--company", String(companies[4])]);
    expect(run.stderr).toBe("");
    expect(run.stdout.split("\n")[0]).toBe(`${file}: read as Windows-1252`);
    expect(run.code).toBe(0);
    const memos = await withDb((db) =>
      db("journal_lines").where({ companyId: companies[4] }).whereNotNull("memo").distinct("memo").pluck("memo"),
    );
    expect(memos).toEqual(["Café Müller – beans"]);
  });
});
