import type { APIRequestContext } from "@playwright/test";
import { createCompany, expect, type TestUser } from "./fixtures";

// An IT consulting company (industry 18) made through the API: Consulting Income and
// Subcontractors accounts, the IT Consulting service item (sold at 100.00, bought at 50.00) and the
// customer Globex Corp — what a consultant is placed at.

export async function post(request: APIRequestContext, user: TestUser, path: string, data: Record<string, unknown>) {
  const response = await request.post(path, { data, headers: { Authorization: `Bearer ${user.token}` } });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

export async function consultingBooks(request: APIRequestContext, user: TestUser) {
  const company = await createCompany(request, user, { industryId: 18 });
  const companyId = company.id;
  const account = async (accountType: string, accountNumber: string, accountName: string) =>
    (await post(request, user, "/api/company-account/create", { companyId, accountType, accountNumber, accountName })).account.id;
  const income = await account("Income", "4100", "Consulting Income");
  const expense = await account("Expense", "6100", "Subcontractors");
  const item = await post(request, user, "/api/vendor/service-items", {
    companyId,
    serviceName: "IT Consulting",
    iSellThisService: true,
    salesPrice: "100.00",
    incomeAccountId: income,
    taxable: false,
    iBuyThisService: true,
    purchasePrice: "50.00",
    expenseAccountId: expense,
  });
  const customer = await post(request, user, "/api/customer/customers", { companyId, customerId: "GLOBEX", customerName: "Globex Corp" });
  return { companyId, itemId: item.item.id as number, customerId: customer.customer.id as number };
}
