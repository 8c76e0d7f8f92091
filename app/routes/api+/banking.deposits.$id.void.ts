import { voidDeposit } from "~/modules/banking/deposits.server";
import { voidAction } from "./__banking-api.server";

// POST /api/banking/deposits/:id/void { companyId } → { deposit, message }: its entry reversed, its
// payments back in Undeposited Funds.

export const action = voidAction(
  "Void a deposit: its entry is reversed and its payments go back to Undeposited Funds: { deposit, message }",
  voidDeposit,
);
