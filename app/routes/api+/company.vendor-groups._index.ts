import { supportListRoute } from "./__support-list-api.server";

// GET /api/company/vendor-groups?companyId= → { groupList }; POST → 201 { data, group, count, message }
const route = supportListRoute("vendor-groups");
export const loader = route.loader;
export const action = route.action;
