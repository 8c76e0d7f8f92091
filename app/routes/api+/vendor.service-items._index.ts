import { itemCreateAction } from "./__item-api.server";

// POST /api/vendor/service-items: a Vendor Service Item (the item's fields plus companyId)
// → 201 { item, data, message: "Vendor Service Item Created Successfully" }.

export const action = itemCreateAction("service");
