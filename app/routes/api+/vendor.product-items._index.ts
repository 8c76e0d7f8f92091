import { itemCreateAction } from "./__item-api.server";

// POST /api/vendor/product-items: a Vendor Product Item (the item's fields plus companyId)
// → 201 { item, data, message: "Vendor Product Item Created Successfully" }.

export const action = itemCreateAction("product");
