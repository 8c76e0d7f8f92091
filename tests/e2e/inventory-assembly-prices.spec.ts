import { createCompany, createInventoryItem, expect, inventoryAccounts, test } from "./fixtures";

// New Inventory Assembly's prices with JavaScript (issue 25.22, 25.29): a sales price below the
// standard cost or the materials cost says so as it is typed, and the profit/loss dialog does not
// interrupt then; it opens on leaving a price only when the prices have no problem, once per pair.

test("the sales price's rules show as typed and the analysis opens only on the spec's trigger", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  const { asset, cogs } = await inventoryAccounts(request, user, company.id);
  await createInventoryItem(request, user, company.id, {
    assetsAccount: asset,
    costOfGoodsSold: cogs,
    asOfDate: "11/01/2026",
    name: "Widget",
    standardCost: "2.50",
    onHandQuantity: "10",
  });
  const main = page.getByRole("main");
  await page.goto(`/company/${company.id}/dashboard/inventory/new-assembly`);
  await expect(main.getByRole("button", { name: "Add Row" })).toBeVisible();
  await main.getByLabel("Item 1", { exact: true }).selectOption({ label: "Widget" });
  await main.getByLabel("Quantity Needed 1", { exact: true }).fill("2");
  await expect(main.getByLabel("Total value of materials cost")).toHaveText("$5.00");

  await main.getByLabel("I buy this product").check();
  await main.getByLabel("Standard Cost").fill("8");
  await main.getByLabel("Sales Price").fill("4");
  await expect(main.getByText("Sales price cannot be below standard cost.")).toBeVisible();
  await expect(main.getByText("Sales price cannot be less than total value of materials cost.")).toBeVisible();
  await main.getByLabel("Sales Description").focus();
  const analysis = page.getByRole("dialog", { name: "Profit and Loss Analysis" });
  await expect(analysis).toHaveCount(0);

  await main.getByLabel("Sales Price").fill("10");
  await expect(main.getByText("Sales price cannot be below standard cost.")).toHaveCount(0);
  await main.getByLabel("Sales Description").focus();
  await expect(analysis).toContainText("You will make a profit of $2.00");
  await analysis.getByRole("button", { name: "OK" }).click();
  await expect(analysis).toBeHidden();
  // The same pair again: no second interruption.
  await main.getByLabel("Sales Price").focus();
  await main.getByLabel("Sales Description").focus();
  await expect(analysis).toHaveCount(0);
});
