import type { Page } from "@playwright/test";
import { createCompany, expect, test } from "./fixtures";

// Company Preferences without JavaScript (ADR 0070): opened from the top menu, saved as a plain
// form post (the currency format's disclosure included), and a stale copy refused with the
// concurrent-edit message, nothing changed.

const main = (page: Page) => page.getByRole("main");

test("Company Preferences without JavaScript: save, then a stale copy is refused", async ({ page, request, user }) => {
  test.setTimeout(90_000);
  const company = await createCompany(request, user, { billTracking: true });
  await page.goto(`/company/${company.id}/dashboard`);
  await page.getByRole("link", { name: "Company Preferences", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Company Preferences" })).toBeVisible();

  await main(page).getByLabel("Company Name").fill("Plain Prefs Ltd");
  await main(page).getByLabel("Fiscal Year Start Month").selectOption("April");
  await main(page).getByLabel("Track bills (Enter Bill and Pay Bill)").uncheck();
  await main(page).getByText("Currency Format", { exact: true }).click();
  await main(page).getByLabel("Negative Amounts").selectOption("parentheses");
  await main(page).getByRole("button", { name: "Save Preferences" }).click();

  await expect(page.getByText("Company preferences saved. The fiscal year now starts in April.", { exact: false })).toBeVisible();
  await expect(main(page).getByLabel("Company Name")).toHaveValue("Plain Prefs Ltd");
  await expect(main(page).getByLabel("Track bills (Enter Bill and Pay Bill)")).not.toBeChecked();
  await expect(main(page).getByText("($1,234.50)", { exact: true })).toBeAttached();

  // Someone else saves meanwhile: this copy is stale.
  const headers = { Authorization: `Bearer ${user.token}` };
  const current = (await (await request.get(`/api/company/${company.id}`, { headers })).json()).data as { version: number };
  const other = await request.put(`/api/company/${company.id}`, {
    data: { legalName: "Elsewhere Ltd", version: current.version },
    headers,
  });
  expect(other.status(), await other.text()).toBe(200);
  await main(page).getByLabel("Company Name").fill("Late Name");
  await main(page).getByRole("button", { name: "Save Preferences" }).click();
  await expect(page.getByText("This company was changed by someone else. Reload to see the changes.")).toBeVisible();
  const after = (await (await request.get(`/api/company/${company.id}`, { headers })).json()).data as { companyName: string };
  expect(after.companyName).toBe("Plain Prefs Ltd");
});
