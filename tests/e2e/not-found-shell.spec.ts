import type { Page } from "@playwright/test";
import { createCompany, expect, test } from "./fixtures";

// The in-app "Page not found" keeps the shell as every screen shows it (issue 25, item 30): the
// same sidebar groups and entries, nothing the normal sidebar does not have.

// The sidebar's groups are <details> until the scripts run and buttons after: both pages are read
// once hydrated (the collapse button exists only then), so the two readings compare like with like.
const hydrated = (page: Page) => expect(page.locator('button[aria-controls="company-sidebar"]')).toBeAttached();

test("the not-found screen's sidebar is the dashboard's", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  const sidebar = page.locator("#company-sidebar");
  await page.goto(`/company/${company.id}/dashboard`);
  await expect(sidebar).toBeVisible();
  await hydrated(page);
  const normal = await sidebar.innerText();
  await page.goto(`/company/${company.id}/dashboard/no-such-screen`);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await hydrated(page);
  expect(await sidebar.innerText()).toBe(normal);
  expect(normal).toContain("Vendor");
});
