import { documentCreateAction } from "./__purchase-api.server";

// POST /api/vendor/cash-purchase { companyId, …the cash_purchase payload } → 201 { message, document }
// (see __purchase-api.server.ts).

export const action = documentCreateAction("cash_purchase");
