import { createCompany, createInventoryItem, expect, inventoryAccounts, test } from "./fixtures";

// Assemblies in the browser (JavaScript on): a New Inventory Assembly made from two stocked items
// (the materials total live), Save and Close on to Build Assembly, a build capped at the maximum and
// then made, and the Inventory Center showing the build among the component's transactions.
// The two items and their opening stock are made through the inventory items API.

test("make an assembly from stocked items, build it and see it in the Inventory Centre", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  const { asset, cogs } = await inventoryAccounts(request, user, company.id);
  const stocked = { assetsAccount: asset, costOfGoodsSold: cogs, asOfDate: "11/01/2026" };
  // 10 Widgets at $2.50 and 3 Gadgets at $5.00
  await createInventoryItem(request, user, company.id, {
    ...stocked,
    name: "Widget",
    standardCost: "2.50",
    onHandQuantity: "10",
    descriptionPurchase: "Blue widget",
  });
  await createInventoryItem(request, user, company.id, { ...stocked, name: "Gadget", standardCost: "5.00", onHandQuantity: "3" });
  const base = `/company/${company.id}/dashboard/inventory`;

  await page.goto(`${base}/new-assembly`);
  await page.getByLabel("Assembly Name").fill("Starter Kit");
  await page.getByLabel("Assets Account").selectOption({ label: "1300 Stock" });
  await page.getByLabel("I sell this product").uncheck();
  await page.getByLabel("Item 1", { exact: true }).selectOption({ label: "Widget" });
  await page.getByLabel("Quantity Needed 1", { exact: true }).fill("2");
  await page.getByLabel("Item 2", { exact: true }).selectOption({ label: "Gadget" });
  await page.getByLabel("Quantity Needed 2", { exact: true }).fill("4");
  await expect(page.getByText("Quantity Needed cannot exceed On Hand Quantity!")).toBeVisible();
  await page.getByLabel("Quantity Needed 2", { exact: true }).fill("1");
  // 2 Widgets at $2.50 and 1 Gadget at $5.00
  await expect(page.getByLabel("Total value of materials cost")).toHaveText("$10.00");
  await page.getByRole("button", { name: "Save and Close" }).click();

  await page.waitForURL((url) => url.pathname.endsWith("/inventory/build-assembly"));
  await expect(page.getByLabel("Maximum buildable quantity")).toHaveText("3");
  await expect(page.getByRole("cell", { name: "Blue widget" })).toBeVisible();
  await page.getByLabel("Quantity to Build").fill("4");
  await expect(page.getByText("Quantity to Build cannot exceed maximum buildable quantity (3).")).toBeVisible();
  // Capped at the maximum the message names (issue 25.20).
  await expect(page.getByLabel("Quantity to Build")).toHaveValue("3");
  await page.getByLabel("Quantity to Build").fill("2");
  await page.getByLabel("Ref No").fill("B-1");
  await page.getByRole("button", { name: "Build and Close" }).click();
  await expect(page.getByLabel("Quantity On Hand")).toHaveText("2");
  await expect(page.getByLabel("Maximum buildable quantity")).toHaveText("1");

  await page.goto(`${base}/center`);
  await page.getByRole("link", { name: "Widget", exact: true }).click();
  await expect(page.getByText("Qty:")).toContainText("6");
  const rows = page.getByRole("table", { name: "Transactions" }).getByRole("row");
  await expect(rows.nth(1)).toContainText("Build Assembly");
  await expect(rows.nth(1)).toContainText("B-1");
  await expect(rows.nth(1)).toContainText("-$10.00");
  await expect(rows.nth(2)).toContainText("Opening Stock");
  await page.getByLabel("Current View").selectOption("bills");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("No transactions found for this item")).toBeVisible();
});
