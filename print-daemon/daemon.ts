import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { backoffMs, realPrinters, type ClaimedJob } from "../app/modules/printing/printers";
import { ServerAwayError, type DaemonClient } from "./client";
import type { Printing } from "./printing";

// The loop: check in the printers, claim a job, fetch its PDF, print it, follow it to its end,
// report; again. The printers are reported every `interval` seconds even while idle, so the
// server knows the daemon is there. When the server is away the loop waits longer each time (up
// to a minute) and carries on when it answers. A stop (SIGINT/SIGTERM) lets the job in hand
// finish and be reported, or hands it back unprinted if it had not reached the printer.

export interface DaemonOptions {
  name: string;
  /** Seconds between check-ins while there is nothing to print. */
  intervalS: number;
  /** Do one round (check in, print what is queued) and return. */
  once: boolean;
  /** How long to follow one job before giving it up. */
  jobTimeoutMs: number;
  log: (line: string) => void;
}

export interface Daemon {
  run(): Promise<void>;
  /** Finish (or hand back) the job in hand, then return from run(). */
  stop(): void;
}

/** The wait after `failures` calls in a row found the server away: from the interval, doubling, at most a minute. */
export const serverAwayDelayMs = (failures: number, intervalMs: number) => backoffMs(failures, intervalMs, 60_000);

export function createDaemon(client: DaemonClient, printing: Printing, options: DaemonOptions): Daemon {
  let stopping = false;
  let wake: (() => void) | null = null;
  const intervalMs = options.intervalS * 1000;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function checkIn(): Promise<number> {
    const all = await printing.listPrinters();
    const printers = realPrinters(all);
    await client.checkIn({ name: options.name, platform: printing.platform, printers });
    return printers.length;
  }

  /** A job's outcome must reach the server (else the job stays held): retry while it is away. */
  async function report(job: ClaimedJob, outcome: Parameters<DaemonClient["report"]>[1]): Promise<void> {
    for (let failures = 1; ; failures++) {
      try {
        return await client.report(job, outcome);
      } catch (error) {
        if (!(error instanceof ServerAwayError) || (stopping && failures >= 3)) throw error;
        const delay = serverAwayDelayMs(failures, Math.min(intervalMs, 2000));
        options.log(`job ${job.id}: cannot report (${error.message}); trying again in ${Math.round(delay / 1000)} s`);
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  /** Print one claimed job and report what became of it. */
  async function printJob(job: ClaimedJob): Promise<void> {
    const started = Date.now();
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), "ledgerline-print-"));
    try {
      const pdf = await client.pdf(job);
      if (stopping) {
        await report(job, { outcome: "released" });
        options.log(`job ${job.id} "${job.title}" → ${job.printer}: released (stopping)`);
        return;
      }
      // The title is the file's name for the spooler: keep it to safe characters.
      const file = path.join(folder, `${job.title.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 80) || `job-${job.id}`}.pdf`);
      await fs.writeFile(file, pdf);
      const outcome = await printing.print({ printer: job.printer, title: job.title, file, timeoutMs: options.jobTimeoutMs });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (outcome.ok) {
        await report(job, { outcome: "printed", systemJobId: outcome.systemJobId });
        options.log(
          `job ${job.id} "${job.title}" → ${job.printer}: printed${outcome.systemJobId ? ` as ${outcome.systemJobId}` : ""} in ${seconds} s`,
        );
      } else {
        await report(job, { outcome: "failed", error: outcome.error, systemJobId: outcome.systemJobId });
        const retry =
          job.attempt < job.maxAttempts ? ` (attempt ${job.attempt} of ${job.maxAttempts}; the server retries it)` : " (last attempt)";
        options.log(`job ${job.id} "${job.title}" → ${job.printer}: failed: ${outcome.error}${retry}`);
      }
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  }

  /** Claim and print until the queue is empty for our printers. */
  async function drain(): Promise<void> {
    while (!stopping) {
      const job = await client.claim();
      if (!job) return;
      await printJob(job);
    }
  }

  return {
    stop() {
      stopping = true;
      wake?.();
    },
    async run() {
      let failures = 0;
      let lastCount = -1;
      while (!stopping) {
        try {
          const count = await checkIn();
          if (failures > 0) options.log(`server answers again: resuming`);
          if (count !== lastCount) options.log(`${count} printer(s) reported`);
          lastCount = count;
          failures = 0;
          await drain();
          if (options.once) return;
          await sleep(intervalMs);
        } catch (error) {
          if (!(error instanceof ServerAwayError)) throw error;
          failures += 1;
          if (options.once) throw error;
          const delay = serverAwayDelayMs(failures, intervalMs);
          options.log(`${error.message}; trying again in ${Math.round(delay / 1000)} s`);
          await sleep(delay);
        }
      }
    },
  };
}
