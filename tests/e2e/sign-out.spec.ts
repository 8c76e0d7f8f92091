import { createCompany, expect, test } from "./fixtures";

// Signing out is a POST from our own pages: another site cannot sign the user out with a link or
// an image, and a dropped connection keeps the user on the page with a message.

test("a link from another site to /logout only asks, and the user stays signed in", async ({ page, user, baseURL }) => {
  await page.route("http://evil.test/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<img src="${baseURL}/logout" alt=""><a href="${baseURL}/logout">Win a prize</a>`,
    }),
  );
  await page.goto("http://evil.test/");
  await page.getByRole("link", { name: "Win a prize" }).click();
  await expect(page).toHaveURL(/\/logout$/);
  await expect(page.getByRole("heading", { name: "Sign out?" })).toBeVisible();
  await page.goto("/home");
  await expect(page.getByRole("heading", { name: `Welcome, ${user.firstName}` })).toBeVisible();

  // The page's own button signs out.
  await page.goto("/logout");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/home");
  await expect(page).toHaveURL(/\/login$/);
});

test("signing out while offline shows the message and keeps the page", async ({ page, context, user }) => {
  await page.goto("/home");
  const heading = page.getByRole("heading", { name: `Welcome, ${user.firstName}` });
  await expect(heading).toBeVisible();
  await context.setOffline(true);
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Logout" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Unable to connect to the server. Please check your internet connection." }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(heading).toBeVisible();

  await context.setOffline(false);
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("a POST to a screen without an action answers 405 with a readable page", async ({ page, user }) => {
  const company = await createCompany(page.request, user);
  const response = await page.request.post(`/company/${company.id}/dashboard/overview`, { form: { anything: "1" } });
  expect(response.status()).toBe(405);
  const html = await response.text();
  expect(html).toContain("Nothing to save here");
  expect(html).toContain("This page does not accept that request.");
  expect(html).not.toMatch(/at .*\(.*:\d+:\d+\)/);
});
