import { MAX_ROW_ID } from "~/lib/row-id";
import * as z from "zod";
import { PRINT_MESSAGES } from "~/modules/printing/print-jobs.server";
import { queuePrintJobs, stubChoicesOverSaved } from "~/modules/checks/check-print-queue.server";
import { stubVisibilitySchema } from "~/modules/checks/layout-schema";
import { api, byMethod, json } from "./__api.server";

// POST /api/system/print-pdf { companyId, payBillIds (or paymentIds), refundIds, printer (or
// printerId), stubFieldVisibility?, showStubTitles? } →
// 202 { success, message, jobs }: one queued print job per check — a pay bill's, a customer
// refund's cheque (ADR 0059) — for a print daemon to print; all or none. Each job: { id, target:
// { kind, id }, number, paymentId, refundId, paymentNumber, printer, state, … }. A check that is not
// printable (not Cheque, check not written or refund not to be printed, printed, void, already
// waiting) is a 400 naming it; an unknown printer a 400; another user's company, pay bill or
// refund a 404.

const ids = z.array(z.coerce.number().int().positive().max(MAX_ROW_ID), { error: PRINT_MESSAGES.noChecks });
const body = z.object({
  companyId: z.coerce.number({ error: "companyId is required." }).int().positive().max(MAX_ROW_ID),
  payBillIds: ids.optional(),
  paymentIds: ids.optional().describe("payBillIds under another name"),
  refundIds: ids.optional().describe("The customer refunds whose cheques to print (refunds by Cheque to be printed)"),
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
          "Send checks to a printer: one queued print job per check — pay bills' (payBillIds) and refunds' cheques (refundIds) — for a print daemon to print; all or none: { success, message, jobs }",
        responses: {
          202: "Queued",
          400: "Invalid input, an unknown printer, or a check that is not printable (not Cheque, check not written or refund not to be printed, printed, void, already waiting)",
          404: "Company, pay bill or refund not found",
        },
      },
      body,
    },
    async ({ db, body, context }) => {
      const ctx = await context(body.companyId);
      const jobs = await queuePrintJobs(db, ctx, {
        paymentIds: body.payBillIds ?? body.paymentIds ?? [],
        refundIds: body.refundIds ?? [],
        printer: body.printer ?? body.printerId ?? "",
        stubChoices: await stubChoicesOverSaved(db, ctx.companyId, body),
      });
      return json({ success: true, message: `${jobs.length} check(s) have been sent to the printer.`, jobs }, 202);
    },
  ),
});
