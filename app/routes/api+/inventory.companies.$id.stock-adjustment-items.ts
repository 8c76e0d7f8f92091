import { adjustmentItemsLoader } from "./__stock-api.server";

// GET /api/inventory/companies/:id/stock-adjustment-items ?warehouseId&preset&from&to&page&perPage
// → { data: [{ inventoryItemId, itemName, stockAdjustmentId, date, warehouseName, currentQty, adjustedQty, … }], total, page, perPage }.

export const loader = adjustmentItemsLoader;
