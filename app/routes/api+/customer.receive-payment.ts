import { customerPaymentView } from "~/modules/sales/customer-payments.server";
import { receivePayment } from "~/modules/sales/receive-payment.server";
import { api, byMethod, json } from "./__api.server";
import { customerMoneyContext, receivePaymentBody } from "./__receivables-api.server";

// POST /api/customer/receive-payment (Receive Payment's fields and companyId: customerId,
// depositToAccountId, date, paymentMethod, reference, memo, amount, invoices [{ invoiceId, amount }],
// credits [{ creditMemoId | paymentId, amount }]) → 201 { payment, message }. Another user's company
// or customer is a 404; what the rules refuse (over-applying, another customer's, a draft or void
// invoice, more applied than received and credited) a 400 { error, errors } that writes nothing.

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Receivables",
        summary:
          "Receive a payment from a customer into a Bank, Cash, Paypal or Undeposited Funds account, applied to its open invoices (each in full or in part) with its credits (credit memos, earlier payments' unapplied amounts) applied first; what is not applied stays the customer's credit. The money posts Dr the deposit account / Cr Accounts Receivable (RP); credits post nothing: { payment, message }",
        responses: {
          201: "Received",
          400: "Invalid input, or refused (over-applying an invoice, more applied than received and credited, another customer's invoice or credit, a draft or void invoice)",
          404: "Company or customer not found",
        },
      },
      body: receivePaymentBody,
    },
    async ({ db, user, body, context }) => {
      const ctx = await customerMoneyContext({ db, user, context }, body);
      const { companyId: _c, ...input } = body;
      const saved = await receivePayment(db, ctx, input);
      return json({ payment: await customerPaymentView(db, ctx.companyId, saved.id), message: saved.message }, 201);
    },
  ),
});
