import { findPaymentCompanyId, markChecksPrinted } from "~/modules/checks/print-check.server";
import { PRINT_CHECK_MESSAGES, updatePrintStatusSchema } from "~/modules/checks/schema";
import { companyContext } from "~/modules/companies/companies.server";
import { api, byMethod, json } from "./__api.server";

// POST /api/vendor/pay-bill/update-print-status { billIds, checkNumbers?, printerName, printDate?,
// companyId? } — Yes, Done: each pay bill's check is printed; the pay bill becomes Issued on the
// print date (default today) with its check number (the one given, else the next CHK-0001 of the
// company) → { success, message, data: [{ id, number, checkNumber, issueDate }] }. All or none: a pay
// bill that is not a check ready to print refuses the call (400; already printed, even by a
// simultaneous call: 409) and nothing changes. Pay bills of a company the user does not own: 404.

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Checks",
        summary:
          "Yes, Done: the pay bills' checks are printed; each pay bill becomes Issued on printDate with its check number (given, else the next CHK-0001), all or none: { success, message, data: [{ id, number, checkNumber, issueDate }] }",
        responses: {
          200: "Marked printed",
          400: "Invalid input or a pay bill not ready to print",
          404: "Pay bill or company not found",
          409: "Already printed",
        },
      },
      body: updatePrintStatusSchema,
    },
    async ({ db, user, body, company }) => {
      const companyId = body.companyId ?? (await findPaymentCompanyId(db, user.id, body.billIds[0]));
      const ctx = companyContext(await company(companyId), user.id);
      const printed = await markChecksPrinted(db, ctx, {
        paymentIds: body.billIds,
        printerName: body.printerName,
        printDate: body.printDate,
        checkNumbers: body.checkNumbers,
      });
      return json({ success: true, message: PRINT_CHECK_MESSAGES.statusUpdated(printed.length), data: printed });
    },
  ),
});
