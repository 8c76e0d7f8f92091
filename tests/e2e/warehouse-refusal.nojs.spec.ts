import { createCompany, expect, test } from "./fixtures";

// Add New Warehouse on the page without JavaScript: a refused save shows the message beside the
// name and keeps what was typed in the other fields (conform's reply), then saves once named.

test("a refused Add New Warehouse keeps what was typed", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  const main = page.getByRole("main");
  await page.goto(`/company/${company.id}/dashboard/company/support-lists/warehouses?add=1`);
  await main.getByLabel("Description").fill("Ground floor");
  await main.getByRole("button", { name: "Save" }).click();
  await expect(main.getByText("Warehouse name is required.").first()).toBeVisible();
  await expect(main.getByLabel("Description")).toHaveValue("Ground floor");
  await main.getByLabel("Name").fill("Main");
  await main.getByRole("button", { name: "Save" }).click();
  await expect(main.getByRole("table", { name: "Warehouses" }).locator("tbody tr").first()).toContainText("Ground floor");
});
