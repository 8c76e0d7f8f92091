import { refundCompanyIdOf } from "~/modules/sales/refund-cheques.server";
import { refundView } from "~/modules/sales/refund-views.server";
import { DomainError } from "~/utils/errors";
import { CUSTOMER_PAYMENT_MESSAGES } from "~/modules/sales/customer-payments";
import { api, idParam } from "./__api.server";

// GET /api/customer/refunds/:id → { refund }: a refund with its account, the credits it paid back,
// and — a refund by Cheque — whether its cheque is still to be printed (toBePrinted) or its number
// once Print Check printed it (chequeNo, printedAt; ADR 0059). Found only through a company the user
// belongs to: otherwise 404.

export const loader = api(
  {
    doc: {
      tag: "Receivables",
      summary:
        "One refund: { refund: { id, number, customerId, customerName, payFromAccountId, payFromAccountName, date, paymentMethod, toBePrinted, chequeNo, printedAt, memo, total, status, journalEntryId, credits } }; chequeNo is its printed cheque's number",
      responses: { 200: "The refund", 404: "Not found" },
    },
    params: idParam("id"),
  },
  async ({ db, user, params, company }) => {
    const companyId = await refundCompanyIdOf(db, user.id, params.id);
    if (companyId === null) throw new DomainError(CUSTOMER_PAYMENT_MESSAGES.refundNotFound, 404);
    const { id } = await company(companyId);
    return { refund: await refundView(db, id, params.id) };
  },
);
