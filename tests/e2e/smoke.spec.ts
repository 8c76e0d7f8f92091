import { expect, test } from "@playwright/test";

test("the sign-in page shows its heading and button", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Sign in to Ledgerline", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
});

test("an unknown address shows Page not found", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle("Ledgerline | Page not found");
});

test("an old-style ?_data= request is a 400 that says to reload, never a 500 (issue 25, item 10)", async ({ request }) => {
  for (const [method, url] of [
    ["POST", "/login?_data=routes%2Flogin"],
    ["POST", "/login?_data=routes%2F_sign-in%2B%2Flogin"],
    ["GET", "/login?_data=root"],
  ] as const) {
    const response = await request.fetch(url, { method, form: method === "POST" ? { email: "a@example.com", password: "x" } : undefined });
    expect(response.status(), `${method} ${url}`).toBe(400);
    expect(await response.text()).toContain("Reload the page.");
  }
});
