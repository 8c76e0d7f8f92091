import { Link, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { buttonClasses } from "~/components/ui/button";
import { Alert, Notice } from "~/components/ui/notice";
import { IMPORT_JOB_STATUS_LABELS, type ImportJobFacts } from "~/modules/imports/jobs";
import { ImportResult, type ImportResultView, previewCard, previewHeading } from "./upload-preview";

// A background import's page (Import From CSV › an import, ADR 0089): what is imported, by whom,
// since when, its status and a bar of the lines written so far; once it has ended, the same result
// block as the synchronous import (counts, `line N:` problems paged, links). While it is queued or
// running the page refreshes itself: a <meta http-equiv="refresh"> inside <noscript> without
// JavaScript, the loader revalidated on an interval with it (the refresh never fires then).

export type ImportJobView = ImportJobFacts & { kindLabel: string };

/** How often a page of a job still running asks again, in seconds. */
export const JOB_REFRESH_SECONDS = 2;

const lines = (n: number) => n.toLocaleString("en-US");

export function ImportJobPanel({
  job,
  result,
  importAgain,
}: {
  job: ImportJobView;
  /** Once succeeded or failed: what it said, with a page of its problems and, when imported, its links. */
  result: ImportResultView | null;
  /** Import From CSV, with this kind chosen. */
  importAgain: string;
}) {
  const active = job.status === "queued" || job.status === "running";
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, JOB_REFRESH_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [active, revalidator]);

  return (
    <section className={previewCard} aria-labelledby="job-heading">
      {active ? (
        <noscript>
          <meta httpEquiv="refresh" content={String(JOB_REFRESH_SECONDS)} />
        </noscript>
      ) : null}
      <h2 id="job-heading" className={previewHeading}>
        {job.kindLabel}: {job.fileName || "a file sent through the API"}
      </h2>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm md:grid-cols-4">
        <div>
          <dt className="text-slate-500">Status</dt>
          <dd className="font-medium text-slate-900" data-testid="job-status">
            {IMPORT_JOB_STATUS_LABELS[job.status]}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Started by</dt>
          <dd className="font-medium text-slate-900">{job.startedBy || "—"}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Started</dt>
          <dd className="font-medium text-slate-900">{job.startedAt ?? job.createdAt}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Finished</dt>
          <dd className="font-medium text-slate-900">{job.finishedAt ?? "—"}</dd>
        </div>
      </dl>
      <div>
        <progress
          className="h-3 w-full"
          max={Math.max(job.total, 1)}
          value={job.done}
          aria-label="Lines imported"
          aria-valuetext={`${lines(job.done)} of ${lines(job.total)} lines`}
        />
        <p className="mt-1 text-sm text-slate-700">
          {lines(job.done)} of {lines(job.total)} lines
        </p>
      </div>
      {job.status === "queued" ? <Notice>Waiting to start.</Notice> : null}
      {job.status === "running" ? (
        <Notice>
          {job.done === job.total && job.total > 0
            ? "Every line is written; finishing (opening balances, the books' checks)."
            : "Importing: all of the file is written, or nothing. You may leave this page: the import goes on."}
        </Notice>
      ) : null}
      {job.note && job.status !== "running" ? (
        <Alert>{job.note}</Alert>
      ) : job.note ? (
        <p className="text-sm text-slate-600">{job.note}</p>
      ) : null}
      {result ? (
        <ImportResult
          outcome={result.outcome}
          problems={result.problems}
          details={result.details}
          links={job.status === "succeeded" ? result.links : null}
        />
      ) : null}
      {active ? null : (
        <Link to={importAgain} className={buttonClasses({ variant: job.status === "succeeded" ? "secondary" : "primary" })}>
          {job.status === "succeeded" ? "Import another file" : "Import From CSV"}
        </Link>
      )}
    </section>
  );
}
