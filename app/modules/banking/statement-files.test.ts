import fs from "node:fs";
import { describe, expect, it } from "vitest";
import type { Cents } from "~/lib/money";
import { DEFAULT_CSV_MAPPING } from "./statement-constants";
import { dedupeKeys, looksLikeOfx, readCsvStatement, readOfxStatement, statementDate, StatementFileError } from "./statement-files.server";

// Reading statement files: OFX 1.x (SGML, with empty elements and a raw &), QFX (Intuit's tags),
// OFX 2.x (XML, a credit card), CSV with a debit and a credit column; each line with the line of
// the file it came from; bad files refused with `line N: …`.

const fixture = (name: string) => fs.readFileSync(new URL(`../../../tests/fixtures/statements/${name}`, import.meta.url), "utf8");
const SAVINGS_MAPPING = {
  ...DEFAULT_CSV_MAPPING,
  amountColumn: "",
  debitColumn: "Debit",
  creditColumn: "Credit",
  checkNumberColumn: "Check No",
};

const problemsOf = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    if (error instanceof StatementFileError) return error.problems;
    throw error;
  }
  throw new Error("the file was read");
};

describe("OFX and QFX", () => {
  it("reads an SGML statement: dates, signed amounts, payee and memo, check numbers, FITIDs, each with its line", () => {
    const text = fixture("checking-2026-11.ofx");
    expect(looksLikeOfx(text)).toBe(true);
    const file = readOfxStatement(text);
    expect(file.statementAccount).toBe("000123");
    expect(file.lines.map((l) => [l.line, l.date, l.amount, l.description, l.memo, l.checkNumber, l.fitId])).toEqual([
      [43, "2026-11-02", -12000, "CHECK 1002", "", "1002", "202611020001"],
      [51, "2026-11-10", -20000, "ONLINE TRANSFER TO SAVINGS", "REF 88812", "", "202611100001"],
      [59, "2026-11-12", -1500, "MONTHLY SERVICE FEE", "", "", "202611120001"],
      [67, "2026-11-15", 35000, "ACME SUPPLIES REFUND", "", "", "202611150001"],
      [75, "2026-11-18", -7550, "COFFEE & CO #118", "POS PURCHASE", "", "202611180001"],
      [83, "2026-11-19", -4500, "OFFICE DEPOT 0042", "DEBIT CARD PURCHASE", "", "202611190001"],
    ]);
  });

  it("reads QFX (Intuit's INTU.BID) and an XML credit card statement", () => {
    expect(readOfxStatement(fixture("checking-2026-11-late.qfx")).lines.map((l) => l.fitId)).toEqual([
      "202611120001",
      "202611150001",
      "202611180001",
      "202611190001",
      "202611250001",
      "202611260001",
    ]);
    const card = readOfxStatement(fixture("visa-2026-11.ofx"));
    expect(card.statementAccount).toBe("4111111111111111");
    expect(card.lines.map((l) => [l.line, l.date, l.amount, l.description])).toEqual([
      [15, "2026-11-05", -6420, "STAPLES #221"],
      [23, "2026-11-20", 10000, "PAYMENT THANK YOU"],
    ]);
  });

  it("refuses a file cut short with the line where it ends and the element left open", () => {
    expect(problemsOf(() => readOfxStatement(fixture("checking-truncated.ofx")))).toEqual([
      "line 81: the file ends before <STMTTRN> of line 76 is closed: it is cut short (download it again)",
    ]);
  });

  it("refuses a transaction's bad date or amount by the line of the field", () => {
    const text = fixture("checking-2026-11.ofx")
      .replace("<TRNAMT>-15.00", "<TRNAMT>-15.0O")
      .replace("<DTPOSTED>20261118", "<DTPOSTED>20261318");
    expect(problemsOf(() => readOfxStatement(text))).toEqual([
      'line 62: TRNAMT "-15.0O" is not an amount',
      // The zone written apart: Tailwind reads this file and would take the bracketed text for a class.
      `line 77: DTPOSTED "20261318120000.000${"[-5"}:EST]" is not a date (YYYYMMDD)`,
    ]);
  });

  it("refuses a file that is not OFX, and a tag closing the wrong element", () => {
    expect(problemsOf(() => readOfxStatement("Date,Amount\n"))).toEqual(["line 1: this is not an OFX file: it has no <OFX> element"]);
    const text = fixture("checking-2026-11.ofx").replace("</STMTTRN>\r\n</BANKTRANLIST>", "</STMTRS>\r\n</BANKTRANLIST>");
    expect(problemsOf(() => readOfxStatement(text))[0]).toBe("line 90: </STMTRS> found where <STMTTRN> of line 83 should be closed");
  });
});

describe("CSV", () => {
  it("reads a debit and a credit column with the mapping; other columns are left alone", () => {
    const text = fixture("savings-2026-11.csv");
    expect(looksLikeOfx(text)).toBe(false);
    const file = readCsvStatement(text, SAVINGS_MAPPING);
    expect(file.lines.map((l) => [l.line, l.date, l.amount, l.description])).toEqual([
      [2, "2026-11-10", 20000, "TRANSFER FROM CHECKING"],
      [3, "2026-11-30", 42, "INTEREST PAID"],
      [4, "2026-11-30", -500, "Fee, monthly"],
    ]);
  });

  it("refuses bad dates and amounts line by line, and a file without the mapped columns", () => {
    expect(problemsOf(() => readCsvStatement(fixture("savings-bad.csv"), SAVINGS_MAPPING))).toEqual([
      'line 3: Date "13/45/2026" is not a date (MM/DD/YYYY)',
      'line 4: Debit "five" is not an amount',
    ]);
    expect(problemsOf(() => readCsvStatement(fixture("savings-2026-11.csv"), DEFAULT_CSV_MAPPING))).toEqual([
      'line 1: Missing column "Amount"',
    ]);
  });

  it("reads the three date formats and inverted amounts", () => {
    expect(statementDate("03/04/2026", "MM/DD/YYYY")).toBe("2026-03-04");
    expect(statementDate("03/04/2026", "DD/MM/YYYY")).toBe("2026-04-03");
    expect(statementDate("2026-4-3", "YYYY-MM-DD")).toBe("2026-04-03");
    expect(statementDate("31/02/2026", "DD/MM/YYYY")).toBeNull();
    const card = "Posted,Payee,Amount\n2026-11-05,STAPLES,64.20\n2026-11-20,PAYMENT,(100.00)\n";
    const file = readCsvStatement(card, {
      ...DEFAULT_CSV_MAPPING,
      dateColumn: "Posted",
      descriptionColumn: "Payee",
      dateFormat: "YYYY-MM-DD",
      amountsInverted: true,
    });
    expect(file.lines.map((l) => l.amount)).toEqual([-6420, 10000]);
  });
});

describe("duplicates", () => {
  it("knows a line by its FITID, else by date, amount, description and its occurrence in the file", () => {
    const line = { line: 2, date: "2026-11-25", amount: -3000 as Cents, description: "Shell Oil", memo: "", checkNumber: "", fitId: null };
    expect(dedupeKeys([line, { ...line, line: 3 }, { ...line, fitId: "X1" }])).toEqual([
      "day:2026-11-25|-3000|shell oil|1",
      "day:2026-11-25|-3000|shell oil|2",
      "fit:X1",
    ]);
  });
});
