// The Windows implementation through pdf-to-printer's module boundary (this machine runs Linux):
// the printers it reports, the file and options it hands to the spooler, and a failure or a
// spooler that never answers reported as a failed job, never thrown.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { realPrinters } from "../app/modules/printing/printers";

const lib = vi.hoisted(() => ({
  getPrinters: vi.fn(),
  getDefaultPrinter: vi.fn(),
  print: vi.fn(),
}));
vi.mock("pdf-to-printer", () => ({ default: lib, ...lib }));

const { WindowsPrinting } = await import("./windows");
const { printingFor } = await import("./platform");

beforeEach(() => {
  vi.clearAllMocks();
  lib.getPrinters.mockResolvedValue([
    { deviceId: "HP LaserJet Pro", name: "HP LaserJet Pro", paperSizes: ["Letter"] },
    { deviceId: "PORTPROMPT:", name: "Accounts PDF", paperSizes: [] },
    { deviceId: "Microsoft Print to PDF", name: "Microsoft Print to PDF", paperSizes: [] },
  ]);
  lib.getDefaultPrinter.mockResolvedValue({ deviceId: "HP LaserJet Pro", name: "HP LaserJet Pro" });
});

describe("Windows printing through pdf-to-printer", () => {
  it("is the implementation chosen on win32", async () => {
    expect((await printingFor("win32")).platform).toBe("windows");
    expect((await printingFor("linux")).platform).toMatch(/cups/);
  });

  it("reports the printers with the default marked; the virtual ones are filtered by name or port", async () => {
    const printers = await new WindowsPrinting().listPrinters();
    expect(realPrinters(printers).map((p) => [p.name, p.isDefault])).toEqual([["HP LaserJet Pro", true]]);
  });

  it("hands the file to the named printer silently, at Letter size without scaling", async () => {
    lib.print.mockResolvedValue(undefined);
    const outcome = await new WindowsPrinting().print({
      printer: "HP LaserJet Pro",
      title: "PAY-0001",
      file: "C:\\tmp\\PAY-0001.pdf",
      timeoutMs: 1000,
    });
    expect(outcome).toEqual({ ok: true });
    expect(lib.print).toHaveBeenCalledWith("C:\\tmp\\PAY-0001.pdf", {
      printer: "HP LaserJet Pro",
      silent: true,
      scale: "noscale",
      paperSize: "Letter",
    });
  });

  it("reports a spooler error, and a spooler that never answers, as a failed job", async () => {
    lib.print.mockRejectedValueOnce(new Error("Invalid printer name"));
    expect(await new WindowsPrinting().print({ printer: "Gone", title: "t", file: "f.pdf", timeoutMs: 1000 })).toEqual({
      ok: false,
      error: "Printing to Gone failed: Invalid printer name",
    });
    lib.print.mockReturnValueOnce(new Promise(() => undefined));
    expect(await new WindowsPrinting().print({ printer: "Stuck", title: "t", file: "f.pdf", timeoutMs: 50 })).toEqual({
      ok: false,
      error: "Printing to Stuck failed: the spooler did not take the job within 0 s",
    });
  });
});
