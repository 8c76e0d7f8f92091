// Stock adjustments in the browser (issue 15): count an item up from zero, take some out, see the
// rows in the list with the quantities worked out by hand, and export them as CSV. The inventory
// item is made through the API, without opening stock.
import fs from "node:fs";
import { createCompany, createInventoryItem, expect, test } from "./fixtures";

test("adjust an item up and down, see the list and export it", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  const auth = { Authorization: `Bearer ${user.token}` };
  const account = async (accountType: string, accountNumber: string, accountName: string) => {
    const response = await request.post("/api/company-account/create", {
      data: { companyId: company.id, accountType, accountNumber, accountName },
      headers: auth,
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()).account.id as number;
  };
  const asset = await account("Inventory Asset", "1300", "Stock");
  const shrinkage = await account("Cost of Goods Sold", "5100", "Shrinkage");
  const warehouse = await request.post("/api/warehouses", { data: { companyId: company.id, name: "Main" }, headers: auth });
  expect(warehouse.status()).toBe(201);
  await createInventoryItem(request, user, company.id, {
    name: "Widget",
    standardCost: "2.00",
    assetsAccount: asset,
    costOfGoodsSold: shrinkage,
  });

  const base = `/company/${company.id}/dashboard/inventory/stock-adjustment`;
  await page.goto(`${base}/new`);
  // Hydrated (Add New Warehouse opens a dialog rather than leaving), so a choice made now is kept.
  await expect(page.getByRole("button", { name: "Add New Warehouse" })).toBeVisible();
  // What the number means is said beside the rows (ADR 0044: a change, not a count).
  await expect(page.getByRole("table", { name: "Items to adjust" })).toHaveAccessibleDescription(
    /the change to Current Qty, not the new count/,
  );
  await page.getByLabel("Warehouse").selectOption({ label: "Main" });
  await page.getByLabel("Adjustment Account").selectOption({ label: "5100 · Shrinkage" });
  await page.getByLabel("Item, row 1").selectOption({ label: "Widget" });
  await page.getByLabel("Adjusted Qty, row 1").fill("10");
  await page.getByLabel("Sales/Purchase Rate, row 1").fill("2.50");
  await page.getByRole("button", { name: "Save and New" }).click();
  await expect(page.getByText("Stock adjustment saved! You can add another.")).toBeVisible();

  // The second count: Current Qty follows the warehouse; a reduction past it is flagged as typed.
  await page.getByLabel("Warehouse").selectOption({ label: "Main" });
  await page.getByLabel("Adjustment Account").selectOption({ label: "5100 · Shrinkage" });
  await page.getByLabel("Item, row 1").selectOption({ label: "Widget" });
  await expect(page.locator('[data-label="Current Qty, row 1"]')).toHaveText("10");
  await page.getByLabel("Adjusted Qty, row 1").fill("-11");
  await expect(page.getByText("Adjusted Qty cannot reduce below zero or exceed current quantity!")).toBeVisible();
  await page.getByLabel("Adjusted Qty, row 1").fill("-3");
  await page.getByLabel("Comment, row 1").fill("Broken");
  await page.getByRole("button", { name: "Save and Close" }).click();
  await expect(page).toHaveURL(new RegExp(`${base}$`));
  await expect(page.getByText("Stock adjustment saved successfully!")).toBeVisible();

  // Newest first: −3 of 10 at the average $2.50, then +10 from 0 at $2.50.
  const rows = page.getByRole("table", { name: "Stock adjustments" }).locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("Broken");
  await expect(rows.nth(0)).toContainText("-3");
  await expect(rows.nth(0)).toContainText("$25.00");
  await expect(rows.nth(1)).toContainText("10");
  await expect(rows.nth(1)).toContainText("$2.50");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export to CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^stock-adjustments-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await file.path())!, "utf8");
  expect(csv.split(/\r?\n/).filter(Boolean)).toEqual([
    "Date,Warehouse,Item Name,Comment,Current Qty,Adjusted Qty,Current Value,Rate,Value",
    expect.stringMatching(/^\d{2}\/\d{2}\/\d{4},Main,Widget,Broken,10\.0000,-3\.0000,25\.00,2\.5000,-7\.50$/),
    expect.stringMatching(/^\d{2}\/\d{2}\/\d{4},Main,Widget,,0\.0000,10\.0000,0\.00,2\.5000,25\.00$/),
  ]);

  // Nothing in the range: the export says so and stays on the list.
  await page.goto(`${base}?from=01/01/2001&to=01/02/2001`);
  await expect(page.getByText("No records to show")).toBeVisible();
  await page.getByRole("link", { name: "Export to CSV" }).click();
  await expect(page.getByText("No records found matching the selected filters.")).toBeVisible();
});
