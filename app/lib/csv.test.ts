import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { fromCsvCell, toCsv, toCsvCell } from "./csv";

describe("toCsv", () => {
  it("keeps formula-like text as text with a leading apostrophe", () => {
    for (const text of ["=SUM(A1)", "+1+2", "-2+3", "@cmd", "\t=1", "\r=1", '=HYPERLINK("http://evil.test")']) {
      expect(toCsvCell(text)).toBe(`'${text}`);
    }
  });
  it("leaves plain numbers, other text and blanks alone", () => {
    expect(toCsvCell("-50.00")).toBe("-50.00");
    expect(toCsvCell("+12")).toBe("+12");
    expect(toCsvCell(-50)).toBe("-50");
    expect(toCsvCell("Acme = best")).toBe("Acme = best");
    expect(toCsvCell("it's")).toBe("it's");
    expect(toCsvCell(null)).toBe("");
    expect(toCsvCell(undefined)).toBe("");
  });
  it("writes arrays and objects with columns", () => {
    expect(
      toCsv([
        ["Name", "Balance"],
        ["=SUM(A1)", "-50.00"],
      ]),
    ).toBe("Name,Balance\n'=SUM(A1),-50.00\n");
    expect(toCsv([{ Name: "@cmd", Balance: "-1.00" }], { header: true, columns: ["Name", "Balance"] })).toBe("Name,Balance\n'@cmd,-1.00\n");
  });
  it("round-trips every value through fromCsvCell", () => {
    const values = ["=SUM(A1)", "@cmd", "-50.00", "-x", "'=already quoted", "''@two", "'plain", "plain", "", "\t=tab"];
    const [read] = parse(toCsv([values])) as string[][];
    expect(read.map(fromCsvCell)).toEqual(values);
  });
});
