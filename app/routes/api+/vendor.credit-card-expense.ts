import { documentCreateAction } from "./__purchase-api.server";

// POST /api/vendor/credit-card-expense { companyId, …the credit_card_charge payload } → 201 { message, document }
// (see __purchase-api.server.ts).

export const action = documentCreateAction("credit_card_charge");
