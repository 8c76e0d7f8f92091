import * as z from "zod";
import { companyContext } from "~/modules/companies/companies.server";
import { PRINT_MESSAGES } from "~/modules/printing/print-jobs.server";
import { queuePrintJobs, stubChoicesOverSaved } from "~/modules/checks/check-print-queue.server";
import { stubVisibilitySchema } from "~/modules/checks/layout-schema";
import { api, byMethod, json } from "./__api.server";

// POST /api/system/print-pdf { companyId, payBillIds (or paymentIds), printer (or printerId),
// stubFieldVisibility?, showStubTitles? } →
// 202 { success, message, jobs }: one queued print job per pay bill's check, for a print daemon to
// print; all or none. A pay bill that is not printable (not Cheque, check not written, printed,
// void, already waiting) is a 400 naming it; an unknown printer a 400; another user's company or
// pay bill a 404.

const ids = z.array(z.coerce.number().int().positive().max(2147483647), { error: PRINT_MESSAGES.noChecks });
const body = z.object({
  companyId: z.coerce.number({ error: "companyId is required." }).int().positive().max(2147483647),
  payBillIds: ids.optional(),
  paymentIds: ids.optional().describe("payBillIds under another name"),
  printer: z.string({ error: PRINT_MESSAGES.noPrinter }).max(255).optional(),
  printerId: z.string({ error: PRINT_MESSAGES.noPrinter }).max(255).optional().describe("printer under another name"),
  stubFieldVisibility: stubVisibilitySchema
    .optional()
    .describe("The stub fields to print (each flag; those left out as in the company's saved layout)"),
  showStubTitles: z.boolean({ error: "showStubTitles must be true or false" }).optional().describe("Print the REMITTANCE ADVICE titles"),
});

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Printing",
        summary:
          "Send checks to a printer: one queued print job per pay bill's check, for a print daemon to print; all or none: { success, message, jobs }",
        responses: {
          202: "Queued",
          400: "Invalid input, an unknown printer, or a pay bill that is not printable (not Cheque, check not written, printed, void, already waiting)",
          404: "Company or pay bill not found",
        },
      },
      body,
    },
    async ({ db, user, body, company }) => {
      const ctx = companyContext(await company(body.companyId), user.id);
      const jobs = await queuePrintJobs(db, ctx, {
        paymentIds: body.payBillIds ?? body.paymentIds ?? [],
        printer: body.printer ?? body.printerId ?? "",
        stubChoices: await stubChoicesOverSaved(db, ctx.companyId, body),
      });
      return json({ success: true, message: `${jobs.length} check(s) have been sent to the printer.`, jobs }, 202);
    },
  ),
});
