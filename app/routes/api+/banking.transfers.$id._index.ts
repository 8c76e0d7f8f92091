import { TRANSFER_MESSAGES } from "~/modules/banking/constants";
import { transferView } from "~/modules/banking/transfers.server";
import { readOneLoader } from "./__banking-api.server";

// GET /api/banking/transfers/:id?companyId → { transfer }.

export const loader = readOneLoader(
  {
    summary: "One transfer: { transfer: { id, number, date, fromAccountId, toAccountId, amount, memo, status, journalEntryId } }",
    found: "The transfer",
    notFound: TRANSFER_MESSAGES.notFound,
  },
  "transfer",
  transferView,
);
