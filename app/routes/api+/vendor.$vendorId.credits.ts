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

export const loader = api({ params: idParam("vendorId") }, async (request) => {
  const { company } = await vendorCompany(request, request.params.vendorId);
  return openCreditsForVendor(request.db, company.id, request.params.vendorId);
});

export const action = byMethod({
  POST: api({ params: idParam("vendorId"), body: creditBodySchema }, async (request) => {
    const { ctx } = await vendorCompany(request, request.params.vendorId);
    const saved = await createPurchaseDocument(request.db, ctx, "vendor_credit", { ...request.body, vendorId: request.params.vendorId });
    return json({ credit: { id: saved.id, number: saved.number, total: saved.total, status: saved.status }, message: saved.message }, 201);
  }),
});
