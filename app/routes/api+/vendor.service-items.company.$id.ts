import { itemArrayLoader } from "./__item-api.server";

// GET /api/vendor/service-items/company/:id → the company's service items as an array:
// [{ id, serviceName, type, salesPrice, purchasePrice, purchaseDescription, salesDescription, active, status, billStatus }].

export const loader = itemArrayLoader("service");
