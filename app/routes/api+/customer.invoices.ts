import { salesCreateAction } from "./__sales-api.server";

// POST /api/customer/invoices { companyId, …the payload } → 201 { message, document } (see __sales-api.server.ts).

export const action = salesCreateAction("invoice");
