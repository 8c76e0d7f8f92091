import { documentCreateAction } from "./__purchase-api.server";

// POST /api/vendor/cash-expense { companyId, …the cash_expense payload } → 201 { message, document }
// (see __purchase-api.server.ts).

export const action = documentCreateAction("cash_expense");
