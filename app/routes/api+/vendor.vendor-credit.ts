import { documentCreateAction } from "./__purchase-api.server";

// POST /api/vendor/vendor-credit { companyId, …the vendor_credit payload } → 201 { message, document }
// (see __purchase-api.server.ts).

export const action = documentCreateAction("vendor_credit");
