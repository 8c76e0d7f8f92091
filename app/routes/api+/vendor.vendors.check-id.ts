import { partyCodeCheckRoute, VENDOR_API } from "./__party-api.server";

// GET /api/vendor/vendors/check-id?companyId=&vendorId=[&excludeId=] → { data: { exists } }

export const loader = partyCodeCheckRoute(VENDOR_API);
