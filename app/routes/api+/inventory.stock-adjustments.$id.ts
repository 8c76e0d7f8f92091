import { adjustmentAction, adjustmentLoader } from "./__stock-api.server";

// GET    /api/inventory/stock-adjustments/:id → { success, data } (the adjustment with its items).
// PUT    /api/inventory/stock-adjustments/:id, the POST body plus the version read → { success, data, message }.
// DELETE /api/inventory/stock-adjustments/:id → { success, message } (refused with 409 when the stock it added has gone out).

export const loader = adjustmentLoader;
export const action = adjustmentAction;
