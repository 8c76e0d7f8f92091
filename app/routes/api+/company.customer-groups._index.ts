import { supportListRoute } from "./__support-list-api.server";

// GET /api/company/customer-groups?companyId= → { groupList }; POST → 201 { data, group, count, message }
const route = supportListRoute("customer-groups");
export const loader = route.loader;
export const action = route.action;
