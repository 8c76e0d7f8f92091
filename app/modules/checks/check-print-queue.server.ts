import type { Knex } from "knex";
import type { CompanyContext } from "~/modules/companies/companies.server";
import {
  insertPrintJobs,
  jobPdf,
  listPrinters,
  MAX_JOBS_PER_REQUEST,
  PRINT_MESSAGES,
  type PrintDaemon,
  type PrintJobView,
  waitingPaymentIds,
} from "~/modules/printing/print-jobs.server";
import { DomainError } from "~/utils/errors";
import { isUniqueViolation } from "~/utils/model";
import { payBillCheckPdf } from "./check-pdf.server";
import { isChequeMethod } from "./checks.server";
import { getCheckLayout } from "./check-layouts.server";
import { completeStubVisibility, type StubChoices, type StubVisibilityInput } from "./layout";
import { stubVisibilitySchema } from "./layout-schema";

// Checks on the print queue: which pay bills have a check to print, and the check's PDF a daemon
// fetches. The queue itself (app/modules/printing/) knows nothing of checks: it is handed the PDF
// renderer, and this module decides what is printable before it queues the jobs.

/** One queued job per pay bill (its check), all or nothing; refused when a pay bill is not printable. */
export async function queuePrintJobs(
  db: Knex,
  ctx: CompanyContext,
  input: { paymentIds: readonly number[]; printer: string; stubChoices?: StubChoices | null },
): Promise<PrintJobView[]> {
  const printer = input.printer.trim();
  if (!printer) throw new DomainError(PRINT_MESSAGES.noPrinter, 400, { printer: [PRINT_MESSAGES.noPrinter] });
  const ids = [...new Set(input.paymentIds)];
  if (ids.length === 0) throw new DomainError(PRINT_MESSAGES.noChecks, 400, { paymentIds: [PRINT_MESSAGES.noChecks] });
  if (ids.length > MAX_JOBS_PER_REQUEST) throw new DomainError(PRINT_MESSAGES.tooMany(MAX_JOBS_PER_REQUEST), 400);
  const available = await listPrinters(db, ctx);
  if (!available.some((p) => p.name === printer)) {
    throw new DomainError(PRINT_MESSAGES.printerUnavailable(printer), 400, { printer: [PRINT_MESSAGES.printerUnavailable(printer)] });
  }

  try {
    return await insertJobs(db, ctx, ids, printer, input.stubChoices ?? null);
  } catch (error) {
    // A Print of the same check that committed between our check and our insert.
    if (isUniqueViolation(error)) throw new DomainError(PRINT_MESSAGES.waitingAny, 409);
    throw error;
  }
}

async function insertJobs(
  db: Knex,
  ctx: CompanyContext,
  ids: number[],
  printer: string,
  stubChoices: StubChoices | null,
): Promise<PrintJobView[]> {
  return db.transaction(async (trx) => {
    // Locked in id order: a simultaneous Print of the same checks waits here, then sees the jobs.
    const payments = await trx("billPayments")
      .where({ companyId: ctx.companyId })
      .whereIn("id", ids)
      .orderBy("id")
      .forUpdate()
      .select("id", "number", "paymentMethod", "status", "isWriteCheckDone", "isPrintCheckDone");
    if (payments.length !== ids.length) throw new DomainError(PRINT_MESSAGES.payBillNotFound, 404);
    const waiting = await waitingPaymentIds(trx, ctx.companyId, ids);
    const problems: string[] = [];
    for (const p of payments) {
      if (!isChequeMethod(p.paymentMethod)) problems.push(PRINT_MESSAGES.notCheque(p.number));
      else if (p.status === "Void") problems.push(PRINT_MESSAGES.voided(p.number));
      else if (!p.isWriteCheckDone) problems.push(PRINT_MESSAGES.notWritten(p.number));
      else if (p.isPrintCheckDone) problems.push(PRINT_MESSAGES.printed(p.number));
      else if (waiting.has(Number(p.id))) problems.push(PRINT_MESSAGES.waiting(p.number));
    }
    if (problems.length) throw new DomainError(problems.join("\n"), 400, { paymentIds: problems });

    // In the order the user chose them, so the checks come out of the printer in that order.
    return insertPrintJobs(trx, ctx, ids, printer, stubChoices);
  });
}

/**
 * The check's PDF of a job this daemon holds, rendered now: the saved layout's field positions, and
 * the stub choices the screen showed when Print was pressed (the saved ones when none were sent).
 */
export async function checkJobPdf(db: Knex, daemon: PrintDaemon, jobId: number): Promise<Uint8Array> {
  return jobPdf(db, daemon, jobId, (db, ctx, paymentId, kept) =>
    payBillCheckPdf(db, ctx.companyId, paymentId, ctx.today, keptStubChoices(kept)),
  );
}

/** The stub choices kept on a job, read defensively (a row written by hand or by an older build). */
function keptStubChoices(kept: unknown): Partial<StubChoices> {
  if (!kept || typeof kept !== "object") return {};
  const { stubFields, showStubTitles } = kept as { stubFields?: unknown; showStubTitles?: unknown };
  const flags = stubVisibilitySchema.safeParse(stubFields);
  return {
    ...(flags.success ? { stubFields: completeStubVisibility(flags.data) } : {}),
    ...(typeof showStubTitles === "boolean" ? { showStubTitles } : {}),
  };
}

/** The stub choices sent over the saved layout's, or none (the saved layout's then) when none were sent. */
export async function stubChoicesOverSaved(
  db: Knex,
  companyId: number,
  body: { stubFieldVisibility?: StubVisibilityInput; showStubTitles?: boolean },
): Promise<StubChoices | null> {
  if (body.stubFieldVisibility === undefined && body.showStubTitles === undefined) return null;
  const saved = await getCheckLayout(db, companyId);
  return {
    stubFields: completeStubVisibility(body.stubFieldVisibility, saved.stubFields),
    showStubTitles: body.showStubTitles ?? saved.showStubTitles,
  };
}
