import { salesCreateAction } from "./__sales-api.server";

// POST /api/customer/credit-memos { companyId, …the payload } → 201 { message, document } (see __sales-api.server.ts).

export const action = salesCreateAction("credit_memo");
