// Inventory items in the browser (JavaScript on): a new item with opening stock through the two
// tabs of New Inventory Item, then the Inventory Items list and the Inventory Center showing its
// on-hand quantity and the opening stock among its transactions.
import { createAccount, createCompany, expect, test } from "./fixtures";

test("add an inventory item with opening stock and see it in the list and the Centre", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  await createAccount(request, user, company.id, { accountType: "Inventory Asset", accountNumber: "1300", accountName: "Stock" });
  await createAccount(request, user, company.id, {
    accountType: "Cost of Goods Sold",
    accountNumber: "5000",
    accountName: "Cost of Goods",
  });
  const base = `/company/${company.id}/dashboard/inventory`;

  await page.goto(`${base}/new-item`);
  await page.getByLabel("Inventory Name").fill("Widget");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("I sell this product").uncheck();
  await page.getByRole("combobox", { name: "Cost of Goods Sold Account" }).click();
  await page.getByRole("option", { name: /5000 - Cost of Goods/ }).click();
  await page.getByRole("combobox", { name: "Assets Account" }).click();
  await page.getByRole("option", { name: /1300 - Stock/ }).click();
  await page.getByLabel("Standard Cost (USD)").fill("2.50");
  await page.getByLabel("On Hand Quantity").fill("10");
  await expect(page.getByLabel("Total (USD)")).toHaveValue("$25.00");
  await page.getByRole("button", { name: "Save and Close" }).click();
  await expect(page.getByText("Inventory item saved successfully!")).toBeVisible();

  await page.goto(`${base}/items`);
  const row = page.getByRole("row", { name: /Widget/ });
  await expect(row).toContainText("Inventory");
  await expect(row).toContainText("10");

  await page.goto(`${base}/center`);
  await page.getByRole("link", { name: "Widget", exact: true }).click();
  await expect(page.getByText("Qty:")).toContainText("10");
  const transactions = page.getByRole("table", { name: "Transactions" });
  await expect(transactions).toContainText("$25.00");
});
