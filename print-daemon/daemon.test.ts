// The daemon's loop with a fake server client and a fake printer: one log line per job, a failure
// reported with its error, the server away (backs off, resumes), a stop releasing a job it had
// not printed yet, and the command line's checks.
import { describe, expect, it } from "vitest";
import type { CheckIn, ClaimedJob, JobReport } from "../app/modules/printing/printers";
import { ServerAwayError, type DaemonClient } from "./client";
import { createDaemon, serverAwayDelayMs } from "./daemon";
import { main } from "./main";
import type { PrintOutcome, Printing, PrintRequest } from "./printing";

const job = (id: number): ClaimedJob => ({
  id,
  companyId: 1,
  target: { kind: "billPayment", id },
  printer: "Office",
  title: `PAY-000${id} Acme`,
  attempt: 1,
  maxAttempts: 3,
  pdfPath: `/api/print-daemon/jobs/${id}/pdf`,
});

function fakeClient(jobs: ClaimedJob[], options: { awayCalls?: number } = {}) {
  const reports: [number, JobReport][] = [];
  const checkIns: CheckIn[] = [];
  let away = options.awayCalls ?? 0;
  const client: DaemonClient = {
    async checkIn(body) {
      if (away > 0) {
        away -= 1;
        throw new ServerAwayError("http://server answered 503");
      }
      checkIns.push(body);
    },
    async claim() {
      return jobs.shift() ?? null;
    },
    async pdf() {
      return new Uint8Array([37, 80, 68, 70]);
    },
    async report(j, r) {
      reports.push([j.id, r]);
    },
  };
  return { client, reports, checkIns };
}

function fakePrinting(outcome: (r: PrintRequest) => PrintOutcome | Promise<PrintOutcome>): Printing & { requests: PrintRequest[] } {
  const requests: PrintRequest[] = [];
  return {
    platform: "test",
    requests,
    async listPrinters() {
      return [
        { name: "Office", isDefault: true, state: "idle", stateReasons: [], deviceUri: "ipp://office" },
        { name: "CUPS-PDF", isDefault: false, state: "idle", stateReasons: [], deviceUri: "cups-pdf:/" },
      ];
    },
    async print(r) {
      requests.push(r);
      return outcome(r);
    },
  };
}

const options = (log: string[], extra: Partial<Parameters<typeof createDaemon>[2]> = {}) => ({
  name: "pc",
  intervalS: 0.01,
  once: true,
  jobTimeoutMs: 1000,
  log: (l: string) => log.push(l),
  ...extra,
});

describe("the daemon's loop", () => {
  it("reports only real printers, prints every claimed job and logs one line per job", async () => {
    const { client, reports, checkIns } = fakeClient([job(1), job(2)]);
    const printing = fakePrinting((r) =>
      r.title.startsWith("PAY-0002")
        ? { ok: false, error: "Printer Office is stopped.", systemJobId: "Office-7" }
        : { ok: true, systemJobId: "Office-6" },
    );
    const log: string[] = [];
    await createDaemon(client, printing, options(log)).run();
    expect(checkIns[0].printers.map((p) => p.name)).toEqual(["Office"]);
    expect(reports).toEqual([
      [1, { outcome: "printed", systemJobId: "Office-6" }],
      [2, { outcome: "failed", error: "Printer Office is stopped.", systemJobId: "Office-7" }],
    ]);
    const jobLines = log.filter((l) => l.startsWith("job "));
    expect(jobLines).toHaveLength(2);
    expect(jobLines[0]).toMatch(/^job 1 "PAY-0001 Acme" → Office: printed as Office-6 in \d+\.\d s$/);
    expect(jobLines[1]).toMatch(
      /^job 2 "PAY-0002 Acme" → Office: failed: Printer Office is stopped\. \(attempt 1 of 3; the server retries it\)$/,
    );
    expect(printing.requests[0]).toMatchObject({ printer: "Office", timeoutMs: 1000 });
  });

  it("backs off while the server is away and resumes when it answers", async () => {
    const { client, reports } = fakeClient([job(3)], { awayCalls: 2 });
    const log: string[] = [];
    const daemon = createDaemon(
      client,
      fakePrinting(() => ({ ok: true })),
      options(log, { once: false }),
    );
    const running = daemon.run();
    for (let i = 0; i < 100 && reports.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    daemon.stop();
    await running;
    expect(log.filter((l) => l.includes("answered 503"))).toEqual([
      "http://server answered 503; trying again in 0 s",
      "http://server answered 503; trying again in 0 s",
    ]);
    expect(log).toContain("server answers again: resuming");
    expect(reports).toEqual([[3, { outcome: "printed", systemJobId: undefined }]]);
  });

  it("waits longer each time the server is away, up to a minute", () => {
    expect([1, 2, 3, 4, 5, 10].map((n) => serverAwayDelayMs(n, 5000))).toEqual([5000, 10000, 20000, 40000, 60000, 60000]);
  });

  it("hands back a job it has not printed when asked to stop", async () => {
    const { client, reports } = fakeClient([job(4)]);
    const log: string[] = [];
    let daemon: ReturnType<typeof createDaemon> | undefined = undefined;
    const slowClient: DaemonClient = {
      ...client,
      async pdf(j) {
        daemon?.stop();
        return client.pdf(j);
      },
    };
    const printing = fakePrinting(() => ({ ok: true }));
    daemon = createDaemon(slowClient, printing, options(log, { once: false }));
    await daemon.run();
    expect(reports).toEqual([[4, { outcome: "released" }]]);
    expect(printing.requests).toEqual([]);
  });
});

describe("ledgerline-print's command line", () => {
  it("needs a server and a token, and says so", async () => {
    const errors: string[] = [];
    const code = await main(["node", "ledgerline-print", "--token", "t"], {
      log: () => undefined,
      error: (l) => errors.push(l),
      signals: false,
    });
    expect(code).toBe(1);
    expect(errors.join("\n")).toMatch(/required option '--server <url>' not specified/);
  });

  it("refuses a server that is not an http(s) address and an interval out of range", async () => {
    const errors: string[] = [];
    const io = { log: () => undefined, error: (l: string) => errors.push(l), signals: false };
    expect(await main(["node", "ledgerline-print", "--server", "ftp://x", "--token", "t"], io)).toBe(1);
    expect(await main(["node", "ledgerline-print", "--server", "http://x", "--token", "t", "--interval", "0"], io)).toBe(1);
    expect(errors.join("\n")).toMatch(/give the server's address/);
    expect(errors.join("\n")).toMatch(/give a number of seconds from 0.1 to 3600/);
  });

  it("exits non-zero with a clear line when the server refuses the token", async () => {
    const errors: string[] = [];
    const server = await import("node:http").then(({ default: http }) =>
      http.createServer((_, res) =>
        res.writeHead(401, { "Content-Type": "application/json" }).end(JSON.stringify({ error: "Authentication required" })),
      ),
    );
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const port = (server.address() as { port: number }).port;
    try {
      const code = await main(["node", "ledgerline-print", "--server", `http://127.0.0.1:${port}`, "--token", "bad", "--once"], {
        log: () => undefined,
        error: (l) => errors.push(l),
        signals: false,
        printing: fakePrinting(() => ({ ok: true })),
      });
      expect(code).toBe(1);
      expect(errors).toEqual(["The server refused: /api/print-daemon/check-in: 401 Authentication required"]);
    } finally {
      server.close();
    }
  });
});
