import { confirmCheck } from "~/modules/checks/checks.server";
import { confirmCheckSchema } from "~/modules/checks/schema";
import { checkSaveAction } from "./__check-api.server";

// POST /api/vendor/pay-bill/confirm-check (the spec's confirm check payload: vendorId, companyId,
// bankAccountId, checkDate, checkNumber (TO BE PRINTED), totalAmount, memo, bills [{ billId }] —
// billId is a pay bill's id) → 200 { success, message: "Check has been confirmed and is ready to
// print.", check }: a Confirmed check; its pay bills become write-check done. Without a bank account
// or a pay bill: 400 with the spec's messages. A pay bill already on a confirmed check — even one
// confirmed by a simultaneous call — is a 409 and nothing is written. Another user's company or a
// vendor not of this company: 404.

export const action = checkSaveAction(
  {
    tag: "Checks",
    summary:
      "Confirm a check: its pay bills (made by Cheque, paid from bankAccountId) become write-check done, once only even under simultaneous calls: { success, message: Check has been confirmed and is ready to print., check }",
    responses: {
      200: "Confirmed",
      400: "Invalid input, no bank account, no pay bill, or refused",
      404: "Company or vendor not found",
      409: "A pay bill already has a confirmed check",
    },
  },
  confirmCheckSchema,
  confirmCheck,
  200,
);
