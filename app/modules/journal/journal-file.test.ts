import { describe, expect, it } from "vitest";
import {
  importedComments,
  MAX_REPORTED_LINES,
  problemLines,
  parseJournalCsv,
  parseLedgerJournal,
  readLedgerAmount,
  readLedgerDate,
  type ParsedJournal,
} from "./journal-file";

/** What a user reads: `line N: message`, in line order. */
const report = (parsed: ParsedJournal) =>
  [...parsed.problems].sort((a, b) => a.line - b.line).map((p) => (p.line ? `line ${p.line}: ${p.message}` : p.message));

const HEADER = "Date,Reference,Description,Memo,Account,Debit,Credit,Vendor";

describe("parseJournalCsv", () => {
  it("groups rows by Date and Reference into entries, amounts in cents, dates ISO", () => {
    const parsed = parseJournalCsv(
      [
        HEADER,
        "01/05/2026,INV-1,Office chairs,Two chairs,6300,250.00,,ACME",
        '2026-01-07,INV-2,,Deposit,1010 Checking,"1,000.50",,',
        "01/05/2026,INV-1,,,1010,,250.00,",
        "2026-01-07,INV-2,,,Income:4000 Sales,,1000.5,",
      ].join("\n"),
    );
    expect(report(parsed)).toEqual([]);
    expect(parsed.entries).toEqual([
      {
        line: 2,
        date: "2026-01-05",
        reference: "INV-1",
        description: "Office chairs",
        lines: [
          { line: 2, account: "6300", debit: 25000, credit: 0, memo: "Two chairs", vendor: "ACME" },
          { line: 4, account: "1010", debit: 0, credit: 25000, memo: "", vendor: "" },
        ],
      },
      {
        line: 3,
        date: "2026-01-07",
        reference: "INV-2",
        // No Description: the first line's memo describes the entry.
        description: "Deposit",
        lines: [
          { line: 3, account: "1010 Checking", debit: 100050, credit: 0, memo: "Deposit", vendor: "" },
          { line: 5, account: "Income:4000 Sales", debit: 0, credit: 100050, memo: "", vendor: "" },
        ],
      },
    ]);
  });

  it("reports every bad row by its line, and an entry that does not balance on its first line", () => {
    const parsed = parseJournalCsv(
      [
        "date,reference,memo,account,debit,credit", // any case; Description and Vendor left out
        "13/45/2026,A,,6100,10.00,",
        "01/05/2026,B,,6100,10.00,",
        "01/05/2026,B,,1010,,9.99",
        ",,,,-5,abc",
        "01/06/2026,C,,6100,1.00,1.00",
        "01/06/2026,D,,6100,,",
        "01/06/2026,E,,6100,1.234,",
        "01/06/2026,F,,6100,1000000000000,",
        "01/07/2026,G,,6100,5.00,",
        "01/07/2026,too,many,fields,1,2,3",
      ].join("\n"),
    );
    expect(parsed.entries).toEqual([]);
    expect(report(parsed)).toEqual([
      'line 2: Date "13/45/2026" is not a date: use MM/DD/YYYY or YYYY-MM-DD',
      "line 3: entry B of 01/05/2026 (lines 3, 4) does not balance: debits $10.00, credits $9.99 (difference $0.01)",
      "line 5: Date is required",
      "line 5: Reference is required: the rows with the same Date and Reference are one entry",
      "line 5: Account is required",
      "line 5: Debit cannot be negative: put $5.00 in the other column",
      'line 5: Credit "abc" is not an amount (digits with at most 2 decimals, as 1234.50)',
      "line 6: a line has a Debit or a Credit, not both",
      "line 7: Debit or Credit is required (an amount above zero)",
      'line 8: Debit "1.234" is not an amount (digits with at most 2 decimals, as 1234.50)',
      "line 9: Debit must be less than 1,000,000,000,000.00",
      "line 10: entry G of 01/07/2026 has 1 line: an entry needs at least two (a debit and a credit)",
      "line 11: expected 6 fields as in the header, found 7",
    ]);
  });

  it("refuses a file whose header it cannot read, on line 1", () => {
    expect(report(parseJournalCsv("Date,Ref,Account,Debit,Credit\n"))).toEqual([
      'line 1: Unknown column "Ref": the columns are Date, Reference, Description, Memo, Account, Debit, Credit, Vendor (Description, Memo and Vendor may be left out)',
      'line 1: Missing column "Reference"',
    ]);
    expect(report(parseJournalCsv(""))[0]).toMatch(/^line 1: The file is empty/);
    expect(report(parseJournalCsv(`${HEADER}\n01/05/2026,"A,x`))[0]).toMatch(/^The file is not valid CSV/);
  });

  it("refuses control characters and over-long fields", () => {
    const parsed = parseJournalCsv(`${HEADER}\n01/05/2026,A\u0001,,${"m".repeat(501)},6100,1,,\n01/05/2026,A\u0001,,,1010,,1,\n`);
    expect(report(parsed)).toEqual([
      "line 2: Reference: Must not contain control characters",
      "line 2: Memo is longer than 500 characters",
      "line 3: Reference: Must not contain control characters",
    ]);
  });
});

const JOURNAL = `; Books: the Ledgerline journal (debits positive, credits negative)

commodity $
    format $100000.00

account Assets:Bank:1010 Checking
account Assets:Bank:1010 Checking:1011 Payroll
    ; inactive
account Expenses:5100 Rent, office- main
account Income:4000 Sales

2026-01-05 * JE-0001 Cash sales
    Assets:Bank:1010 Checking    $1234.56
    Income:4000 Sales    $-1234.56

2026-01-10 * JE-0002 Payroll funding
    Assets:Bank:1010 Checking:1011 Payroll    $800.00  ; transfer, note : January
    Assets:Bank:1010 Checking    $-800.00

2026-01-15 * JE-0003 Rent paid twice
    ; cancelled, reversed by JE-0004
    Expenses:5100 Rent, office- main    $1500.00
    Assets:Bank:1010 Checking    $-1500.00

2026-01-16 * JE-0004 Reversal of JE-0003
    ; reverses JE-0003
    Expenses:5100 Rent, office- main    $-1500.00
    Assets:Bank:1010 Checking    $1500.00
`;

describe("parseLedgerJournal", () => {
  it("reads what journal export writes: declarations, entries with their references, memos, and a cancelled entry paired with its reversal", () => {
    const parsed = parseLedgerJournal(JOURNAL, { commodities: ["$", "USD"] });
    expect(report(parsed)).toEqual([]);
    expect(parsed.accounts).toEqual([
      { line: 6, name: "Assets:Bank:1010 Checking", inactive: false },
      { line: 7, name: "Assets:Bank:1010 Checking:1011 Payroll", inactive: true },
      { line: 9, name: "Expenses:5100 Rent, office- main", inactive: false },
      { line: 10, name: "Income:4000 Sales", inactive: false },
    ]);
    expect(parsed.entries.map((e) => [e.line, e.date, e.reference, e.description, e.reversalOf])).toEqual([
      [12, "2026-01-05", "JE-0001", "Cash sales", undefined],
      [16, "2026-01-10", "JE-0002", "Payroll funding", undefined],
      [20, "2026-01-15", "JE-0003", "Rent paid twice", undefined],
      [25, "2026-01-16", "JE-0004", "Reversal of JE-0003", 2],
    ]);
    expect(parsed.entries[1].lines).toEqual([
      {
        line: 17,
        account: "Assets:Bank:1010 Checking:1011 Payroll",
        debit: 80000,
        credit: 0,
        memo: "transfer, note : January",
        vendor: "",
      },
      { line: 18, account: "Assets:Bank:1010 Checking", debit: 0, credit: 80000, memo: "", vendor: "" },
    ]);
  });

  it("pairs a reversal only when its lines are the cancelled entry's, sides swapped", () => {
    const altered = JOURNAL.replace(
      "    Assets:Bank:1010 Checking    $1500.00\n",
      "    Assets:Bank:1010 Checking:1011 Payroll    $1500.00\n",
    );
    const parsed = parseLedgerJournal(altered);
    expect(report(parsed)).toEqual([]);
    expect(parsed.entries.map((e) => e.reversalOf)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it("reads hledger's other spellings: codes, slashes in dates, tabs, a left-out amount, amounts on the right", () => {
    const parsed = parseLedgerJournal(
      "2026/1/5 ! (INV-9) Supplies ; a note\n  Expenses:6300 Supplies\t12.50 USD\n  * Liabilities:Credit Card:2100 Visa\n\n" +
        "2026.02.01 Lunch\n    Expenses:6400 Meals  -$3\n    Assets:Cash:1000 Till  $3.00\n",
      { commodities: ["$", "USD"] },
    );
    expect(report(parsed)).toEqual([]);
    expect(parsed.entries).toEqual([
      {
        line: 1,
        date: "2026-01-05",
        reference: "INV-9",
        description: "Supplies",
        lines: [
          { line: 2, account: "Expenses:6300 Supplies", debit: 1250, credit: 0, memo: "", vendor: "" },
          { line: 3, account: "Liabilities:Credit Card:2100 Visa", debit: 0, credit: 1250, memo: "", vendor: "" },
        ],
      },
      {
        line: 5,
        date: "2026-02-01",
        reference: "",
        description: "Lunch",
        lines: [
          { line: 6, account: "Expenses:6400 Meals", debit: 0, credit: 300, memo: "", vendor: "" },
          { line: 7, account: "Assets:Cash:1000 Till", debit: 300, credit: 0, memo: "", vendor: "" },
        ],
      },
    ]);
  });

  it("reports every problem by its line: dates, amounts, currencies, balance, what it does not support", () => {
    const parsed = parseLedgerJournal(
      [
        "2026-02-30 * JE-0001 Bad date", // 1
        "    Assets:Cash:1000 Till    $1.00",
        "    Income:4000 Sales    $-1.00",
        "",
        "2026-03-01 * JE-0002 Unbalanced", // 5
        "    Assets:Cash:1000 Till    $1.00",
        "    Income:4000 Sales    $-2.00",
        "",
        "2026-03-02 * JE-0003 Amounts", // 9
        "    Assets:Cash:1000 Till    €1.00",
        "    Assets:Cash:1000 Till    $1.005",
        "    Assets:Cash:1000 Till    $0.00",
        "    Assets:Cash:1000 Till    $1 @ 2 EUR",
        "    Income:4000 Sales    twelve",
        "",
        "2026-03-03 Two left out", // 16
        "    Assets:Cash:1000 Till",
        "    Income:4000 Sales",
        "",
        "include other.journal", // 20
        "    Assets:Cash:1000 Till    $1.00", // 21
        "~ monthly",
        "",
        "   Assets:Cash:1000 Till    $1.00", // 24
        "2026-03-04 Virtual",
        "    (Assets:Cash:1000 Till)    $1.00",
        "    Income:4000 Sales    $-1.00",
      ].join("\n"),
      { commodities: ["$", "USD"] },
    );
    expect(parsed.entries).toEqual([]);
    expect(report(parsed)).toEqual([
      'line 1: "2026-02-30" is not a date: use YYYY-MM-DD',
      "line 5: entry JE-0002 does not balance: debits $1.00, credits $2.00 (difference $1.00)",
      'line 10: amount "€1.00" is in €: this company\'s amounts are in $ or USD',
      'line 11: "$1.005" has more than 2 decimals',
      "line 12: the amount is zero: a journal line is a debit or a credit above zero",
      'line 13: prices (@) and balance assertions (=) are not supported: "$1 @ 2 EUR"',
      'line 14: "twelve" is not an amount (as $1234.56, $-1234.56 or 1234.56 EUR)',
      "line 16: the entry leaves out more than one amount: only one posting may, to balance the others",
      'line 20: the "include" directive is not supported: a journal to import has account declarations and transactions, as journal export writes',
      "line 22: periodic transactions is not supported: a journal to import has account declarations and transactions, as journal export writes",
      "line 24: an indented line outside a transaction (postings go right below their transaction's date line)",
      'line 26: virtual postings such as "(Assets:Cash:1000 Till)" are not supported',
    ]);
  });

  it("reads dates and amounts as hledger writes them", () => {
    expect(readLedgerDate("2026-01-05")).toBe("2026-01-05");
    expect(readLedgerDate("2026/1/5")).toBe("2026-01-05");
    expect(readLedgerDate("2026-1/5")).toBeNull();
    expect(readLedgerDate("01/05/2026")).toBeNull();
    expect(readLedgerAmount("$1,234.56")).toEqual({ cents: 123456 });
    expect(readLedgerAmount("$-1234.56")).toEqual({ cents: -123456 });
    expect(readLedgerAmount("-$12")).toEqual({ cents: -1200 });
    expect(readLedgerAmount("£ 75.25")).toEqual({ cents: 7525 });
    expect(readLedgerAmount("1000.00 AED", ["AED"])).toEqual({ cents: 100000 });
    expect(readLedgerAmount("-5")).toEqual({ cents: -500 });
    expect(readLedgerAmount("$1 USD")).toHaveProperty("message");
    expect(readLedgerAmount("--5")).toHaveProperty("message");
    expect(readLedgerAmount("1e5")).toHaveProperty("message");
  });
});

describe("importedComments", () => {
  it("keeps the file's reference after the description", () => {
    expect(importedComments("Rent", "INV-17")).toBe("Rent (ref INV-17)");
    expect(importedComments("", "INV-17")).toBe("Ref INV-17");
    expect(importedComments("Rent", "")).toBe("Rent");
  });
});

describe("problemLines", () => {
  it("lists the problems by line, each line once, and counts those past the first 100", () => {
    expect(
      problemLines([
        { line: 7, message: "b" },
        { line: 3, message: "a" },
        { line: 7, message: "c" },
        { line: 7, message: "b" },
        { line: 0, message: "The file is not valid CSV" },
      ]),
    ).toEqual({ lines: ["The file is not valid CSV", "line 3: a", "line 7: b; c"], badLines: 3 });
    const many = problemLines(Array.from({ length: 250 }, (_, i) => ({ line: i + 2, message: "Date is required" })));
    expect(many.badLines).toBe(250);
    expect(many.lines).toHaveLength(MAX_REPORTED_LINES + 1);
    expect(many.lines[MAX_REPORTED_LINES - 1]).toBe("line 101: Date is required");
    expect(many.lines[MAX_REPORTED_LINES]).toBe("… and 150 more lines with problems");
  });
});
