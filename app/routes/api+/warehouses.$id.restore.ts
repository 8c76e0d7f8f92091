import { warehouseRestoreAction } from "./__stock-api.server";

// POST /api/warehouses/:id/restore: activate a deactivated warehouse → { success, data, message }.

export const action = warehouseRestoreAction;
