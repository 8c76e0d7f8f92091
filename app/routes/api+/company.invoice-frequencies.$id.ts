import { supportItemRoute } from "./__support-list-api.server";

// DELETE /api/company/invoice-frequencies/:id → { success: true, message, name, remaining }; 404 when not the user's, 409 when in use.
export const action = supportItemRoute("invoice-frequencies").action;
