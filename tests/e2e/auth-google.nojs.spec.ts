import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures";

// Google sign-in with JavaScript disabled: every step is a plain link, form post or redirect.
test.use({ baseURL: process.env.E2E_GOOGLE_BASE_URL });

test("sign in with Google without JavaScript", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await page.getByLabel("Email").fill(`nojs-${randomUUID()}@gmail.test`);
  await page.getByLabel("First name").fill("Noor");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Signed in successfully" })).toBeVisible();
  await page.getByRole("link", { name: "Continue to Ledgerline" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("heading", { name: "Welcome, Noor" })).toBeVisible();
});
