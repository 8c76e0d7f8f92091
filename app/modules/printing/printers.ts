import * as z from "zod";
import { safeString } from "../../lib/zod-helpers";

// What the server and the print daemon both know of printers and of the daemon's calls: which
// printers are virtual (a PDF writer, a fax, a preview is no place for a check), the shapes the
// daemon sends and receives, and how long a failure waits. Client-safe: no I/O, no server code.

/** Names that mark a virtual printer, matched case-insensitively where a word of the name starts. */
const VIRTUAL_PRINTER_NAMES = [
  "pdf",
  "xps",
  "fax",
  "preview",
  "save as",
  "print to",
  "microsoft print to pdf",
  "microsoft xps",
  "cups-pdf",
] as const;

/** Device URI schemes of printers that write files or send faxes instead of putting ink on paper. */
const VIRTUAL_DEVICE_SCHEMES = ["cups-pdf", "file", "pdf", "fax", "cups-fax", "xpsport", "portprompt", "nul"];

/** Windows port names of the same kind (Microsoft Print to PDF prints to PORTPROMPT:, XPS to XPSPort:). */
const VIRTUAL_PORTS = /^(portprompt|xpsport|nul|file):?$/i;

export interface PrinterIdentity {
  name: string;
  /** The printing system's device: a CUPS device-uri (`ipp://…`, `cups-pdf:/`) or a Windows port. */
  deviceUri?: string | null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A listed name where a word of the printer's name starts: "Fax" and "PDFwriter" match, "Fairfax" does not. */
const VIRTUAL_NAME = new RegExp(`(?:^|[^a-z0-9])(?:${VIRTUAL_PRINTER_NAMES.map((n) => escape(n)).join("|")})`);

/** True for a printer that prints nothing on paper: by its name (the spec's list) or by its device. */
export function isVirtualPrinter(printer: PrinterIdentity): boolean {
  // Separators in names ("Save_as_PDF", "Microsoft-Print-to-PDF") count as spaces.
  const name = printer.name.toLowerCase().replace(/[_.]+/g, " ").replace(/\s+/g, " ");
  if (VIRTUAL_NAME.test(name) || VIRTUAL_NAME.test(name.replace(/-/g, " "))) return true;
  const device = (printer.deviceUri ?? "").trim().toLowerCase();
  if (!device) return false;
  if (VIRTUAL_PORTS.test(device)) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(device)?.[1];
  return scheme !== undefined && VIRTUAL_DEVICE_SCHEMES.includes(scheme);
}

/** The real printers, the default first, then by name. */
export function realPrinters<T extends PrinterIdentity & { isDefault: boolean }>(printers: readonly T[]): T[] {
  return printers
    .filter((p) => !isVirtualPrinter(p))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name));
}

// ---- The daemon's calls ----

// Every text the daemon sends passes the shared text rule (no lone surrogates: PostgreSQL's JSON and
// text refuse them), after its own message for control characters where it has one.
const printerName = safeString(
  z
    .string()
    .trim()
    .min(1, "A printer needs a name.")
    .max(255)
    .regex(/^[^\p{Cc}]*$/u, "A printer name must not contain control characters."),
);

const reportedPrinterSchema = z.object({
  name: printerName,
  isDefault: z.boolean().default(false),
  /** idle, printing, stopped, offline, unknown */
  state: safeString(z.string().trim().max(50)).default("unknown"),
  stateReasons: z
    .array(safeString(z.string().trim().max(200)))
    .max(50)
    .default([]),
  deviceUri: safeString(z.string().trim().max(1000)).nullable().default(null),
});
export type ReportedPrinter = z.infer<typeof reportedPrinterSchema>;

export const checkInSchema = z.object({
  name: safeString(
    z
      .string()
      .trim()
      .min(1, "The daemon needs a name.")
      .max(255)
      .regex(/^[^\p{Cc}]*$/u, "The daemon's name must not contain control characters."),
  ),
  platform: safeString(z.string().trim().min(1, "The platform is required.").max(50)),
  printers: z.array(reportedPrinterSchema, { error: "printers must be a list of printers." }).max(500),
});
export type CheckIn = z.infer<typeof checkInSchema>;

/**
 * What a print job prints, as the queue knows it: the kind of row and its id. Each kind is a foreign
 * key of print_jobs (billPayment: payment_id, a pay bill's check; customerRefund: refund_id, a
 * refund's cheque); the queue never reads those rows: who queues a job names it, titles it and
 * renders it (ADR 0059).
 */
export const PRINT_TARGET_KINDS = ["billPayment", "customerRefund"] as const;
export type PrintTargetKind = (typeof PRINT_TARGET_KINDS)[number];
export interface PrintTarget {
  kind: PrintTargetKind;
  id: number;
}

/** A job a daemon claimed: what it prints, where, and under which name. */
export interface ClaimedJob {
  id: number;
  companyId: number;
  /** What it prints: a pay bill's check or a refund's cheque. */
  target: PrintTarget;
  printer: string;
  /** The job's title in the printing system: the check's number (PAY-0001, RF-0001) and the payee. */
  title: string;
  attempt: number;
  maxAttempts: number;
  /** Where to fetch the PDF, relative to the server. */
  pdfPath: string;
}

export const reportSchema = z.discriminatedUnion(
  "outcome",
  [
    z.object({ outcome: z.literal("printed"), systemJobId: safeString(z.string().trim().max(255)).optional() }),
    z.object({
      outcome: z.literal("failed"),
      error: safeString(z.string().trim().min(1, "Say why the job failed.").max(2000), { multiline: true }),
      systemJobId: safeString(z.string().trim().max(255)).optional(),
    }),
    // The daemon stopped before sending the job to the printer: it goes back to the queue, no attempt spent.
    z.object({ outcome: z.literal("released") }),
  ],
  { error: "outcome must be printed, failed or released." },
);
export type JobReport = z.infer<typeof reportSchema>;

/** A daemon that has not checked in for this long is away: its printers are no longer offered. */
export const DAEMON_FRESH_MS = 30_000;

/**
 * How long to wait before try `attempt` + 1 after `attempt` failures: doubling from `baseMs`,
 * at most `maxMs`. Shared by the queue's retries and the daemon's back-off from an absent server.
 */
export function backoffMs(attempt: number, baseMs: number, maxMs: number): number {
  if (attempt <= 0) return 0;
  return Math.min(maxMs, baseMs * 2 ** Math.min(attempt - 1, 30));
}
