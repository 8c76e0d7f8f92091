import { claimJob } from "~/modules/printing/print-jobs.server";
import { api, byMethod } from "./__api.server";
import { requireDaemon } from "./__print-daemon-api.server";

// POST /api/print-daemon/claim → 200 { job: { id, companyId, target: { kind, id }, printer, title,
// attempt, maxAttempts, pdfPath } }, the oldest queued check (a pay bill's, kind billPayment, or a
// customer refund's cheque, kind customerRefund; ADR 0059) for one of this daemon's printers, now
// held by it; 204 when there is none.

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Print daemon",
        summary:
          "Claim the oldest queued check (a pay bill's or a refund's cheque) for one of this daemon's printers, now held by it: { job: { id, companyId, target: { kind, id }, printer, title, attempt, maxAttempts, pdfPath } }",
        responses: { 200: "A job to print", 204: "No job waiting", 409: "This daemon has not checked in" },
      },
      keys: "print",
    },
    async (ctx) => {
      const job = await claimJob(ctx.db, await requireDaemon(ctx));
      return job ? { job } : new Response(null, { status: 204 });
    },
  ),
});
