import type { APIRequestContext } from "@playwright/test";
import { createCompany, expect, type TestUser } from "./fixtures";
import { CHECKING } from "../support/accounts";

// The budgets' browser tests' books: a company with 1010 Checking and 5100 Rent, and a rent payment
// (Dr Rent, Cr Checking) journal entry on each date given, all made through the API.

async function apiPost(request: APIRequestContext, user: TestUser, url: string, data: object) {
  const response = await request.post(url, { data, headers: { Authorization: `Bearer ${user.token}` } });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** `rents`: [MM/DD/YYYY, amount] of each rent payment. */
export async function rentBooks(request: APIRequestContext, user: TestUser, rents: [string, string][]) {
  const company = await createCompany(request, user);
  const { account: bank } = await apiPost(request, user, "/api/company-account/create", { companyId: company.id, ...CHECKING });
  const { account: rent } = await apiPost(request, user, "/api/company-account/create", {
    companyId: company.id,
    accountType: "Expense",
    accountNumber: "5100",
    accountName: "Rent",
  });
  for (const [entryDate, amount] of rents) {
    await apiPost(request, user, `/api/journal-entry/company/${company.id}?type=JE`, {
      entryDate,
      comments: "Rent",
      entries: [
        { accountId: rent.id, debit: amount },
        { accountId: bank.id, credit: amount },
      ],
    });
  }
  return { base: `/company/${company.id}/dashboard`, rent: rent as { id: number } };
}
