import { supportItemRoute } from "./__support-list-api.server";

// DELETE /api/company/payment-terms/:id → { success: true, message, name, remaining }; 404 when not the user's, 409 when in use.
export const action = supportItemRoute("payment-terms").action;
