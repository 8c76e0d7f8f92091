import type { Knex } from "knex";
import { formatUsDate, localIso } from "~/lib/dates";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { companyUtcOffsetMinutes } from "~/modules/companies/reference-data";
import { DomainError } from "~/utils/errors";
import { isUniqueViolation } from "~/utils/model";
import {
  countRows,
  type ImportHooks,
  type ImportInput,
  type ImportOutcome,
  importUpload,
  type ImportUpload,
  runImport,
  uploadToImport,
} from "./imports.server";
import type { ImportJobFacts, ImportJobStatus } from "./jobs";
import type { ImportKind } from "./kinds.server";

// Import From CSV in the background (ADR 0089). A file of more than BACKGROUND_IMPORT_LINES lines
// is imported by a job of the server process that took its Import: the request answers at once
// (the screen redirects to the job's page, the API answers 202) and the job runs the same runImport
// — one transaction, all or nothing, the importer's own activity row — after it.
//
// Where each thing lives, and why:
// - The job's row (csv_import_jobs) is written when the job is queued, when it starts, and when it
//   ends — a success in the import's own transaction (so a job whose books were committed can never
//   be found "interrupted"), a refusal after its rollback. Never while it runs: the transaction holds
//   the embedded database's only connection, and a progress row written beside it would wait for it.
// - Its progress (lines written so far) lives in this process (`live`), fed by the importer's
//   progress callback — the hook the CLI's progress bar reads. Another process serving the job's
//   page reads the row: the status, without the count.
// - One job queued or running per company: a partial unique index refuses the second row.
// - The import's transaction locks the job's row (FOR UPDATE) while it runs: when a server starts,
//   interruptImportJobs marks interrupted the rows left queued or running that no live transaction
//   holds (SKIP LOCKED), so a restarted process never takes another one's running job for dead.

/** Files of more data lines than this are imported in the background (the screen; the API asks with ?background=true). */
export const BACKGROUND_IMPORT_LINES = 2_000;

export const IMPORT_JOB_MESSAGES = {
  busy: "An import is already running for this company: wait for it to finish (its page shows how far it is), then import this file.",
  interrupted: "The server restarted during this import; nothing was imported. Import the file again.",
  failedUnexpectedly: "The import stopped on an unexpected error; nothing was imported. Import the file again.",
  notFound: "Import not found",
  runningElsewhere: "Running on another server process: its progress shows there.",
} as const;

/** A job as its page and the API show it. */
export interface ImportJob extends ImportJobFacts {
  kind: ImportKind;
  uploadId: number | null;
  /** What it imported, or why it imported nothing: once succeeded or failed. */
  outcome: ImportOutcome | null;
}

interface LiveJob {
  status: "queued" | "running";
  done: number;
  total: number;
  /** Settles once the job's row says how it ended (never rejects). */
  finished: Promise<void>;
}

/** The jobs this process runs, by id (ids come from one sequence, so they are unique across companies). */
const live = new Map<number, LiveJob>();

const jobs = (db: Knex, companyId: number, id: number) => db("csvImportJobs").where({ companyId, id });

/** A job's live progress in this process (undefined once it has ended, or when another process runs it). */
export function importJobProgress(id: number): { status: "queued" | "running"; done: number; total: number } | undefined {
  const job = live.get(id);
  return job && { status: job.status, done: job.done, total: job.total };
}

/** Settles when a job this process runs has ended and its row says how (at once for any other). */
export function importJobFinished(id: number): Promise<void> {
  return live.get(id)?.finished ?? Promise.resolve();
}

/** Whether the company has an import queued or running (a synchronous import waits for it too). */
async function assertNoJobRunning(db: Knex, companyId: number): Promise<void> {
  const running = await db("csvImportJobs").where({ companyId }).whereIn("status", ["queued", "running"]).first("id");
  if (running) throw new DomainError(IMPORT_JOB_MESSAGES.busy, 409);
}

/**
 * Start a job importing `input` (never a dry run) after this call returns: its row is written
 * queued (a 409 when the company has one queued or running), and the import runs once the caller's
 * request has had its answer. `refused` is told of a refusal after its rollback (an upload keeps
 * its new problems).
 */
export async function startImportJob(
  db: Knex,
  ctx: CompanyContext,
  input: Omit<ImportInput, "dryRun" | "onProgress"> & { uploadId?: number; refused?: (outcome: ImportOutcome) => Promise<void> },
): Promise<{ id: number; status: ImportJobStatus }> {
  const { uploadId, refused, ...file } = input;
  const total = countRows(file.content);
  let id: number;
  try {
    [{ id }] = await db("csvImportJobs")
      .insert({
        companyId: ctx.companyId,
        uploadId: uploadId ?? null,
        kind: file.kind,
        fileName: file.fileName,
        status: "queued",
        totalLines: total,
        createdBy: ctx.userId,
      })
      .returning(["id"]);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(IMPORT_JOB_MESSAGES.busy, 409);
    throw error;
  }
  const job: LiveJob = { status: "queued", done: 0, total, finished: Promise.resolve() };
  live.set(id, job);
  // After the caller's answer: a timer, not a microtask, so the request's own queries go first.
  job.finished = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => runJob(db, ctx, id, job, file, refused))
    .catch((error: unknown) => console.error(`Import job ${id}:`, error))
    .finally(() => live.delete(id));
  return { id, status: "queued" };
}

async function runJob(
  db: Knex,
  ctx: CompanyContext,
  id: number,
  job: LiveJob,
  input: Omit<ImportInput, "dryRun" | "onProgress">,
  refused?: (outcome: ImportOutcome) => Promise<void>,
): Promise<void> {
  const row = () => jobs(db, ctx.companyId, id);
  const started = await row().where({ status: "queued" }).update({ status: "running", startedAt: db.fn.now() });
  if (!started) return; // marked interrupted meanwhile (another process started)
  job.status = "running";
  const hooks: ImportHooks = {
    // Held until the import commits or rolls back: a restarting process skips the row while it is locked.
    claim: async (trx) => {
      const mine = await row().transacting(trx).where({ status: "running" }).forUpdate().first("id");
      if (!mine) throw new DomainError(IMPORT_JOB_MESSAGES.interrupted, 409);
      await input.hooks?.claim(trx);
    },
    // Succeeded with the books it wrote, in their transaction.
    record: async (trx, outcome) => {
      await input.hooks?.record(trx, outcome);
      await row()
        .transacting(trx)
        .update({ status: "succeeded", outcome: JSON.stringify(outcome), finishedAt: trx.fn.now() });
    },
  };
  let outcome: ImportOutcome;
  try {
    outcome = await runImport(db, ctx, {
      ...input,
      dryRun: false,
      hooks,
      // The importer counts its records (a bill with its rows, an entry with its lines): as lines of the file.
      onProgress: (done, of) => {
        job.done = Math.max(job.done, of > 0 ? Math.min(job.total, Math.round((job.total * done) / of)) : 0);
      },
    });
  } catch (error) {
    // A claim refused (the job interrupted meanwhile, or its upload imported by another click): said as it is.
    // Anything else is not a refusal of the file (a fault of ours, or the database gone): rolled back, said plainly, logged.
    const claimRefused = error instanceof DomainError;
    const message = claimRefused ? error.message : IMPORT_JOB_MESSAGES.failedUnexpectedly;
    await row()
      .where({ status: "running" })
      .update({ status: "failed", finishedAt: db.fn.now(), outcome: JSON.stringify(failedOutcome(input, job.total, message)) });
    if (claimRefused) return;
    throw error;
  }
  if (outcome.ok) return;
  await row()
    .where({ status: "running" })
    .update({ status: "failed", outcome: JSON.stringify(outcome), finishedAt: db.fn.now() });
  await refused?.(outcome);
}

function failedOutcome(input: Omit<ImportInput, "dryRun" | "onProgress">, rowsRead: number, message: string): ImportOutcome {
  const { kind, fileName, encoding, options = {} } = input;
  return { kind, dryRun: false, ok: false, fileName, encoding, rowsRead, message, problems: [], facts: [], links: [], options };
}

/**
 * When a server starts: the jobs left queued or running by a process that stopped are marked
 * interrupted (their transaction died with it: nothing was imported). A row a live transaction
 * holds (another process's running job) is skipped. Returns how many were marked.
 */
export async function interruptImportJobs(db: Knex): Promise<number> {
  const { rows } = await db.raw(
    `UPDATE csv_import_jobs SET status = 'interrupted', finished_at = now()
      WHERE (company_id, id) IN (
        SELECT company_id, id FROM csv_import_jobs WHERE status IN ('queued', 'running') FOR UPDATE SKIP LOCKED
      )
      RETURNING id`,
  );
  return (rows as unknown[]).length;
}

/**
 * Import From CSV's Import button: a checked upload of more than `backgroundAbove` lines starts a
 * job; a smaller one imports in this request, as before. Either is refused while the company has a
 * job queued or running.
 */
export async function importCheckedUpload(
  db: Knex,
  ctx: CompanyContext,
  uploadId: number,
  backgroundAbove: number = BACKGROUND_IMPORT_LINES,
): Promise<{ upload: ImportUpload; job?: undefined } | { job: { id: number; status: ImportJobStatus }; upload?: undefined }> {
  await assertNoJobRunning(db, ctx.companyId);
  const prepared = await uploadToImport(db, ctx, uploadId);
  if (prepared.rowsRead <= backgroundAbove) return { upload: await importUpload(db, ctx, uploadId, prepared) };
  const { dryRun: _never, ...file } = prepared.input;
  return { job: await startImportJob(db, ctx, { ...file, uploadId, refused: prepared.refused }) };
}

/** A checked upload imported in this request whatever its size (a kind's own screen: HR timesheets), unless a job runs. */
export async function importUploadNow(db: Knex, ctx: CompanyContext, uploadId: number): Promise<ImportUpload> {
  await assertNoJobRunning(db, ctx.companyId);
  return importUpload(db, ctx, uploadId);
}

/** The API's import of a body: refused while the company has a job queued or running, then as runImport. */
export async function importNow(db: Knex, ctx: CompanyContext, input: ImportInput): Promise<ImportOutcome> {
  if (!input.dryRun) await assertNoJobRunning(db, ctx.companyId);
  return runImport(db, ctx, input);
}

/** One of the company's jobs (another company's, or none: a 404), with its live progress when this process runs it. */
export async function getImportJob(db: Knex, company: { id: number; timezone: string }, id: number): Promise<ImportJob> {
  const row = await db("csvImportJobs as j")
    .leftJoin("users as u", "u.id", "j.createdBy")
    .where({ "j.companyId": company.id, "j.id": id })
    .first(
      "j.id",
      "j.kind",
      "j.fileName",
      "j.uploadId",
      "j.status",
      "j.totalLines",
      "j.outcome",
      "j.createdAt",
      "j.startedAt",
      "j.finishedAt",
      db.raw("COALESCE(NULLIF(trim(u.first_name || ' ' || u.last_name), ''), u.email, '') AS started_by"),
    );
  if (!row) throw new DomainError(IMPORT_JOB_MESSAGES.notFound, 404);
  const here = importJobProgress(row.id);
  const status: ImportJobStatus = here && (row.status === "queued" || row.status === "running") ? here.status : row.status;
  const outcome: ImportOutcome | null = typeof row.outcome === "string" ? JSON.parse(row.outcome) : row.outcome;
  const offset = companyUtcOffsetMinutes(company.timezone);
  const at = (value: Date | string | null) => {
    if (!value) return null;
    const local = localIso(offset, value);
    return `${formatUsDate(local.slice(0, 10))} ${local.slice(11, 16)}`;
  };
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    uploadId: row.uploadId,
    status,
    done: status === "succeeded" ? row.totalLines : (here?.done ?? 0),
    total: row.totalLines,
    startedBy: row.startedBy,
    createdAt: at(row.createdAt)!,
    startedAt: at(row.startedAt),
    finishedAt: at(row.finishedAt),
    outcome,
    note:
      status === "interrupted"
        ? IMPORT_JOB_MESSAGES.interrupted
        : (status === "queued" || status === "running") && !here
          ? IMPORT_JOB_MESSAGES.runningElsewhere
          : "",
  };
}
