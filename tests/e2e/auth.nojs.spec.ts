import { randomUUID } from "node:crypto";
import { createUser, expect, test } from "./fixtures";

// These run with JavaScript disabled: every form posts as plain HTML.

test("sign up, sign out and sign in again without JavaScript", async ({ page }) => {
  const email = `nojs-${randomUUID()}@example.com`;
  await page.goto("/signup");
  await page.getByLabel("First name").fill("Nora");
  await page.getByLabel("Last name").fill("Script");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("correct horse battery");
  await page.getByLabel("Confirm password").fill("correct horse battery");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/welcome-company$/);

  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("wrong password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Invalid email or password.")).toBeVisible();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("heading", { name: "Welcome, Nora" })).toBeVisible();
});

test("server-side validation messages show without JavaScript", async ({ page, request }) => {
  const user = await createUser(request);
  await page.goto("/signup");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("First name").fill("Dup");
  await page.getByLabel("Last name").fill("User");
  await page.getByLabel("Password", { exact: true }).fill("correct horse battery");
  await page.getByLabel("Confirm password").fill("correct horse battery");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("An account with this email already exists.")).toBeVisible();
});
