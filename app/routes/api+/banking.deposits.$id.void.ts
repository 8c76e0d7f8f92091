import { voidDeposit } from "~/modules/banking/deposits.server";
import { api, byMethod, idParam } from "./__api.server";
import { bankingContext, companyBody } from "./__banking-api.server";

// POST /api/banking/deposits/:id/void { companyId } → { deposit, message }: its entry reversed, its
// payments back in Undeposited Funds.

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Banking",
        summary: "Void a deposit: its entry is reversed and its payments go back to Undeposited Funds: { deposit, message }",
        responses: { 200: "Voided", 404: "Company or deposit not found", 409: "Already void, or reconciled" },
      },
      params: idParam("id"),
      body: companyBody,
    },
    async ({ db, user, params, body, company }) => voidDeposit(db, await bankingContext({ user, company }, body.companyId), params.id),
  ),
});
