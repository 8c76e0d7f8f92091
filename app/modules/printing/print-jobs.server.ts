import type { Knex } from "knex";
import { companyContext, memberCompanyIds, type CompanyContext } from "~/modules/companies/companies.server";
import { keyMayPrint } from "~/modules/companies/policy";
import { DomainError } from "~/utils/errors";
import { PrintJob, type PrintJobState } from "./print-job.model";
import {
  backoffMs,
  DAEMON_FRESH_MS,
  PRINT_TARGET_KINDS,
  realPrinters,
  type CheckIn,
  type ClaimedJob,
  type JobReport,
  type PrintTarget,
  type PrintTargetKind,
  type ReportedPrinter,
} from "./printers";
import { serverPrinters } from "./server-printers.server";

// The print queue: a check to print is a row of print_jobs, claimed and printed by a
// `ledgerline-print` daemon on the office machine, which also reports the printers it can reach.
// This module owns print_jobs and print_daemons; it imports nothing of checks and reads none of the
// rows its jobs print: a job points at its target (a pay bill's check, a refund's cheque: one
// foreign key per kind, PrintTarget) and keeps the number and title its caller gave it; what is
// printable and how a job's PDF is rendered are the caller's (app/modules/checks/
// check-print-queue.server.ts; ADR 0059).
//
// - The Print button queues one job per check, all or nothing, each check printable (the caller's
//   rules) and no job already waiting for it (a partial unique index per kind stands behind it).
// - A daemon is its API token; it prints for the companies of the token's user, on the printers it
//   reported. A claim takes the oldest queued job for one of them with FOR UPDATE SKIP LOCKED, so
//   two daemons never take the same job.
// - The daemon reports printed or failed. A failure with attempts left goes back to the queue after
//   a growing wait; the last one stays failed with its error. Marking the check printed (Issued)
//   is the user's "Yes, Done", not the job's outcome: a printer can say "done" and jam.

export type { PrintJobState } from "./print-job.model";
export type { PrintTarget, PrintTargetKind } from "./printers";

export interface PrinterView {
  /** The printer's name as the printing system knows it (CUPS queue name, Windows printer name). */
  name: string;
  isDefault: boolean;
  /** What the printing system says of it: "idle", "printing", "stopped", … */
  state: string;
  /** Who reported it: a print daemon (its name) or the server machine's own CUPS. */
  source: { kind: "daemon"; daemonName: string } | { kind: "server" };
  /** Why it is in that state, as the printing system words it ("media-jam", "paused"); empty when nothing is wrong. */
  stateReasons: string[];
}

export interface PrintJobView {
  id: number;
  /** What it prints */
  target: PrintTarget;
  /** The number of what it prints: the pay bill's (PAY-0001) or the refund's (RF-0001) */
  number: string;
  /** The pay bill whose check it prints; null for a refund's cheque */
  paymentId: number | null;
  /** The refund whose cheque it prints; null for a pay bill's check */
  refundId: number | null;
  /** `number` under its first name (the pay bills' clients read it) */
  paymentNumber: string;
  printer: string;
  state: PrintJobState;
  attempts: number;
  error: string | null;
  createdAt: string;
  updatedAt: string;
  maxAttempts: number;
}

export const PRINT_MESSAGES = {
  noPrinter: "Please select a printer before printing.",
  noChecks: "Please select at least one check to print.",
  tooMany: (max: number) => `At most ${max} checks can be printed at once.`,
  printerUnavailable: (name: string) => `The printer "${name}" is not available. Refresh the printer list and choose another printer.`,
  payBillNotFound: "Pay bill not found.",
  notCheque: (number: string) => `Pay bill ${number} is not paid by Cheque: there is no check to print.`,
  notWritten: (number: string) => `The check for pay bill ${number} has not been written yet (Banking > Write Check).`,
  printed: (number: string) => `The check for pay bill ${number} is already printed.`,
  voided: (number: string) => `The check for pay bill ${number} is void.`,
  waitingAny: "One of these checks is already waiting to print.",
  waiting: (number: string) => `The check for pay bill ${number} is already waiting to print.`,
  jobNotFound: "Print job not found.",
  jobNotYours: "This print job is not held by this print daemon.",
  daemonTokenRequired: "A print daemon signs in with an API token (Authorization: Bearer …), made with `ledgerline tokens create`.",
  daemonUnknown: "This print daemon has not checked in: POST /api/print-daemon/check-in first.",
  abandoned: "The print daemon stopped answering while it held this job; check the printer before printing it again.",
} as const;

/** The most checks one Print sends (a batch of 300 is an office's month). */
export const MAX_JOBS_PER_REQUEST = 500;
/** Tries per job before it stays failed. */
const MAX_ATTEMPTS = 3;
/** The wait before a failed job is tried again: 10 s, then 20 s, … at most 5 min. */
const retryDelayMs = (attempt: number) => backoffMs(attempt, 10_000, 300_000);
/** A job held ("sent") by a daemon that has not checked in for this long is given up as failed. */
const ABANDONED_MS = 120_000;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** The column of print_jobs that points at each kind of target (a foreign key each). */
const TARGET_COLUMNS: Record<PrintTargetKind, "paymentId" | "refundId"> = { billPayment: "paymentId", customerRefund: "refundId" };

/** One key per target, for sets and maps: "billPayment:12". */
export const printTargetKey = (target: PrintTarget) => `${target.kind}:${target.id}`;

/** The target of a job row: the one of its target columns that is set (the CHECK holds exactly one). */
function targetOf(row: Record<string, unknown>): PrintTarget {
  const kind = PRINT_TARGET_KINDS.find((k) => row[TARGET_COLUMNS[k]] !== null && row[TARGET_COLUMNS[k]] !== undefined)!;
  return { kind, id: Number(row[TARGET_COLUMNS[kind]]) };
}

/** Narrow a query to the jobs of these targets (one IN list per kind). */
function ofTargets(query: Knex.QueryBuilder, targets: readonly PrintTarget[]): Knex.QueryBuilder {
  return query.where((w) => {
    for (const kind of PRINT_TARGET_KINDS) {
      const ids = targets.filter((t) => t.kind === kind).map((t) => t.id);
      if (ids.length) w.orWhereIn(TARGET_COLUMNS[kind], ids);
    }
  });
}

/** A job as the queries read it: its columns with its times as the driver gives them. */
type JobRow = Omit<PrintJobView, "createdAt" | "updatedAt" | "target" | "paymentNumber"> & {
  createdAt: Date | string;
  updatedAt: Date | string;
};

const toView = (row: JobRow): PrintJobView => ({
  id: Number(row.id),
  target: targetOf(row as unknown as Record<string, unknown>),
  number: row.number,
  paymentId: row.paymentId === null ? null : Number(row.paymentId),
  refundId: row.refundId === null ? null : Number(row.refundId),
  paymentNumber: row.number,
  printer: row.printer,
  state: row.state,
  attempts: Number(row.attempts),
  maxAttempts: Number(row.maxAttempts),
  error: row.error,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const jobColumns = [
  "j.id",
  "j.paymentId",
  "j.refundId",
  "j.number",
  "j.printer",
  "j.state",
  "j.attempts",
  "j.maxAttempts",
  "j.error",
  "j.createdAt",
  "j.updatedAt",
];

async function ownerOf(db: Knex, companyId: number): Promise<number> {
  const company = await db("companies").where({ id: companyId }).first("ownerId");
  if (!company) throw new DomainError("Not found", 404);
  return Number(company.ownerId);
}

interface DaemonPrinters {
  name: string;
  printers: ReportedPrinter[];
}

/**
 * The daemons that checked in recently, with what they reported: a user's (on any of their tokens),
 * or a company's (its owner's on user tokens, and any on a key of that company; ADR 0069).
 */
async function freshDaemons(db: Knex, of: { userId: number; companyId?: number }): Promise<DaemonPrinters[]> {
  const query = db("printDaemons as d")
    .where("d.lastSeenAt", ">", new Date(Date.now() - DAEMON_FRESH_MS))
    .orderBy("d.lastSeenAt", "desc")
    .select("d.name", "d.printers");
  if (of.companyId === undefined) query.where("d.userId", of.userId);
  else {
    const companyId = of.companyId;
    query
      .join("apiTokens as t", "t.id", "d.tokenId")
      .where((q) => q.where("d.userId", of.userId).whereNull("t.companyId").orWhere("t.companyId", companyId));
  }
  const rows = await query;
  return rows.map((r) => ({ name: r.name, printers: (typeof r.printers === "string" ? JSON.parse(r.printers) : r.printers) ?? [] }));
}

/** The real printers the company's checks can be sent to (its owner's and its keys' daemons), the default first (virtual printers filtered out). */
export async function listPrinters(db: Knex, ctx: CompanyContext): Promise<PrinterView[]> {
  return printersOf(db, { userId: await ownerOf(db, ctx.companyId), companyId: ctx.companyId });
}

/** The real printers of a user's print daemons that checked in recently and the server's own, the default first. */
export async function printersOfUser(db: Knex, userId: number): Promise<PrinterView[]> {
  return printersOf(db, { userId });
}

async function printersOf(db: Knex, of: { userId: number; companyId?: number }): Promise<PrinterView[]> {
  const [daemons, local] = await Promise.all([freshDaemons(db, of), serverPrinters()]);
  const byName = new Map<string, PrinterView & { deviceUri: string | null }>();
  // The most recently seen daemon speaks for a printer two daemons share; the server's own CUPS last.
  for (const daemon of daemons) {
    for (const p of daemon.printers) {
      if (byName.has(p.name)) continue;
      byName.set(p.name, {
        name: p.name,
        isDefault: p.isDefault,
        state: p.state,
        stateReasons: p.stateReasons,
        deviceUri: p.deviceUri,
        source: { kind: "daemon", daemonName: daemon.name },
      });
    }
  }
  for (const p of local) {
    if (!byName.has(p.name)) byName.set(p.name, { ...p, source: { kind: "server" } });
  }
  const printers = realPrinters([...byName.values()]);
  // One default: the first one reported as such.
  let defaultSeen = false;
  return printers.map(({ deviceUri: _device, ...p }) => {
    const isDefault = p.isDefault && !defaultSeen;
    defaultSeen ||= isDefault;
    return { ...p, isDefault };
  });
}

/** The targets among these that already have a job waiting (queued or sent), by printTargetKey. */
export async function waitingTargets(trx: Knex.Transaction, companyId: number, targets: readonly PrintTarget[]): Promise<Set<string>> {
  if (targets.length === 0) return new Set();
  const rows: Record<string, unknown>[] = await ofTargets(
    trx("printJobs").where({ companyId }).whereIn("state", ["queued", "sent"]),
    targets,
  ).select("paymentId", "refundId");
  return new Set(rows.map((r) => printTargetKey(targetOf(r))));
}

/** A job to queue: what it prints, its number (PAY-0001, RF-0001) and its title in the printing system. */
export interface JobToQueue {
  target: PrintTarget;
  number: string;
  title: string;
}

/**
 * Queue one job per check on `printer`, in the order given (the checks come out of the printer
 * in that order), inside the caller's transaction; the caller has checked that each is printable
 * (app/modules/checks/check-print-queue.server.ts).
 */
export async function insertPrintJobs(
  trx: Knex.Transaction,
  ctx: CompanyContext,
  jobs: readonly JobToQueue[],
  printer: string,
  renderOptions: unknown = null,
): Promise<PrintJobView[]> {
  const inserted = await PrintJob.query(trx)
    .insert(
      jobs.map((job) => ({
        companyId: ctx.companyId,
        paymentId: null,
        refundId: null,
        [TARGET_COLUMNS[job.target.kind]]: job.target.id,
        number: job.number,
        title: job.title,
        printer,
        maxAttempts: MAX_ATTEMPTS,
        createdBy: ctx.userId,
        renderOptions: renderOptions === null ? null : JSON.stringify(renderOptions),
      })),
    )
    .returning("id");
  return jobsOf(
    trx,
    ctx.companyId,
    inserted.map((r) => Number(r.id)),
  );
}

async function jobsOf(db: Knex, companyId: number, ids: readonly number[]): Promise<PrintJobView[]> {
  if (ids.length === 0) return [];
  const rows: JobRow[] = await db("printJobs as j").where("j.companyId", companyId).whereIn("j.id", ids).orderBy("j.id").select(jobColumns);
  return rows.map(toView);
}

/** The jobs with these ids in the company (the screen follows its jobs with this). */
export async function printJobsOf(db: Knex, companyId: number, ids: readonly number[]): Promise<PrintJobView[]> {
  return jobsOf(db, companyId, ids);
}

/**
 * Cancel the jobs still waiting (queued) for these checks — for a check printed, voided or taken
 * back before a daemon took it. A job already sent to a printer is left to its outcome. Returns the
 * cancelled jobs. Runs in the caller's transaction when given one.
 */
export async function cancelPrintJobs(db: Knex, companyId: number, targets: readonly PrintTarget[]): Promise<PrintJobView[]> {
  if (targets.length === 0) return [];
  const rows: { id: number }[] = await ofTargets(db("printJobs").where({ companyId, state: "queued" }), targets)
    .update({ state: "cancelled", finishedAt: db.fn.now(), updatedAt: db.fn.now() })
    .returning("id");
  return jobsOf(
    db,
    companyId,
    rows.map((r) => Number(r.id)),
  );
}

// ---- The daemon's side ----

export interface PrintDaemon {
  id: number;
  userId: number;
  name: string;
  printers: string[];
  /** Its token's company and scope when it runs on a company's key (ADR 0069); null on a user token. */
  companyId: number | null;
  scope: string | null;
}

/** The token a daemon signs in with: its id, user and, for a company's key, its company and scope. */
export interface DaemonToken {
  tokenId: number;
  userId: number;
  companyId?: number | null;
  scope?: string | null;
}

const daemonOf = (id: number, token: DaemonToken, name: string, printers: string[]): PrintDaemon => ({
  id,
  userId: token.userId,
  name,
  printers,
  companyId: token.companyId ?? null,
  scope: token.scope ?? null,
});

/**
 * The companies whose jobs a daemon may print: those where its user may `write` — through a
 * company's key, only that company, and only when the key's scope prints (policy.ts).
 */
function daemonCompanyIds(db: Knex, daemon: Pick<PrintDaemon, "userId" | "companyId" | "scope">) {
  const query = memberCompanyIds(db, daemon.userId, "write");
  if (daemon.companyId !== null) query.where("companyId", daemon.companyId);
  if (!keyMayPrint(daemon.scope)) query.whereRaw("false");
  return query;
}

/** A daemon reports in: its name, platform and printers (virtual ones dropped). One row per token. */
export async function checkIn(db: Knex, token: DaemonToken, input: CheckIn): Promise<PrintDaemon> {
  const printers = realPrinters(input.printers);
  const row = {
    userId: token.userId,
    tokenId: token.tokenId,
    name: input.name,
    platform: input.platform,
    printers: JSON.stringify(printers),
    lastSeenAt: db.fn.now(),
    updatedAt: db.fn.now(),
  };
  const [saved] = await db("printDaemons")
    .insert(row)
    .onConflict("tokenId")
    .merge(["name", "platform", "printers", "lastSeenAt", "updatedAt"])
    .returning(["id"]);
  return daemonOf(
    Number(saved.id),
    token,
    input.name,
    printers.map((p) => p.name),
  );
}

/** The daemon of this token, or a 409 asking it to check in first. */
export async function daemonOfToken(db: Knex, token: DaemonToken): Promise<PrintDaemon> {
  const row = await db("printDaemons").where({ tokenId: token.tokenId, userId: token.userId }).first("id", "name", "printers");
  if (!row) throw new DomainError(PRINT_MESSAGES.daemonUnknown, 409);
  const printers: ReportedPrinter[] = (typeof row.printers === "string" ? JSON.parse(row.printers) : row.printers) ?? [];
  return daemonOf(
    Number(row.id),
    token,
    row.name,
    printers.map((p) => p.name),
  );
}

/** Jobs held by daemons of this user that stopped checking in are failed: they may have printed, so never re-queued. */
async function failAbandoned(db: Knex, daemon: PrintDaemon): Promise<void> {
  await db("printJobs")
    .where("state", "sent")
    .whereIn("companyId", daemonCompanyIds(db, daemon))
    .whereIn(
      "claimedBy",
      db("printDaemons")
        .where({ userId: daemon.userId })
        .where("lastSeenAt", "<", new Date(Date.now() - ABANDONED_MS))
        .select("id"),
    )
    .update({ state: "failed", error: PRINT_MESSAGES.abandoned, finishedAt: db.fn.now(), updatedAt: db.fn.now() });
}

/**
 * The oldest queued job this daemon may print (its user's companies, a printer it reported), now
 * "sent" and held by it; null when there is none. Two daemons claiming at once never get the same
 * job: the candidate row is locked with SKIP LOCKED and the update re-checks its state.
 */
export async function claimJob(db: Knex, daemon: PrintDaemon): Promise<ClaimedJob | null> {
  await db("printDaemons").where({ id: daemon.id }).update({ lastSeenAt: db.fn.now() });
  await failAbandoned(db, daemon);
  if (daemon.printers.length === 0) return null;
  return db.transaction(async (trx) => {
    const candidate = await trx("printJobs as j")
      .whereIn("j.companyId", daemonCompanyIds(trx, daemon))
      .where("j.state", "queued")
      .where("j.availableAt", "<=", trx.fn.now())
      .whereIn("j.printer", daemon.printers)
      .orderBy([
        { column: "j.availableAt", order: "asc" },
        { column: "j.id", order: "asc" },
      ])
      .first("j.companyId", "j.id")
      .forUpdate("j")
      .skipLocked();
    if (!candidate) return null;
    const [job] = await trx("printJobs")
      .where({ companyId: candidate.companyId, id: candidate.id, state: "queued" })
      .update({
        state: "sent",
        claimedBy: daemon.id,
        claimedAt: trx.fn.now(),
        attempts: trx.raw("attempts + 1"),
        updatedAt: trx.fn.now(),
      })
      .returning(["companyId", "id", "printer", "attempts", "maxAttempts", "paymentId", "refundId", "title"]);
    if (!job) return null;
    return {
      id: Number(job.id),
      companyId: Number(job.companyId),
      target: targetOf(job),
      printer: job.printer,
      title: String(job.title || `job ${job.id}`),
      attempt: Number(job.attempts),
      maxAttempts: Number(job.maxAttempts),
      pdfPath: `/api/print-daemon/jobs/${job.id}/pdf`,
    };
  });
}

async function heldJob(db: Knex, daemon: PrintDaemon, jobId: number, lock = false) {
  const query = db("printJobs as j")
    .join("companies as c", "c.id", "j.companyId")
    .whereIn("j.companyId", daemonCompanyIds(db, daemon))
    .where("j.id", jobId)
    .first(
      "j.companyId",
      "j.id",
      "j.paymentId",
      "j.refundId",
      "j.state",
      "j.claimedBy",
      "j.attempts",
      "j.maxAttempts",
      "j.renderOptions",
      "c.timezone",
    );
  if (lock) query.forUpdate("j");
  const job = await query;
  // Another user's job does not exist for this daemon.
  if (!job) throw new DomainError(PRINT_MESSAGES.jobNotFound, 404);
  if (job.state !== "sent" || Number(job.claimedBy) !== daemon.id) throw new DomainError(PRINT_MESSAGES.jobNotYours, 409);
  return job;
}

/**
 * The PDF of a job this daemon holds, rendered now by `render` (the caller's: the PDF of the job's
 * target with the options kept on the job when it was queued, app/modules/checks/
 * check-print-queue.server.ts), so the queue knows nothing of what it prints.
 */
export async function jobPdf(
  db: Knex,
  daemon: PrintDaemon,
  jobId: number,
  render: (db: Knex, ctx: CompanyContext, target: PrintTarget, renderOptions: unknown) => Promise<Uint8Array>,
): Promise<Uint8Array> {
  const job = await heldJob(db, daemon, jobId);
  const ctx = companyContext({ id: Number(job.companyId), timezone: job.timezone }, daemon.userId);
  return render(db, ctx, targetOf(job), job.renderOptions ?? null);
}

/** What became of a job this daemon held: printed, failed (again queued while attempts remain) or released unprinted. */
export async function reportJob(db: Knex, daemon: PrintDaemon, jobId: number, report: JobReport): Promise<PrintJobView> {
  return db.transaction(async (trx) => {
    const job = await heldJob(trx, daemon, jobId, true);
    const key = { companyId: job.companyId, id: job.id };
    const now = trx.fn.now();
    if (report.outcome === "printed") {
      await trx("printJobs")
        .where(key)
        .update({ state: "printed", error: null, systemJobId: report.systemJobId ?? null, finishedAt: now, updatedAt: now });
    } else if (report.outcome === "released") {
      // Never sent to the printer: back to the queue, the attempt not spent.
      await trx("printJobs")
        .where(key)
        .update({ state: "queued", attempts: trx.raw("greatest(attempts - 1, 0)"), claimedBy: null, claimedAt: null, updatedAt: now });
    } else if (Number(job.attempts) < Number(job.maxAttempts)) {
      await trx("printJobs")
        .where(key)
        .update({
          state: "queued",
          error: report.error,
          systemJobId: report.systemJobId ?? null,
          claimedBy: null,
          claimedAt: null,
          availableAt: new Date(Date.now() + retryDelayMs(Number(job.attempts))),
          updatedAt: now,
        });
    } else {
      await trx("printJobs")
        .where(key)
        .update({ state: "failed", error: report.error, systemJobId: report.systemJobId ?? null, finishedAt: now, updatedAt: now });
    }
    const [view] = await jobsOf(trx, Number(job.companyId), [Number(job.id)]);
    return view;
  });
}
