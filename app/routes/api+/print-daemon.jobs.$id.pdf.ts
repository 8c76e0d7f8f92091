import { checkJobPdf } from "~/modules/checks/check-print-queue.server";
import { api, idParam } from "./__api.server";
import { requireDaemon } from "./__print-daemon-api.server";

// GET /api/print-daemon/jobs/:id/pdf → application/pdf: the check of a job this daemon holds, at the
// company's saved layout. Another user's job: 404; a job it does not hold: 409.

export const loader = api({ params: idParam("id") }, async (ctx) => {
  const pdf = await checkJobPdf(ctx.db, await requireDaemon(ctx), ctx.params.id);
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: { "Content-Type": "application/pdf", "Content-Length": String(pdf.byteLength), "Cache-Control": "no-store" },
  });
});
