import { describe, expect, it } from "vitest";
import { jobOutcome, parseDefault, parseDevices, parseLpstatPrinters, parseRequestId, parseStateReasons } from "./cups-parse";

describe("reading lpstat", () => {
  it("takes a state-reason line under a printer for that printer's message, not for a printer named after its second word", () => {
    const stdout = [
      "printer Office-Laser disabled since Thu Nov 26 10:00:00 2026 -",
      "\tPaper jam in tray 2",
      "printer LedgerlineTestPrinter is idle.  enabled since Thu Nov 26 10:01:03 2026",
      "printer Busy_One now printing Busy_One-12.  enabled since Thu Nov 26 10:02:00 2026",
      "",
    ].join("\n");
    expect(parseLpstatPrinters(stdout)).toEqual([
      { name: "Office-Laser", state: "stopped", messages: ["Paper jam in tray 2"] },
      { name: "LedgerlineTestPrinter", state: "idle", messages: [] },
      { name: "Busy_One", state: "printing", messages: [] },
    ]);
  });

  it("reads devices and the default destination", () => {
    const devices = parseDevices("device for LedgerlinePDF: cups-pdf:/\ndevice for Office: ipp://10.0.0.5:631/ipp/print\n");
    expect([...devices]).toEqual([
      ["LedgerlinePDF", "cups-pdf:/"],
      ["Office", "ipp://10.0.0.5:631/ipp/print"],
    ]);
    expect(parseDefault("system default destination: Office\n")).toBe("Office");
    expect(parseDefault("no system default destination\n")).toBeNull();
  });
});

describe("parseStateReasons", () => {
  it("drops none, strips the severity, and says when a reason stops printing", () => {
    expect(parseStateReasons(["none"])).toEqual({ reasons: [], blocking: false });
    expect(parseStateReasons("media-jam-error")).toEqual({ reasons: ["media-jam"], blocking: true });
    expect(parseStateReasons(["toner-low-warning", "paused"])).toEqual({ reasons: ["toner-low", "paused"], blocking: true });
    expect(parseStateReasons(["toner-low-report"])).toEqual({ reasons: ["toner-low"], blocking: false });
    expect(parseStateReasons(undefined)).toEqual({ reasons: [], blocking: false });
  });
});

describe("parseRequestId", () => {
  it("keeps long ids and queue names with dashes, the job number after the last dash", () => {
    expect(parseRequestId("request id is LedgerlineTestPrinter-1 (1 file(s))\n")).toEqual({
      requestId: "LedgerlineTestPrinter-1",
      jobId: 1,
    });
    const long = "Accounts-Office-Second-Floor-HP-LaserJet-Pro-M404dn-1234567";
    expect(parseRequestId(`request id is ${long} (1 file(s))\n`)).toEqual({ requestId: long, jobId: 1234567 });
    expect(parseRequestId("lp: Error - The printer or class does not exist.")).toBeNull();
  });
});

describe("jobOutcome", () => {
  it("tells completed from cancelled and aborted, by IPP number or keyword; a running job has none", () => {
    expect([9, 7, 8, 5, 3].map(jobOutcome)).toEqual(["completed", "canceled", "aborted", null, null]);
    expect(["completed", "canceled", "cancelled", "aborted", "processing", undefined].map(jobOutcome)).toEqual([
      "completed",
      "canceled",
      "canceled",
      "aborted",
      null,
      null,
    ]);
  });
});
