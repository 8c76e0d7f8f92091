import { saveDraftCheck } from "~/modules/checks/checks.server";
import { draftCheckSchema } from "~/modules/checks/schema";
import { checkSaveAction } from "./__check-api.server";

// POST /api/checks/draft (the spec's draft check payload plus companyId: vendorId, bankAccountId,
// checkDate, checkNumber (TO BE PRINTED), totalAmount, memo, status Draft, bills [{ billId,
// paymentAmount }] — billId is a pay bill's id, paymentAmount its total) → 201 { success, message,
// check }: a Draft check, replacing older drafts that carry any of its pay bills. Nothing posts.
// Another user's company, or a vendor not of this company, is a 404; a pay bill that is not the
// vendor's, not by Cheque, void or already on a confirmed check, or amounts that are not the pay
// bills' totals, a 400 (409 for a confirmed one) that writes nothing.

export const action = checkSaveAction(
  {
    tag: "Checks",
    summary:
      "Save a draft check of a vendor's pay bills made by Cheque (each at its total), replacing older drafts carrying any of them: { success, message, check { id, status: Draft, checkNumber: TO BE PRINTED, vendorId, bankAccountId, checkDate, totalAmount, memo, bills [{ billId, paymentNo, paymentAmount }] } }",
    responses: {
      201: "Draft saved",
      400: "Invalid input, or refused (no pay bill, another vendor's, not by Cheque, void, amounts not the totals)",
      404: "Company or vendor not found",
      409: "A pay bill already has a confirmed check",
    },
  },
  draftCheckSchema,
  saveDraftCheck,
  201,
);
