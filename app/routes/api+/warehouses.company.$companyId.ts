import { warehouseListLoader } from "./__stock-api.server";

// GET /api/warehouses/company/:companyId ?search&status=all|active|inactive&page&perPage
// → { success, data: { warehouses, total, page, perPage } } (every matching warehouse without page).

export const loader = warehouseListLoader;
