import { warehouseCreateAction } from "./__stock-api.server";

// POST /api/warehouses { name, description, address, city, state, zipCode, country, phone, email, companyId }
// → 201 { success, data: warehouse, message: "Warehouse created successfully!" }.

export const action = warehouseCreateAction;
