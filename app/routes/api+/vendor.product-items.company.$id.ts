import { itemArrayLoader } from "./__item-api.server";

// GET /api/vendor/product-items/company/:id → the company's product items as an array:
// [{ id, productName, type, salesPrice, purchasePrice, purchaseDescription, salesDescription, active, status, billStatus }].

export const loader = itemArrayLoader("product");
