import type { Knex } from "knex";
import type { CompanyContext } from "~/modules/companies/companies.server";

// The print queue (issue 14): a check to print is a row of print_jobs, claimed and printed by a
// `ledgerline-print` daemon on the office machine, which also reports the printers it can reach.
//
// This file fixes the interface the Print Check screen codes against; the queue itself is being
// built on the print-queue branch, which replaces these bodies.

export type PrintJobState = "queued" | "sent" | "printed" | "failed" | "cancelled";

export interface PrinterView {
  /** The printer's name as the printing system knows it (CUPS queue name, Windows printer name). */
  name: string;
  isDefault: boolean;
  /** What the printing system says of it: "idle", "printing", "stopped", … */
  state: string;
  /** Who reported it: a print daemon (its name) or the server machine's own CUPS. */
  source: { kind: "daemon"; daemonName: string } | { kind: "server" };
}

export interface PrintJobView {
  id: number;
  paymentId: number;
  paymentNumber: string;
  printer: string;
  state: PrintJobState;
  attempts: number;
  error: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The real printers the company's checks can be sent to, the default first (virtual printers filtered out). */
export async function listPrinters(_db: Knex, _ctx: CompanyContext): Promise<PrinterView[]> {
  throw new Error("The print queue is not built yet.");
}

/** One queued job per pay bill (its check), all or nothing; refused when a pay bill is not printable. */
export async function queuePrintJobs(
  _db: Knex,
  _ctx: CompanyContext,
  _input: { paymentIds: readonly number[]; printer: string },
): Promise<PrintJobView[]> {
  throw new Error("The print queue is not built yet.");
}

/** The jobs with these ids in the company (the screen follows its jobs with this). */
export async function printJobsOf(_db: Knex, _companyId: number, _ids: readonly number[]): Promise<PrintJobView[]> {
  throw new Error("The print queue is not built yet.");
}
