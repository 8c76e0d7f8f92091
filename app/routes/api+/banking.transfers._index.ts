import { createTransfer } from "~/modules/banking/transfers.server";
import { api, byMethod, json } from "./__api.server";
import { bankingContext, transferBody } from "./__banking-api.server";

// POST /api/banking/transfers (companyId, fromAccountId, toAccountId, date, amount, memo) → 201
// { transfer, message }: posted Dr to / Cr from; refused (400, nothing written) when the accounts
// are not two of the company's bank, cash, card or Paypal accounts or the from account cannot pay it.

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Banking",
        summary:
          "Transfer Funds between two bank, cash, credit card or Paypal accounts, posted Dr to / Cr from (TRF), the from account held to the balance rule of money going out: { transfer, message }",
        responses: {
          201: "Transferred",
          400: "Invalid input, or refused: Insufficient balance in the selected account., the same account twice, an account of another kind or company",
          404: "Company not found",
        },
      },
      body: transferBody,
    },
    async ({ db, user, body, company }) => {
      const { companyId, ...input } = body;
      const ctx = await bankingContext({ user, company }, companyId);
      return json(await createTransfer(db, ctx, input), 201);
    },
  ),
});
