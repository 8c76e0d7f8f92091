import { randomUUID } from "node:crypto";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { companyFields } from "../support/company-fields";

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  token: string;
}

/** A fresh user made through the API (each test gets its own). */
export async function createUser(request: APIRequestContext, overrides: Partial<TestUser> = {}): Promise<TestUser> {
  const user = {
    email: `user-${randomUUID()}@example.com`,
    password: "correct horse battery",
    firstName: "Alice",
    lastName: "Bookkeeper",
    ...overrides,
  };
  const response = await request.post("/api/client/signup", { data: user });
  expect(response.status(), await response.text()).toBe(201);
  const body = await response.json();
  return { ...user, token: body.token };
}

export async function createCompany(request: APIRequestContext, user: TestUser, overrides: Record<string, unknown> = {}) {
  const response = await request.post("/api/company", {
    data: companyFields(overrides),
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: number; companyName: string };
}

/** A vendor of the company, through the API (companyId added to `fields`): the vendor as the API answers it. */
export async function createVendor(request: APIRequestContext, user: TestUser, companyId: number, fields: Record<string, unknown>) {
  const response = await request.post("/api/vendor/vendors", {
    data: { companyId, ...fields },
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).vendor as { id: number; version: number; vendorName: string };
}

/** An account of the company, through the API: its id. */
export async function createAccount(request: APIRequestContext, user: TestUser, companyId: number, fields: Record<string, unknown>) {
  const response = await request.post("/api/company-account/create", {
    data: { companyId, ...fields },
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).account.id as number;
}

/** The accounts an inventory item posts to: 1300 Stock (its asset) and 5000 Cost of Goods: their ids. */
export async function inventoryAccounts(request: APIRequestContext, user: TestUser, companyId: number) {
  const asset = await createAccount(request, user, companyId, {
    accountType: "Inventory Asset",
    accountNumber: "1300",
    accountName: "Stock",
  });
  const cogs = await createAccount(request, user, companyId, {
    accountType: "Cost of Goods Sold",
    accountNumber: "5000",
    accountName: "Cost of Goods",
  });
  return { asset, cogs };
}

/**
 * An inventory item through the API, with its opening stock (onHandQuantity × standardCost, posted
 * Dr its assets account, Cr Opening Balance Equity): its id.
 */
export async function createInventoryItem(request: APIRequestContext, user: TestUser, companyId: number, fields: Record<string, unknown>) {
  const response = await request.post("/api/inventory/items", {
    data: { companyId, sellProduct: false, ...fields },
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).item.id as number;
}

/** Sign in through the login form, as a person would. */
export async function logIn(page: Page, user: TestUser) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

/** A test with a signed-up, signed-in user. */
export const test = base.extend<{ user: TestUser }>({
  user: async ({ page, request }, use) => {
    const user = await createUser(request);
    await logIn(page, user);
    await use(user);
  },
});

export { companyFields, expect };
