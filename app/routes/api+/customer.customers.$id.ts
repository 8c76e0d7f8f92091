import { CUSTOMER_API, partyRecordRoute } from "./__party-api.server";

// GET /api/customer/customers/:id → { customer, data }; PUT (versioned; the opening balance is
// read-only once posted; a field left out keeps its value) → { customer, data }; DELETE →
// { success, message } or 409 when any journal line is tagged with the customer.
// A customer is found only through a company the user owns: otherwise 404.

const route = partyRecordRoute(CUSTOMER_API);
export const loader = route.loader;
export const action = route.action;
