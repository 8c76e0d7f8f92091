import type { Knex } from "knex";
import type { Cents } from "../../app/lib/money";
import { closeDatabase, openDatabase } from "../../app/utils/db.server";
import { defaultWarehouseId, moveStock, stockPostingLines } from "../../app/modules/inventory/stock.server";
import { openingBalanceEquityAccount, postEntry } from "../../app/modules/ledger/ledger.server";
import { createCompany, expect, test } from "./fixtures";

// Assemblies in the browser (JavaScript on): a New Inventory Assembly made from two stocked items
// (the materials total live), Save and Close on to Build Assembly, a build capped at the maximum and
// then made, and the Inventory Centre showing the build among the component's transactions.
//
// The stocked items are written straight into the server's database (Item rows and moveStock, as the
// integration tests do), so this spec needs the server on PostgreSQL: run it with DATABASE_URL set.
// (The embedded database is one process's alone.)

async function stockedItems(companyId: number, assetAccountId: number) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("tests/e2e/inventory-assembly.spec.ts seeds the database directly: run it with DATABASE_URL");
  const db: Knex = openDatabase({ url });
  try {
    await db.transaction(async (trx) => {
      const [widget, gadget] = await trx("items")
        .insert([
          { companyId, itemType: "inventory", name: "Widget", standardCost: "2.00", assetAccountId, salesDescription: "Blue widget" },
          { companyId, itemType: "inventory", name: "Gadget", standardCost: "5.00", assetAccountId },
        ])
        .returning("id");
      const warehouseId = await defaultWarehouseId(trx, companyId);
      const moved = await moveStock(trx, companyId, { type: "opening", id: widget.id, date: "2026-11-01" }, [
        { itemId: widget.id, warehouseId, quantity: 100_000, value: 2500 as Cents },
        { itemId: gadget.id, warehouseId, quantity: 30_000, value: 1500 as Cents },
      ]);
      const lines = stockPostingLines(moved);
      lines.push({ accountId: await openingBalanceEquityAccount(trx, companyId), credit: 4000 as Cents });
      await postEntry(trx, { companyId }, { entryType: "OB", entryDate: "2026-11-01", lines });
    });
  } finally {
    await closeDatabase(db);
  }
}

test("make an assembly from stocked items, build it and see it in the Inventory Centre", async ({ page, request, user }) => {
  const company = await createCompany(request, user);
  const account = await request.post("/api/company-account/create", {
    data: { companyId: company.id, accountType: "Inventory Asset", accountNumber: "1300", accountName: "Stock" },
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(account.status(), await account.text()).toBe(201);
  await stockedItems(company.id, (await account.json()).account.id);
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
