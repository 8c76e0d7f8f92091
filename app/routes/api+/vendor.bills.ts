import { documentCreateAction } from "./__purchase-api.server";

// POST /api/vendor/bills { companyId, …the bill payload } → 201 { message, document }
// (see __purchase-api.server.ts).

export const action = documentCreateAction("bill");
