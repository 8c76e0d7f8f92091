import { findPaymentCompanyId } from "~/modules/checks/print-check.server";
import { PRINT_CHECK_MESSAGES, voidCheckSchema } from "~/modules/checks/schema";
import { voidCheck } from "~/modules/checks/void-check.server";
import { api, byMethod, json } from "./__api.server";

// POST /api/vendor/pay-bill/void-check { billId, reason?, voidedBy?, companyId? } — void a printed
// check: its payment's journal entry is reversed (dated today), the bills it paid are open again
// and its vendor credits unapplied; the pay bill becomes Void → { success, message, data: { id,
// number, checkNumber, voidEntryId, voidEntryNo, voidDate } }. The signed-in user is recorded as
// voidedBy (the body's is ignored). Already void: 409 (a simultaneous second void too); not printed:
// 400; a pay bill of a company the user does not own: 404.

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Checks",
        summary:
          "Void a printed check: its payment's entry is reversed (dated today), the bills it paid reopen, its vendor credits are unapplied, the pay bill becomes Void: { success, message, data: { id, number, checkNumber, voidEntryId, voidEntryNo, voidDate } }",
        responses: {
          200: "Voided",
          400: "Invalid input or not a printed check",
          404: "Pay bill or company not found",
          409: "Already void",
        },
      },
      body: voidCheckSchema,
    },
    async ({ db, user, body, context }) => {
      const companyId = body.companyId ?? (await findPaymentCompanyId(db, user.id, body.billId));
      const ctx = await context(companyId);
      const voided = await voidCheck(db, ctx, { paymentId: body.billId, reason: body.reason });
      return json({
        success: true,
        message: PRINT_CHECK_MESSAGES.voided(voided.checkNumber, voided.voidEntryNo ?? ""),
        data: voided,
      });
    },
  ),
});
