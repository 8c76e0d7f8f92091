import { createDeposit } from "~/modules/banking/deposits.server";
import { api, byMethod, json } from "./__api.server";
import { bankingContext, depositBody } from "./__banking-api.server";

// POST /api/banking/deposits (companyId, depositToAccountId, date, memo, payments [{ paymentId |
// cashSaleId }], rows [{ customerId | vendorId, accountId, paymentMethod, reference, memo, amount }],
// cashBackAccountId, cashBackMemo, cashBackAmount) → 201 { deposit, message }.

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Banking",
        summary:
          "Make Deposit: payments and cash sales waiting in Undeposited Funds and other rows, less cash back, into a bank, cash or Paypal account; posted Dr the bank and the cash back account, Cr Undeposited Funds and the rows' accounts (DEP). A payment is deposited once: { deposit, message }",
        responses: {
          201: "Deposited",
          400: "Invalid input, or refused: a payment not in Undeposited Funds, an account of another company, cash back of the whole deposit",
          404: "Company not found",
          409: "A payment is already deposited",
        },
      },
      body: depositBody,
    },
    async ({ db, user, body, company }) => {
      const { companyId, ...input } = body;
      const ctx = await bankingContext({ user, company }, companyId);
      return json(await createDeposit(db, ctx, input), 201);
    },
  ),
});
