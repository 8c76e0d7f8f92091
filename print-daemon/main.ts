// ledgerline-print — the print daemon on the office machine: reports its real printers to the
// Ledgerline server and prints the checks queued for them.
//   npx ledgerline-print --server https://books.example.com --token <a print key: `ledgerline tokens create --company N --print`>
import os from "node:os";
import { Command, InvalidArgumentError } from "commander";
import { httpClient, ServerRefusedError } from "./client";
import { createDaemon } from "./daemon";
import { printingFor } from "./platform";
import type { Printing } from "./printing";

export interface MainIO {
  log(line: string): void;
  error(line: string): void;
  /** For tests: a printing implementation instead of the platform's. */
  printing?: Printing;
  /** For tests: no signal handlers. */
  signals?: boolean;
}

const seconds = (value: string) => {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0.1 || n > 3600) throw new InvalidArgumentError("give a number of seconds from 0.1 to 3600.");
  return n;
};

const url = (value: string) => {
  try {
    const parsed = new URL(value);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new Error();
    return parsed.toString().replace(/\/+$/, "");
  } catch {
    throw new InvalidArgumentError("give the server's address, such as http://localhost:3000.");
  }
};

export async function main(
  argv: string[] = process.argv,
  io: MainIO = { log: (line) => process.stdout.write(`${line}\n`), error: (line) => process.stderr.write(`${line}\n`) },
): Promise<number> {
  const program = new Command()
    .name("ledgerline-print")
    .description("Print the checks queued on a Ledgerline server to this machine's printers.")
    .requiredOption("--server <url>", "the Ledgerline server, such as http://localhost:3000", url)
    .requiredOption(
      "--token <token>",
      "a print key of the company (Settings › Integration Keys, or ledgerline tokens create --company N --print)",
    )
    .option("--interval <seconds>", "how often to report the printers and look for checks", seconds, 5)
    .option("--name <name>", "this daemon's name on the Print Check screen", os.hostname())
    .option("--job-timeout <seconds>", "give up a job the printer has not finished after this long", seconds, 120)
    .option("--once", "report the printers, print what is queued, and exit")
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.log(s.trimEnd()), writeErr: (s) => io.error(s.trimEnd()) });
  try {
    program.parse(argv);
  } catch (error) {
    const code = (error as { exitCode?: number }).exitCode;
    return typeof code === "number" ? code : 1;
  }
  const opts = program.opts<{ server: string; token: string; interval: number; name: string; jobTimeout: number; once?: boolean }>();
  const stamp = () => new Date().toISOString();
  const printing = io.printing ?? (await printingFor());
  const daemon = createDaemon(httpClient(opts.server, opts.token), printing, {
    name: opts.name,
    intervalS: opts.interval,
    once: Boolean(opts.once),
    jobTimeoutMs: opts.jobTimeout * 1000,
    log: (line) => io.log(`${stamp()} ${line}`),
  });
  const onSignal = (signal: string) => {
    io.log(`${stamp()} ${signal}: finishing the job in hand, then stopping`);
    daemon.stop();
  };
  if (io.signals !== false) {
    process.once("SIGINT", () => onSignal("SIGINT"));
    process.once("SIGTERM", () => onSignal("SIGTERM"));
  }
  io.log(`${stamp()} ledgerline-print ${opts.name} (${printing.platform}) → ${opts.server}`);
  try {
    await daemon.run();
    io.log(`${stamp()} stopped`);
    return 0;
  } catch (error) {
    if (error instanceof ServerRefusedError) io.error(`The server refused: ${error.message}`);
    else io.error(`ledgerline-print: ${(error as Error).message}`);
    return 1;
  }
}
