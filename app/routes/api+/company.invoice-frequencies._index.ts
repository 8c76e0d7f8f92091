import { supportListRoute } from "./__support-list-api.server";

// GET /api/company/invoice-frequencies?companyId= → { frequencyList }; POST → 201 { data, frequency, count, message }
const route = supportListRoute("invoice-frequencies");
export const loader = route.loader;
export const action = route.action;
