import { CUSTOMER_API, partyCodeCheckRoute } from "./__party-api.server";

// GET /api/customer/customers/check-id?companyId=&customerId=[&excludeId=] → { data: { exists } }

export const loader = partyCodeCheckRoute(CUSTOMER_API);
