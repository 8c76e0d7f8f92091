import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { createCompany, createUser, expect, test } from "./fixtures";

// Google sign-in against the OAuth provider double (tests/support/oauth-provider-double.ts), on
// the app server that has Google sign-in configured (playwright.config.ts starts both).
test.use({ baseURL: process.env.E2E_GOOGLE_BASE_URL });

/** From the login page to the provider's consent page, as a person clicks through. */
async function openGoogleConsent(page: Page) {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to the test provider" })).toBeVisible();
}

async function fillConsent(page: Page, account: { email: string; firstName?: string; lastName?: string }) {
  await page.getByLabel("Email").fill(account.email);
  if (account.firstName) await page.getByLabel("First name").fill(account.firstName);
  if (account.lastName) await page.getByLabel("Last name").fill(account.lastName);
}

test.describe("sign in with Google", () => {
  test("a new Google user is created and signed in", async ({ page }) => {
    await openGoogleConsent(page);
    await fillConsent(page, { email: `gia-${randomUUID()}@gmail.test`, firstName: "Gia", lastName: "Google" });
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/gmail-auth-result\?status=success$/);
    await expect(page).toHaveTitle("Ledgerline | Sign-in Result");
    await expect(page.getByRole("heading", { name: "Signed in successfully" })).toBeVisible();
    // Without an opener window the page goes on into the app, signed in.
    await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });
    await expect(page.getByRole("heading", { name: "Welcome, Gia" })).toBeVisible();
    await expect(page.getByText("Signed in as Gia")).toBeVisible();
  });

  test("a returning user is matched by email and sees their companies", async ({ page, request }) => {
    const user = await createUser(request, { firstName: "Pat" });
    const company = await createCompany(request, user);
    await openGoogleConsent(page);
    await fillConsent(page, { email: user.email, firstName: "Patricia" });
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Signed in successfully" })).toBeVisible();
    await page.goto("/home");
    // The same account: its own name and its company, not a new empty account.
    await expect(page.getByRole("heading", { name: "Welcome, Pat" })).toBeVisible();
    await expect(page.getByRole("heading", { name: company.companyName })).toBeVisible();
    // The password keeps working for the same account.
    const login = await request.post("/api/client/login", { data: { email: user.email, password: user.password } });
    expect(login.status()).toBe(200);
    const companies = await request.get("/api/company", { headers: { Authorization: `Bearer ${(await login.json()).token}` } });
    expect((await companies.json()).companies.map((c: { id: number }) => c.id)).toEqual([company.id]);
  });

  test("a tampered state is refused with a clear message and no session", async ({ page }) => {
    await openGoogleConsent(page);
    await fillConsent(page, { email: `mallory-${randomUUID()}@gmail.test`, firstName: "Mallory" });
    await page.locator('input[name="state"]').evaluate((input: HTMLInputElement) => {
      input.value = "forged-state";
    });
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/gmail-auth-result\?error=auth_failed$/);
    await expect(page.getByRole("heading", { name: "Sign-in failed" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Authentication failed. Please try again." })).toBeVisible();
    await page.getByRole("button", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/home");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("cancelling at Google says no code was received", async ({ page }) => {
    await openGoogleConsent(page);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/gmail-auth-result\?error=no_code$/);
    await expect(page.getByRole("alert").filter({ hasText: "No authorization code received from Google." })).toBeVisible();
  });

  test("the email and password form still signs in next to the Google button", async ({ page, request }) => {
    const user = await createUser(request);
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
