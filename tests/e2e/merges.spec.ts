import type { APIRequestContext, Page } from "@playwright/test";
import { createAccount, createCompany, createInventoryItem, expect, inventoryAccounts, test, type TestUser } from "./fixtures";

// Merges and the Company Items list with JavaScript (issue 30 items 4 and 5): Merge Vendors — From and
// To with their details, Preview (what moves, the balances, the target's once merged), Merge (the
// message, the source gone from the choices, Recent merges), Undo merge; Company › Items — every kind with its
// type and quantity on hand, the search, the Current View, Add a New Item's chooser.

const main = (page: Page) => page.getByRole("main");

async function post(request: APIRequestContext, user: TestUser, path: string, data: Record<string, unknown>) {
  const response = await request.post(path, { data, headers: { Authorization: `Bearer ${user.token}` } });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

test("two vendors merged: preview, then merge with their balances added", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  const rent = await createAccount(request, user, company.id, { accountType: "Expense", accountNumber: "6100", accountName: "Rent" });
  const vendor = async (vendorId: string, vendorName: string, amount: string) => {
    const id = (await post(request, user, "/api/vendor/vendors", { companyId: company.id, vendorId, vendorName })).vendor.id;
    await post(request, user, `/api/vendor/${id}/bills`, { accountRecords: [{ accountId: rent, amount }] });
    return id;
  };
  await vendor("ACME", "Acme Supplies", "120.00");
  await vendor("BETA", "Beta Supplies", "80.00");
  const base = `/company/${company.id}/dashboard`;

  await page.goto(`${base}/company/merge-accounts/vendors`);
  await expect(main(page).getByRole("heading", { name: "Merge Vendors" })).toBeVisible();
  await main(page).getByLabel("From", { exact: true }).selectOption({ label: "Acme Supplies" });
  await expect(main(page).getByRole("definition").filter({ hasText: "ACME" })).toBeVisible();
  await main(page).getByLabel("To", { exact: true }).selectOption({ label: "Beta Supplies" });
  await main(page).getByRole("button", { name: "Preview" }).click();

  const preview = main(page).getByRole("region", { name: /Preview: Acme Supplies into Beta Supplies/ });
  await expect(preview).toBeVisible();
  await expect(preview.getByRole("table", { name: "What moves" })).toContainText("Purchase documents");
  const balances = preview.getByRole("definition");
  await expect(balances).toContainText(["$120.00", "$80.00", "$200.00"]);
  await preview.getByRole("button", { name: "Merge" }).click();

  await expect(page.getByText("Vendor Acme Supplies was merged into Beta Supplies; Acme Supplies is archived.")).toBeVisible();
  await expect(main(page).getByRole("table", { name: "Recent merges" })).toContainText("Acme Supplies");
  await expect(main(page).getByLabel("From", { exact: true }).locator("option")).toHaveText(["Choose a vendor", "Beta Supplies"]);
  await main(page).getByLabel("From", { exact: true }).selectOption({ label: "Beta Supplies" });
  await expect(main(page).getByRole("definition").filter({ hasText: "$200.00" })).toBeVisible();

  // Undo merge (ADR 0075): what moved is back on Acme Supplies, a choice again with its own balance.
  await main(page).getByRole("button", { name: "Undo merge of Acme Supplies into Beta Supplies" }).click();
  await expect(
    page.getByText(
      "The merge of Acme Supplies into Beta Supplies was undone: what it moved is back on Acme Supplies, which is active again.",
    ),
  ).toBeVisible();
  await expect(
    main(page)
      .getByRole("table", { name: "Recent merges" })
      .getByRole("row", { name: /Acme Supplies/ }),
  ).toContainText("Undone");
  await expect(main(page).getByLabel("From", { exact: true }).locator("option")).toHaveText([
    "Choose a vendor",
    "Acme Supplies",
    "Beta Supplies",
  ]);
  await main(page).getByLabel("From", { exact: true }).selectOption({ label: "Acme Supplies" });
  await expect(main(page).getByRole("definition").filter({ hasText: "$120.00" })).toBeVisible();
});

test("the company's items of every kind: search, Current View, and the item-type chooser", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  const { asset, cogs } = await inventoryAccounts(request, user, company.id);
  const rent = await createAccount(request, user, company.id, { accountType: "Expense", accountNumber: "6100", accountName: "Rent" });
  await createInventoryItem(request, user, company.id, {
    name: "Widget",
    standardCost: "2.00",
    assetsAccount: asset,
    costOfGoodsSold: cogs,
    onHandQuantity: "7",
  });
  await post(request, user, "/api/vendor/service-items", {
    companyId: company.id,
    serviceName: "Cleaning",
    purchasePrice: "30.00",
    expenseAccountId: rent,
  });
  const base = `/company/${company.id}/dashboard`;

  await page.goto(`${base}/company/lists/items`);
  await expect(main(page).getByRole("heading", { name: "Items" })).toBeVisible();
  const table = main(page).getByRole("table", { name: "Items" });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Active",
    "Item Name",
    "Description",
    "Type",
    "On Hand Quantity",
    "Sales Price",
    "Purchase Price",
  ]);
  await expect(table.getByRole("row").filter({ hasText: "Widget" }).getByRole("cell")).toContainText(["Widget", "Inventory", "7"]);
  await expect(table.getByRole("row").filter({ hasText: "Cleaning" })).toContainText("Service");

  await main(page).getByLabel("Search").fill("widg");
  await main(page).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=widg/);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText("Widget");
  await expect(main(page).getByRole("link", { name: "Export to CSV" })).toHaveAttribute("href", /company\/lists\/items\.csv\?q=widg/);

  await main(page).getByLabel("Current View").selectOption("inactive");
  await expect(page).toHaveURL(/status=inactive/);
  await expect(table).toContainText("No records to show");

  await main(page).getByRole("button", { name: "Add a New Item" }).click();
  const chooser = page.getByRole("dialog", { name: "Select Item Type" });
  await expect(chooser.getByRole("radio", { name: "Service Item" })).toBeChecked();
  await chooser.getByRole("radio", { name: "Inventory Item", exact: true }).check();
  await chooser.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/inventory\/new-item|customers\/new-inventory-item/);
});
