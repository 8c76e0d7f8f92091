import { createPurchaseDocument } from "~/modules/purchases/documents.server";
import { openCreditsForVendor } from "~/modules/purchases/purchase-lists.server";
import { api, byMethod, idParam, json } from "./__api.server";
import { creditBodySchema, vendorCompany } from "./__purchase-api.server";

// GET /api/vendor/:vendorId/credits → the vendor's credits against its payable with something left
// to apply (what POST /api/vendor/pay-bill may use), oldest first: a bare array of { id, number,
// date, memo, total, applied, amountLeft }.
// POST /api/vendor/:vendorId/credits (the credit's fields: rows, date, comments, bankAccountId for a
// refund received) → 201 { credit: { id, number, total, status }, message }. Another user's vendor
// is a 404.

export const loader = api(
  {
    doc: {
      tag: "Bills and payments",
      summary:
        "The vendor's credits against its payable with something left to apply, oldest first: [{ id, number, date, memo, total, applied, amountLeft }]",
      responses: { 200: "Open vendor credits", 404: "Vendor not found" },
    },
    params: idParam("vendorId"),
  },
  async (request) => {
    const { company } = await vendorCompany(request, request.params.vendorId);
    return openCreditsForVendor(request.db, company.id, request.params.vendorId);
  },
);

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Bills and payments",
        summary:
          "Enter a vendor credit: without bankAccountId it lowers the vendor's payable (Dr Accounts Payable, Cr the rows), with one it is a refund received: { credit: { id, number, total, status }, message }",
        responses: { 201: "Created", 400: "Invalid input or refused", 404: "Vendor not found" },
      },
      params: idParam("vendorId"),
      body: creditBodySchema,
    },
    async (request) => {
      const { ctx } = await vendorCompany(request, request.params.vendorId);
      const saved = await createPurchaseDocument(request.db, ctx, "vendor_credit", { ...request.body, vendorId: request.params.vendorId });
      return json(
        { credit: { id: saved.id, number: saved.number, total: saved.total, status: saved.status }, message: saved.message },
        201,
      );
    },
  ),
});
