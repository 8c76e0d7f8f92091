import { createCompany, expect, test } from "./fixtures";

// Delete Company in a real browser: the sidebar's Settings entry, the owner's password (checked in
// the browser when empty, by the server when wrong), then the company is archived and the company
// chooser offers Restore.

test("delete a company with the password, then restore it from Archived companies", async ({ page, request, user }) => {
  test.slow(); // several server round trips on a shared machine
  const company = await createCompany(request, user);
  await page.goto(`/company/${company.id}/dashboard`);
  const sidebar = page.getByRole("navigation", { name: "Company menu" });
  await sidebar.getByRole("button", { name: "Settings", exact: true }).click();
  await sidebar.getByRole("link", { name: "Delete Company" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Delete Company" })).toBeVisible();

  await page.getByRole("button", { name: "Delete Company" }).click();
  await expect(page.getByText("Enter your password to delete this company")).toBeVisible();
  await page.getByLabel("Your password").fill("not my password");
  await page.getByRole("button", { name: "Delete Company" }).click();
  await expect(page.getByText("The password is not correct.")).toBeVisible();

  await page.getByLabel("Your password").fill(user.password);
  await page.getByRole("button", { name: "Delete Company" }).click();
  await page.waitForURL("**/home");
  await expect(page.getByText(`Company "${company.companyName}" was deleted.`)).toBeVisible();
  await expect(page.getByRole("link", { name: `Open ${company.companyName}` })).toHaveCount(0);
  const archived = page.getByRole("region", { name: "Archived companies" });
  await expect(archived.getByText(company.companyName)).toBeVisible();

  expect((await page.request.get(`/company/${company.id}/dashboard`)).status()).toBe(404);

  await archived.getByRole("button", { name: `Restore ${company.companyName}` }).click();
  await expect(page.getByText(`Company "${company.companyName}" was restored.`)).toBeVisible();
  await expect(page.getByRole("link", { name: `Open ${company.companyName}` })).toBeVisible();
  await expect(page.getByRole("region", { name: "Archived companies" })).toHaveCount(0);
});
