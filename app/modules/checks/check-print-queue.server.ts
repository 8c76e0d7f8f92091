import type { Knex } from "knex";
import type { CompanyContext } from "~/modules/companies/companies.server";
import {
  insertPrintJobs,
  jobPdf,
  listPrinters,
  MAX_JOBS_PER_REQUEST,
  PRINT_MESSAGES,
  printTargetKey,
  type PrintDaemon,
  type PrintJobView,
  type PrintTarget,
  waitingTargets,
} from "~/modules/printing/print-jobs.server";
import { DomainError } from "~/utils/errors";
import { isUniqueViolation } from "~/utils/model";
import { checkKindOf, checkPdf, checkStates, selectedChecks, type CheckSelection } from "./check-kinds.server";
import { getCheckLayout } from "./check-layouts.server";
import { completeStubVisibility, keptPlacement, type CheckPlacement, type StubChoices, type StubVisibilityInput } from "./layout";
import { stubVisibilitySchema } from "./layout-schema";

// Checks on the print queue: which checks (pay bills', refunds') may be queued, and the check's PDF
// a daemon fetches. The queue itself (app/modules/printing/) knows nothing of checks: it is handed
// each job's target, number and title and the PDF renderer, and this module decides what is
// printable before it queues the jobs (ADR 0059).

/** One queued job per check (a pay bill's, a refund's), all or nothing; refused when a check is not printable. */
export async function queuePrintJobs(
  db: Knex,
  ctx: CompanyContext,
  input: CheckSelection & { printer: string; stubChoices?: StubChoices | null; placement?: Partial<CheckPlacement> | null },
): Promise<PrintJobView[]> {
  const printer = input.printer.trim();
  if (!printer) throw new DomainError(PRINT_MESSAGES.noPrinter, 400, { printer: [PRINT_MESSAGES.noPrinter] });
  const targets = selectedChecks(input);
  if (targets.length === 0) throw new DomainError(PRINT_MESSAGES.noChecks, 400, { paymentIds: [PRINT_MESSAGES.noChecks] });
  if (targets.length > MAX_JOBS_PER_REQUEST) throw new DomainError(PRINT_MESSAGES.tooMany(MAX_JOBS_PER_REQUEST), 400);
  const available = await listPrinters(db, ctx);
  if (!available.some((p) => p.name === printer)) {
    throw new DomainError(PRINT_MESSAGES.printerUnavailable(printer), 400, { printer: [PRINT_MESSAGES.printerUnavailable(printer)] });
  }

  try {
    // What the print chose (stub choices, stock, offsets) is kept on each job; the rest is the saved defaults.
    const chosen = input.stubChoices || input.placement ? { ...input.stubChoices, ...input.placement } : null;
    return await insertJobs(db, ctx, targets, printer, chosen);
  } catch (error) {
    // A Print of the same check that committed between our check and our insert.
    if (isUniqueViolation(error)) throw new DomainError(PRINT_MESSAGES.waitingAny, 409);
    throw error;
  }
}

async function insertJobs(
  db: Knex,
  ctx: CompanyContext,
  targets: PrintTarget[],
  printer: string,
  renderOptions: (Partial<StubChoices> & Partial<CheckPlacement>) | null,
): Promise<PrintJobView[]> {
  return db.transaction(async (trx) => {
    // Locked in id order, kind by kind: a simultaneous Print of the same checks waits here, then sees the jobs.
    const states = await checkStates(trx, ctx.companyId, targets, true);
    const missing = targets.find((t) => !states.has(printTargetKey(t)));
    if (missing) throw new DomainError(checkKindOf(missing).words.noneFound, 404);
    const waiting = await waitingTargets(trx, ctx.companyId, targets);
    const problems = targets.flatMap((t) => {
      const state = states.get(printTargetKey(t))!;
      if (state.refusal !== null) return [state.refusal];
      return waiting.has(printTargetKey(t)) ? [checkKindOf(t).words.waiting(state.number)] : [];
    });
    if (problems.length) throw new DomainError(problems.join("\n"), 400, { paymentIds: problems });

    // In the order the user chose them, so the checks come out of the printer in that order.
    const jobs = targets.map((target) => {
      const { number, payee } = states.get(printTargetKey(target))!;
      return { target, number, title: `${number} ${payee}`.trim() };
    });
    return insertPrintJobs(trx, ctx, jobs, printer, renderOptions);
  });
}

/**
 * The check's PDF of a job this daemon holds (a pay bill's check or a refund's cheque), rendered
 * now: the saved layout's field positions, and the stub choices the screen showed when Print was
 * pressed (the saved ones when none were sent).
 */
export async function checkJobPdf(db: Knex, daemon: PrintDaemon, jobId: number): Promise<Uint8Array> {
  return jobPdf(db, daemon, jobId, (db, ctx, target, kept) =>
    checkPdf(db, ctx.companyId, target, ctx.today, { ...keptStubChoices(kept), placement: keptPlacement(kept) }),
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
