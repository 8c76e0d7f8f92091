import { refundView } from "~/modules/sales/refund-views.server";
import { refundCredits } from "~/modules/sales/refund.server";
import { api, byMethod, json } from "./__api.server";
import { customerMoneyContext, refundBody } from "./__receivables-api.server";

// POST /api/customer/refunds (companyId, customerId, payFromAccountId, date, paymentMethod,
// toBePrinted, memo, credits [{ creditMemoId | paymentId, amount }]) → 201 { refund, message }.

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Receivables",
        summary:
          "Refund a customer's credits (credit memos, payments' unapplied amounts) from a Bank, Cash or Paypal account: Dr Accounts Receivable / Cr the account (RF); the account must hold the amount (\"Insufficient balance in the selected account.\"); by Cheque with toBePrinted it joins the checks to print: { refund, message }",
        responses: { 201: "Refunded", 400: "Invalid input or refused", 404: "Company or customer not found" },
      },
      body: refundBody,
    },
    async ({ db, user, body, context }) => {
      const ctx = await customerMoneyContext({ db, user, context }, body);
      const { companyId: _c, ...input } = body;
      const saved = await refundCredits(db, ctx, input);
      return json({ refund: await refundView(db, ctx.companyId, saved.id), message: saved.message }, 201);
    },
  ),
});
