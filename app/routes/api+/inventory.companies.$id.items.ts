import { companyItemsLoader } from "./__inventory-item-api.server";

// GET /api/inventory/companies/:id/items?q=&reorder=&view= → every inventory item of the company
// (active and inactive unless view says otherwise) as an array of list rows.

export const loader = companyItemsLoader;
