// POST /api/journal-entry/import, called as a program would: bearer tokens, the file's text in a
// JSON body, the books read back through the API. Refusals list the file's lines and write nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as companies from "../../app/routes/api+/company._index";
import * as accountsByCompany from "../../app/routes/api+/company-account.company.$companyId";
import * as accountCreate from "../../app/routes/api+/company-account.create";
import * as entries from "../../app/routes/api+/journal-entry.company.$companyId._index";
import * as journalImport from "../../app/routes/api+/journal-entry.import";
import * as trialBalance from "../../app/routes/api+/reports.trial-balance";
import { startTestApp, type TestApp } from "../support/app";
import { signUpToken, apiCaller } from "../support/api-client";
import { companyFields } from "../support/company-fields";
import { windows1252 } from "../support/encodings";
import { CHECKING } from "../support/accounts";

let app: TestApp;
let owner: string;
let intruder: string;
let companyId: number;

/** Response bodies, read loosely: the assertions say what they must hold. */
type Json = any;

const hit = apiCaller(() => owner, { json: true });

const importFile = (body: Record<string, unknown>, token = owner) =>
  hit(journalImport.action, "/api/journal-entry/import", { method: "POST", token, body });

const journal = () =>
  hit(entries.loader, `/api/journal-entry/company/${companyId}?type=all&perPage=100`, { params: { companyId } }).then((r) => r.body);

const balances = async () => {
  const { body } = await hit(trialBalance.loader, `/api/reports/trial-balance?companyId=${companyId}&asOf=2026-12-31`);
  return { rows: body.rows.map((r: Json) => [r.accountNumber, r.debit, r.credit]), totals: body.totals };
};

const CSV = [
  "Date,Reference,Memo,Account,Debit,Credit",
  "01/05/2026,INV-1,Office chairs,6100,250.00,",
  "01/05/2026,INV-1,Office chairs,1010 Checking,,250.00",
].join("\n");

beforeAll(async () => {
  app = await startTestApp();
  owner = await signUpToken("importer@example.com");
  intruder = await signUpToken("intruder@example.com");
  const company = await hit(companies.action, "/api/company", { method: "POST", body: companyFields() });
  expect(company.status).toBe(201);
  companyId = company.body.data.id;
  for (const fields of [
    {
      ...CHECKING,
    },
    { accountType: "Expense", accountNumber: "6100", accountName: "Rent" },
  ]) {
    const created = await hit(accountCreate.action, "/api/company-account/create", { method: "POST", body: { companyId, ...fields } });
    expect(created.status).toBe(201);
  }
});
afterAll(() => app.cleanup());

describe("POST /api/journal-entry/import", () => {
  it("checks a dry run and writes nothing, then imports the file: 201 with what was posted", async () => {
    const dry = await importFile({ companyId, format: "csv", content: CSV, dryRun: true });
    expect(dry).toEqual({
      status: 200,
      body: {
        dryRun: true,
        format: "csv",
        entries: 1,
        lines: 2,
        totalDebits: "250.00",
        firstDate: "2026-01-05",
        lastDate: "2026-01-05",
        accountsCreated: [],
        reversalsLinked: 0,
        firstEntryNo: null,
        lastEntryNo: null,
      },
    });
    expect((await journal()).total).toBe(0);

    const done = await importFile({ companyId, format: "csv", content: CSV });
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({
      dryRun: false,
      entries: 1,
      lines: 2,
      totalDebits: "250.00",
      firstEntryNo: "JE-0001",
      lastEntryNo: "JE-0001",
    });
    const list = await journal();
    expect(list.journalEntries.map((e: Json) => [e.entryNo, e.entryDate, e.comments, e.status, e.total])).toEqual([
      ["JE-0001", "2026-01-05", "Office chairs (ref INV-1)", "posted", "250.00"],
    ]);
    expect(await balances()).toEqual({
      rows: [
        ["1010", "0.00", "250.00"],
        ["6100", "250.00", "0.00"],
      ],
      totals: { debit: "250.00", credit: "250.00" },
    });
  });

  it("creates missing accounts from a ledger journal's names when asked", async () => {
    const content = [
      "2026-02-01 * (UT-7) Power bill",
      "    Expenses:Utilities-ish:6200 Power    $80.25  ; February",
      "    Assets:Bank:1010 Checking",
      "",
    ].join("\n");
    const refused = await importFile({ companyId, format: "ledger", content });
    expect(refused).toEqual({
      status: 400,
      body: {
        error: "The file has problems on 1 line: nothing was imported",
        errors: {
          lines: ['line 2: account "Expenses:Utilities-ish:6200 Power" is not in this company'],
          missingAccounts: ["Expenses:Utilities-ish:6200 Power"],
        },
      },
    });
    const notCreatable = await importFile({ companyId, format: "ledger", content, createAccounts: true });
    expect(notCreatable.status).toBe(400);
    expect(notCreatable.body.errors.lines).toEqual([
      'line 2: account "Expenses:Utilities-ish:6200 Power" is not in this company and cannot be created from its name: its parent "Expenses:Utilities-ish" is not in this company either, and cannot be created from its name: its last level "Utilities-ish" is not the account\'s "NUMBER NAME" (as in Expenses:6100 Rent)',
    ]);

    const fixed = content.replace("Expenses:Utilities-ish:6200 Power", "Expenses:6200 Power");
    const done = await importFile({ companyId, format: "ledger", content: fixed, createAccounts: true });
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({
      entries: 1,
      totalDebits: "80.25",
      firstEntryNo: "JE-0002",
      accountsCreated: [{ accountNumber: "6200", accountName: "Power", accountType: "Expense", parentNumber: null, active: true }],
    });
    const accounts = await hit(accountsByCompany.loader, `/api/company-account/company/${companyId}`, { params: { companyId } });
    expect(accounts.body.accounts.find((a: Json) => a.accountNumber === "6200")).toMatchObject({
      accountName: "Power",
      currentBalance: "80.25",
    });
    expect((await journal()).journalEntries[0].comments).toBe("Power bill (ref UT-7)");
  });

  it("refuses a file with bad lines with 400 and every `line N: …`, and writes nothing", async () => {
    const before = { journal: await journal(), balances: await balances() };
    const bad = await importFile({
      companyId,
      format: "csv",
      content: [
        CSV,
        "02/30/2026,X-1,,6100,1.00,",
        "03/01/2026,X-2,,6100,5.00,",
        "03/01/2026,X-2,,1010,,4.00",
        "03/02/2026,X-3,,9999,1.00,",
      ].join("\n"),
    });
    expect(bad).toEqual({
      status: 400,
      body: {
        error: "The file has problems on 3 lines: nothing was imported",
        errors: {
          lines: [
            'line 4: Date "02/30/2026" is not a date: use MM/DD/YYYY or YYYY-MM-DD',
            "line 5: entry X-2 of 03/01/2026 (lines 5, 6) does not balance: debits $5.00, credits $4.00 (difference $1.00)",
            'line 7: entry X-3 of 03/02/2026 has 1 line: an entry needs at least two (a debit and a credit); account "9999" is not in this company',
          ],
          missingAccounts: ["9999"],
        },
      },
    });
    const header = await importFile({ companyId, format: "csv", content: "When,What\n1,2\n" });
    expect(header.status).toBe(400);
    expect(header.body.errors.lines[0]).toMatch(/^line 1: Unknown columns "When", "What": the columns are Date, Reference/);
    const empty = await importFile({ companyId, format: "csv", content: "Date,Reference,Account,Debit,Credit\n" });
    expect(empty).toEqual({ status: 400, body: { error: "The file holds no journal entries: nothing to import", errors: { lines: [] } } });
    expect({ journal: await journal(), balances: await balances() }).toEqual(before);
  });

  it("posts a file larger than one chunk in one go, numbered in file order", { timeout: 120_000 }, async () => {
    // 2,500 entries: two postEntries chunks of one transaction, and the statistics refreshed between them.
    const rows = ["Date,Reference,Memo,Account,Debit,Credit"];
    for (let i = 1; i <= 2_500; i++) {
      const date = `2026-04-${String((i % 28) + 1).padStart(2, "0")}`;
      rows.push(`${date},R-${i},Rent ${i},6100,${i}.00,`, `${date},R-${i},Rent ${i},1010,,${i}.00`);
    }
    const before = await journal();
    const done = await importFile({ companyId, format: "csv", content: rows.join("\n") });
    expect(done.status).toBe(201);
    // 1 + 2 + … + 2,500 = 3,126,250.00
    expect(done.body).toMatchObject({ entries: 2_500, lines: 5_000, totalDebits: "3126250.00" });
    const first = Number(before.journalEntries[0].entryNo.slice(3)) + 1;
    expect([done.body.firstEntryNo, done.body.lastEntryNo]).toEqual([`JE-${String(first).padStart(4, "0")}`, `JE-${first + 2_499}`]);
    const after = await journal();
    expect(after.total).toBe(before.total + 2_500);
    expect((await balances()).totals.debit).toBe("3126580.25"); // with the 250.00 and 80.25 imported above
  });

  it("answers 404 for another user's company, 400 for a bad body and 413 for one over 16 MB", async () => {
    const before = await journal();
    expect(await importFile({ companyId, format: "csv", content: CSV }, intruder)).toEqual({
      status: 404,
      body: { error: "Company not found" },
    });
    const wrong = await importFile({ companyId, format: "xlsx", content: CSV });
    expect(wrong).toMatchObject({ status: 400, body: { error: "format must be csv or ledger" } });
    const huge = await importFile({ companyId, format: "csv", content: `${CSV}\n${"x".repeat(17 * 1024 * 1024)}` });
    expect(huge.status).toBe(413);
    expect(huge.body.error).toMatch(/^The request body is larger than 16 MB/);
    expect(await journal()).toEqual(before);
  });

  it("reads a file sent as bytes (contentBase64) in its encoding and says which one it read", async () => {
    const text = [
      "Date,Reference,Memo,Account,Debit,Credit",
      "02/01/2026,CM-1,Caf\u00e9 M\u00fcller \u2013 beans,6100,12.50,",
      "02/01/2026,CM-1,Caf\u00e9 M\u00fcller \u2013 beans,1010 Checking,,12.50",
    ].join("\r\n");
    // Windows-1252, as a spreadsheet saves it.
    const dry = await importFile({ companyId, format: "csv", contentBase64: windows1252(text).toString("base64"), dryRun: true });
    expect(dry).toMatchObject({ status: 200, body: { dryRun: true, entries: 1, totalDebits: "12.50", encoding: "Windows-1252" } });

    // "Unicode text" from a spreadsheet: UTF-16 LE with its byte-order mark.
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
    const done = await importFile({ companyId, format: "csv", contentBase64: utf16.toString("base64") });
    expect(done).toMatchObject({ status: 201, body: { dryRun: false, entries: 1, encoding: "UTF-16LE" } });
    const entry = await app.db("journal_entries").where({ companyId, entryNo: done.body.firstEntryNo }).first("comments");
    expect(entry).toEqual({ comments: "Café Müller – beans (ref CM-1)" });

    const both = await importFile({ companyId, format: "csv", content: text, contentBase64: utf16.toString("base64") });
    expect(both).toMatchObject({
      status: 400,
      body: { errors: { contentBase64: ["Send the file once: content (its text) or contentBase64 (its bytes)"] } },
    });
    const neither = await importFile({ companyId, format: "csv" });
    expect(neither).toMatchObject({
      status: 400,
      body: { errors: { content: ["content must be the file's text (or contentBase64 its bytes)"] } },
    });
    const nul = await importFile({ companyId, format: "csv", contentBase64: Buffer.from("Date,Reference\u0000\n").toString("base64") });
    expect(nul.status).toBe(400);
    expect(nul.body.error).toMatch(/^The file \(read as UTF-8\) cannot be imported: /);
  });
});
