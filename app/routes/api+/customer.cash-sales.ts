import { salesCreateAction } from "./__sales-api.server";

// POST /api/customer/cash-sales { companyId, …the payload } → 201 { message, document } (see __sales-api.server.ts).

export const action = salesCreateAction("cash_sale");
