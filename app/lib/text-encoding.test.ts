import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { decodeText, encodingNote } from "./text-encoding";

// The fixtures are real files as spreadsheets write them (tests/fixtures/encodings): the same two
// vendors in each encoding, the Windows-1252 one with an en dash (0x96), which Latin-1 lacks.
const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(__dirname, "../../tests/fixtures/encodings", name)));
const TEXT = "Vendor ID,Vendor Name\r\nCM-1,Café Müller\r\nGS-2,Grüße & Söhne – Köln\r\n";

describe("decodeText", () => {
  test.each([
    ["vendors-utf-8.csv", "UTF-8"],
    ["vendors-utf-8-bom.csv", "UTF-8 with BOM"],
    ["vendors-utf-16le-bom.csv", "UTF-16LE"],
    ["vendors-utf-16be-bom.csv", "UTF-16BE"],
    ["vendors-utf-16le.csv", "UTF-16LE"],
    ["vendors-windows-1252.csv", "Windows-1252"],
  ])("reads %s as %s, the mark dropped", (file, encoding) => {
    expect(decodeText(fixture(file))).toEqual({ text: TEXT, encoding });
  });

  test("plain ASCII is UTF-8, and an empty file is empty text", () => {
    expect(decodeText(new TextEncoder().encode("a,b\n1,2\n"))).toEqual({ text: "a,b\n1,2\n", encoding: "UTF-8" });
    expect(decodeText(new Uint8Array())).toEqual({ text: "", encoding: "UTF-8" });
  });

  test("one byte that is not UTF-8 makes the whole file Windows-1252", () => {
    // "Café" in UTF-8, then "Müller" in Windows-1252: the file is not UTF-8.
    const bytes = Uint8Array.from([0x43, 0x61, 0x66, 0xc3, 0xa9, 0x20, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72]);
    expect(decodeText(bytes)).toEqual({ text: "CafÃ© Müller", encoding: "Windows-1252" });
  });

  test("the note names every encoding but plain UTF-8", () => {
    expect(encodingNote("UTF-8")).toBeUndefined();
    expect(encodingNote("Windows-1252")).toBe("read as Windows-1252");
    expect(encodingNote("UTF-16LE")).toBe("read as UTF-16LE");
  });
});
