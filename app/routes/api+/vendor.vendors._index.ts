import { partyCollectionRoute, VENDOR_API } from "./__party-api.server";

// GET /api/vendor/vendors?companyId=&q=&view=active|inactive|all&page=&perPage=
//   → { vendors, months, total, page, perPage } (purchases per month and balance from the ledger)
// GET /api/vendor/vendors?companyId=&q=&view=&short=true&limit= → { vendors: [{ id, vendorId, vendorName,
//   phone, email, active }] }: the vendor picker's search (part of the name or the start of the Vendor ID; by name;
//   20 or limit, 50 at most)
// POST /api/vendor/vendors (the vendor's fields plus companyId) → 201 { vendor, data }

const route = partyCollectionRoute(VENDOR_API);
export const loader = route.loader;
export const action = route.action;
