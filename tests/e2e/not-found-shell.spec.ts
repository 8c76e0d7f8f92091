import { createCompany, expect, test } from "./fixtures";

// The in-app "Page not found" keeps the shell as every screen shows it (issue 25, item 30): the
// same sidebar groups and entries, nothing the normal sidebar does not have.

test("the not-found screen's sidebar is the dashboard's", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  const sidebar = page.locator("#company-sidebar");
  await page.goto(`/company/${company.id}/dashboard`);
  await expect(sidebar).toBeVisible();
  const normal = await sidebar.innerText();
  await page.goto(`/company/${company.id}/dashboard/no-such-screen`);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  expect(await sidebar.innerText()).toBe(normal);
  expect(normal).toContain("Vendor");
});
