import { itemsCreateAction, itemsListLoader } from "./__inventory-item-api.server";

// GET /api/inventory/items?companyId=&q=&reorder=&view=&page=&perPage= → { items, total, page, perPage }
// POST /api/inventory/items (the inventory item payload plus companyId; warehouseId for the opening
// stock) → 201 { item, data, message }; the opening quantity × standard cost is posted Dr assets, Cr
// Opening Balance Equity.

export const loader = itemsListLoader;
export const action = itemsCreateAction;
