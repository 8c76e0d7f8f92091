import type { APIRequestContext } from "@playwright/test";
import { createInventoryItem, expect, inventoryAccounts, test, type TestUser } from "./fixtures";
import { addVendor, setUpBooks } from "./purchasing-fixtures";

// The purchases and inventory reports in the browser: Purchase by Vendor Summary opened from the
// menu, a vendor's row drilled to its detail and on to the bill (and from A/P Aging Detail); the
// Inventory Valuation Summary against the inventory asset account, an item drilled to its
// valuation details.
//   Widget  opening stock 10 × 2.00 = 20.00 on 01/01/2026
//   ACME    BILL-0001 06/10/2026: Widget 5 × 3.00 = 15.00 and Rent 100.00 (Widget 15, 35.00)
//   BIRCH   BILL-0002 06/12/2026: Rent 40.00

async function post(request: APIRequestContext, user: TestUser, path: string, data: Record<string, unknown>) {
  const response = await request.post(path, { data, headers: { Authorization: `Bearer ${user.token}` } });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

test("purchases by vendor drilled down to the bill, and the inventory valuation against its account", async ({ page, request, user }) => {
  test.slow(); // books through the API, then five report pages
  const books = await setUpBooks(request, user);
  const { companyId } = books;
  const base = `/company/${companyId}/dashboard`;
  const { asset, cogs } = await inventoryAccounts(request, user, companyId);
  const widget = await createInventoryItem(request, user, companyId, {
    name: "Widget",
    assetsAccount: asset,
    costOfGoodsSold: cogs,
    standardCost: "2.00",
    onHandQuantity: "10",
    asOfDate: "01/01/2026",
  });
  const acme = await addVendor(request, user, books, "ACME", "Acme Supplies");
  const birch = await addVendor(request, user, books, "BIRCH", "Birch Traders");
  const bill = (
    await post(request, user, "/api/vendor/bills", {
      companyId,
      vendorId: acme,
      date: "2026-06-10",
      dueDate: "2026-07-10",
      itemRecords: [{ itemId: widget, itemType: "inventory", quantity: "5", unitPrice: "3.00" }],
      accountRecords: [{ accountId: books.rent, amount: "100.00" }],
    })
  ).document;
  await post(request, user, "/api/vendor/bills", {
    companyId,
    vendorId: birch,
    date: "2026-06-12",
    dueDate: "2026-07-12",
    accountRecords: [{ accountId: books.rent, amount: "40.00" }],
  });

  await page.goto(`${base}/overview`);
  const sidebar = page.getByRole("navigation", { name: "Company menu" });
  await sidebar.getByRole("button", { name: "Reports", exact: true }).click();
  await sidebar.getByRole("button", { name: "Purchases" }).click();
  await sidebar.getByRole("link", { name: "Purchase by Vendor Summary" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Purchase by Vendor Summary" })).toBeVisible();
  await page.getByLabel("Dates").selectOption("custom");
  await page.getByLabel("From", { exact: true }).fill("06/01/2026");
  await page.getByLabel("To", { exact: true }).fill("06/30/2026");
  await page.getByRole("button", { name: "Run report" }).click();
  const rows = page.getByRole("table").locator("tbody tr");
  await expect(rows.nth(0).locator("th, td")).toHaveText(["Acme Supplies", "$115.00"]);
  await expect(rows.nth(1).locator("th, td")).toHaveText(["Birch Traders", "$40.00"]);
  await expect(page.getByTestId("total")).toHaveText("$155.00");

  await rows.nth(0).getByRole("link", { name: "Acme Supplies" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Purchase by Vendor Detail" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`group=${acme}`));
  await expect(page.getByText("One vendor only.")).toBeVisible();
  const detail = page.getByRole("table");
  await expect(detail).toContainText("Widget");
  await expect(detail).toContainText("Total Acme Supplies");
  await expect(detail).not.toContainText("Birch Traders");
  await page.getByRole("link", { name: bill.number }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: `Bill ${bill.number}` })).toBeVisible();

  // A/P Aging Detail: an open bill's number leads to the bill too.
  await page.goto(`${base}/reports/vendors-payables/ap-aging-detail?asOf=2026-06-30`);
  await expect(page.getByTestId("total")).toHaveText("$155.00");
  await page.getByRole("link", { name: bill.number }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Bill ${bill.number}` })).toBeVisible();

  await page.goto(`${base}/reports/inventory/inventory-valuation-summary`);
  await page.getByLabel("As of", { exact: true }).fill("06/30/2026");
  await page.getByRole("button", { name: "Run report" }).click();
  const valuation = page.getByRole("table").locator("tbody tr");
  await expect(valuation.nth(0).locator("th, td")).toHaveText(["Widget", "Inventory", "15", "2.3333", "$35.00"]);
  await expect(page.getByTestId("total")).toHaveText("$35.00");
  await expect(page.getByTestId("accounts-total")).toHaveText("$35.00");
  await expect(page.getByText("The valuation agrees with the inventory asset accounts.")).toBeVisible();

  await valuation.nth(0).getByRole("link", { name: "Widget" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inventory Valuation Details" })).toBeVisible();
  const movement = page.getByRole("row", { name: new RegExp(bill.number) });
  await expect(movement.locator("td")).toHaveText([
    "06/10/2026",
    "Bill",
    bill.number,
    `Bill ${bill.number}`,
    "5",
    "$15.00",
    "15",
    "2.3333",
    "$35.00",
  ]);
});
