// A background import as its page and the API show it (ADR 0089): client-safe, for the screens'
// components; the jobs themselves are jobs.server.ts's.

export type ImportJobStatus = "queued" | "running" | "succeeded" | "failed" | "interrupted";

export const IMPORT_JOB_STATUS_LABELS: Record<ImportJobStatus, string> = {
  queued: "Queued",
  running: "Running",
  succeeded: "Succeeded",
  failed: "Failed",
  interrupted: "Interrupted",
};

/** What a job's page shows of it, whatever its kind and outcome. */
export interface ImportJobFacts {
  id: number;
  /** As uploaded; "" from the API. */
  fileName: string;
  status: ImportJobStatus;
  /** Lines of the file written so far, of `total` (the file's data lines). */
  done: number;
  total: number;
  /** Who pressed Import (or called the API). */
  startedBy: string;
  /** When Import was pressed, and when the job started and ended, as MM/DD/YYYY HH:MM in the company's time zone. */
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** What the status means beyond its word (interrupted; running in another process), or "". */
  note: string;
}
