import { warehouseAction } from "./__stock-api.server";

// PUT /api/warehouses/:id (fields and the version read) → { success, data, message }.
// DELETE /api/warehouses/:id deactivates it; ?permanent=true deletes it (409 when it holds stock or has history).

export const action = warehouseAction;
