import { customerPaymentView } from "~/modules/sales/customer-payments.server";
import { createPrepayment } from "~/modules/sales/prepayment.server";
import { api, byMethod, json } from "./__api.server";
import { customerMoneyContext, prepaymentBody } from "./__receivables-api.server";

// POST /api/customer/prepayments (companyId, customerId, depositToAccountId, date, paymentMethod,
// reference, memo, amount) → 201 { payment, message }: money received before any invoice, the
// customer's credit until applied or refunded.

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Receivables",
        summary:
          "Record a customer's prepayment (before any invoice) into a Bank, Cash, Paypal or Undeposited Funds account: Dr the deposit account / Cr Accounts Receivable (PP); it is the customer's credit, applied later in Receive Payment or refunded: { payment, message }",
        responses: { 201: "Saved", 400: "Invalid input or refused", 404: "Company or customer not found" },
      },
      body: prepaymentBody,
    },
    async ({ db, user, body, context }) => {
      const ctx = await customerMoneyContext({ db, user, context }, body);
      const { companyId: _c, ...input } = body;
      const saved = await createPrepayment(db, ctx, input);
      return json({ payment: await customerPaymentView(db, ctx.companyId, saved.id), message: saved.message }, 201);
    },
  ),
});
