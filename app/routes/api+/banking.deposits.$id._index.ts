import { DEPOSIT_MESSAGES } from "~/modules/banking/constants";
import { depositView } from "~/modules/banking/deposits.server";
import { readOneLoader } from "./__banking-api.server";

// GET /api/banking/deposits/:id?companyId → { deposit } with its lines and cash back.

export const loader = readOneLoader(
  {
    summary:
      "One deposit with its lines (the payments and cash sales it took out of Undeposited Funds, other rows) and cash back: { deposit }",
    found: "The deposit",
    notFound: DEPOSIT_MESSAGES.notFound,
  },
  "deposit",
  depositView,
);
