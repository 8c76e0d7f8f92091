import { findCheckCompanyId, selectedChecks } from "~/modules/checks/check-kinds.server";
import { markChecksPrinted } from "~/modules/checks/print-check.server";
import { PRINT_CHECK_MESSAGES, updatePrintStatusSchema } from "~/modules/checks/schema";
import { api, byMethod, json } from "./__api.server";

// POST /api/vendor/pay-bill/update-print-status { billIds?, refundIds?, checkNumbers?, printerName,
// printDate?, companyId? } — Yes, Done: each check is printed, a pay bill's (billIds) or a customer
// refund's cheque (refundIds, ADR 0059); a pay bill becomes Issued on the print date (default
// today); each check gets its number (the one given, in the order billIds then refundIds, else the
// next CHK-0001 of the company) → { success, message, data: [{ id, number, checkNumber, issueDate
// }] } (the pay bills' first). All or none: a check that is not ready to print refuses the call (400; already
// printed, even by a simultaneous call: 409) and nothing changes. Checks of a company the user does
// not own: 404.

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Checks",
        summary:
          "Yes, Done: the checks are printed — pay bills' (billIds) and refunds' cheques (refundIds); each pay bill becomes Issued on printDate; each check gets its number (given, else the next CHK-0001), all or none: { success, message, data: [{ id, number, checkNumber, issueDate }] } (the pay bills', then the refunds')",
        responses: {
          200: "Marked printed",
          400: "Invalid input or a check not ready to print",
          404: "Pay bill, refund or company not found",
          409: "Already printed",
        },
      },
      body: updatePrintStatusSchema,
    },
    async ({ db, user, body, context }) => {
      const selection = { paymentIds: body.billIds, refundIds: body.refundIds };
      const companyId = body.companyId ?? (await findCheckCompanyId(db, user.id, selectedChecks(selection)[0]));
      const ctx = await context(companyId);
      const printed = await markChecksPrinted(db, ctx, {
        ...selection,
        printerName: body.printerName,
        printDate: body.printDate,
        checkNumbers: body.checkNumbers,
      });
      return json({ success: true, message: PRINT_CHECK_MESSAGES.statusUpdated(printed.length), data: printed });
    },
  ),
});
