// (Pure functions: shared by the print daemon and the server's own printer list.)
// Reading what CUPS's command-line tools print (always run with LANG=C, so the words are these).
// node-cups reads `lpstat -p` word by word and takes a state-reason line ("\tPaper jam in tray 2")
// for a printer named "jam", and loses the request id `lp` prints when it does not match its
// pattern; these parsers read each line by its whole shape instead.

/** `lpstat -v`: "device for NAME: URI" per printer → name → device URI. */
export function parseDevices(stdout: string): Map<string, string> {
  const devices = new Map<string, string>();
  for (const line of stdout.split(/\r?\n/)) {
    const match = /^device for (\S+?): (.*)$/.exec(line);
    if (match) devices.set(match[1], match[2].trim());
  }
  return devices;
}

/** `lpstat -d`: "system default destination: NAME", or none. */
export function parseDefault(stdout: string): string | null {
  return /^system default destination: (\S+)\s*$/m.exec(stdout)?.[1] ?? null;
}

export interface LpstatPrinter {
  name: string;
  state: "idle" | "printing" | "stopped" | "unknown";
  /** The lines CUPS prints under the printer: its state message ("Paper jam in tray 2"), "Rejecting Jobs"… */
  messages: string[];
}

/** `lpstat -p`: a printer per "printer NAME …" line; the indented lines below it belong to it. */
export function parseLpstatPrinters(stdout: string): LpstatPrinter[] {
  const printers: LpstatPrinter[] = [];
  for (const line of stdout.split(/\r?\n/)) {
    const head = /^printer (\S+) (?:is )?(idle|now printing|disabled)?/.exec(line);
    if (head) {
      const word = head[2];
      printers.push({
        name: head[1],
        state: word === "idle" ? "idle" : word === "now printing" ? "printing" : word === "disabled" ? "stopped" : "unknown",
        messages: [],
      });
      continue;
    }
    const last = printers[printers.length - 1];
    if (last && /^\s+\S/.test(line)) last.messages.push(line.trim());
  }
  return printers;
}

/**
 * IPP printer-state-reasons ("media-jam-error", "paused", "offline-report", "none") → the reasons
 * that matter, without "none" and without the -report/-warning/-error severity suffix, and whether
 * one of them stops printing.
 */
export function parseStateReasons(raw: unknown): { reasons: string[]; blocking: boolean } {
  const list = (Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw]).map((r) => String(r).trim()).filter(Boolean);
  const reasons: string[] = [];
  let blocking = false;
  for (const reason of list) {
    if (reason === "none") continue;
    const severity = /-(report|warning|error)$/.exec(reason)?.[1];
    const base = severity ? reason.slice(0, -severity.length - 1) : reason;
    if (
      severity === "error" ||
      ["paused", "offline", "shutdown", "stopped", "media-jam", "door-open", "cups-missing-filter"].includes(base)
    ) {
      blocking = true;
    }
    if (!reasons.includes(base)) reasons.push(base);
  }
  return { reasons, blocking };
}

/**
 * `lp`'s answer "request id is QUEUE-1234 (1 file(s))" → the request id and the job number. The
 * queue name may hold dashes and the id may be long: the job number is the digits after the last dash.
 */
export function parseRequestId(stdout: string): { requestId: string; jobId: number } | null {
  const match = /request id is (\S+-(\d+))\b/.exec(stdout);
  if (!match) return null;
  const jobId = Number(match[2]);
  return Number.isSafeInteger(jobId) && jobId > 0 ? { requestId: match[1], jobId } : null;
}

/** IPP job-state (an enum CUPS sends as a number, `ipp` as its keyword) → how the job ended, or null while it runs. */
export function jobOutcome(state: unknown): "completed" | "canceled" | "aborted" | null {
  const byNumber: Record<number, "completed" | "canceled" | "aborted"> = { 9: "completed", 7: "canceled", 8: "aborted" };
  if (typeof state === "number") return byNumber[state] ?? null;
  const word = String(state ?? "").toLowerCase();
  if (word === "completed" || word === "canceled" || word === "aborted") return word;
  if (word === "cancelled") return "canceled";
  return null;
}
