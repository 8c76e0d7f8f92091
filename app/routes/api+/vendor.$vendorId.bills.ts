import { createPurchaseDocument } from "~/modules/purchases/documents.server";
import { billRow, vendorBills } from "~/modules/purchases/purchase-lists.server";
import { api, byMethod, idParam, json } from "./__api.server";
import { apiBill, billBodySchema, vendorCompany } from "./__purchase-api.server";

// GET /api/vendor/:vendorId/bills → the vendor's bills from the purchase documents, newest first,
// drafts included: a bare array of { id, billNo (= number), date, dueDate, total, amountPaid,
// remainingAmount, status (Draft, Open, Overdue, Paid, Void), memo, comments, vendorId, vendorName,
// vendorReference }.
// POST /api/vendor/:vendorId/bills (the bill's fields: rows, dates, payment term, status draft or
// open) → 201 { bill, message }: a bill for this vendor, posted unless a draft (the Enter Bill form's
// service). Another user's vendor is a 404.

export const loader = api(
  {
    doc: {
      tag: "Bills and payments",
      summary:
        "The vendor's bills, newest first, drafts included: [{ id, billNo, number, date, dueDate, total, amountPaid, remainingAmount, status (Draft, Open, Overdue, Paid, Void), memo, comments, vendorId, vendorName, vendorReference }]",
      responses: { 200: "Bills (an empty array for a vendor without bills)", 404: "Vendor not found" },
    },
    params: idParam("vendorId"),
  },
  async (request) => {
    const { company, ctx } = await vendorCompany(request, request.params.vendorId);
    return (await vendorBills(request.db, company.id, request.params.vendorId, ctx.today)).map(apiBill);
  },
);

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Bills and payments",
        summary:
          "Enter a bill for the vendor: rows, date, due date (blank: from the payment term), status draft or open (open posts Dr the rows, Cr Accounts Payable): { bill, message }",
        responses: { 201: "Created", 400: "Invalid input or refused (rows, accounts, items)", 404: "Vendor not found" },
      },
      params: idParam("vendorId"),
      body: billBodySchema,
    },
    async (request) => {
      const { ctx } = await vendorCompany(request, request.params.vendorId);
      const saved = await createPurchaseDocument(request.db, ctx, "bill", { ...request.body, vendorId: request.params.vendorId });
      const bill = await billRow(request.db, ctx.companyId, saved.id, ctx.today);
      return json({ bill: bill ? apiBill(bill) : null, message: saved.message }, 201);
    },
  ),
});
