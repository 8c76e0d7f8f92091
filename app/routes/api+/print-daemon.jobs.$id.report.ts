import { reportJob } from "~/modules/printing/print-jobs.server";
import { reportSchema } from "~/modules/printing/printers";
import { api, byMethod, idParam } from "./__api.server";
import { requireDaemon } from "./__print-daemon-api.server";

// POST /api/print-daemon/jobs/:id/report { outcome: "printed" | "failed", error?, systemJobId? } or
// { outcome: "released" } (never sent to the printer) → { job }: printed, failed for good, or back
// in the queue for another try. Another user's job: 404; a job it does not hold: 409.

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Print daemon",
        summary:
          "Report a held job: printed, failed (with error; tried again until its attempts are spent) or released (never sent to the printer, back in the queue): { job }",
        responses: {
          200: "Reported",
          400: "Invalid input",
          404: "Print job not found",
          409: "The job is not held by this daemon, or the daemon has not checked in",
        },
      },
      params: idParam("id"),
      keys: "print",
      body: reportSchema,
    },
    async (ctx) => {
      return { job: await reportJob(ctx.db, await requireDaemon(ctx), ctx.params.id, ctx.body) };
    },
  ),
});
