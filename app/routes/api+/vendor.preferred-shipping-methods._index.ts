import { supportListRoute } from "./__support-list-api.server";

// GET /api/vendor/preferred-shipping-methods?companyId= → [methods]; POST → 201 { data, shippingMethod, count, message }
const route = supportListRoute("shipping-methods");
export const loader = route.loader;
export const action = route.action;
