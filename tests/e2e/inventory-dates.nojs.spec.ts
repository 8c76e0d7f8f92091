// A backdated stock adjustment and build without JavaScript (issue 25.17): the Date typed on New
// Stock Adjustment survives "Show current quantities", "Add Row", "Delete" and a refused save; the
// Date typed on Build Assembly survives a refused build; and the journal entries each posts are
// dated that day, not today.
import { createAccount, createCompany, createInventoryItem, expect, test } from "./fixtures";

test("a typed past date survives every reload and refusal and dates the posted entries", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  const auth = { Authorization: `Bearer ${user.token}` };
  const asset = await createAccount(request, user, company.id, {
    accountType: "Inventory Asset",
    accountNumber: "1300",
    accountName: "Stock",
  });
  const shrinkage = await createAccount(request, user, company.id, {
    accountType: "Cost of Goods Sold",
    accountNumber: "5100",
    accountName: "Shrinkage",
  });
  const warehouse = await request.post("/api/warehouses", { data: { companyId: company.id, name: "Main" }, headers: auth });
  expect(warehouse.status()).toBe(201);
  const widget = await createInventoryItem(request, user, company.id, {
    name: "Widget",
    standardCost: "2.00",
    assetsAccount: asset,
    costOfGoodsSold: shrinkage,
  });
  const main = page.getByRole("main");
  const date = main.getByLabel("Date", { exact: true });

  await page.goto(`/company/${company.id}/dashboard/inventory/stock-adjustment/new`);
  await main.getByLabel("Warehouse").selectOption({ label: "Main" });
  await main.getByLabel("Adjustment Account").selectOption({ label: "5100 · Shrinkage" });
  await date.fill("11/20/2026");
  await main.getByRole("button", { name: "Show current quantities" }).click();
  await expect(date).toHaveValue("11/20/2026");
  await main.getByLabel("Item, row 1").selectOption({ label: "Widget" });
  await main.getByRole("button", { name: "Add Row" }).click();
  await expect(date).toHaveValue("11/20/2026");
  await expect(main.getByLabel("Item, row 3")).toBeVisible();
  await main.getByRole("button", { name: "Delete row 3" }).click();
  await expect(date).toHaveValue("11/20/2026");
  await expect(main.getByLabel("Item, row 3")).toHaveCount(0);
  // A refused save keeps the date and the rows as typed.
  await main.getByLabel("Adjusted Qty, row 1").fill("ten");
  await main.getByRole("button", { name: "Save and Close" }).click();
  await expect(main.getByText("Adjusted Qty must be a number").first()).toBeVisible();
  await expect(date).toHaveValue("11/20/2026");
  await expect(main.getByLabel("Item, row 1")).toHaveValue(String(widget));
  await main.getByLabel("Adjusted Qty, row 1").fill("10");
  await main.getByLabel("Sales/Purchase Rate, row 1").fill("2.50");
  await main.getByRole("button", { name: "Save and Close" }).click();
  await expect(page.getByText("Stock adjustment saved successfully!")).toBeVisible();

  // An assembly of one Widget, built 11/20/2026 after a build past the maximum is refused.
  const created = await request.post(`/api/inventory/companies/${company.id}/assemblies`, {
    data: { name: "Kit", assetsAccount: asset, sellProduct: false, items: [{ inventoryItemId: widget, quantity: 1 }] },
    headers: auth,
  });
  expect(created.status(), await created.text()).toBe(201);
  const kit = (await created.json()).assembly.id as number;
  await page.goto(`/company/${company.id}/dashboard/inventory/build-assembly?assemblyId=${kit}`);
  await date.fill("11/20/2026");
  await main.getByLabel("Ref No").fill("B-7");
  await main.getByLabel("Quantity to Build").fill("11");
  await main.getByRole("button", { name: "Build and Close" }).click();
  await expect(main.getByText("Quantity to Build cannot exceed maximum buildable quantity (10).").first()).toBeVisible();
  await expect(date).toHaveValue("11/20/2026");
  await expect(main.getByLabel("Ref No")).toHaveValue("B-7");
  await expect(main.getByLabel("Quantity to Build")).toHaveValue("11");
  await main.getByLabel("Quantity to Build").fill("4");
  await main.getByRole("button", { name: "Build and Close" }).click();
  await expect(page.getByText("Assembly built successfully!").first()).toBeVisible();

  // The books: the adjustment's and the build's entries are dated 2026-11-20.
  const journal = await request.get(`/api/journal-entry/company/${company.id}?type=all&perPage=100`, { headers: auth });
  expect(journal.status()).toBe(200);
  const entries = ((await journal.json()).journalEntries as { entryType: string; entryDate: string; total: string }[])
    .filter((e) => e.entryType !== "OB")
    .map((e) => [e.entryType, e.entryDate, e.total]);
  expect(entries).toEqual([
    ["BLD", "2026-11-20", "10.00"],
    ["ADJ", "2026-11-20", "25.00"],
  ]);
});
