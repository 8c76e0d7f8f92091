import * as z from "zod";
import { CUSTOMER_PARTY } from "~/modules/customers/party-config.server";
import { findPartyCompanyId } from "~/modules/parties/party.server";
import { openCredits } from "~/modules/sales/customer-credits.server";
import { openInvoices } from "~/modules/sales/receive-payment.server";
import { api, idParam } from "./__api.server";

// GET /api/customer/:customerId/invoices?status=open → { invoices, credits }: the customer's open
// invoices, oldest due first, with what is due on each (what Receive Payment lists), and its open
// credits. Another user's customer is a 404.

export const loader = api(
  {
    doc: {
      tag: "Receivables",
      summary:
        "The customer's open invoices, oldest due first, with their amount due, and its open credits: { invoices: [{ id, number, date, dueDate, total, amountPaid, amountDue }], credits: [{ source, id, number, kind, date, total, left }] }",
      responses: { 200: "Open invoices and credits", 400: "Invalid status", 404: "Customer not found" },
    },
    params: idParam("customerId"),
    query: z.object({
      status: z.enum(["open"], { error: "status must be open" }).optional().describe("open (the default): the invoices with an amount due"),
    }),
  },
  async ({ db, user, params, company }) => {
    const { id: companyId } = await company(await findPartyCompanyId(CUSTOMER_PARTY, db, user.id, params.customerId));
    return {
      invoices: await openInvoices(db, companyId, params.customerId),
      credits: await openCredits(db, companyId, params.customerId),
    };
  },
);
