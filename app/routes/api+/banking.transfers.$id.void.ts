import { voidTransfer } from "~/modules/banking/transfers.server";
import { voidAction } from "./__banking-api.server";

// POST /api/banking/transfers/:id/void { companyId } → { transfer, message }: its entry reversed.

export const action = voidAction(
  "Void a transfer: its entry is reversed and the money is back where it came from: { transfer, message }",
  voidTransfer,
);
