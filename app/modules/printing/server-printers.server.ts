import { execFile } from "node:child_process";
import { parseDefault, parseDevices, parseLpstatPrinters } from "./cups-parse";
import type { ReportedPrinter } from "./printers";

// The server machine's own CUPS printers, for an office that runs the server on the machine the
// printer hangs off. Read only when LEDGERLINE_SERVER_CUPS=on: a server in a data center has no
// printer worth offering, and the jobs for these printers are printed by a `ledgerline-print`
// running on the same machine (which reports the same printers; the list shows each once).
// Read with LANG=C through lpstat (no shell), and kept for a few seconds: the screen asks often.

const CACHE_MS = 5_000;
let cache: { at: number; printers: ReportedPrinter[] } | null = null;

const lpstat = (args: string[]) =>
  new Promise<string>((resolve) => {
    execFile("lpstat", args, { env: { ...process.env, LANG: "C", LC_ALL: "C" }, timeout: 5_000 }, (error, stdout) =>
      resolve(error ? "" : stdout),
    );
  });

export async function serverPrinters(): Promise<ReportedPrinter[]> {
  if (process.env.LEDGERLINE_SERVER_CUPS !== "on") return [];
  if (cache && Date.now() - cache.at < CACHE_MS) return cache.printers;
  const [devices, defaults, states] = await Promise.all([lpstat(["-v"]), lpstat(["-d"]), lpstat(["-p"])]);
  const defaultName = parseDefault(defaults);
  const stateOf = new Map(parseLpstatPrinters(states).map((p) => [p.name, p]));
  const printers: ReportedPrinter[] = [...parseDevices(devices)].map(([name, deviceUri]) => ({
    name,
    deviceUri,
    isDefault: name === defaultName,
    state: stateOf.get(name)?.state ?? "unknown",
    stateReasons: stateOf.get(name)?.messages ?? [],
  }));
  cache = { at: Date.now(), printers };
  return printers;
}
