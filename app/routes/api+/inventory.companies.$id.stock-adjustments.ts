import { adjustmentsAction, adjustmentsLoader } from "./__stock-api.server";

// GET  /api/inventory/companies/:id/stock-adjustments ?warehouseId&preset&from&to&page&perPage → adjustments with their items.
// POST /api/inventory/companies/:id/stock-adjustments { date?, warehouseId, adjustmentAccount, items[{ inventoryItemId, comment, adjustedQty, rate }] }
//      → 201 { success, data, message }.

export const loader = adjustmentsLoader;
export const action = adjustmentsAction;
