import { CUSTOMER_API, partyCollectionRoute } from "./__party-api.server";

// GET /api/customer/customers?companyId=&q=&view=active|inactive|all&page=&perPage=
//   → { customers, months, total, page, perPage } (sales per month and balance from the ledger)
// GET /api/customer/customers?companyId=&q=&view=&short=true&limit= → { customers: [{ id, customerId,
//   customerName, phone, email, active }] }: the customer picker's search
// POST /api/customer/customers (the customer's fields plus companyId) → 201 { customer, data }

const route = partyCollectionRoute(CUSTOMER_API);
export const loader = route.loader;
export const action = route.action;
