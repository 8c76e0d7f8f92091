import { execFile } from "node:child_process";
import ipp from "ipp";
import * as nodeCups from "node-cups";
import type { ReportedPrinter } from "../app/modules/printing/printers";
import {
  jobOutcome,
  parseDefault,
  parseDevices,
  parseLpstatPrinters,
  parseRequestId,
  parseStateReasons,
} from "../app/modules/printing/cups-parse";
import type { PrintOutcome, PrintRequest, Printing } from "./printing";

// CUPS (Linux, macOS). node-cups submits the job (`lp` through spawn with an argument list: no
// shell, so no injection through a file or printer name); its printer list and job queue are not
// used (they mis-read state reasons, and count a cancelled job as completed). The printers come
// from `lpstat -v`/`-d` read by our parsers, their state and reasons from IPP
// Get-Printer-Attributes, and the job's end from IPP Get-Job-Attributes `job-state`: 9 completed,
// 7 canceled, 8 aborted. Every command runs with LANG=C so its words are the ones we read.

// node-cups passes no environment of its own to `lp`: the daemon's is inherited.
process.env.LANG = "C";
process.env.LC_ALL = "C";

const run = (command: string, args: string[]) =>
  new Promise<string>((resolve, reject) => {
    execFile(command, args, { env: { ...process.env, LANG: "C", LC_ALL: "C" }, timeout: 15_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(String(stderr || error.message).trim()));
      else resolve(stdout);
    });
  });

type Attributes = Record<string, unknown>;

function ippCall(
  url: string,
  operation: string,
  attributes: Attributes,
): Promise<{ statusCode: string; printer?: Attributes; job?: Attributes }> {
  return new Promise((resolve, reject) => {
    ipp.Printer(url).execute(operation, { "operation-attributes-tag": attributes }, (error, response) => {
      if (error) return reject(error);
      const job = response["job-attributes-tag"];
      resolve({ statusCode: response.statusCode, printer: response["printer-attributes-tag"], job: Array.isArray(job) ? job[0] : job });
    });
  });
}

/** lp reads `-o` values up to the first space: the title with its spaces and quotes as underscores. */
const jobName = (title: string) => title.replace(/[\s'"\\]+/g, "_").slice(0, 200) || "check";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class CupsPrinting implements Printing {
  readonly platform = process.platform === "darwin" ? "macos-cups" : "linux-cups";
  /** The scheduler's HTTP address (CUPS_SERVER host, else localhost:631). */
  private readonly server: string;

  constructor(server = process.env.CUPS_SERVER && !process.env.CUPS_SERVER.startsWith("/") ? process.env.CUPS_SERVER : "localhost:631") {
    this.server = `http://${server.includes(":") ? server : `${server}:631`}`;
  }

  private printerUrl(name: string) {
    return `${this.server}/printers/${encodeURIComponent(name)}`;
  }

  async listPrinters(): Promise<ReportedPrinter[]> {
    // `lpstat -v` fails when there are no printers ("No destinations added."): that is an empty list.
    const devices = parseDevices(await run("lpstat", ["-v"]).catch(() => ""));
    const defaultName = parseDefault(await run("lpstat", ["-d"]).catch(() => ""));
    const fallback = new Map(parseLpstatPrinters(await run("lpstat", ["-p"]).catch(() => "")).map((p) => [p.name, p]));
    const printers: ReportedPrinter[] = [];
    for (const [name, deviceUri] of devices) {
      let state = fallback.get(name)?.state ?? "unknown";
      let stateReasons = fallback.get(name)?.messages ?? [];
      try {
        const { printer } = await ippCall(this.printerUrl(name), "Get-Printer-Attributes", {
          "requested-attributes": ["printer-state", "printer-state-reasons", "printer-is-accepting-jobs"],
        });
        if (printer) {
          const ippState = String(printer["printer-state"] ?? "");
          state = ippState === "processing" ? "printing" : ippState === "idle" || ippState === "stopped" ? ippState : state;
          stateReasons = parseStateReasons(printer["printer-state-reasons"]).reasons;
          if (printer["printer-is-accepting-jobs"] === false) stateReasons = [...stateReasons, "not-accepting-jobs"];
        }
      } catch {
        // The lpstat reading stands.
      }
      printers.push({ name, deviceUri, isDefault: name === defaultName, state, stateReasons });
    }
    return printers;
  }

  private async printerProblem(name: string): Promise<string | null> {
    const { printer, statusCode } = await ippCall(this.printerUrl(name), "Get-Printer-Attributes", {
      "requested-attributes": ["printer-state", "printer-state-reasons", "printer-is-accepting-jobs", "printer-state-message"],
    });
    if (!printer || !statusCode.startsWith("successful")) return `Printer ${name} is not known to CUPS (${statusCode}).`;
    const { reasons } = parseStateReasons(printer["printer-state-reasons"]);
    const why = [String(printer["printer-state-message"] ?? "").trim(), reasons.join(", ")].filter(Boolean).join("; ");
    if (printer["printer-state"] === "stopped") return `Printer ${name} is stopped${why ? ` (${why})` : ""}.`;
    if (printer["printer-is-accepting-jobs"] === false) return `Printer ${name} is not accepting jobs${why ? ` (${why})` : ""}.`;
    return null;
  }

  async print(request: PrintRequest): Promise<PrintOutcome> {
    try {
      const problem = await this.printerProblem(request.printer);
      if (problem) return { ok: false, error: problem };
    } catch (error) {
      return { ok: false, error: `CUPS does not answer: ${(error as Error).message}` };
    }
    let submitted: { requestId: string; jobId: number } | null;
    try {
      const result = await nodeCups.printFile(request.file, {
        printer: request.printer,
        printerOptions: { "job-name": jobName(request.title) },
      });
      submitted = parseRequestId(result.stdout);
    } catch (error) {
      return { ok: false, error: `lp refused the job: ${(error as Error).message}` };
    }
    if (!submitted) return { ok: false, error: "lp did not say which job it queued." };
    return this.follow(request, submitted);
  }

  private async follow(request: PrintRequest, { requestId, jobId }: { requestId: string; jobId: number }): Promise<PrintOutcome> {
    const deadline = Date.now() + request.timeoutMs;
    // Polled often: a local CUPS answers in a millisecond, and a check waits for the one before it.
    for (let wait = 50; ; wait = Math.min(wait * 2, 250)) {
      try {
        const { job } = await ippCall(this.printerUrl(request.printer), "Get-Job-Attributes", {
          "job-id": jobId,
          "requested-attributes": ["job-state", "job-state-reasons", "job-printer-state-message"],
        });
        const outcome = jobOutcome(job?.["job-state"]);
        if (outcome === "completed") return { ok: true, systemJobId: requestId };
        if (outcome) {
          const reasons = parseStateReasons(job?.["job-state-reasons"]).reasons.join(", ");
          return { ok: false, systemJobId: requestId, error: `CUPS job ${requestId} was ${outcome}${reasons ? ` (${reasons})` : ""}.` };
        }
      } catch {
        // CUPS busy for a moment: ask again until the deadline.
      }
      if (Date.now() >= deadline) {
        // A job for a printer that does not answer stays "processing" forever: take it back.
        await nodeCups.cancelJob(requestId).catch(() => undefined);
        return {
          ok: false,
          systemJobId: requestId,
          error: `CUPS job ${requestId} did not finish within ${Math.round(request.timeoutMs / 1000)} s; it was cancelled. Is the printer on and connected?`,
        };
      }
      await sleep(wait);
    }
  }
}
