import { voidTransfer } from "~/modules/banking/transfers.server";
import { api, byMethod, idParam } from "./__api.server";
import { bankingContext, companyBody } from "./__banking-api.server";

// POST /api/banking/transfers/:id/void { companyId } → { transfer, message }: its entry reversed.

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Banking",
        summary: "Void a transfer: its entry is reversed and the money is back where it came from: { transfer, message }",
        responses: { 200: "Voided", 404: "Company or transfer not found", 409: "Already void, or reconciled" },
      },
      params: idParam("id"),
      body: companyBody,
    },
    async ({ db, user, params, body, company }) => voidTransfer(db, await bankingContext({ user, company }, body.companyId), params.id),
  ),
});
