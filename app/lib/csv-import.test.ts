import { describe, expect, it } from "vitest";
import {
  columnMessage,
  CsvFileError,
  headerKey,
  notImportedMessage,
  parseYesNo,
  readCsvTable,
  rowProblem,
  yesNoMessage,
} from "./csv-import";

const COLUMNS = ["Number", "Name", "Active"];
const options = {
  resolve: (name: string) => {
    const column = COLUMNS.find((c) => headerKey(c) === headerKey(name));
    return column ? { column } : undefined;
  },
  required: ["Number", "Name"],
  columnsHelp: COLUMNS.join(", "),
};

function refusal(text: string): string {
  try {
    readCsvTable(text, options);
  } catch (error) {
    expect(error).toBeInstanceOf(CsvFileError);
    return (error as Error).message;
  }
  throw new Error("the file was accepted");
}

describe("readCsvTable", () => {
  it("reads rows by column, numbered by their line in the file, quoted line breaks and blank lines included", () => {
    const { header, rows } = readCsvTable('\uFEFF number ,NAME\n1000,Cash\n\n2000,"Two\nlines"\n3000,Rent,extra\n', options);
    expect(header).toEqual([{ column: "Number" }, { column: "Name" }]);
    expect(rows).toEqual([
      { line: 2, values: { Number: "1000", Name: "Cash" } },
      { line: 4, values: { Number: "2000", Name: "Two\nlines" } },
      { line: 6, values: { Number: "3000", Name: "Rent" }, problem: "expected 2 fields as in the header, found 3" },
    ]);
  });

  it("numbers the rows of a file of one record a line alike, whatever its line breaks and last line", () => {
    const expected = [
      { line: 2, values: { Number: "1000", Name: "Cash, petty" } },
      { line: 3, values: { Number: "2000", Name: "Bank" }, problem: "expected 2 fields as in the header, found 3" },
      { line: 4, values: { Number: "3000", Name: "Rent" } },
    ];
    for (const [eol, last] of [
      ["\n", "\n"],
      ["\r\n", "\r\n"],
      ["\n", ""],
      ["\r", ""],
    ]) {
      const text = ["\uFEFFNumber,Name", '1000,"Cash, petty"', "2000,Bank,extra", "3000,Rent"].join(eol) + last;
      expect(readCsvTable(text, options).rows).toEqual(expected);
    }
  });

  it("refuses an empty file, an unknown, repeated or missing column, and text that is not CSV", () => {
    expect(refusal("")).toBe("The file is empty: expected a header line with the columns Number, Name, Active");
    expect(refusal("Number,Colour,\n")).toBe(
      'Unknown columns "Colour", (a column without a name): the columns are Number, Name, Active\nMissing column "Name"',
    );
    expect(refusal("Number,Name,name\n")).toBe('Column "Name" appears more than once');
    expect(refusal("Active\n")).toBe('Missing columns "Number", "Name"');
    expect(refusal('Number,Name\n"1000,Cash\n')).toMatch(/^The file is not valid CSV: /);
  });
});

describe("row checks", () => {
  it("reads Yes/No cells in any case, blank as undefined", () => {
    expect(["Yes", " y ", "TRUE", "1", "active", "on"].map(parseYesNo)).toEqual([true, true, true, true, true, true]);
    expect(["no", "N", "false", "0", "Inactive", "off"].map(parseYesNo)).toEqual([false, false, false, false, false, false]);
    expect(parseYesNo("  ")).toBeUndefined();
    expect(parseYesNo("maybe")).toBe("invalid");
    expect(yesNoMessage("Active", " maybe ")).toBe('Active must be Yes or No (found "maybe")');
  });

  it("names the column of a generic message, reports each problem of a row once, and counts the bad rows", () => {
    expect(columnMessage("Credit Limit", "Must be a number")).toBe("Credit Limit: Must be a number");
    expect(columnMessage("Name", "Required")).toBe("Name: Required");
    expect(columnMessage("Name", "Vendor Name is required.")).toBe("Vendor Name is required.");
    expect(columnMessage(undefined, "Must be a number")).toBe("Must be a number");
    expect(rowProblem(7, ["A", "B", "A"])).toBe("row 7: A; B");
    expect(notImportedMessage(1)).toBe("1 row is not valid: nothing was imported");
    expect(notImportedMessage(3)).toBe("3 rows are not valid: nothing was imported");
  });
});
