import { createCompany, createInventoryItem, expect, inventoryAccounts, test } from "./fixtures";

// New Inventory Assembly without JavaScript (issue 25.19, 25.22): Update shows each component's
// cost and the materials total, Add Row and a row's Delete reload the form as Enter Bill's do (not a
// fixed five rows), an empty name is refused with the app's words (no browser bubble), and the
// assembly is saved with the rows as shown.

test("New Inventory Assembly reloads with costs and rows, then saves, without JavaScript", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  const { asset, cogs } = await inventoryAccounts(request, user, company.id);
  const stocked = { assetsAccount: asset, costOfGoodsSold: cogs, asOfDate: "11/01/2026" };
  await createInventoryItem(request, user, company.id, { ...stocked, name: "Widget", standardCost: "2.50", onHandQuantity: "10" });
  await createInventoryItem(request, user, company.id, { ...stocked, name: "Gadget", standardCost: "5.00", onHandQuantity: "3" });
  const main = page.getByRole("main");
  await page.goto(`/company/${company.id}/dashboard/inventory/new-assembly`);

  await main.getByLabel("Assets Account").selectOption({ label: "1300 Stock" });
  await main.getByLabel("I sell this product").uncheck();
  await main.getByLabel("Item 1", { exact: true }).selectOption({ label: "Widget" });
  await main.getByLabel("Quantity Needed 1", { exact: true }).fill("2");
  await main.getByLabel("Item 2", { exact: true }).selectOption({ label: "Gadget" });
  await main.getByLabel("Quantity Needed 2", { exact: true }).fill("1");
  await main.getByRole("button", { name: "Update" }).click();
  // 2 Widgets at $2.50 and 1 Gadget at $5.00
  const components = main.getByRole("table", { name: "Components" });
  await expect(components.locator("tbody tr").nth(0)).toContainText("$5.00");
  await expect(components.locator("tbody tr").nth(1)).toContainText("$5.00");
  await expect(main.getByLabel("Total value of materials cost")).toHaveText("$10.00");

  await expect(main.getByLabel("Item 6", { exact: true })).toHaveCount(0);
  await main.getByRole("button", { name: "Add Row" }).click();
  await expect(main.getByLabel("Item 6", { exact: true })).toBeVisible();
  await main.getByRole("button", { name: "Remove item 6" }).click();
  await expect(main.getByLabel("Item 6", { exact: true })).toHaveCount(0);
  await expect(main.getByLabel("Item 2", { exact: true })).toHaveValue(/\d+/);

  await main.getByRole("button", { name: "Save and Close" }).click();
  await expect(main.getByText("Please enter a valid assembly name.").first()).toBeVisible();
  await expect(main.getByLabel("Total value of materials cost")).toHaveText("$10.00");
  await main.getByLabel("Assembly Name").fill("Starter Kit");
  await main.getByRole("button", { name: "Save and Close" }).click();
  await page.waitForURL((url) => url.pathname.endsWith("/inventory/build-assembly"));
  await expect(main.getByLabel("Maximum buildable quantity")).toHaveText("3");
});
