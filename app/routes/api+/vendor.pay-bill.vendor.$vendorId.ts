import { vendorPayments } from "~/modules/purchases/bill-payment-views.server";
import { includeRecordsQuerySchema } from "~/modules/purchases/purchase-list-api";
import { api, idParam } from "./__api.server";
import { vendorCompany } from "./__purchase-api.server";

// GET /api/vendor/pay-bill/vendor/:vendorId[?includeRecords=true] → the vendor's bill payments,
// newest first: a bare array of the spec's pay bills { id, no, number, date, issueDate, total,
// creditsApplied, contactName, phone, comments, paymentMethod, status (Not issued, Issued, Void),
// vendorId, vendor { id, vendorId, vendorName, name }, payFromAccount { id, accountNumber,
// accountName, accountType }, isWriteCheckDone, isPrintCheckDone, journalEntryId }, each with
// records [{ id, billId, amountPaid, creditApplied, bill { id, billNo, date, dueDate, total,
// amountPaid, remainingAmount, status, comments, memo } }] when includeRecords is true. Another
// user's vendor is a 404.

export const loader = api(
  {
    doc: {
      tag: "Bills and payments",
      summary:
        "The vendor's bill payments, newest first: [{ id, no, number, date, issueDate, total, creditsApplied, contactName, phone, comments, paymentMethod, status (Not issued, Issued, Void), vendorId, vendor { id, vendorId, vendorName, name }, payFromAccount { id, accountNumber, accountName, accountType }, isWriteCheckDone, isPrintCheckDone, journalEntryId, records? }]; with includeRecords=true each has records [{ id, billId, amountPaid, creditApplied, bill { id, billNo, date, dueDate, total, amountPaid, remainingAmount, status, comments, memo } }]",
      responses: { 200: "Pay bills (an empty array for a vendor without payments)", 404: "Vendor not found" },
    },
    params: idParam("vendorId"),
    query: includeRecordsQuerySchema,
  },
  async (request) => {
    const { company, ctx } = await vendorCompany(request, request.params.vendorId);
    return vendorPayments(request.db, company.id, request.params.vendorId, {
      today: ctx.today,
      includeRecords: request.query.includeRecords,
    });
  },
);
