import type { ReportedPrinter } from "../app/modules/printing/printers";

// One way to print, whatever the operating system: list the printers, print a PDF file and say
// how it ended. CUPS on Linux and macOS, the Windows spooler on Windows.

export type PrintOutcome = { ok: true; systemJobId?: string } | { ok: false; error: string; systemJobId?: string };

export interface PrintRequest {
  printer: string;
  /** The job's title in the printing system. */
  title: string;
  /** A PDF file on disk. */
  file: string;
  /** Give up following the job after this long (a job for an unreachable printer never ends). */
  timeoutMs: number;
}

export interface Printing {
  readonly platform: string;
  /** Every printer the system knows, virtual ones included (the caller filters). */
  listPrinters(): Promise<ReportedPrinter[]>;
  /** Send the file and follow the job until it ends, fails or times out. Never throws for a printer problem. */
  print(request: PrintRequest): Promise<PrintOutcome>;
}
