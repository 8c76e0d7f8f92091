import { checkJobPdf } from "~/modules/checks/check-print-queue.server";
import { api, idParam } from "./__api.server";
import { requireDaemon } from "./__print-daemon-api.server";

// GET /api/print-daemon/jobs/:id/pdf → application/pdf: the check of a job this daemon holds (a pay
// bill's check or a refund's cheque), at the company's saved layout. Another user's job: 404; a job
// it does not hold: 409.

export const loader = api(
  {
    doc: {
      tag: "Print daemon",
      summary: "The check of a job this daemon holds, as a PDF at the company's saved layout",
      produces: "application/pdf",
      responses: {
        200: "The PDF",
        404: "Print job not found",
        409: "The job is not held by this daemon, or the daemon has not checked in",
      },
    },
    params: idParam("id"),
    keys: "print",
  },
  async (ctx) => {
    const pdf = await checkJobPdf(ctx.db, await requireDaemon(ctx), ctx.params.id);
    return new Response(new Uint8Array(pdf), {
      status: 200,
      headers: { "Content-Type": "application/pdf", "Content-Length": String(pdf.byteLength), "Cache-Control": "no-store" },
    });
  },
);
