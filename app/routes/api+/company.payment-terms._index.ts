import { supportListRoute } from "./__support-list-api.server";

// GET /api/company/payment-terms?companyId= → { paymentTerms }; POST → 201 { data, paymentTerm, count, message }
const route = supportListRoute("payment-terms");
export const loader = route.loader;
export const action = route.action;
