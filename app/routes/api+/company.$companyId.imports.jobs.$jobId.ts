import { getImportJob } from "~/modules/imports/jobs.server";
import { api, idParam } from "./__api.server";

// GET /api/company/:companyId/imports/jobs/:jobId — a background import (POST …/imports/{kind}?background=true,
// or Import From CSV's Import of a large file), ADR 0089: { jobId, kind, fileName, status (queued,
// running, succeeded, failed, interrupted), done, total (lines of the file), startedBy, createdAt,
// startedAt, finishedAt, note, result } — result the import's outcome once it has ended (its
// problems when failed), null before. Another company's job, or none, is a 404.

export const loader = api(
  {
    doc: {
      tag: "Imports",
      summary:
        "A background import: { jobId, kind, fileName, status, done, total, startedBy, createdAt, startedAt, finishedAt, note, result }; " +
        "done of total lines written while it runs, result its outcome ({ ok, message, facts, problems, links }) once succeeded or failed",
      responses: { 200: "The job", 404: "Company or job not found" },
    },
    params: idParam("companyId").extend(idParam("jobId").shape),
  },
  async ({ db, params, company }) => {
    const { id, outcome, ...job } = await getImportJob(db, await company(params.companyId), params.jobId);
    return { jobId: id, ...job, result: outcome };
  },
);
