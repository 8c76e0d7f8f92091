import { describe, expect, it } from "vitest";
import { backoffMs, isVirtualPrinter, realPrinters } from "./printers";

describe("isVirtualPrinter", () => {
  it("recognises the spec's virtual printer names, whatever their case and separators", () => {
    for (const name of [
      "Microsoft Print to PDF",
      "Microsoft XPS Document Writer",
      "Fax",
      "CUPS-PDF",
      "Save_as_PDF",
      "PDFwriter",
      "Preview",
      "Print to File",
      "OneNote (Desktop) - Send to XPS",
    ]) {
      expect([name, isVirtualPrinter({ name })]).toEqual([name, true]);
    }
  });

  it("keeps real printers, including names that merely contain a listed word inside another", () => {
    for (const name of ["HP_LaserJet_4250", "Fairfax_Office", "Brother HL-L2350DW", "LedgerlineTestPrinter", "Xerox_Phaser"]) {
      expect([name, isVirtualPrinter({ name, deviceUri: "ipp://10.0.0.5/ipp/print" })]).toEqual([name, false]);
    }
  });

  it("recognises a virtual printer by its device when its name says nothing", () => {
    expect(isVirtualPrinter({ name: "Accounts", deviceUri: "cups-pdf:/" })).toBe(true);
    expect(isVirtualPrinter({ name: "Accounts", deviceUri: "file:///dev/null" })).toBe(true);
    expect(isVirtualPrinter({ name: "Accounts", deviceUri: "PORTPROMPT:" })).toBe(true);
    expect(isVirtualPrinter({ name: "Accounts", deviceUri: "socket://10.0.0.9:9100" })).toBe(false);
    expect(isVirtualPrinter({ name: "Accounts", deviceUri: null })).toBe(false);
  });
});

describe("realPrinters", () => {
  it("drops the virtual ones and puts the default first, then by name", () => {
    const list = realPrinters([
      { name: "Zeta", isDefault: false, deviceUri: "ipp://z" },
      { name: "CUPS-PDF", isDefault: true, deviceUri: "cups-pdf:/" },
      { name: "Beta", isDefault: true, deviceUri: "ipp://b" },
      { name: "Alpha", isDefault: false, deviceUri: "ipp://a" },
    ]);
    expect(list.map((p) => p.name)).toEqual(["Beta", "Alpha", "Zeta"]);
  });
});

describe("backoffMs", () => {
  it("doubles from the base and stops at the ceiling", () => {
    expect([0, 1, 2, 3, 4, 10, 100].map((n) => backoffMs(n, 1000, 6000))).toEqual([0, 1000, 2000, 4000, 6000, 6000, 6000]);
  });
});
